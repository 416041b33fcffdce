import { PRODUCT_NAME } from '@portal/contract';
import { useTexts } from '../../lib/i18n';
import { InfoPage } from '../../ui/InfoPage';
import { coverageTexts } from './coverage';
import { infoTexts } from './texts';

const readingNotes = ['reading1', 'reading2', 'reading3', 'reading4'] as const;

export function DisclaimerPage() {
  const t = useTexts(infoTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <InfoPage title={t('disclaimer.title')}>
      <h2>{t('disclaimer.sourceTitle')}</h2>
      <p>{t('disclaimer.source', { product: PRODUCT_NAME })}</p>

      <h2>{t('disclaimer.incompleteTitle')}</h2>
      <p>{t('disclaimer.incomplete', { coverage: coverage('statement') })}</p>

      <h2>{t('disclaimer.readingTitle')}</h2>
      <ul>
        {readingNotes.map((key) => (
          <li key={key}>{t(`disclaimer.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('disclaimer.liabilityTitle')}</h2>
      <p>{t('disclaimer.liability')}</p>
    </InfoPage>
  );
}
