import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoList, InfoPage, InfoSection } from '../../ui/InfoPage';
import { endSentence } from '../../ui/texts';
import { LinkedText, pageLink } from './LinkedText';
import { infoTexts } from './texts';

const accountRules = ['accounts1', 'accounts2', 'accounts3', 'accounts4'] as const;
const paymentRules = ['paid1', 'paid2', 'paid3', 'paid4'] as const;
const useRules = ['use1', 'use2', 'use3', 'use4'] as const;

export function TermsPage() {
  const t = useTexts(infoTexts);
  return (
    <InfoPage
      title={t('terms.title')}
      description={endSentence(t('terms.description', { product: PRODUCT_NAME, company: COMPANY_NAME }))}
    >
      <InfoSection title={t('terms.serviceTitle')}>
        <LinkedText
          i18nKey="terms.service"
          values={{ product: PRODUCT_NAME }}
          links={{ about: pageLink(paths.aboutUs), disclaimer: pageLink(paths.disclaimer) }}
        />
      </InfoSection>

      <InfoSection title={t('terms.accountsTitle')}>
        <InfoList keys={accountRules} item={(key) => t(`terms.${key}`)} />
      </InfoSection>

      <InfoSection title={t('terms.paidTitle')}>
        <InfoList keys={paymentRules} item={(key) => t(`terms.${key}`)} />
      </InfoSection>

      <InfoSection title={t('terms.refundsTitle')}>
        <LinkedText
          i18nKey="terms.refunds"
          values={{ email: SUPPORT_EMAIL }}
          links={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit /> }}
        />
      </InfoSection>

      <InfoSection title={t('terms.useTitle')}>
        <InfoList keys={useRules} item={(key) => t(`terms.${key}`)} />
        <p>{t('terms.useAfter')}</p>
      </InfoSection>

      <InfoSection title={t('terms.liabilityTitle')} text={t('terms.liability')} />

      <InfoSection title={t('terms.changesTitle')} text={t('terms.changes')} />
    </InfoPage>
  );
}

export default TermsPage;
