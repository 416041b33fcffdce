import '@mantine/dates/styles.css';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { LIST_REFRESH_DELAY_MS, type Option } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../lib/i18n';
import type { ListFilters } from './list-filters';
import { uiTexts } from './texts';

interface ListFilterBarProps<F extends ListFilters> {
  filters: F;
  onChange: (next: F) => void;
  /** How the date pickers write a date (`DD MMM YYYY`; invoice screens `DD/MM/YYYY`). */
  dateFormat: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's own filter (a choice from an option list), between the dates and the search box. */
  choice: {
    label: string;
    placeholder: string;
    options: Option[] | undefined;
    value: number | null;
    onChange: (value: number | null) => void;
  };
}

/** From Date, To Date, the list's own filter and a search box sent after the list delay (spec §7: 500 ms). */
export function ListFilterBar<F extends ListFilters>(props: ListFilterBarProps<F>) {
  const { filters, onChange, dateFormat } = props;
  const t = useTexts(uiTexts);
  const [search, setSearch] = useState(filters.q);
  // A new query from outside (a link, the back button) replaces what the box shows.
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);
  const applySearch = useDebouncedCallback(
    (q: string) => onChange({ ...filters, q: q.trim(), page: 1 }),
    LIST_REFRESH_DELAY_MS,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <DatePickerInput
        label={t('fromDate')}
        placeholder={t('anyDate')}
        valueFormat={dateFormat}
        clearable
        value={filters.fromDate}
        maxDate={filters.toDate ?? undefined}
        onChange={(value) => onChange({ ...filters, fromDate: value, page: 1 })}
      />
      <DatePickerInput
        label={t('toDate')}
        placeholder={t('anyDate')}
        valueFormat={dateFormat}
        clearable
        value={filters.toDate}
        minDate={filters.fromDate ?? undefined}
        onChange={(value) => onChange({ ...filters, toDate: value, page: 1 })}
      />
      <Select
        label={props.choice.label}
        placeholder={props.choice.placeholder}
        clearable
        data={(props.choice.options ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        value={props.choice.value === null ? null : String(props.choice.value)}
        onChange={(value) => props.choice.onChange(value ? Number(value) : null)}
      />
      <TextInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch.flush();
        }}
      />
    </SimpleGrid>
  );
}
