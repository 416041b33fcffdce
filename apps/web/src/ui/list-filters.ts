import { isCalendarDate } from '@portal/contract';
import { pageSizes } from './Pager';

/** The filters every address-bar list shares: search, date range, page and page size. */
export interface ListFilters {
  q: string;
  fromDate: string | null;
  toDate: string | null;
  page: number;
  rows: number;
}

/** Only what the server would accept is taken from the address bar; anything else is no filter. */
export function listFiltersFrom(params: URLSearchParams, defaultRows: number): ListFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDate(value) ? value : null;
  };
  const page = Number(params.get('page'));
  const rows = Number(params.get('rows'));
  return {
    q: params.get('q')?.trim() ?? '',
    fromDate: date('fromDate'),
    toDate: date('toDate'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rows: pageSizes(defaultRows).includes(rows) ? rows : defaultRows,
  };
}

/** The address bar's query for the shared filters plus the list's own (`kind`): empty ones are left out. */
export function listSearchOf(
  filters: ListFilters,
  defaultRows: number,
  kind: Record<string, number | string | null> = {},
) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  for (const [name, value] of Object.entries(kind)) if (value !== null) params.set(name, String(value));
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.rows !== defaultRows) params.set('rows', String(filters.rows));
  return params;
}

/** A whole number from the address bar that is one of the allowed values, else no filter. */
export function oneOf(params: URLSearchParams, name: string, allowed: Iterable<number>): number | null {
  const value = Number(params.get(name));
  return [...allowed].includes(value) ? value : null;
}

/** The shared filters plus the list's one choice of its own, named `K` (an invoice status, a transaction type). */
export type ChoiceFilters<K extends string> = ListFilters & Record<K, number | null>;

/** Reading and writing the address bar of a list filtered by one choice of its own beside the shared filters. */
export function choiceFilters<K extends string>(name: K, allowed: Iterable<number>, defaultRows: number) {
  /** The filters as the server reads them, empty ones left out (no page: a download takes every row). */
  const filterQuery = (filters: ChoiceFilters<K>) => ({
    q: filters.q || undefined,
    fromDate: filters.fromDate ?? undefined,
    toDate: filters.toDate ?? undefined,
    [name]: filters[name] ?? undefined,
  });
  return {
    filtersFrom: (params: URLSearchParams) =>
      // A key computed from `K` types as a plain string index; it is exactly `K` here.
      ({ ...listFiltersFrom(params, defaultRows), [name]: oneOf(params, name, allowed) }) as ChoiceFilters<K>,
    searchOf: (filters: ChoiceFilters<K>) => listSearchOf(filters, defaultRows, { [name]: filters[name] }),
    filterQuery,
    /** The query of the list's page that the filters show. */
    pageQuery: (filters: ChoiceFilters<K>) => ({ page: filters.page, rows: filters.rows, ...filterQuery(filters) }),
  };
}
