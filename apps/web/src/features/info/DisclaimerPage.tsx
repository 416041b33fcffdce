import { PRODUCT_NAME } from '@portal/contract';
import { useTexts } from '../../lib/i18n';
import { InfoList, InfoPage, InfoSection } from '../../ui/InfoPage';
import { coverageTexts } from './coverage';
import { infoTexts } from './texts';

const readingNotes = ['reading1', 'reading2', 'reading3', 'reading4'] as const;

export function DisclaimerPage() {
  const t = useTexts(infoTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <InfoPage title={t('disclaimer.title')}>
      <InfoSection title={t('disclaimer.sourceTitle')} text={t('disclaimer.source', { product: PRODUCT_NAME })} />

      <InfoSection
        title={t('disclaimer.incompleteTitle')}
        text={t('disclaimer.incomplete', { coverage: coverage('statement') })}
      />

      <InfoSection title={t('disclaimer.readingTitle')}>
        <InfoList keys={readingNotes} item={(key) => t(`disclaimer.${key}`)} />
      </InfoSection>

      <InfoSection title={t('disclaimer.liabilityTitle')} text={t('disclaimer.liability')} />
    </InfoPage>
  );
}

export default DisclaimerPage;
