/**
 * The English sentences the tests expect, by the names the tests have always used, read from where the product keeps
 * them: the error codes' sentences and the server's own texts (there is no English-only catalogue beside them).
 */
import {
  codeSentences,
  errorCodesTexts,
  errorTextInEnglish,
  formatNumber,
  formatRinggit,
  ISMABI_MAX_ARCHIVE_ENTRIES,
  ISMABI_MAX_UNPACKED_MB,
  MAX_IMAGE_MEGAPIXELS,
} from '@portal/contract';
import { en as attachments } from '../../src/features/attachments/texts/en.ts';
import { en as auth } from '../../src/features/auth/texts/en.ts';
import { en as invoices } from '../../src/features/invoices/texts/en.ts';
import { ismabiTexts } from '../../src/features/ismabi/texts.ts';
import { en as setup } from '../../src/features/setup/texts/en.ts';
import { en as transactions } from '../../src/features/transactions/texts/en.ts';
import { en as users } from '../../src/features/users/texts/en.ts';

/** "The … item deleted successfully.", by the item a screen deletes. */
const deleted = {
  charge: setup.chargeDeleted,
  credit: setup.creditDeleted,
  image: attachments.deleted,
  payment: invoices.paymentDeleted,
  transaction: transactions.deleted,
  user: users.deleted,
} as const;

/** "Not able to delete … item, …", by the item that is still in use. */
const notDeletable = {
  charge: codeSentences.CHARGE_NOT_DELETABLE,
  credit: codeSentences.CREDIT_PACKAGE_NOT_DELETABLE,
  'running number': codeSentences.RUNNING_NUMBER_NOT_DELETABLE,
  transaction: codeSentences.TRANSACTION_NOT_DELETABLE,
} as const;

export const messages = {
  required: codeSentences.FIELD_REQUIRED,
  termsNotAgreed: codeSentences.TERMS_NOT_AGREED,
  maxLength: (count: number) => errorTextInEnglish('FIELD_TOO_LONG', { count }),
  invalidEmail: codeSentences.EMAIL_INVALID,
  invalidMobile: codeSentences.MOBILE_INVALID,
  negativeNumber: codeSentences.NUMBER_NEGATIVE,
  invalidNumeric: codeSentences.NUMBER_INVALID,
  invalidInteger: codeSentences.INTEGER_INVALID,
  invalidDate: codeSentences.DATE_INVALID,
  lettersAndDigitsOnly: codeSentences.LETTERS_AND_DIGITS_ONLY,
  unsupportedCharacters: codeSentences.INPUT_UNSUPPORTED_CHARACTERS,

  passwordTooShort: codeSentences.PASSWORD_TOO_SHORT,
  passwordTooLong: codeSentences.PASSWORD_TOO_LONG,
  passwordNeedsUppercase: codeSentences.PASSWORD_NEEDS_UPPERCASE,
  passwordNeedsLowercase: codeSentences.PASSWORD_NEEDS_LOWERCASE,
  passwordNeedsNumber: codeSentences.PASSWORD_NEEDS_NUMBER,
  passwordNeedsSpecial: codeSentences.PASSWORD_NEEDS_SPECIAL,
  passwordNotMatched: codeSentences.PASSWORD_NOT_MATCHED,

  loginFailedTitle: codeSentences.LOGIN_FAILED,
  verificationNeededText: errorCodesTexts.of('en')('verificationNeeded'),
  accountInactive: codeSentences.ACCOUNT_INACTIVE,
  tooManyLoginAttempts: codeSentences.LOGIN_ATTEMPTS_EXCEEDED,
  referralCodeUnknown: codeSentences.REFERRAL_CODE_UNKNOWN,
  verifyFailed: codeSentences.VERIFY_FAILED,
  resetLinkInvalid: codeSentences.RESET_LINK_INVALID,
  registered: auth.registered,
  verificationEmailResent: auth.verificationEmailResent,
  verified: auth.verified,
  alreadyVerified: auth.alreadyVerified,
  resetEmailSent: auth.resetEmailSent,
  passwordResetDone: auth.passwordResetDone,

  tooManyRequests: codeSentences.TOO_MANY_REQUESTS,
  unauthorisedText: codeSentences.UNAUTHORISED,
  forbidden: codeSentences.FORBIDDEN,
  notFound: codeSentences.NOT_FOUND,
  serverError: codeSentences.SERVER_ERROR,

  enterVehicleOrChassis: codeSentences.SEARCH_FIELD_MISSING,
  notBothSearchFields: codeSentences.SEARCH_BOTH_FIELDS,
  enterEmailAndMobile: codeSentences.CONTACT_MISSING,
  creditInsufficient: codeSentences.CREDIT_INSUFFICIENT,
  notFoundNotCharged: codeSentences.CHECK_NOT_CHARGED,
  checkAlreadyPaid: codeSentences.CHECK_ALREADY_PAID,

  deleteDone: (item: keyof typeof deleted) => deleted[item],
  deleteFailed: (item: keyof typeof notDeletable) => notDeletable[item],

  maxValue: (max: number) => errorTextInEnglish('VALUE_TOO_LARGE', { max: max.toLocaleString('en-US') }),
  formatUnknownToken: (token: string) => errorTextInEnglish('RUNNING_NUMBER_FORMAT_UNKNOWN_TOKEN', { token }),
  numberTooLong: (max: number) => errorTextInEnglish('RUNNING_NUMBER_TOO_LONG', { max }),
  currentNumberLowered: (current: number) => errorTextInEnglish('RUNNING_NUMBER_LOWERED', { current }),

  statusNotAllowed: (from: string, to: string) => errorTextInEnglish('INVOICE_STATUS_NOT_ALLOWED', { from, to }),
  paymentAboveOutstanding: (sen: number) =>
    errorTextInEnglish('INVOICE_PAYMENT_ABOVE_OUTSTANDING', { amount: formatRinggit(sen) }),

  notImage: (name: string) => errorTextInEnglish('IMAGE_NOT_IMAGE', { name }),
  unreadableImage: (name: string) => errorTextInEnglish('IMAGE_UNREADABLE', { name }),
  tooManyPixels: (name: string) =>
    errorTextInEnglish('IMAGE_TOO_MANY_PIXELS', { name, megapixels: MAX_IMAGE_MEGAPIXELS }),
  imageTooLarge: (name: string) => errorTextInEnglish('IMAGE_TOO_LARGE', { name, megabytes: '5', limit: '5,242,880' }),

  notSpreadsheet: (name: string) => errorTextInEnglish('ISMABI_NOT_SPREADSHEET', { name }),
  notWorkbook: (name: string) => errorTextInEnglish('ISMABI_NOT_WORKBOOK', { name }),
  archiveDamaged: (name: string) => errorTextInEnglish('ISMABI_ARCHIVE_DAMAGED', { name }),
  archiveTooLarge: (name: string) =>
    errorTextInEnglish('ISMABI_ARCHIVE_TOO_LARGE', {
      name,
      megabytes: ISMABI_MAX_UNPACKED_MB,
      parts: ISMABI_MAX_ARCHIVE_ENTRIES.toLocaleString('en-US'),
    }),
  spreadsheetTooLarge: (name: string) =>
    errorTextInEnglish('ISMABI_FILE_TOO_LARGE', { name, megabytes: '9.8', limit: '10,240,000' }),
  imported: (name: string, rows: number) => ismabiTexts.of('en')('imported', { name, rows: formatNumber(rows) }),
  notImported: (name: string) => ismabiTexts.of('en')('notImported', { name }),
};
