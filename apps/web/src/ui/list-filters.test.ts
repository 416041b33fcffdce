import { describe, expect, it } from 'vitest';
import { listFiltersFrom, listSearchOf, oneOf } from './list-filters';

const address = (query: string) => new URLSearchParams(query);

describe('listFiltersFrom', () => {
  it('reads the filters a shared link carries', () => {
    expect(
      listFiltersFrom(address('q=%20BMK%208821%20&fromDate=2024-03-01&toDate=2024-03-31&page=3&rows=50'), 20),
    ).toEqual({ q: 'BMK 8821', fromDate: '2024-03-01', toDate: '2024-03-31', page: 3, rows: 50 });
  });

  it('drops what the server would refuse rather than failing the list', () => {
    expect(listFiltersFrom(address('fromDate=01/03/2024&toDate=2024-02-30&page=-2&rows=7'), 20)).toEqual({
      q: '',
      fromDate: null,
      toDate: null,
      page: 1,
      rows: 20,
    });
    expect(listFiltersFrom(address('page=2.5'), 10).page).toBe(1);
  });

  it("takes the list's own page size as a choice", () => {
    expect(listFiltersFrom(address('rows=10'), 10).rows).toBe(10);
    expect(listFiltersFrom(address('rows=10'), 20).rows).toBe(20);
  });
});

describe('listSearchOf', () => {
  it('writes only the filters that differ from the defaults', () => {
    const filters = { q: 'dealer', fromDate: '2024-03-01', toDate: null, page: 1, rows: 20 };
    expect(listSearchOf(filters, 20).toString()).toBe('q=dealer&fromDate=2024-03-01');
  });

  it("adds the list's own filters, then page and size", () => {
    const filters = { q: '', fromDate: null, toDate: null, page: 2, rows: 50 };
    expect(listSearchOf(filters, 10, { invoiceStatus: 4, type: null }).toString()).toBe(
      'invoiceStatus=4&page=2&rows=50',
    );
  });

  it('gives back the same filters when read again', () => {
    const filters = { q: 'WXY 1234', fromDate: '2024-01-01', toDate: '2024-12-31', page: 4, rows: 100 };
    expect(listFiltersFrom(listSearchOf(filters, 20), 20)).toEqual(filters);
  });
});

describe('oneOf', () => {
  it('takes an allowed value and nothing else', () => {
    expect(oneOf(address('status=4'), 'status', [1, 4, 6])).toBe(4);
    expect(oneOf(address('status=3'), 'status', [1, 4, 6])).toBeNull();
    expect(oneOf(address(''), 'status', new Set([1, 4]))).toBeNull();
  });
});
