import { Box, Card, NativeSelect, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChoiceChips } from './ChoiceChips';

interface StatusListCardProps<S extends string> {
  /** What the status switch chooses: the phone's select shows it as its label, the wide switch to screen readers. */
  filterLabel: string;
  status: S;
  /** Each status's label, in the order the switch shows them. */
  statuses: Record<S, string>;
  onStatus: (next: S) => void;
  /** The list of the chosen status (its `ListState`). */
  children: ReactNode;
}

/**
 * An administrator's work list: a switch between its statuses (to do, done, all) over the rows. A phone gets the
 * statuses as a select, since a switch of five or six (or of three long Malay words) does not fit its width.
 */
export function StatusListCard<S extends string>({
  filterLabel,
  status,
  statuses,
  onStatus,
  children,
}: StatusListCardProps<S>) {
  // The entries of a Record<S, string> have S's keys.
  const data = Object.entries<string>(statuses).map(([value, label]) => ({ value: value as S, label }));
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <NativeSelect
          label={filterLabel}
          value={status}
          // The select offers only `statuses`, so what it gives back is one of them.
          onChange={(event) => onStatus(event.currentTarget.value as S)}
          data={data}
          hiddenFrom="sm"
        />
        <Box visibleFrom="sm">
          <ChoiceChips label={filterLabel} value={status} onChange={onStatus} data={data} />
        </Box>
        {children}
      </Stack>
    </Card>
  );
}
