import { Group, PasswordInput, type PasswordInputProps, Progress, Stack, Text } from '@mantine/core';
import { type ErrorCode, LIMITS, passwordProblemCodes, passwordStrength } from '@portal/contract';
import { IconX } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n';
import { codeText } from './rules';
import { uiTexts } from './texts';

interface NewPasswordInputProps extends PasswordInputProps {
  value: string;
}

/**
 * Green only for a password that will be accepted: one past the length limit is strong but refused, so the meter is
 * red beside the reason listed under it.
 */
function meterColor(strength: number, problems: readonly ErrorCode[]): string {
  if (problems.includes('PASSWORD_TOO_LONG')) return 'red';
  if (strength === 100) return 'teal';
  return strength >= 60 ? 'yellow' : 'red';
}

/**
 * A password field with the strength meter and, one by one, the rules the password still breaks. It never cuts what
 * is typed (a cut password would not be the one the user logs in with): past the limit, the rule says so.
 */
export function NewPasswordInput({ value, error, ...inputProps }: NewPasswordInputProps) {
  const t = useTexts(uiTexts);
  const strength = passwordStrength(value);
  const problemCodes = passwordProblemCodes(value);
  const problems = problemCodes.map((code) => codeText(code));
  // A broken rule is already listed under the meter; the field only needs to turn red.
  const fieldError = typeof error === 'string' && problems.includes(error) ? true : error;
  return (
    <Stack gap={6}>
      <PasswordInput
        value={value}
        error={fieldError}
        autoComplete="new-password"
        description={t('passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        {...inputProps}
      />
      <Progress
        value={value ? Math.max(strength, 5) : 0}
        color={meterColor(strength, problemCodes)}
        size="sm"
        aria-hidden
      />
      {value !== '' && problems.length > 0 && (
        <Stack gap={2} aria-live="polite">
          {problems.map((problem) => (
            <Group key={problem} gap={6} wrap="nowrap" align="flex-start">
              <IconX size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="xs" c="red.9">
                {problem}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
