import { Group, Pagination, Select, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, PAGER_LAST_LINK_BELOW, PAGER_LINKS } from '@portal/contract';
import { useState } from 'react';
import { useFormat, useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

export interface Paging {
  page: number;
  rows: number;
}

interface PagerProps extends Paging {
  /** Rows of every page together. */
  total: number;
  onChange: (next: Paging) => void;
  /** The list's own page size (10 for transactions, invoices and the dashboard), offered with 20, 50 and 100. */
  defaultRows?: number;
}

/** The page sizes a list offers: its own and the specification's 20, 50 and 100. */
export function pageSizes(defaultRows: number): number[] {
  return [...new Set([defaultRows, ...PAGE_SIZE_OPTIONS])].sort((a, b) => a - b);
}

/** The page links shown: at most five, the current one in the middle where the ends allow. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGER_LINKS / 2), pages - PAGER_LINKS + 1));
  const last = Math.min(pages, first + PAGER_LINKS - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The rows of one page, for a list the browser holds whole. */
export function pageOf<T>(rows: readonly T[], paging: Paging): T[] {
  const start = (paging.page - 1) * paging.rows;
  return rows.slice(start, start + paging.rows);
}

/** Page and page size kept in the component, back to page 1 whenever the caller's filter changes. */
export function usePaging(defaultRows = DEFAULT_PAGE_SIZE, resetKey = ''): [Paging, (next: Paging) => void] {
  const [state, setState] = useState({ page: 1, rows: defaultRows, resetKey });
  const paging = state.resetKey === resetKey ? state : { ...state, page: 1 };
  return [{ page: paging.page, rows: paging.rows }, (next) => setState({ ...next, resetKey })];
}

/**
 * The list pager of specification section 9: the rows shown out of the total, a page-size choice,
 * five page links with first, previous and next, and a jump to the last page below 100,000 rows.
 */
export function Pager({ total, page, rows, onChange, defaultRows = DEFAULT_PAGE_SIZE }: PagerProps) {
  const t = useTexts(uiTexts);
  const format = useFormat();
  const sizes = pageSizes(defaultRows);
  if (total <= (sizes[0] ?? rows)) return null;
  const pages = Math.max(1, Math.ceil(total / rows));
  const current = Math.min(page, pages);
  const from = (current - 1) * rows + 1;
  const to = Math.min(total, current * rows);
  return (
    <Group justify="space-between" gap="sm" aria-label={t('pagerLabel')} role="navigation">
      {/* On a phone the two halves, and the page links, wrap instead of pushing the page sideways. */}
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('showing', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </Text>
        <Select
          aria-label={t('rowsPerPage')}
          size="xs"
          w={76}
          allowDeselect={false}
          data={sizes.map(String)}
          value={String(rows)}
          onChange={(value) => onChange({ page: 1, rows: Number(value) })}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          {t('perPage')}
        </Text>
      </Group>
      {pages > 1 && (
        <Pagination.Root total={pages} value={current} onChange={(next) => onChange({ page: next, rows })} size="sm">
          <Group gap={4}>
            <Pagination.First aria-label={t('firstPage')} />
            <Pagination.Previous aria-label={t('previousPage')} />
            {pageWindow(current, pages).map((number) => (
              <Pagination.Control
                key={number}
                active={number === current}
                aria-current={number === current ? 'page' : undefined}
                aria-label={t('page', { number })}
                onClick={() => onChange({ page: number, rows })}
              >
                {number}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('nextPage')} />
            {total < PAGER_LAST_LINK_BELOW && <Pagination.Last aria-label={t('lastPage')} />}
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
