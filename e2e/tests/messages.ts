/**
 * The English sentences the journeys expect, by the names they have always used, read from where the product keeps
 * them: the error codes, the web's account screens and the server's answers.
 */

import { en as auth } from '../../apps/server/src/features/auth/texts/en.ts';
import { en as accounts } from '../../apps/web/src/features/accounts/texts/en.ts';
import { en as errorWords } from '../../apps/web/src/ui/errors/texts/en.ts';
import { codeSentences } from '../../packages/contract/src/errors/texts/en.ts';

export const messages = {
  passwordTooLong: codeSentences.PASSWORD_TOO_LONG,
  passwordNotMatched: codeSentences.PASSWORD_NOT_MATCHED,
  tooManyLoginAttempts: codeSentences.LOGIN_ATTEMPTS_EXCEEDED,
  loginFailedTitle: accounts.loginFailedTitle,
  loginFailedText: accounts.loginFailedText,
  resetInstruction: accounts.resetInstruction,
  resetEmailSent: accounts.resetEmailSent,
  passwordResetDone: accounts.passwordResetDone,
  verified: accounts.verified,
  verificationEmailResent: auth.verificationEmailResent,
  unauthorisedTitle: errorWords.loginPromptTitle,
};
