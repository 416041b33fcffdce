import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> {
  value: string;
  onChange: (text: string) => void;
}

/** A list's search box: a magnifier before the typed text; without a label of its own, screen readers hear "Search". */
export function SearchBox({ value, onChange, ...inputProps }: SearchBoxProps) {
  const t = useTexts(uiTexts);
  return (
    <TextInput
      aria-label={inputProps.label ? undefined : t('search')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...inputProps}
    />
  );
}
