import { COMPANY_NAME, formatDateTime, formatRinggit, type Language, labelled, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { paymentsTexts } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The one receipt layout: greeting, a line saying what was bought, a table of label and value, a button to the page
 * the purchase lives on (with the link written out), an optional note, and the footer; as text and as HTML.
 */
function receiptMail(receipt: {
  to: string;
  name: string;
  transactionNo: string;
  intro: string;
  rows: [string, string][];
  link: { label: string; textLabel: string; url: string };
  note?: string;
  subject?: string;
  language: Language;
}): Mail {
  const { rows, link, note, language } = receipt;
  const t = paymentsTexts.of(language);
  const greeting = t('greeting', { name: receipt.name });
  const text = [
    greeting,
    '',
    receipt.intro,
    '',
    ...rows.map(([label, value]) => labelled(label, value, language)),
    '',
    labelled(link.textLabel, link.url, language),
    '',
    ...(note ? [note, ''] : []),
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(receipt.intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('orOpenLink'))} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>
${note ? `<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>\n` : ''}<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  const subject =
    receipt.subject ?? t('receiptSubject', { product: PRODUCT_NAME, transactionNo: receipt.transactionNo });
  return { to: receipt.to, subject, text, html };
}

/** The receipt of a pay-per-search: what was paid, the references, and the link that opens the report. */
export function searchReceiptMail(receipt: {
  to: string;
  name: string;
  amountSen: number;
  transactionNo: string;
  checkReference: string | null;
  searched: string;
  reportLink: string;
  paidAt: Date;
  language: Language;
}): Mail {
  const { language } = receipt;
  const t = paymentsTexts.of(language);
  return receiptMail({
    to: receipt.to,
    name: receipt.name,
    transactionNo: receipt.transactionNo,
    language,
    intro: t('searchIntro'),
    rows: [
      [t('vehicleSearched'), receipt.searched],
      [t('amountPaid'), formatRinggit(receipt.amountSen, language)],
      [t('paymentReference'), receipt.transactionNo],
      [t('checkReference'), receipt.checkReference ?? '-'],
      [t('paidOn'), formatDateTime(receipt.paidAt, language)],
    ],
    link: { label: t('openMyReport'), textLabel: t('openYourReport'), url: receipt.reportLink },
    note: t('keepThisEmail'),
  });
}

/** The receipt of a credit top-up: the package, the credits it added, what was paid and the balance now. */
export function topupReceiptMail(receipt: {
  to: string;
  name: string;
  packageName: string;
  credits: number;
  amountSen: number;
  transactionNo: string;
  balance: number;
  transactionsLink: string;
  paidAt: Date;
  language: Language;
}): Mail {
  const { language } = receipt;
  const t = paymentsTexts.of(language);
  const credits = (count: number) => t('credits', { count });
  return receiptMail({
    to: receipt.to,
    name: receipt.name,
    transactionNo: receipt.transactionNo,
    language,
    intro: t('topupIntro'),
    rows: [
      [t('creditPackage'), receipt.packageName],
      [t('creditsAdded'), credits(receipt.credits)],
      [t('amountPaid'), formatRinggit(receipt.amountSen, language)],
      [t('paymentReference'), receipt.transactionNo],
      [t('paidOn'), formatDateTime(receipt.paidAt, language)],
      [t('creditBalance'), credits(receipt.balance)],
    ],
    link: { label: t('viewMyTransactions'), textLabel: t('yourTransactions'), url: receipt.transactionsLink },
  });
}

/** Money received for a check that was already paid by other means: it is owed back, and an administrator refunds it. */
export function refundDueMail(notice: {
  to: string;
  name: string;
  amountSen: number;
  transactionNo: string;
  searched: string;
  reportLink: string;
  paidAt: Date;
  language: Language;
}): Mail {
  const { language } = notice;
  const t = paymentsTexts.of(language);
  return receiptMail({
    to: notice.to,
    name: notice.name,
    transactionNo: notice.transactionNo,
    language,
    subject: t('refundSubject', { product: PRODUCT_NAME, transactionNo: notice.transactionNo }),
    intro: t('refundIntro'),
    rows: [
      [t('vehicleSearched'), notice.searched],
      [t('amountToRefund'), formatRinggit(notice.amountSen, language)],
      [t('paymentReference'), notice.transactionNo],
      [t('paidOn'), formatDateTime(notice.paidAt, language)],
    ],
    link: { label: t('openTheReport'), textLabel: t('openTheReport'), url: notice.reportLink },
    note: t('refundNote'),
  });
}
