import { Accordion, Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Claim, formatDate, formatRinggit, type Severity } from '@portal/contract';
import { IconCarCrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ClaimGroup, formatMileage, severityBadgeColor } from './report-data';

export function SeverityBadge({ severity, size = 'md' }: { severity: Severity; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={severityBadgeColor[severity]}
      autoContrast
      variant="filled"
      radius="sm"
      size={size}
      className="chk-severity"
    >
      {severity}
    </Badge>
  );
}

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** Every claim field of the specification (section 3), with the words a buyer reads. */
function claimFields(claim: Claim): { label: string; value: ReactNode }[] {
  return [
    { label: 'Accident / loss date', value: formatDate(claim.AccidentLossDate) },
    { label: 'Estimate authorised', value: formatRinggit(claim.EstimateAuthorized) },
    { label: 'Claim type', value: orDash(claim.ClaimTypeDesc) },
    { label: 'Accident / loss type', value: orDash(claim.AccidentLossType) },
    { label: 'Type of loss', value: orDash(claim.TypeOfLoss) },
    { label: 'Severity', value: <SeverityBadge severity={claim.Severity} size="sm" /> },
    { label: 'Mileage', value: formatMileage(claim.VehMileage) },
    { label: 'Parts affected', value: orDash(claim.NoOfParts) },
    { label: 'Parts', value: orDash(claim.Parts) },
    { label: 'Claims for the same accident', value: orDash(claim.SameAccidentsCount) },
    { label: 'Insurer', value: orDash(claim.Insurer) },
    { label: 'Policy status', value: orDash(claim.PolicyStatus) },
    { label: 'Registration no. at the time', value: orDash(claim.VehicleRegistrationNo) },
    { label: 'Make', value: orDash(claim.VehMakeDesc) },
    { label: 'Model', value: orDash(claim.VehModelDesc) },
    { label: 'Trim', value: orDash(claim.VehicleTrim) },
    { label: 'Year of manufacture', value: orDash(claim.YearOfManufacture) },
    { label: 'VIN', value: orDash(claim.VIN) },
    { label: 'Chassis No', value: orDash(claim.VehChassis) },
  ];
}

const MONO_FIELDS = new Set(['VIN', 'Chassis No', 'Registration no. at the time']);
/** Long values that take a whole row on a phone. */
const WIDE_FIELDS = new Set(['VIN', 'Chassis No', 'Parts', 'Insurer']);

function ClaimFields({ claim }: { claim: Claim }) {
  return (
    <dl className="chk-fields">
      {claimFields(claim).map((field) => (
        <div key={field.label} className={WIDE_FIELDS.has(field.label) ? 'chk-field chk-field-wide' : 'chk-field'}>
          <dt>{field.label}</dt>
          <dd className={MONO_FIELDS.has(field.label) ? 'chk-mono' : undefined}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function claimKey(claim: Claim, index: number) {
  return `${claim.VehChassis}-${claim.AccidentLossDate}-${index}`;
}

function ClaimTitle({ claim }: { claim: Claim }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(claim.AccidentLossDate)}
        </Text>
        <Text c="dark.6" truncate>
          {claim.ClaimTypeDesc}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} c="dark.7" style={{ whiteSpace: 'nowrap' }}>
          {formatRinggit(claim.EstimateAuthorized)}
        </Text>
        <SeverityBadge severity={claim.Severity} />
      </Group>
    </Group>
  );
}

function groupTitle(group: ClaimGroup): string {
  return group.isThisVehicle ? 'Accident claims on this vehicle' : `Recorded on another VIN: ${group.chassis}`;
}

function groupNote(group: ClaimGroup): string {
  return group.isThisVehicle
    ? `Chassis No ${group.chassis}`
    : 'A different vehicle that carried this registration number. These claims are not on the chassis in this report.';
}

interface ClaimsSectionProps {
  groups: ClaimGroup[];
}

/** On screen: one accordion per chassis number, one item per claim (newest first). */
export function ClaimsSection({ groups }: ClaimsSectionProps) {
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
                  {groupTitle(group)}
                </Title>
                <Text size="sm" c="dimmed">
                  {groupNote(group)}
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
                  <h2>{groupTitle(group)}</h2>
                  <p className="chk-print-note">{groupNote(group)}</p>
                </>
              )}
              <div className="chk-print-box">
                <h3>
                  {formatDate(claim.AccidentLossDate)} · {claim.ClaimTypeDesc} ·{' '}
                  {formatRinggit(claim.EstimateAuthorized)} · {claim.Severity}
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
