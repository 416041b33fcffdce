import { Stack, Text } from '@mantine/core';
import { stateName, type TaxParty } from '@portal/contract';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

/** The lines of an address as a document prints it: the street lines, then postcode and city, then the state. */
export function addressLines(address: NonNullable<TaxParty['address']>): string[] {
  const town = [address.postcode, address.city].filter((part) => part !== '').join(' ');
  return [...address.lines, town, address.stateCode === '' ? '' : stateName(address.stateCode)].filter(
    (line) => line !== '',
  );
}

/** One party of a tax document (seller or buyer): its name, numbers and address, as the document states them. */
export function TaxPartyDetails({ label, party }: { label: string; party: TaxParty }) {
  const t = useTexts(uiTexts);
  const numbers: [string, string | null][] = [
    [t('taxBrn'), party.brn],
    [t('taxTin'), party.tin],
    [t('taxSstNo'), party.sstNo],
    [t('taxMykad'), party.mykad],
    [t('taxPhone'), party.phone],
    [t('taxEmail'), party.email],
  ];
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{party.name}</Text>
      {party.address && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {addressLines(party.address).join('\n')}
        </Text>
      )}
      {numbers
        .filter(([, value]) => value !== null && value !== '')
        .map(([name, value]) => (
          <Text key={name} size="sm">
            <Text span c="dimmed" size="sm">
              {name}
            </Text>{' '}
            <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Text>
        ))}
    </Stack>
  );
}
