import { Chip, Group } from '@mantine/core';

interface ChoiceChipsProps<V extends string> {
  /** What is chosen, read to screen readers as the group's name. */
  label: string;
  value: V;
  onChange: (next: V) => void;
  /** Each choice's value and label, in the order shown. */
  data: readonly { value: V; label: string }[];
  disabled?: boolean;
}

/**
 * One of a few choices, as chips side by side (radio buttons to a screen reader). Drawn without measuring anything:
 * Mantine's SegmentedControl measures its items to place its indicator, a forced layout while the page starts.
 */
export function ChoiceChips<V extends string>({ label, value, onChange, data, disabled }: ChoiceChipsProps<V>) {
  return (
    // The chips offer only `data`, so what they give back is one of its values.
    <Chip.Group value={value} onChange={(next) => onChange(next as V)}>
      <Group gap="xs" role="radiogroup" aria-label={label}>
        {data.map((choice) => (
          <Chip key={choice.value} value={choice.value} variant="outline" disabled={disabled}>
            {choice.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
