import { formatDate, formatNumber, type Language, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { watchesServerTexts } from './texts.ts';

export const watchlistPagePath = '/account/watchlist';

/** "New claim recorded" for one watched vehicle, in the watcher's language; it names no claim (that is a new report). */
export function newClaimMail(notice: {
  to: string;
  name: string;
  vehicle: string;
  newClaims: number;
  changedAt: Date;
  publicUrl: string;
  language: Language;
}): Mail {
  const { language } = notice;
  const t = watchesServerTexts.of(language);
  const link = `${notice.publicUrl}${watchlistPagePath}`;
  const rows: [string, string][] = [
    [t('newClaims'), formatNumber(notice.newClaims, language)],
    [t('recordedOn'), formatDate(notice.changedAt, language)],
  ];
  return layoutMail({
    to: notice.to,
    subject: t('subject', { product: PRODUCT_NAME, vehicle: notice.vehicle }),
    language,
    greeting: t('greeting', { name: notice.name }),
    intro: t('body', { vehicle: notice.vehicle }),
    rows,
    paragraph: t('freshReport'),
    link: { label: t('openWatchlist'), textLabel: t('openWatchlist'), url: link },
    orOpenLink: t('orOpenLink'),
  });
}
