import { COMPANY_NAME, PRODUCT_NAME } from '@portal/contract';
import { Trans } from 'react-i18next';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { InfoList, InfoPage, InfoSection } from '../../ui/InfoPage';
import { coverageTexts } from './coverage';
import { LinkedText, pageLink } from './LinkedText';
import { infoTexts } from './texts';

const reportParts = ['report1', 'report2', 'report3', 'report4'] as const;

export function AboutUsPage() {
  const t = useTexts(infoTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <InfoPage title={t('about.title')} description={t('about.tagline')}>
      <InfoSection
        title={t('about.whoTitle')}
        text={t('about.who', { product: PRODUCT_NAME, company: COMPANY_NAME })}
      />

      <InfoSection title={t('about.reportTitle')} text={t('about.report')}>
        <InfoList
          keys={reportParts}
          item={(key) => <Trans t={t} i18nKey={`about.${key}`} components={{ b: <strong /> }} />}
        />
        <p>{t('about.reportAfter')}</p>
      </InfoSection>

      <InfoSection title={t('about.completeTitle')} text={t('about.complete', { coverage: coverage('statement') })}>
        <LinkedText i18nKey="about.evidence" links={{ disclaimer: pageLink(paths.disclaimer) }} />
      </InfoSection>

      <InfoSection title={t('about.usersTitle', { product: PRODUCT_NAME })} text={t('about.users')}>
        <LinkedText i18nKey="about.questions" links={{ contact: pageLink(paths.contactUs) }} />
      </InfoSection>
    </InfoPage>
  );
}

export default AboutUsPage;
