import type { ButtonProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** A full-width button whose label wraps in a narrow card instead of being cut ("Log masuk untuk guna kred…"). */
export const wrappingButton = {
  h: 'auto',
  mih: 42,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} satisfies ButtonProps;

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
