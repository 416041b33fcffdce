import { useTexts } from '../../lib/i18n';
import { setupTexts } from './texts';

/** The words a setup list names itself with, from its group of the setup texts. */
export function useListWords(group: 'charges' | 'credits' | 'runningNumbers') {
  const t = useTexts(setupTexts);
  return {
    title: t(`${group}.title`),
    description: t(`${group}.description`),
    entity: t(`${group}.entity`),
    deleteItemName: t(`${group}.deleteItemName`),
    searchPlaceholder: t(`${group}.searchPlaceholder`),
  };
}
