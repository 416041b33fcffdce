import { COMPANY_NAME, type Language, labelled, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { authTexts } from './texts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function linkMail(
  to: string,
  language: Language,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; after: string },
): Mail {
  const t = authTexts.of(language);
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    labelled(lines.action, lines.link, language),
    '',
    lines.after,
    '',
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.body)}</p>
<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('orOpenLink'))} <a href="${escapeHtml(lines.link)}">${escapeHtml(lines.link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(lines.after)}</p>
<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  return { to, subject, text, html };
}

const accountLink = (publicUrl: string, page: string, email: string, code: string) =>
  `${publicUrl}/account/${page}?${new URLSearchParams({ email, taccode: code })}`;

/** The verification mail, in the recipient's language (the account's, else the registering browser's). */
export function verificationMail(publicUrl: string, to: string, name: string, code: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('verifySubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('verifyBody', { product: PRODUCT_NAME }),
    action: t('verifyAction'),
    link: accountLink(publicUrl, 'verification', to, code),
    after: t('verifyAfter'),
  });
}

export function resetMail(publicUrl: string, to: string, name: string, code: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('resetSubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('resetBody'),
    action: t('resetAction'),
    link: accountLink(publicUrl, 'resetpassword', to, code),
    after: t('resetAfter'),
  });
}

/** The one-time login link, for an owner whose logins are slowed (see throttle.ts). */
export function loginLinkMail(publicUrl: string, to: string, name: string, code: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('loginLinkSubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('loginLinkBody', { product: PRODUCT_NAME }),
    action: t('loginLinkAction'),
    link: accountLink(publicUrl, 'loginlink', to, code),
    after: t('loginLinkAfter'),
  });
}

/** Someone registered with an address that already has an account: its owner is told, with the ways back in. */
export function registeredAgainMail(publicUrl: string, to: string, name: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('registeredAgainSubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('registeredAgainBody', { product: PRODUCT_NAME }),
    action: t('registeredAgainAction'),
    link: `${publicUrl}/account/login`,
    after: t('registeredAgainAfter', { resetLink: `${publicUrl}/account/forgotpassword` }),
  });
}
