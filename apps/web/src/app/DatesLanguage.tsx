import { DatesProvider } from '@mantine/dates';
import type { Language } from '@portal/contract';
import 'dayjs/locale/ms';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';

/** dayjs's name of each language's locale (month and day names of the date pickers). */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', ms: 'ms', zh: 'zh-cn' };

/**
 * Every Mantine date picker below writes its months and days in the current language, and its weeks start on
 * Monday as Malaysian calendars do.
 */
export function DatesLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: DAYJS_LOCALES[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
