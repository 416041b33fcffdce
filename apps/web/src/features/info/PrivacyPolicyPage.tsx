import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoList, InfoPage, InfoSection } from '../../ui/InfoPage';
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

const whyPoints = ['account', 'checks', 'payments', 'mails', 'fraud'] as const;
const keepPoints = ['account', 'payments', 'security'] as const;
const rightsPoints = ['access', 'correct', 'withdraw', 'close'] as const;

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
      <InfoSection title={t('who.title')}>
        <p>
          {withLinks(t('who.text', { company: COMPANY_NAME, product: PRODUCT_NAME, ...email }), [
            [SUPPORT_EMAIL, mailLink],
          ])}
        </p>
      </InfoSection>

      <InfoSection title={t('collect.title')}>
        <InfoList
          keys={collected}
          item={(part) => (
            <>
              <strong>{t(`collect.${part}Label`)}</strong> {t(`collect.${part}`)}
            </>
          )}
        />
      </InfoSection>

      <InfoSection title={t('why.title')}>
        <InfoList keys={whyPoints} item={(key) => t(`why.${key}`)} />
        <p>{t('why.noSale')}</p>
      </InfoSection>

      <InfoSection title={t('receivers.title')} text={t('receivers.text')} />

      <InfoSection title={t('keep.title')}>
        <InfoList keys={keepPoints} item={(key) => t(`keep.${key}`)} />
      </InfoSection>

      <InfoSection title={t('rights.title')} text={t('rights.intro')}>
        <InfoList keys={rightsPoints} item={(key) => t(`rights.${key}`)} />
        <p>{withLinks(t('rights.how', email), [[SUPPORT_EMAIL, mailLink]])}</p>
      </InfoSection>

      <InfoSection title={t('yourData.title')} id="your-data">
        <p>{withLinks(t('yourData.download', { page: pageName }), [[pageName, pageLink]])}</p>
        <p>{t('yourData.close')}</p>
        <p>{t('yourData.kept')}</p>
        <p>{withLinks(t('yourData.credit', email), [[SUPPORT_EMAIL, mailLink]])}</p>
      </InfoSection>

      <InfoSection title={t('security.title')} text={t('security.text')} />

      <InfoSection title={t('changes.title')} text={t('changes.text')} />
    </InfoPage>
  );
}

export default PrivacyPolicyPage;
