import { Card, Group, Stack, Text } from '@mantine/core';
import { SMALL_PAGE_SIZE } from '@portal/contract';
import type { ReactNode } from 'react';
import { ListState } from './ListState';
import { Pager, type Paging } from './Pager';

interface FilteredListCardProps {
  /** The list's filters, as the address bar holds them. */
  filterBar: ReactNode;
  list: { isPending: boolean; isError: boolean; isSuccess: boolean; error: Error | null };
  /** How many rows match the filters ("12 transactions"), read out when it changes. */
  count: string;
  /** The list's buttons, across from the count. */
  actions: ReactNode;
  isEmpty: boolean;
  total: number;
  paging: Paging;
  onPaging: (next: Paging) => void;
  /** The rows: a table on wider screens, cards on phones. */
  children: ReactNode;
}

/** A long list filtered through the address bar: filters, the count and buttons, the rows, the pager. */
export function FilteredListCard(props: FilteredListCardProps) {
  const { list, paging } = props;
  return (
    <Card>
      <Stack gap="md">
        {props.filterBar}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.isSuccess && props.count}
          </Text>
          {props.actions}
        </Group>
        <ListState list={list} isEmpty={props.isEmpty}>
          {props.children}
        </ListState>
        <Pager
          total={props.total}
          page={paging.page}
          rows={paging.rows}
          defaultRows={SMALL_PAGE_SIZE}
          onChange={props.onPaging}
        />
      </Stack>
    </Card>
  );
}
