import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatPlate,
  LIMITS,
  normaliseSearchKey,
  type SearchRequest,
  searchHelpTexts,
  searchRequest,
  vinCheckDigitMismatch,
} from '@portal/contract';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { contractResolver } from '../../ui/rules';
import { checksTexts } from './texts';

/** The two numbers of a search request, as typed. */
export interface SearchValues extends Pick<SearchRequest, 'vehicleNo' | 'vehChassisNo'> {
  vehicleNo: string;
  vehChassisNo: string;
}

interface SearchFormProps {
  loading: boolean;
  onSearch: (values: SearchValues) => void;
  /** What was typed before a login (kept in the page's address). */
  initial?: SearchValues | undefined;
  /** A button inside each number's field while it can be typed in (the app puts the camera scan there). */
  fieldButton?: SearchFieldButton | undefined;
}

/** Draws the button for one field; `fill` puts a number into that field as if it were typed. */
export type SearchFieldButton = (field: keyof SearchValues, fill: (value: string) => void) => ReactNode;

const NOT_ALLOWED = /[^A-Z0-9 -]/g;

/** A search key is typed as written on the vehicle: no autofill or spelling help, capitals, a fixed-width font. */
const keyFieldProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 0.5 } },
} as const;

/** What was searched, as every screen shows it: a plate with the registration's spacing, a chassis number as typed. */
export const searchedText = (values: SearchValues) =>
  values.vehicleNo ? formatPlate(values.vehicleNo) : values.vehChassisNo;

/**
 * Upper case as the user types, only letters, digits, spaces and dashes, and at most `max` characters once spaces
 * and dashes are dropped (the search key the server compares). Keeps the caret where the user was typing.
 */
function keyInput(max: number, setValue: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const caret = input.selectionStart ?? typed.length;
    const cleaned = typed.toUpperCase().replace(NOT_ALLOWED, '');
    if (normaliseSearchKey(cleaned).length > max) return;
    const caretAfter = typed.slice(0, caret).toUpperCase().replace(NOT_ALLOWED, '').length;
    setValue(cleaned);
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(caretAfter, caretAfter);
    });
  };
}

/**
 * Vehicle number OR chassis number (typing in one disables the other, while it is empty), checked with the contract's
 * own rules. A link filling both (`?vehicleNo=…&vehChassisNo=…`) leaves both editable and says to clear one.
 */
export function SearchForm({ loading, onSearch, initial, fieldButton }: SearchFormProps) {
  const t = useTexts(checksTexts);
  const help = useTexts(searchHelpTexts);
  const form = useForm<SearchValues>({
    initialValues: { vehicleNo: initial?.vehicleNo ?? '', vehChassisNo: initial?.vehChassisNo ?? '' },
    // The page's own words for each fault (its warnings predate the contract's sentences).
    validate: contractResolver(searchRequest, ({ code, params }) => {
      if (code === 'SEARCH_BOTH_FIELDS') return t('notBothSearchFields');
      if (code === 'SEARCH_FIELD_MISSING') return t('enterVehicleOrChassis');
      if (code === 'FIELD_TOO_LONG') return t('maxLength', { max: Number(params.count) });
      return t('lettersAndDigitsOnly');
    }),
  });
  const [warning, setWarning] = useState<ReactNode>(() =>
    initial?.vehicleNo.trim() && initial.vehChassisNo.trim() ? t('notBothSearchFields') : null,
  );
  // A hint, never a block: many local chassis numbers are not ISO VINs.
  const checkDigitHint = vinCheckDigitMismatch(normaliseSearchKey(form.values.vehChassisNo));

  const submit = form.onSubmit(
    (values) => {
      setWarning(null);
      onSearch({ vehicleNo: values.vehicleNo.trim(), vehChassisNo: values.vehChassisNo.trim() });
    },
    (errors) => setWarning(Object.values(errors)[0]),
  );
  const typed = (field: keyof SearchValues) => (value: string) => {
    setWarning(null);
    form.setFieldValue(field, value);
  };
  const holdsNumber = (field: keyof SearchValues) => form.values[field].trim() !== '';
  /** One of the two numbers: cleaned as it is typed, and locked while only the other one holds a number. */
  const keyField = (field: keyof SearchValues, max: number) => {
    const disabled = holdsNumber(field === 'vehicleNo' ? 'vehChassisNo' : 'vehicleNo') && !holdsNumber(field);
    return {
      value: form.values[field],
      onChange: keyInput(max, typed(field)),
      disabled,
      rightSection: disabled ? null : fieldButton?.(field, typed(field)),
      rightSectionPointerEvents: 'all' as const,
      ...keyFieldProps,
    };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {warning && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="alert">
            {warning}
          </Alert>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('vehicleNumber')}
            placeholder={t('vehicleNumberPlaceholder')}
            description={t('vehicleNumberDescription', { max: LIMITS.vehicleNo })}
            {...keyField('vehicleNo', LIMITS.vehicleNo)}
            flex="1 1 220px"
          />
          <Text visibleFrom="sm" c="dimmed" fw={700} size="sm" pb={8}>
            {t('or')}
          </Text>
          <Divider label={t('or')} hiddenFrom="sm" w="100%" />
          <Stack gap={4} flex="1 1 260px">
            <TextInput
              label={t('chassisNumber')}
              placeholder={t('chassisNumberPlaceholder')}
              description={t('chassisNumberDescription')}
              {...keyField('vehChassisNo', LIMITS.chassisNo)}
            />
            <div aria-live="polite">
              {checkDigitHint && (
                <Group gap={6} wrap="nowrap" align="flex-start" data-testid="chassis-hint">
                  <IconInfoCircle
                    size={16}
                    color="var(--mantine-color-orange-7)"
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Text size="xs" c="orange.9">
                    {help('VIN_CHECK_DIGIT_MISMATCH')}
                  </Text>
                </Group>
              )}
            </div>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconSearch size={18} />}
            loading={loading}
            miw={160}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('search')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
