import { COMPANY_NAME, formatDateTime, formatRinggit, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';

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
}): Mail {
  const { rows, link, note } = receipt;
  const text = [
    `Hi ${receipt.name},`,
    '',
    receipt.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${link.textLabel}: ${link.url}`,
    '',
    ...(note ? [note, ''] : []),
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>Hi ${escapeHtml(receipt.name)},</p>
<p>${escapeHtml(receipt.intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>
${note ? `<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>\n` : ''}<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  const subject = receipt.subject ?? `Your ${PRODUCT_NAME} receipt ${receipt.transactionNo}`;
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
}): Mail {
  return receiptMail({
    to: receipt.to,
    name: receipt.name,
    transactionNo: receipt.transactionNo,
    intro: 'Thank you for your payment. Your vehicle accident history report is ready.',
    rows: [
      ['Vehicle searched', receipt.searched],
      ['Amount paid', formatRinggit(receipt.amountSen)],
      ['Payment reference', receipt.transactionNo],
      ['Check reference', receipt.checkReference ?? '-'],
      ['Paid on', formatDateTime(receipt.paidAt)],
    ],
    link: { label: 'Open my report', textLabel: 'Open your report', url: receipt.reportLink },
    note: 'Keep this email: the link is how you open the report again. Anyone holding the link can read the report.',
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
}): Mail {
  const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
  return receiptMail({
    to: receipt.to,
    name: receipt.name,
    transactionNo: receipt.transactionNo,
    intro: 'Thank you for your payment. The credits are in your account.',
    rows: [
      ['Credit package', receipt.packageName],
      ['Credits added', credits(receipt.credits)],
      ['Amount paid', formatRinggit(receipt.amountSen)],
      ['Payment reference', receipt.transactionNo],
      ['Paid on', formatDateTime(receipt.paidAt)],
      ['Credit balance', credits(receipt.balance)],
    ],
    link: { label: 'View my transactions', textLabel: 'Your transactions', url: receipt.transactionsLink },
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
}): Mail {
  return receiptMail({
    to: notice.to,
    name: notice.name,
    transactionNo: notice.transactionNo,
    subject: `${PRODUCT_NAME}: your payment ${notice.transactionNo} will be refunded`,
    intro:
      'We received your payment for a vehicle check that had already been paid, so you were not charged for it twice: we will refund this payment to you.',
    rows: [
      ['Vehicle searched', notice.searched],
      ['Amount to refund', formatRinggit(notice.amountSen)],
      ['Payment reference', notice.transactionNo],
      ['Paid on', formatDateTime(notice.paidAt)],
    ],
    link: { label: 'Open the report', textLabel: 'Open the report', url: notice.reportLink },
    note: 'Our team makes the refund to the account you paid from and records its reference. Reply to this email if you have a question.',
  });
}
