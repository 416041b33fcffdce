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
import {
  type CheckResult,
  formatDateTime,
  formatRinggit,
  messages,
  PRODUCT_NAME,
  type Severity,
} from '@portal/contract';
import {
  IconAlertTriangle,
  IconCheck,
  IconDownload,
  IconInfoCircle,
  IconPrinter,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { coverageStatement } from '../info/coverage';
import { pdfPath } from './api';
import { CarSilhouette } from './CarSilhouette';
import { ClaimsPrintList, ClaimsSection, SeverityBadge } from './Claims';
import {
  type ClaimGroup,
  claimGroups,
  plural,
  registrationOf,
  severityColor,
  vehicleAge,
  worstSeverity,
} from './report-data';

/** A paid check: the frozen report with vehicle details, notices, claims, equipment and the disclaimer. */
export function Report({ result }: { result: CheckResult }) {
  const groups = claimGroups(result);
  return (
    <Stack gap="lg" className="chk-report">
      <ReportHeader result={result} />
      <ClaimSummary groups={groups} />
      <Notices result={result} />
      <VehicleDetails result={result} />
      <ClaimsSection groups={groups} />
      <ClaimsPrintList groups={groups} />
      <StandardEquipment result={result} />
      <AttachmentsPanel unikey={result.Unikey} />
      <Disclaimer />
    </Stack>
  );
}

function ReportHeader({ result }: { result: CheckResult }) {
  const { isAdmin } = useSession();
  const info = result.BasicInfo;
  const registration = registrationOf(info);
  const vehicle = [info.Make, info.Family, info.Variant].filter(Boolean).join(' ');
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} miw={0}>
            <Text size="xs" fw={700} tt="uppercase" lts={1} c="brand.8">
              {PRODUCT_NAME} · Vehicle Accident History Report
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
              Print
            </Button>
            {isAdmin && (
              <Button
                component="a"
                href={pdfPath(result.Unikey)}
                download
                variant="default"
                leftSection={<IconDownload size={18} />}
              >
                Download PDF
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" className="chk-meta">
          <Meta label="Reference ID" value={info.ReferenceID ?? '-'} mono />
          <Meta label="Searched on" value={formatDateTime(info.CreatedDate)} />
          <Meta
            label="Searched by"
            value={info.IsSearchByVehicle ? 'Registration number' : `Chassis number ${info.VehChassis ?? ''}`.trim()}
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

/** The count of claims on this vehicle and the worst of them; claims on another VIN are counted apart. */
function ClaimSummary({ groups }: { groups: ClaimGroup[] }) {
  const own = groups.filter((group) => group.isThisVehicle).flatMap((group) => group.claims);
  const other = groups.filter((group) => !group.isThisVehicle).flatMap((group) => group.claims);
  const worst = worstSeverity(own);
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
            {own.length === 0
              ? messages.noAccidentRecorded
              : `${plural(own.length, 'accident claim', 'accident claims')} recorded on this vehicle`}
          </Text>
          {worst ? <WorstSeverity severity={worst} /> : <Text size="sm">{messages.absenceDisclaimer}</Text>}
          {other.length > 0 && (
            <Text size="sm">
              Also {plural(other.length, 'claim', 'claims')} recorded under the same registration number on another VIN.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function WorstSeverity({ severity }: { severity: Severity }) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        Worst severity:
      </Text>
      <SeverityBadge severity={severity} />
    </Group>
  );
}

/** The notices of the result; "no accident recorded" and its disclaimer head the claim summary instead. */
function Notices({ result }: { result: CheckResult }) {
  const notices = result.Notices;
  return (
    <>
      {notices.SameRegistrationOtherVin && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title="Registration number used on another vehicle"
        >
          {messages.sameRegistrationOtherVin}
        </Alert>
      )}
      {notices.ClaimsUnderOtherRegistration && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle />}
          title="Claims under another registration number"
        >
          {messages.claimsUnderOtherRegistration}
        </Alert>
      )}
    </>
  );
}

function VehicleDetails({ result }: { result: CheckResult }) {
  const info = result.BasicInfo;
  const vehicle = [info.Make, info.Family].filter(Boolean).join(' ') || 'The vehicle';
  const rows: { label: string; value: ReactNode; mono?: boolean; wide?: boolean }[] = [
    { label: 'Registration No', value: registrationOf(info) ?? '-', mono: true },
    { label: 'Make', value: info.Make ?? '-' },
    { label: 'Family', value: info.Family ?? '-' },
    { label: 'Variant', value: info.Variant ?? '-' },
    { label: 'Year of manufacture', value: info.YearOfManufacture ?? '-' },
    { label: 'Vehicle age', value: vehicleAge(info.YearOfManufacture) },
    { label: 'Transmission', value: info.Transmission ?? '-' },
    { label: 'Engine', value: info.Engine ?? '-' },
    { label: 'VIN', value: info.VIN ?? '-', mono: true, wide: true },
    { label: 'Chassis No', value: info.VehChassis ?? '-', mono: true, wide: true },
    { label: 'Market value', value: formatRinggit(info.MarketValue) },
    { label: 'New net selling price', value: formatRinggit(info.NewNetSellingPrice) },
    { label: 'New car price', value: formatRinggit(info.NewCarPrice) },
  ];
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card">
      <Stack gap="md">
        <Title order={2} fz="xl">
          Vehicle details
        </Title>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Box w={{ base: '100%', xs: 240 }} className="chk-photo" c="gray.6">
            {info.ImageUrl ? (
              <Image src={info.ImageUrl} alt={vehicle} radius="md" fit="contain" h={150} />
            ) : (
              <Box bg="gray.0" p="md" h={150} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <CarSilhouette label={`No photo of ${vehicle}`} />
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
      </Stack>
    </Card>
  );
}

function StandardEquipment({ result }: { result: CheckResult }) {
  // One line per item, even if the data lists an item twice.
  const features = [...new Set(result.ABIInfo.StandardFeature.map((feature) => feature.Description))];
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card">
      <Stack gap="md">
        <Title order={2} fz="xl">
          Standard equipment
        </Title>
        {features.length === 0 ? (
          <Text c="dimmed">No standard equipment list is held for this variant.</Text>
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
      </Stack>
    </Card>
  );
}

function Disclaimer() {
  return (
    <Card p={{ base: 'md', sm: 'xl' }} bg="gray.0" className="chk-card">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Disclaimer
        </Title>
        <Text size="sm" c="dark.6">
          {coverageStatement} Not every accident is claimed or recorded.
        </Text>
        <Text size="sm" c="dark.6">
          This report describes insurance claims recorded for the vehicle; it is not an inspection and says nothing
          about its present condition. Severity is the authorised repair estimate as a share of the sum insured (Low 1
          to 5 %, Medium 6 to 15 %, High 16 to 30 %, Severe above 30 %). Market values and new car prices are
          indications for the variant. Read the full{' '}
          <Anchor component={Link} to={paths.disclaimer} inherit>
            Disclaimer
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
