import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoPage } from '../../ui/InfoPage';
import { privacyTexts } from './privacy-texts';

/** A translated sentence with each of the given words (an e-mail address, a page's name) turned into its link. */
function withLinks(text: string, links: [word: string, link: ReactNode][]): ReactNode[] {
  let parts: ReactNode[] = [text];
  for (const [word, link] of links) {
    parts = parts.flatMap((part) =>
      typeof part === 'string' ? part.split(word).flatMap((piece, i) => (i === 0 ? [piece] : [link, piece])) : [part],
    );
  }
  // Children.toArray keys each part by its place, as a sentence never reorders.
  return Children.toArray(parts);
}

const mailLink = (
  <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
    {SUPPORT_EMAIL}
  </Anchor>
);

export function PrivacyPolicyPage() {
  const t = useTexts(privacyTexts);
  const email = { email: SUPPORT_EMAIL };
  const pageName = t('yourData.page');
  const pageLink = (
    <Anchor component={Link} to={paths.myData} inherit>
      {pageName}
    </Anchor>
  );
  const collected = ['account', 'company', 'searches', 'payments', 'technical'] as const;
  return (
    <InfoPage title={t('title')} description={t('description', { company: COMPANY_NAME })}>
      <h2>{t('who.title')}</h2>
      <p>
        {withLinks(t('who.text', { company: COMPANY_NAME, product: PRODUCT_NAME, ...email }), [
          [SUPPORT_EMAIL, mailLink],
        ])}
      </p>

      <h2>{t('collect.title')}</h2>
      <ul>
        {collected.map((part) => (
          <li key={part}>
            <strong>{t(`collect.${part}Label`)}</strong> {t(`collect.${part}`)}
          </li>
        ))}
      </ul>

      <h2>{t('why.title')}</h2>
      <ul>
        <li>{t('why.account')}</li>
        <li>{t('why.checks')}</li>
        <li>{t('why.payments')}</li>
        <li>{t('why.mails')}</li>
        <li>{t('why.fraud')}</li>
      </ul>
      <p>{t('why.noSale')}</p>

      <h2>{t('receivers.title')}</h2>
      <p>{t('receivers.text')}</p>

      <h2>{t('keep.title')}</h2>
      <ul>
        <li>{t('keep.account')}</li>
        <li>{t('keep.payments')}</li>
        <li>{t('keep.security')}</li>
      </ul>

      <h2>{t('rights.title')}</h2>
      <p>{t('rights.intro')}</p>
      <ul>
        <li>{t('rights.access')}</li>
        <li>{t('rights.correct')}</li>
        <li>{t('rights.withdraw')}</li>
        <li>{t('rights.close')}</li>
      </ul>
      <p>{withLinks(t('rights.how', email), [[SUPPORT_EMAIL, mailLink]])}</p>

      <h2 id="your-data">{t('yourData.title')}</h2>
      <p>{withLinks(t('yourData.download', { page: pageName }), [[pageName, pageLink]])}</p>
      <p>{t('yourData.close')}</p>
      <p>{t('yourData.kept')}</p>
      <p>{withLinks(t('yourData.credit', email), [[SUPPORT_EMAIL, mailLink]])}</p>

      <h2>{t('security.title')}</h2>
      <p>{t('security.text')}</p>

      <h2>{t('changes.title')}</h2>
      <p>{t('changes.text')}</p>
    </InfoPage>
  );
}
