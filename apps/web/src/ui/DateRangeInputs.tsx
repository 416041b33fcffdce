import { DatePickerInput } from '@mantine/dates';

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
