import { COMPANY_NAME, type Language, labelled, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from './mail.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The one layout of every mail the portal sends, as text and as HTML: greeting, intro, an optional table of label
 * and value, an optional paragraph, a button to a page (with the link written out, for clients that show no
 * buttons), an optional small note, and the footer. The words come from the sending feature, in the reader's
 * language.
 */
export function layoutMail(mail: {
  to: string;
  subject: string;
  language: Language;
  greeting: string;
  intro: string;
  rows?: [string, string][];
  paragraph?: string;
  /** `label` on the button, `textLabel` before the written-out link in the text version. */
  link: { label: string; textLabel: string; url: string };
  /** The feature's "or open this link" words under the button. */
  orOpenLink: string;
  note?: string;
}): Mail {
  const { language, greeting, intro, rows, paragraph, link, note } = mail;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(rows ? [...rows.map(([label, value]) => labelled(label, value, language)), ''] : []),
    ...(paragraph ? [paragraph, ''] : []),
    labelled(link.textLabel, link.url, language),
    '',
    ...(note ? [note, ''] : []),
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const table = rows
    ? `<table style="border-collapse:collapse;font-size:14px">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>\n`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${table}${paragraph ? `<p>${escapeHtml(paragraph)}</p>\n` : ''}<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(mail.orOpenLink)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>
${note ? `<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>\n` : ''}<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
