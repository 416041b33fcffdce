import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  formatPlate,
  LIMITS,
  normaliseSearchKey,
  searchHelpTexts,
  searchRequest,
  vinCheckDigitMismatch,
} from '@portal/contract';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { checksTexts } from './texts';

export interface SearchValues {
  vehicleNo: string;
  vehChassisNo: string;
}

interface SearchFormProps {
  loading: boolean;
  onSearch: (values: SearchValues) => void;
  /** What was typed before a login (kept in the page's address). */
  initial?: SearchValues | undefined;
}

const NOT_ALLOWED = /[^A-Z0-9 -]/g;

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
export function SearchForm({ loading, onSearch, initial }: SearchFormProps) {
  const t = useTexts(checksTexts);
  const help = useTexts(searchHelpTexts);
  const [vehicleNo, setVehicleNo] = useState(initial?.vehicleNo ?? '');
  const [chassisNo, setChassisNo] = useState(initial?.vehChassisNo ?? '');
  const [warning, setWarning] = useState<string | null>(() =>
    initial?.vehicleNo.trim() && initial.vehChassisNo.trim() ? t('notBothSearchFields') : null,
  );
  const vehicleTyped = vehicleNo.trim() !== '';
  const chassisTyped = chassisNo.trim() !== '';
  // A hint, never a block: many local chassis numbers are not ISO VINs.
  const checkDigitHint = vinCheckDigitMismatch(normaliseSearchKey(chassisNo));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = searchRequest.safeParse({ vehicleNo, vehChassisNo: chassisNo });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      // Told by the kind of problem and its field, in the page's language (never by the contract's English).
      if (!issue) setWarning(null);
      else if (issue.code === 'custom')
        setWarning(t(issue.path[0] === 'vehChassisNo' ? 'notBothSearchFields' : 'enterVehicleOrChassis'));
      else if (issue.code === 'too_big')
        setWarning(t('maxLength', { max: issue.path[0] === 'vehChassisNo' ? LIMITS.chassisNo : LIMITS.vehicleNo }));
      else setWarning(t('lettersAndDigitsOnly'));
      return;
    }
    setWarning(null);
    onSearch({ vehicleNo: vehicleNo.trim(), vehChassisNo: chassisNo.trim() });
  };
  const typed = (setValue: (value: string) => void) => (value: string) => {
    setWarning(null);
    setValue(value);
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
            value={vehicleNo}
            onChange={keyInput(LIMITS.vehicleNo, typed(setVehicleNo))}
            disabled={chassisTyped && !vehicleTyped}
            description={t('vehicleNumberDescription', { max: LIMITS.vehicleNo })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 0.5 } }}
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
              value={chassisNo}
              onChange={keyInput(LIMITS.chassisNo, typed(setChassisNo))}
              disabled={vehicleTyped && !chassisTyped}
              description={t('chassisNumberDescription')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 0.5 } }}
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
