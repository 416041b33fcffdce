import { COMPANY_NAME, formatDate, formatNumber, type Language, labelled, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { watchesServerTexts } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  const greeting = t('greeting', { name: notice.name });
  const body = t('body', { vehicle: notice.vehicle });
  const text = [
    greeting,
    '',
    body,
    '',
    ...rows.map(([label, value]) => labelled(label, value, language)),
    '',
    t('freshReport'),
    '',
    labelled(t('openWatchlist'), link, language),
    '',
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(t('freshReport'))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('openWatchlist'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('orOpenLink'))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  return { to: notice.to, subject: t('subject', { product: PRODUCT_NAME, vehicle: notice.vehicle }), text, html };
}
