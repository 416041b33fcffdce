import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoPage } from '../../ui/InfoPage';
import { endSentence } from '../../ui/texts';
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
      <h2>{t('terms.serviceTitle')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="terms.service"
          values={{ product: PRODUCT_NAME }}
          components={{
            about: <Anchor component={Link} to={paths.aboutUs} inherit />,
            disclaimer: <Anchor component={Link} to={paths.disclaimer} inherit />,
          }}
        />
      </p>

      <h2>{t('terms.accountsTitle')}</h2>
      <ul>
        {accountRules.map((key) => (
          <li key={key}>{t(`terms.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('terms.paidTitle')}</h2>
      <ul>
        {paymentRules.map((key) => (
          <li key={key}>{t(`terms.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('terms.refundsTitle')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="terms.refunds"
          values={{ email: SUPPORT_EMAIL }}
          components={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit /> }}
        />
      </p>

      <h2>{t('terms.useTitle')}</h2>
      <ul>
        {useRules.map((key) => (
          <li key={key}>{t(`terms.${key}`)}</li>
        ))}
      </ul>
      <p>{t('terms.useAfter')}</p>

      <h2>{t('terms.liabilityTitle')}</h2>
      <p>{t('terms.liability')}</p>

      <h2>{t('terms.changesTitle')}</h2>
      <p>{t('terms.changes')}</p>
    </InfoPage>
  );
}
