import { Accordion, Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Claim, reportTexts, type Severity } from '@portal/contract';
import { IconCarCrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { type ClaimGroup, severityBadgeColor } from './report-data';
import { checksTexts } from './texts';

type Format = ReturnType<typeof useFormat>;
type T = ReturnType<typeof useTexts<'checks'>>;
type Labels = ReturnType<typeof useTexts<'report'>>;

export function SeverityBadge({ severity, size = 'md' }: { severity: Severity; size?: 'sm' | 'md' | 'lg' }) {
  const labels = useTexts(reportTexts);
  return (
    <Badge
      color={severityBadgeColor[severity]}
      autoContrast
      variant="filled"
      radius="sm"
      size={size}
      className="chk-severity"
    >
      {labels(`severity.${severity}`)}
    </Badge>
  );
}

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

type FieldKind = 'mono' | 'wide' | 'monoWide';

/** Every claim field of the specification (section 3), with the words a buyer reads. */
function claimFields(
  claim: Claim,
  t: T,
  labels: Labels,
  format: Format,
): { label: string; value: ReactNode; kind?: FieldKind }[] {
  return [
    { label: t('accidentLossDate'), value: format.date(claim.AccidentLossDate) },
    { label: labels('estimateAuthorised'), value: format.ringgit(claim.EstimateAuthorized) },
    { label: t('claimType'), value: format.recorded(claim.ClaimTypeDesc) },
    { label: labels('accidentLossType'), value: format.recorded(claim.AccidentLossType) },
    { label: labels('typeOfLoss'), value: format.recorded(claim.TypeOfLoss) },
    { label: t('severityLabel'), value: <SeverityBadge severity={claim.Severity} size="sm" /> },
    {
      label: labels('mileage'),
      value:
        claim.VehMileage === null ? '-' : labels('kilometres', { km: format.number(Math.round(claim.VehMileage)) }),
    },
    { label: t('partsAffected'), value: orDash(claim.NoOfParts) },
    { label: labels('parts'), value: format.recorded(claim.Parts), kind: 'wide' },
    { label: t('sameAccidentClaims'), value: orDash(claim.SameAccidentsCount) },
    { label: labels('insurer'), value: orDash(claim.Insurer), kind: 'wide' },
    { label: labels('policyStatus'), value: format.recorded(claim.PolicyStatus) },
    { label: t('registrationAtTheTime'), value: orDash(claim.VehicleRegistrationNo), kind: 'mono' },
    { label: labels('make'), value: orDash(claim.VehMakeDesc) },
    { label: t('model'), value: orDash(claim.VehModelDesc) },
    { label: t('trim'), value: orDash(claim.VehicleTrim) },
    { label: labels('yearOfManufacture'), value: orDash(claim.YearOfManufacture) },
    // A claim's VIN and VehChassis are the same recorded chassis number: one row.
    { label: labels('vinChassis'), value: orDash(claim.VehChassis ?? claim.VIN), kind: 'monoWide' },
  ];
}

function ClaimFields({ claim }: { claim: Claim }) {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  const format = useFormat();
  return (
    <dl className="chk-fields">
      {claimFields(claim, t, labels, format).map((field) => (
        <div
          key={field.label}
          className={field.kind === 'wide' || field.kind === 'monoWide' ? 'chk-field chk-field-wide' : 'chk-field'}
        >
          <dt>{field.label}</dt>
          <dd className={field.kind === 'mono' || field.kind === 'monoWide' ? 'chk-mono' : undefined}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function claimKey(claim: Claim, index: number) {
  return `${claim.VehChassis}-${claim.AccidentLossDate}-${index}`;
}

function ClaimTitle({ claim }: { claim: Claim }) {
  const format = useFormat();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
      <Group gap="sm" wrap="nowrap" align="baseline" miw={0}>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {format.date(claim.AccidentLossDate)}
        </Text>
        {/* Wrapped, never cut: "KNOCK-FOR-KNOCK (KFK)" says what it is only in its last word. */}
        <Text c="dark.6" miw={0} style={{ overflowWrap: 'break-word' }}>
          {format.recorded(claim.ClaimTypeDesc)}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} c="dark.7" style={{ whiteSpace: 'nowrap' }}>
          {format.ringgit(claim.EstimateAuthorized)}
        </Text>
        <SeverityBadge severity={claim.Severity} />
      </Group>
    </Group>
  );
}

function groupTitle(group: ClaimGroup, t: T, labels: Labels): string {
  return group.isThisVehicle ? t('claimsOnThisVehicle') : labels('recordedOnOtherVin', { chassis: group.chassis });
}

function groupNote(group: ClaimGroup, t: T): string {
  return group.isThisVehicle ? t('chassisNoValue', { chassis: group.chassis }) : t('otherVinNote');
}

interface ClaimsSectionProps {
  groups: ClaimGroup[];
}

/** On screen: one accordion per chassis number, one item per claim (newest first). */
export function ClaimsSection({ groups }: ClaimsSectionProps) {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  if (groups.length === 0) return null;
  return (
    <Stack gap="lg" className="chk-screen-only">
      {groups.map((group) => (
        <Card
          key={group.chassis}
          p={0}
          style={group.isThisVehicle ? undefined : { borderColor: 'var(--mantine-color-orange-4)' }}
        >
          <Box p="lg" pb="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color={group.isThisVehicle ? 'brand' : 'orange'} variant="light" size="lg" radius="md">
                <IconCarCrash size={20} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                  {groupTitle(group, t, labels)}
                </Title>
                <Text size="sm" c="dimmed">
                  {groupNote(group, t)}
                </Text>
              </Stack>
            </Group>
          </Box>
          <Accordion multiple variant="default" chevronPosition="right" order={3}>
            {group.claims.map((claim, index) => (
              <Accordion.Item key={claimKey(claim, index)} value={claimKey(claim, index)}>
                <Accordion.Control>
                  <ClaimTitle claim={claim} />
                </Accordion.Control>
                <Accordion.Panel>
                  <ClaimFields claim={claim} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Card>
      ))}
    </Stack>
  );
}

/** On paper: every claim written out in full (an accordion cannot be opened on a printed page). */
export function ClaimsPrintList({ groups }: ClaimsSectionProps) {
  const t = useTexts(checksTexts);
  const labels = useTexts(reportTexts);
  const format = useFormat();
  if (groups.length === 0) return null;
  return (
    <section className="chk-print-only">
      {groups.map((group) => (
        <div key={group.chassis} className="chk-print-group">
          {group.claims.map((claim, index) => (
            <div key={claimKey(claim, index)} className="chk-print-claim">
              {/* The group's heading goes inside its first claim, so a page never ends on a heading alone. */}
              {index === 0 && (
                <>
                  <h2>{groupTitle(group, t, labels)}</h2>
                  <p className="chk-print-note">{groupNote(group, t)}</p>
                </>
              )}
              <div className="chk-print-box">
                <h3>
                  {[
                    format.date(claim.AccidentLossDate),
                    format.recorded(claim.ClaimTypeDesc),
                    format.ringgit(claim.EstimateAuthorized),
                    labels(`severity.${claim.Severity}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </h3>
                <ClaimFields claim={claim} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
