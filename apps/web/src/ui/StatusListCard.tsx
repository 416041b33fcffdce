import { Card, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

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
  const data = Object.entries<string>(statuses).map(([value, label]) => ({ value, label }));
  // Both offer only `statuses`, so what they give back is one of them.
  const choose = (value: string) => onStatus(value as S);
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <NativeSelect
          label={filterLabel}
          value={status}
          onChange={(event) => choose(event.currentTarget.value)}
          data={data}
          hiddenFrom="sm"
        />
        <SegmentedControl
          aria-label={filterLabel}
          value={status}
          onChange={choose}
          data={data}
          w="fit-content"
          visibleFrom="sm"
        />
        {children}
      </Stack>
    </Card>
  );
}
