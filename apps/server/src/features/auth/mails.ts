import { type Language, PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import type { Mail } from '../../platform/mail.ts';
import { layoutMail } from '../../platform/mail-layout.ts';
import { authTexts } from './texts.ts';

/** The prefix of a link mail's texts in authTexts: its `Subject`, `Body` and `Action`. */
type LinkMailTexts = 'verify' | 'reset' | 'loginLink' | 'registeredAgain' | 'emailChange' | 'emailChanged';

/**
 * A mail whose point is one link (to verify, to reset, to log in), greeting its recipient by name, in their language,
 * and closing with `after` (each mail's own words: some fill in a link or an address).
 */
function linkMail(
  to: string,
  name: string,
  language: Language,
  texts: LinkMailTexts,
  link: string,
  after: string,
): Mail {
  const t = authTexts.of(language);
  const action = t(`${texts}Action`);
  return layoutMail({
    to,
    subject: t(`${texts}Subject`, { product: PRODUCT_NAME }),
    language,
    greeting: t('greeting', { name }),
    intro: t(`${texts}Body`, { product: PRODUCT_NAME }),
    link: { label: action, textLabel: action, url: link },
    orOpenLink: t('orOpenLink'),
    note: after,
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
  const link = `${publicUrl}/account/${page}?${new URLSearchParams({ email: to, taccode: code })}`;
  return linkMail(to, name, language, texts, link, authTexts.of(language)(`${texts}After`));
}

/** Someone registered with an address that already has an account: its owner is told, with the ways back in. */
export function registeredAgainMail(publicUrl: string, to: string, name: string, language: Language) {
  const after = authTexts.of(language)('registeredAgainAfter', { resetLink: `${publicUrl}/account/forgotpassword` });
  return linkMail(to, name, language, 'registeredAgain', `${publicUrl}/account/login`, after);
}

/** The link that makes `to` the account's new address; the code alone proves the address, so the link names no one. */
export function emailChangeMail(publicUrl: string, to: string, name: string, code: string, language: Language) {
  const link = `${publicUrl}/account/confirmemail?${new URLSearchParams({ taccode: code })}`;
  return linkMail(to, name, language, 'emailChange', link, authTexts.of(language)('emailChangeAfter'));
}

/**
 * The account's former address is told that its logins went elsewhere, and whom to write to if that was not its
 * owner. The new address is not named: whoever reads the old mailbox (its owner's former employer, a thief) learns
 * nothing to log in with.
 */
export function emailChangedMail(publicUrl: string, to: string, name: string, language: Language) {
  const after = authTexts.of(language)('emailChangedAfter', { support: SUPPORT_EMAIL });
  return linkMail(to, name, language, 'emailChanged', `${publicUrl}/account/login`, after);
}
