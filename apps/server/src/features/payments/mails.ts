import { COMPANY_NAME, formatDateTime, formatRinggit, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

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
  const rows: [string, string][] = [
    ['Vehicle searched', receipt.searched],
    ['Amount paid', formatRinggit(receipt.amountSen)],
    ['Payment reference', receipt.transactionNo],
    ['Check reference', receipt.checkReference ?? '-'],
    ['Paid on', formatDateTime(receipt.paidAt)],
  ];
  const text = [
    `Hi ${receipt.name},`,
    '',
    `Thank you for your payment. Your vehicle accident history report is ready.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open your report: ${receipt.reportLink}`,
    '',
    'Keep this email: the link is how you open the report again. Anyone holding the link can read the report.',
    '',
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>Hi ${escapeHtml(receipt.name)},</p>
<p>Thank you for your payment. Your vehicle accident history report is ready.</p>
<table style="border-collapse:collapse;font-size:14px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(receipt.reportLink)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open my report</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(receipt.reportLink)}">${escapeHtml(receipt.reportLink)}</a></p>
<p style="font-size:13px;color:#555">Keep this email: the link is how you open the report again. Anyone holding the link can read the report.</p>
<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  return { to: receipt.to, subject: `Your ${PRODUCT_NAME} receipt ${receipt.transactionNo}`, text, html };
}
