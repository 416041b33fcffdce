import { Card, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusListCardProps<S extends string> {
  /** What the status switch chooses, for screen readers. */
  filterLabel: string;
  status: S;
  /** Each status's label, in the order the switch shows them. */
  statuses: Record<S, string>;
  onStatus: (next: S) => void;
  /** The list of the chosen status (its `ListState`). */
  children: ReactNode;
}

/** An administrator's work list: a switch between its statuses (to do, done, all) over the rows. */
export function StatusListCard<S extends string>({
  filterLabel,
  status,
  statuses,
  onStatus,
  children,
}: StatusListCardProps<S>) {
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={filterLabel}
          value={status}
          // The control offers only `statuses`, so what it gives back is one of them.
          onChange={(value) => onStatus(value as S)}
          data={Object.entries<string>(statuses).map(([value, label]) => ({ value, label }))}
          w={{ base: '100%', xs: 'fit-content' }}
        />
        {children}
      </Stack>
    </Card>
  );
}
