import { useTexts } from '../app/i18n';
import { uiTexts } from './texts';

/** The date pickers' format (dayjs) in the reader's language, as the lists write dates; `short` on invoice screens. */
export function usePickerFormat(kind: 'date' | 'short' = 'date'): string {
  const t = useTexts(uiTexts);
  return kind === 'short' ? t('pickerShortDate') : t('pickerDate');
}
