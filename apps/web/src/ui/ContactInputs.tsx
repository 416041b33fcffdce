import { TextInput, type TextInputProps } from '@mantine/core';
import { LIMITS } from '@portal/contract';

/** An e-mail field: the phone's e-mail keyboard, the browser's autofill, and the contract's length. */
export function EmailInput(props: TextInputProps) {
  return <TextInput inputMode="email" autoComplete="email" maxLength={LIMITS.email} {...props} />;
}

/**
 * A mobile number field: the phone's number pad and the browser's autofill. Room for the spaces and dashes people
 * type between the digits, which the contract's mobile field drops.
 */
export function MobileInput(props: TextInputProps) {
  return <TextInput inputMode="tel" autoComplete="tel" maxLength={LIMITS.phone + 5} {...props} />;
}
