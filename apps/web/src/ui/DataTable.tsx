import {
  type MantineBreakpoint,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  type TableTrProps,
} from '@mantine/core';
import type { Key, ReactNode } from 'react';

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
}

export interface DataTableProps<T> extends Omit<TableProps, 'children' | 'data'> {
  rows: readonly T[];
  /** `false` leaves a column out (one that only some readers see). */
  columns: readonly (TableColumn<T> | false)[];
  rowKey: (row: T) => Key;
  /** The row's own props: a click that opens it, a test id. */
  rowProps?: (row: T) => TableTrProps;
  /** Narrower than this, the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidth?: number;
  /** The table (with its scrolling box) shows from this breakpoint up; phone cards stand in below it. */
  visibleFrom?: MantineBreakpoint;
}

const keyOf = <T,>(column: TableColumn<T>, index: number) =>
  column.key ?? (typeof column.header === 'string' ? column.header : String(index));

function cellPropsOf<T>(column: TableColumn<T>, row: T): TableTdProps {
  const own = typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps;
  return { ta: column.align, style: column.nowrap ? { whiteSpace: 'nowrap' } : undefined, ...own };
}

/** The app's one table: a head of column headers and a row per item, each cell drawn by its column. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  minWidth,
  visibleFrom,
  ...tableProps
}: DataTableProps<T>) {
  const shown = columns.filter((column): column is TableColumn<T> => column !== false);
  const table = (
    <Table visibleFrom={minWidth === undefined ? visibleFrom : undefined} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, index) => (
            <Table.Th key={keyOf(column, index)} ta={column.align} {...column.headProps}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((column, index) => (
              <Table.Td key={keyOf(column, index)} {...cellPropsOf(column, row)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth} visibleFrom={visibleFrom}>
      {table}
    </Table.ScrollContainer>
  );
}
