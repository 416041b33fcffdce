import { COMPANY_NAME, PRODUCT_NAME } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function linkMail(
  to: string,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; after: string },
): Mail {
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    `${lines.action}: ${lines.link}`,
    '',
    lines.after,
    '',
    `${PRODUCT_NAME} · ${COMPANY_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.body)}</p>
<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(lines.link)}">${escapeHtml(lines.link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(lines.after)}</p>
<p style="font-size:12px;color:#888">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(COMPANY_NAME)}</p>
</body></html>`;
  return { to, subject, text, html };
}

const accountLink = (publicUrl: string, page: string, email: string, code: string) =>
  `${publicUrl}/account/${page}?${new URLSearchParams({ email, taccode: code })}`;

export const verificationMail = (publicUrl: string, to: string, name: string, code: string) =>
  linkMail(to, `Verify your ${PRODUCT_NAME} account`, {
    greeting: `Hi ${name},`,
    body: `Thank you for registering with ${PRODUCT_NAME}. Please verify your email address to start checking vehicles.`,
    action: 'Verify my account',
    link: accountLink(publicUrl, 'verification', to, code),
    after: 'The link can be used once and expires in 48 hours. If you did not register, ignore this email.',
  });

export const resetMail = (publicUrl: string, to: string, name: string, code: string) =>
  linkMail(to, `Reset your ${PRODUCT_NAME} password`, {
    greeting: `Hi ${name},`,
    body: 'We received a request to reset the password of your account.',
    action: 'Reset my password',
    link: accountLink(publicUrl, 'resetpassword', to, code),
    after:
      'The link can be used once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  });
