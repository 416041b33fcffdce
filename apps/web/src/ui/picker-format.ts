import { useLanguage, useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

/**
 * The date pickers' format (dayjs) in the reader's language, as the lists write dates (`05 Mar 2024`, Chinese
 * `2024年3月5日`); `short` as the invoice screens write them (`05/03/2024`, Chinese year first as Intl writes it,
 * `2024/03/05`).
 */
export function usePickerFormat(kind: 'date' | 'short' = 'date'): string {
  const t = useTexts(uiTexts);
  const language = useLanguage();
  if (kind === 'date') return t('pickerDate');
  return language === 'zh' ? 'YYYY/MM/DD' : 'DD/MM/YYYY';
}
