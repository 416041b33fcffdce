import { Anchor } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import type { ReactElement } from 'react';
import { Trans, type TransProps } from 'react-i18next';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { infoTexts } from './texts';

/** A link to one of the portal's pages inside running text, in the text's own font. */
export const pageLink = (to: string) => <Anchor component={Link} to={to} inherit />;

interface LinkedTextProps<K extends ParseKeys<'info'>> {
  i18nKey: K;
  /** The text's placeholders, as its key has them. */
  values?: TransProps<K, 'info'>['values'];
  /** What each tag of the text (`<about>…</about>`) becomes: a page link, a mail link. */
  links: Record<string, ReactElement>;
}

/** A paragraph of the info pages whose tagged words are links. */
export function LinkedText<K extends ParseKeys<'info'>>({ i18nKey, values, links }: LinkedTextProps<K>) {
  const t = useTexts(infoTexts);
  return (
    <p>
      <Trans t={t} i18nKey={i18nKey} values={values} components={links} />
    </p>
  );
}
