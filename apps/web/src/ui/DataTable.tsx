import {
  Group,
  type MantineBreakpoint,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';

/** The column a list is sorted by, and which way. */
export interface TableSort<C extends string = string> {
  column: C;
  direction: 'asc' | 'desc';
}

/** A sortable table's order and what a click on a head asks for. */
interface SortControl {
  current: TableSort;
  onSort: (next: TableSort) => void;
}

export interface TableColumn<T> {
  /** What the column's head shows; none for a column of actions or links. */
  header?: ReactNode;
  /** Tells the columns apart; the header's text when it has one. */
  key?: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Kept on one line (codes, dates, amounts). */
  nowrap?: boolean;
  /** The head cell's own props: its width, or the label of a head without text. */
  headProps?: TableThProps;
  /** The cells' own props (font, colour, minimum width), the same for every row or by row. */
  cellProps?: TableTdProps | ((row: T) => TableTdProps);
  /** Shown as the title of the row's card on phones (lists with phone cards). */
  primary?: boolean;
  /** Left out of the phone card (e.g. repeated in its title). */
  hideOnPhone?: boolean;
  /** The head and the cells show from this breakpoint up (a detail narrow screens leave out). */
  visibleFrom?: MantineBreakpoint;
  /** The sort column this head orders the list by, when the table is sortable (`sort`). */
  sortBy?: string;
}

/** Rows with an `id` are keyed by it unless `rowKey` says otherwise; other rows say their key. */
type RowKeyProps<T> = { rowKey: (row: T) => Key } | { rowKey?: undefined; rows: readonly { id: Key }[] };

export type DataTableProps<T> = DataTableOptions<T> & RowKeyProps<T>;

interface DataTableOptions<T> extends Omit<TableProps, 'children' | 'data'> {
  rows: readonly T[];
  /** `false` leaves a column out (one that only some readers see). */
  columns: readonly (TableColumn<T> | false)[];
  /** The row's own props: a click that opens it, a test id. */
  rowProps?: (row: T) => TableTrProps;
  /** Narrower than this, the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidth?: number;
  /** The table (with its scrolling box) shows from this breakpoint up; phone cards stand in below it. */
  visibleFrom?: MantineBreakpoint;
  /** The rows under the body (a total); cells as `Table.Th`. */
  footer?: ReactNode;
  /** How the rows are sorted: the heads of columns with `sortBy` become buttons that change it. */
  sort?: SortControl;
}

/** The last column: each row's buttons, at its right end; its head has no text, only a label for screen readers. */
export function actionsColumn<T>(cell: (row: T) => ReactNode, label?: string): TableColumn<T> {
  return { key: 'actions', headProps: label ? { 'aria-label': label } : undefined, cell, cellProps: { ta: 'right' } };
}

const keyOf = <T,>(column: TableColumn<T>, index: number) =>
  column.key ?? (typeof column.header === 'string' ? column.header : String(index));

function cellPropsOf<T>(column: TableColumn<T>, row: T): TableTdProps {
  const own = typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps;
  return {
    ta: column.align,
    visibleFrom: column.visibleFrom,
    style: column.nowrap ? { whiteSpace: 'nowrap' } : undefined,
    ...own,
  };
}

/** A head that sorts by its column: the first click sorts descending, the next one flips it. */
function SortButton<T>({ column, sortBy, sort }: { column: TableColumn<T>; sortBy: string; sort: SortControl }) {
  const active = sort.current.column === sortBy;
  const Icon = active ? (sort.current.direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  const next: TableSort = { column: sortBy, direction: active && sort.current.direction === 'desc' ? 'asc' : 'desc' };
  return (
    <UnstyledButton onClick={() => sort.onSort(next)} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
        {column.header}
        <Icon size={14} />
      </Group>
    </UnstyledButton>
  );
}

function ariaSortOf(sortBy: string | undefined, sort: SortControl | undefined): TableThProps['aria-sort'] {
  if (sortBy === undefined || sort?.current.column !== sortBy) return undefined;
  return sort.current.direction === 'asc' ? 'ascending' : 'descending';
}

function HeadCell<T>({ column, sort }: { column: TableColumn<T>; sort: SortControl | undefined }) {
  return (
    <Table.Th
      ta={column.align}
      visibleFrom={column.visibleFrom}
      aria-sort={ariaSortOf(column.sortBy, sort)}
      {...column.headProps}
    >
      {sort && column.sortBy !== undefined ? (
        <SortButton column={column} sortBy={column.sortBy} sort={sort} />
      ) : (
        column.header
      )}
    </Table.Th>
  );
}

/** The app's one table: a head of column headers and a row per item, each cell drawn by its column. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, rowKey, rowProps, minWidth, visibleFrom, footer, sort, ...tableProps } = props;
  // Without `rowKey`, `RowKeyProps` has made sure the rows have an `id`.
  const rowKeyOf = rowKey ?? ((row: T) => (row as { id: Key }).id);
  const shown = columns.filter((column): column is TableColumn<T> => column !== false);
  const table = (
    <Table visibleFrom={minWidth === undefined ? visibleFrom : undefined} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, index) => (
            <HeadCell key={keyOf(column, index)} column={column} sort={sort} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKeyOf(row)} {...rowProps?.(row)}>
            {shown.map((column, index) => (
              <Table.Td key={keyOf(column, index)} {...cellPropsOf(column, row)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
  if (minWidth === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth} visibleFrom={visibleFrom}>
      {table}
    </Table.ScrollContainer>
  );
}

/**
 * A list's table on wider screens (from `sm`; phone cards stand in below it): rows lit on hover, roomy, and named for
 * screen readers by `label`.
 */
export function ListTable<T>({ label, ...table }: DataTableProps<T> & { label: string }) {
  return <DataTable<T> visibleFrom="sm" highlightOnHover verticalSpacing="sm" aria-label={label} {...table} />;
}
