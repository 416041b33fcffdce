import { Button, type ButtonProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
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
 * An e-mail address that a narrow column may break only after its `@` and before a dot (`aisyah@` / `demo.carsemak`
 * / `.my`), never in the middle of a word.
 */
export function breakableEmail(email: string): ReactNode {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return pieces.map((piece, index) => (
    // The pieces of one address never reorder: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
