import { Select, SimpleGrid } from '@mantine/core';
import type { Option } from '@portal/contract';
import { ListDateRange } from './DateRangeInputs';
import { ListSearchBox } from './ListSearchBox';
import type { ChoiceFilters } from './list-filters';

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
  const chosen = filters[choice.name];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <ListDateRange
        range={filters}
        onChange={(range) => onChange({ ...filters, ...range, page: 1 })}
        dateStyle={props.dateStyle}
      />
      <Select
        label={choice.label}
        placeholder={choice.placeholder}
        clearable
        data={(choice.options ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => onChange({ ...filters, [choice.name]: value ? Number(value) : null, page: 1 })}
      />
      <ListSearchBox
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        q={filters.q}
        onSearch={(q) => onChange({ ...filters, q, page: 1 })}
      />
    </SimpleGrid>
  );
}
