import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { LIST_REFRESH_DELAY_MS, type Option } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTexts } from '../lib/i18n';
import { DateRangeInputs } from './DateRangeInputs';
import type { ChoiceFilters } from './list-filters';
import { usePickerFormat } from './picker-format';
import { SearchBox } from './SearchBox';
import { uiTexts } from './texts';

interface ListFilterBarProps<K extends string> {
  filters: ChoiceFilters<K>;
  onChange: (next: ChoiceFilters<K>) => void;
  /** How the date pickers write a date (`DD MMM YYYY`; invoice screens `short`, `DD/MM/YYYY`). */
  dateStyle?: 'date' | 'short';
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's own filter (a choice from an option list), between the dates and the search box. */
  choice: {
    /** The filter it sets. */
    name: K;
    label: string;
    placeholder: string;
    options: Option[] | undefined;
  };
}

/** From Date, To Date, the list's own filter and a search box sent after the list delay (spec §7: 500 ms). */
export function ListFilterBar<K extends string>(props: ListFilterBarProps<K>) {
  const { filters, onChange, choice } = props;
  const t = useTexts(uiTexts);
  const dateFormat = usePickerFormat(props.dateStyle);
  const [search, setSearch] = useState(filters.q);
  // A new query from outside (a link, the back button) replaces what the box shows.
  useEffect(() => {
    setSearch((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);
  const applySearch = useDebouncedCallback(
    (q: string) => onChange({ ...filters, q: q.trim(), page: 1 }),
    LIST_REFRESH_DELAY_MS,
  );
  const chosen = filters[choice.name];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <DateRangeInputs
        range={filters}
        onChange={(range) => onChange({ ...filters, ...range, page: 1 })}
        dateFormat={dateFormat}
        labels={{ from: t('fromDate'), to: t('toDate'), fromPlaceholder: t('anyDate'), toPlaceholder: t('anyDate') }}
      />
      <Select
        label={choice.label}
        placeholder={choice.placeholder}
        clearable
        data={(choice.options ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => onChange({ ...filters, [choice.name]: value ? Number(value) : null, page: 1 })}
      />
      <SearchBox
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={search}
        onChange={(text) => {
          setSearch(text);
          applySearch(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applySearch.flush();
        }}
      />
    </SimpleGrid>
  );
}
