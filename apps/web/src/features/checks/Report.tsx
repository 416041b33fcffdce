import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type CheckResult, PRODUCT_NAME, reportTexts, type Severity, worstSeverity } from '@portal/contract';
import {
  IconAlertTriangle,
  IconCheck,
  IconDownload,
  IconInfoCircle,
  IconPrinter,
  IconShieldCheck,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFormat, useTexts, useWordSpace } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { pdfPath } from './api';
import { CarSilhouette } from './CarSilhouette';
import { ClaimsPrintList, ClaimsSection, SeverityBadge } from './Claims';
import { type ClaimGroup, claimGroups, registrationOf, severityColor, vehicleAge } from './report-data';
import { InspectSection, MileageSection, StorySummary, WrittenOffAlert } from './Story';
import { checksTexts } from './texts';
import './report.css';
import { DownloadButton } from '../../ui/DownloadButton';

/**
 * What other features add to a report (photos, watching, sharing, the verify link), filled in by the page that shows
 * it: checks knows none of them. `shared`: opened by a share link, so nothing of the owner's is offered.
 */
export type ReportPanels = (result: CheckResult, shared: boolean) => ReactNode;

/** What a paid check freezes, and the token its QR code verifies by (none for the sample). */
type FrozenReport = Pick<CheckResult, 'BasicInfo' | 'ClaimLists' | 'ABIInfo' | 'Notices' | 'Story'> & {
  VerifyToken?: string | null;
};

/** A frozen report shown apart from its check (a share link's, the sample): no key, price or credit of anyone's. */
export const frozenResult = (report: FrozenReport): CheckResult => ({
  id: 0,
  Unikey: '',
  Partial: false,
  Full: true,
  PartialInfo: null,
  ChargeInfo: [],
  CreditLimit: 0,
  BasicInfo: report.BasicInfo,
  ClaimLists: report.ClaimLists,
  ABIInfo: report.ABIInfo,
  Notices: report.Notices,
  ...(report.Story ? { Story: report.Story } : {}),
  VerifyToken: report.VerifyToken ?? null,
});

/**
 * A paid check: the frozen report with vehicle details, notices, claims, equipment and the disclaimer. `shared`: shown
 * apart from its check (a share link, the sample report), so nothing of an owner's (photos, sharing, the PDF) is offered.
 */
export function Report({
  result,
  shared = false,
  panels,
}: {
  result: CheckResult;
  shared?: boolean;
  panels?: ReportPanels;
}) {
  const groups = claimGroups(result);
  return (
    <Stack gap="lg" className="chk-report">
      <ReportHeader result={result} shared={shared} />
      <ClaimSummary groups={groups} result={result} />
      {result.Story && <WrittenOffAlert story={result.Story} />}
      <Notices result={result} />
      {result.Story && <InspectSection story={result.Story} />}
      {result.Story && <MileageSection story={result.Story} />}
      <VehicleDetails result={result} />
      <ClaimsSection groups={groups} />
      <ClaimsPrintList groups={groups} />
      <StandardEquipment result={result} />
      {panels?.(result, shared)}
      <Disclaimer />
      <PrintFooter result={result} />
    </Stack>
  );
}

function ReportHeader({ result, shared }: { result: CheckResult; shared: boolean }) {
  const { isAdmin } = useSession();
  const t = useTexts(checksTexts);
  const format = useFormat();
  const info = result.BasicInfo;
  const registration = registrationOf(info);
  const vehicle = [info.Make, info.Family, info.Variant].filter(Boolean).join(' ');
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} miw={0}>
            <Text size="xs" fw={700} tt="uppercase" lts={1} c="brand.8">
              {t('reportKicker', { product: PRODUCT_NAME })}
            </Text>
            <Title order={1} m={0}>
              <span className="chk-plate">{registration ?? info.VehChassis ?? '-'}</span>
            </Title>
            {vehicle && (
              <Text fw={600} fz="lg">
                {vehicle}
                {info.YearOfManufacture ? ` (${info.YearOfManufacture})` : ''}
              </Text>
            )}
          </Stack>
          <Group gap="sm" className="no-print">
            <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('print')}
            </Button>
            {isAdmin && !shared && (
              <DownloadButton href={pdfPath(result.Unikey)} variant="default" icon={<IconDownload size={18} />}>
                {t('downloadPdf')}
              </DownloadButton>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" className="chk-meta">
          <Meta label={t('referenceId')} value={info.ReferenceID ?? '-'} mono />
          <Meta label={t('searchedOn')} value={format.dateTime(info.CreatedDate)} />
          <Meta
            label={t('searchedBy')}
            value={
              info.IsSearchByVehicle ? t('byRegistration') : t('byChassis', { chassis: info.VehChassis ?? '' }).trim()
            }
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Meta({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
        {label}
      </Text>
      <Text fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The count of claims on this vehicle and the worst of them, claims on another VIN counted apart, and the report's
 * one-sentence summary.
 */
function ClaimSummary({ groups, result }: { groups: ClaimGroup[]; result: CheckResult }) {
  const own = groups.filter((group) => group.isThisVehicle).flatMap((group) => group.claims);
  const other = groups.filter((group) => !group.isThisVehicle).flatMap((group) => group.claims);
  const worst = worstSeverity(own);
  const labels = useTexts(reportTexts);
  const color = worst ? severityColor[worst] : 'teal';
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      bg={`${color}.0`}
      style={{ borderColor: `var(--mantine-color-${color}-4)` }}
      className="chk-summary"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} size={44} radius="xl" variant="filled" className="no-print">
          {worst ? <IconAlertTriangle size={24} /> : <IconShieldCheck size={24} />}
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={800} fz={{ base: 'lg', sm: 'xl' }}>
            {own.length === 0 ? labels('noAccidentRecorded') : labels('claimsOnVehicle', { count: own.length })}
          </Text>
          {worst ? <WorstSeverity severity={worst} /> : <Text size="sm">{labels('absenceDisclaimer')}</Text>}
          {other.length > 0 && <Text size="sm">{labels('claimsOnOtherVin', { count: other.length })}</Text>}
          <StorySummary result={result} />
        </Stack>
      </Group>
    </Card>
  );
}

function WorstSeverity({ severity }: { severity: Severity }) {
  const t = useTexts(checksTexts);
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {t('worstSeverity')}
      </Text>
      <SeverityBadge severity={severity} />
    </Group>
  );
}

/** The notices of the result; "no accident recorded" and its disclaimer head the claim summary instead. */
function Notices({ result }: { result: CheckResult }) {
  const notices = result.Notices;
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  return (
    <>
      {notices.SameRegistrationOtherVin && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('sameRegistrationOtherVinTitle')}>
          {labels('sameRegistrationOtherVin')}
        </Alert>
      )}
      {notices.ClaimsUnderOtherRegistration && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle />} title={t('claimsUnderOtherRegistrationTitle')}>
          {labels('claimsUnderOtherRegistration')}
        </Alert>
      )}
    </>
  );
}

function VehicleDetails({ result }: { result: CheckResult }) {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  const format = useFormat();
  const info = result.BasicInfo;
  const vehicle = [info.Make, info.Family].filter(Boolean).join(' ') || t('theVehicle');
  const age = vehicleAge(info.YearOfManufacture);
  const rows: { label: string; value: ReactNode; mono?: boolean; wide?: boolean }[] = [
    { label: t('registrationNo'), value: registrationOf(info) ?? '-', mono: true },
    { label: labels('make'), value: info.Make ?? '-' },
    { label: labels('family'), value: info.Family ?? '-' },
    { label: labels('variant'), value: info.Variant ?? '-' },
    { label: labels('yearOfManufacture'), value: info.YearOfManufacture ?? '-' },
    { label: labels('vehicleAge'), value: age === null ? '-' : labels('years', { count: age }) },
    { label: labels('transmission'), value: format.recorded(info.Transmission) },
    { label: labels('engine'), value: info.Engine ?? '-' },
    // The answer's VIN and VehChassis are the same recorded chassis number: one row.
    { label: labels('vinChassis'), value: info.VehChassis ?? info.VIN ?? '-', mono: true, wide: true },
    { label: labels('marketValue'), value: format.ringgit(info.MarketValue) },
    { label: labels('newNetSellingPrice'), value: format.ringgit(info.NewNetSellingPrice) },
    { label: labels('newCarPrice'), value: format.ringgit(info.NewCarPrice) },
  ];
  return (
    <ReportSection title={labels('vehicleDetails')}>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Box w={{ base: '100%', xs: 240 }} className="chk-photo" c="gray.6">
          {info.ImageUrl ? (
            <Image src={info.ImageUrl} alt={vehicle} radius="md" fit="contain" h={150} />
          ) : (
            <Box bg="gray.0" p="md" h={150} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <CarSilhouette label={t('noPhotoOf', { vehicle })} />
            </Box>
          )}
        </Box>
        <dl className="chk-fields chk-fields-wide" style={{ flex: '1 1 320px' }}>
          {rows.map((row) => (
            <div key={row.label} className={row.wide ? 'chk-field chk-field-wide' : 'chk-field'}>
              <dt>{row.label}</dt>
              <dd className={row.mono ? 'chk-mono' : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Group>
    </ReportSection>
  );
}

/** A card of the report under its heading; `aside` for the quieter closing note (grey, a smaller heading). */
function ReportSection({ title, aside = false, children }: { title: string; aside?: boolean; children: ReactNode }) {
  return (
    <Card p={{ base: 'md', sm: 'xl' }} bg={aside ? 'gray.0' : undefined} className="chk-card">
      <Stack gap={aside ? 'xs' : 'md'}>
        <Title order={2} fz={aside ? 'md' : 'xl'}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function StandardEquipment({ result }: { result: CheckResult }) {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  // One line per item, even if the data lists an item twice.
  const features = [...new Set(result.ABIInfo.StandardFeature.map((feature) => feature.Description))];
  return (
    <ReportSection title={labels('standardEquipment')}>
      {features.length === 0 ? (
        <Text c="dimmed">{t('noStandardEquipment')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="xs"
          verticalSpacing={6}
          component="ul"
          className="chk-equipment"
        >
          {features.map((feature) => (
            <Group key={feature} gap={8} wrap="nowrap" align="flex-start" component="li">
              <IconCheck size={16} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm">{feature}</Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </ReportSection>
  );
}

function Disclaimer() {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  const space = useWordSpace();
  return (
    <ReportSection title={labels('disclaimer')} aside>
      <Text size="sm" c="dark.6">
        {t('disclaimerCoverage', { coverage: t('coverage') })}
      </Text>
      <Text size="sm" c="dark.6">
        {t('disclaimerText')}
        {space}
        <Anchor component={Link} to={paths.disclaimer} inherit>
          {t('disclaimerLink')}
        </Anchor>
        {t('disclaimerEnd')}
      </Text>
    </ReportSection>
  );
}

/** The browser's time, once it has drawn the page (the server's, a moment earlier, would not match it). */
function useOpenedAt(): Date | null {
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  useEffect(() => setOpenedAt(new Date()), []);
  return openedAt;
}

/** On paper only: where the page came from and when it was printed, in the reader's language. */
function PrintFooter({ result }: { result: CheckResult }) {
  const t = useTexts(checksTexts);
  const format = useFormat();
  const openedAt = useOpenedAt();
  const reference = result.BasicInfo.ReferenceID;
  return (
    <Text size="xs" className="chk-print-only chk-print-footer">
      {reference ? `${t('referenceId')} ${reference} · ` : ''}
      {openedAt && t('printedOn', { date: format.dateTime(openedAt), product: PRODUCT_NAME })}
    </Text>
  );
}
