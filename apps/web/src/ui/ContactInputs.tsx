import { TextInput, type TextInputProps } from '@mantine/core';
import { LIMITS } from '@portal/contract';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

/** An e-mail field: the phone's e-mail keyboard, the browser's autofill, and the contract's length. */
export function EmailInput(props: TextInputProps) {
  return <TextInput inputMode="email" autoComplete="email" maxLength={LIMITS.email} {...props} />;
}

/**
 * A mobile number field: the phone's number pad, the browser's autofill and an example written as one ("e.g. …", so
 * it is not taken for a number already filled in). Room for the spaces and dashes people type between the digits,
 * which the contract's mobile field drops.
 */
export function MobileInput(props: TextInputProps) {
  const t = useTexts(uiTexts);
  return (
    <TextInput
      inputMode="tel"
      autoComplete="tel"
      maxLength={LIMITS.phone + 5}
      placeholder={t('mobileExample')}
      {...props}
    />
  );
}
