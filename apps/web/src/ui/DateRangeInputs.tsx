import '@mantine/dates/styles.css';
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
  return (
    <>
      <DatePickerInput
        label={labels.from}
        placeholder={labels.fromPlaceholder}
        valueFormat={dateFormat}
        clearable
        value={range.fromDate}
        maxDate={range.toDate ?? undefined}
        onChange={(value) => onChange({ fromDate: value, toDate: range.toDate })}
      />
      <DatePickerInput
        label={labels.to}
        placeholder={labels.toPlaceholder}
        valueFormat={dateFormat}
        clearable
        value={range.toDate}
        minDate={range.fromDate ?? undefined}
        onChange={(value) => onChange({ fromDate: range.fromDate, toDate: value })}
      />
    </>
  );
}
