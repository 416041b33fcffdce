import { type Language, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { authTexts } from './texts.ts';

/** A mail whose point is one link: to verify, to reset, to log in. */
function linkMail(
  to: string,
  language: Language,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; after: string },
): Mail {
  return layoutMail({
    to,
    subject,
    language,
    greeting: lines.greeting,
    intro: lines.body,
    link: { label: lines.action, textLabel: lines.action, url: lines.link },
    orOpenLink: authTexts.of(language)('orOpenLink'),
    note: lines.after,
  });
}

/** The mails that carry a one-time code: the account page the link opens, and the prefix of the mail's texts. */
const codeMails = {
  verification: { page: 'verification', texts: 'verify' },
  reset: { page: 'resetpassword', texts: 'reset' },
  loginLink: { page: 'loginlink', texts: 'loginLink' },
} as const;

/**
 * The verification mail, the password reset and the one-time login link (for an owner whose logins are slowed, see
 * throttle.ts), in the recipient's language (the account's, else the browser's).
 */
export function accountCodeMail(
  kind: keyof typeof codeMails,
  publicUrl: string,
  to: string,
  name: string,
  code: string,
  language: Language,
) {
  const { page, texts } = codeMails[kind];
  const t = authTexts.of(language);
  return linkMail(to, language, t(`${texts}Subject`, { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t(`${texts}Body`, { product: PRODUCT_NAME }),
    action: t(`${texts}Action`),
    link: `${publicUrl}/account/${page}?${new URLSearchParams({ email: to, taccode: code })}`,
    after: t(`${texts}After`),
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

/** The link that makes `to` the account's new address; the code alone proves the address, so the link names no one. */
export function emailChangeMail(publicUrl: string, to: string, name: string, code: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('emailChangeSubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('emailChangeBody', { product: PRODUCT_NAME }),
    action: t('emailChangeAction'),
    link: `${publicUrl}/account/confirmemail?${new URLSearchParams({ taccode: code })}`,
    after: t('emailChangeAfter'),
  });
}

/**
 * The account's former address is told that its logins went elsewhere, and whom to write to if that was not its
 * owner. The new address is not named: whoever reads the old mailbox (its owner's former employer, a thief) learns
 * nothing to log in with.
 */
export function emailChangedMail(publicUrl: string, to: string, name: string, language: Language) {
  const t = authTexts.of(language);
  return linkMail(to, language, t('emailChangedSubject', { product: PRODUCT_NAME }), {
    greeting: t('greeting', { name }),
    body: t('emailChangedBody', { product: PRODUCT_NAME }),
    action: t('emailChangedAction'),
    link: `${publicUrl}/account/login`,
    after: t('emailChangedAfter', { support: SUPPORT_EMAIL }),
  });
}
