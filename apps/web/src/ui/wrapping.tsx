import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A full-width button whose label wraps in a narrow card instead of being cut ("Log masuk untuk guna kred…"). */
const wrappingButton = {
  h: 'auto',
  mih: 42,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} satisfies ButtonProps;

interface WideLinkButtonProps {
  to: string;
  variant: ButtonProps['variant'];
  icon: ReactNode;
  children: ReactNode;
}

/** A large full-width link button (a way into a check), its label wrapping rather than cut. */
export function WideLinkButton({ to, variant, icon, children }: WideLinkButtonProps) {
  return (
    <Button component={Link} to={to} variant={variant} size="md" fullWidth {...wrappingButton} leftSection={icon}>
      {children}
    </Button>
  );
}

/** Badges keep their whole word: a narrow table column grows or scrolls rather than cutting them to "AC…". */
export const wholeWordBadge = { root: { minWidth: 'max-content' } };

/**
 * An e-mail address that a narrow column may break only after its `@` (`aisyah@` / `demo.carsemak.my`), never inside
 * the domain or the name: an address cut at a dot reads as two.
 */
export function breakableEmail(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <span title={email}>
      {email.slice(0, at + 1)}
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at + 1)}</span>
    </span>
  );
}
