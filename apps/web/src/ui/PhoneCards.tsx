import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { UnstyledList } from './UnstyledList';

/** A list's rows as cards on phones (below the `sm` breakpoint), where its table is hidden. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <UnstyledList gap="xs" hiddenFrom="sm" aria-label={label}>
      {children}
    </UnstyledList>
  );
}

interface RecordCardsProps<Row extends { id: number }> {
  label: string;
  rows: readonly Row[];
  /** The lines of one row's card, stacked in it. */
  children: (row: Row) => ReactNode;
}

/** Phone cards of records, one bordered card a row with its lines stacked, as the ledger, the audit log and the API keys show them. */
export function RecordCards<Row extends { id: number }>({ label, rows, children }: RecordCardsProps<Row>) {
  return (
    <PhoneCards label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card withBorder padding="sm" radius="md" shadow="none">
            <Stack gap={6}>{children(row)}</Stack>
          </Card>
        </li>
      ))}
    </PhoneCards>
  );
}
