import { Anchor } from '@mantine/core';
import { COMPANY_NAME, PRODUCT_NAME } from '@portal/contract';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoPage } from '../../ui/InfoPage';
import { coverageTexts } from './coverage';
import { infoTexts } from './texts';

const reportParts = ['report1', 'report2', 'report3', 'report4'] as const;

export function AboutUsPage() {
  const t = useTexts(infoTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <InfoPage title={t('about.title')} description={t('about.tagline')}>
      <h2>{t('about.whoTitle')}</h2>
      <p>{t('about.who', { product: PRODUCT_NAME, company: COMPANY_NAME })}</p>

      <h2>{t('about.reportTitle')}</h2>
      <p>{t('about.report')}</p>
      <ul>
        {reportParts.map((key) => (
          <li key={key}>
            <Trans t={t} i18nKey={`about.${key}`} components={{ b: <strong /> }} />
          </li>
        ))}
      </ul>
      <p>{t('about.reportAfter')}</p>

      <h2>{t('about.completeTitle')}</h2>
      <p>{t('about.complete', { coverage: coverage('statement') })}</p>
      <p>
        <Trans
          t={t}
          i18nKey="about.evidence"
          components={{ disclaimer: <Anchor component={Link} to={paths.disclaimer} inherit /> }}
        />
      </p>

      <h2>{t('about.usersTitle', { product: PRODUCT_NAME })}</h2>
      <p>{t('about.users')}</p>
      <p>
        <Trans
          t={t}
          i18nKey="about.questions"
          components={{ contact: <Anchor component={Link} to={paths.contactUs} inherit /> }}
        />
      </p>
    </InfoPage>
  );
}
