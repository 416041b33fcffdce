/**
 * The account mails (verification, password reset) and the answers that say an account step went well. `{{product}}`
 * is the product's name in every language.
 */
export const en = {
  registered: 'Thank you for registering. Please check your email and follow the link in it to verify your account.',
  verificationEmailResent: 'If the account exists and is not verified yet, a new verification email has been sent.',
  verified: 'Account verified successfully, please login.',
  alreadyVerified: 'Your account is already verified, please login.',
  resetEmailSent: 'Email sent. Please check your email and follow instruction to reset your password.',
  passwordResetDone: 'Your password has been reset. You can now login with your new password.',
  loggedOut: 'Logged out',
  greeting: 'Hi {{name}},',
  orOpenLink: 'Or open this link:',
  verifySubject: 'Verify your {{product}} account',
  verifyBody:
    'Thank you for registering with {{product}}. Please verify your email address to start checking vehicles.',
  verifyAction: 'Verify my account',
  verifyAfter: 'The link can be used once and expires in 48 hours. If you did not register, ignore this email.',
  resetSubject: 'Reset your {{product}} password',
  resetBody: 'We received a request to reset the password of your account.',
  resetAction: 'Reset my password',
  resetAfter:
    'The link can be used once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  loginLinkSent:
    'If an account exists for this address, a login link has been emailed to it. It works once, for 15 minutes.',
  loginLinkSubject: 'Your {{product}} login link',
  loginLinkBody:
    'Someone asked for a login link to your {{product}} account, because many login attempts have been made on it. Open the link on the device you want to log in on.',
  loginLinkAction: 'Log me in',
  loginLinkAfter:
    'The link can be used once and expires in 15 minutes. If you did not ask for it, ignore this email: nobody can log in without it or your password.',
  registeredAgainSubject: 'Someone tried to register with your email at {{product}}',
  registeredAgainBody:
    'Someone (perhaps you) tried to register a new {{product}} account with this email address. It already has an account, so nothing was created.',
  registeredAgainAction: 'Log in',
  registeredAgainAfter:
    'Forgotten your password? Reset it at {{resetLink}}. If it was not you, ignore this email: your account is unchanged.',
  detailsSaved: 'Your details have been saved.',
  taxDetailsSaved: 'Your tax details have been saved. Invoices issued from now on show them.',
  passwordChanged: 'Your password has been changed. You have been logged out on your other devices.',
  emailChangeSent:
    'We have emailed a link to {{email}}. Your email address changes when you open it (within 24 hours).',
  emailChanged: 'Your email address is now {{email}}. Use it to log in from now on.',
  emailChangeSubject: 'Confirm your new email address for {{product}}',
  emailChangeBody:
    'You asked to use this address for your {{product}} account. Open the link to confirm it; until then your account keeps its current address.',
  emailChangeAction: 'Confirm my new address',
  emailChangeAfter:
    'The link can be used once and expires in 24 hours. If you did not ask for it, ignore this email: nothing changes.',
  emailChangedSubject: 'The email address of your {{product}} account has changed',
  emailChangedBody:
    'The email address of your {{product}} account was changed to another address. This address no longer logs in to it, and every link we mailed here before no longer works.',
  emailChangedAction: 'Log in',
  emailChangedAfter: 'If this change was not yours, write to {{support}} at once so that we can secure your account.',
} as const;
