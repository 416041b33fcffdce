import { DatePickerInput } from '@mantine/dates';
import { useTexts } from '../lib/i18n';
import { usePickerFormat } from './picker-format';
import { uiTexts } from './texts';

export interface DateRange {
  fromDate: string | null;
  toDate: string | null;
}

interface DateRangeInputsProps {
  range: DateRange;
  onChange: (next: DateRange) => void;
  /** How the pickers write a date (`usePickerFormat`). */
  dateFormat: string;
  labels: { from: string; to: string; fromPlaceholder: string; toPlaceholder: string };
}

/** From and To date pickers, each keeping the other's side of the range: no To before From. */
export function DateRangeInputs({ range, onChange, dateFormat, labels }: DateRangeInputsProps) {
  const sides = [
    { side: 'fromDate', label: labels.from, placeholder: labels.fromPlaceholder, minDate: null, maxDate: range.toDate },
    { side: 'toDate', label: labels.to, placeholder: labels.toPlaceholder, minDate: range.fromDate, maxDate: null },
  ] as const;
  return sides.map((input) => (
    <DatePickerInput
      key={input.side}
      label={input.label}
      placeholder={input.placeholder}
      valueFormat={dateFormat}
      clearable
      value={range[input.side]}
      minDate={input.minDate ?? undefined}
      maxDate={input.maxDate ?? undefined}
      onChange={(value) => onChange({ fromDate: range.fromDate, toDate: range.toDate, [input.side]: value })}
    />
  ));
}

/** A list filter's From Date and To Date, each "any date" until picked; `dateStyle` as `usePickerFormat` takes it. */
export function ListDateRange({
  range,
  onChange,
  dateStyle,
}: {
  range: DateRange;
  onChange: (next: DateRange) => void;
  dateStyle?: 'date' | 'short';
}) {
  const t = useTexts(uiTexts);
  const dateFormat = usePickerFormat(dateStyle);
  return (
    <DateRangeInputs
      range={range}
      onChange={onChange}
      dateFormat={dateFormat}
      labels={{ from: t('fromDate'), to: t('toDate'), fromPlaceholder: t('anyDate'), toPlaceholder: t('anyDate') }}
    />
  );
}
