import type { ErrorCode } from '../codes.ts';

/**
 * The sentence of every error code in English: the specification's words, exactly (tests compare).
 * Typed against the code table, so a code without a sentence fails the typecheck.
 */
export const codeSentences = {
  VALIDATION_FAILED: 'Please correct the highlighted fields.',
  REQUEST_INVALID: 'The request could not be processed. Please check what you entered and try again.',
  REQUEST_UNREADABLE: 'The request could not be read. Please try again.',
  REQUEST_TOO_LARGE: 'What you sent is too large.',
  MEDIA_TYPE_UNSUPPORTED: 'This kind of content is not accepted here.',
  INPUT_UNSUPPORTED_CHARACTERS:
    'Some of what you entered contains characters we cannot accept. Please retype it and try again.',
  UNAUTHORISED: 'Please login to use the features',
  FORBIDDEN: 'You are unauthorize to access the resource.',
  NOT_FOUND: 'The page you are looking for was not found',
  ITEM_NOT_FOUND: 'The item does not exist. It may have been deleted.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  SERVER_ERROR: 'Please contact administrator.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  UPLOAD_TOO_MANY_FILES: 'At most {{count}} files can be uploaded at once.',
  UPLOAD_UNREADABLE: 'The upload could not be read. Please try again.',

  FIELD_REQUIRED: 'This field is required',
  FIELD_INVALID: 'Invalid value',
  FIELD_NOT_MATCHED: 'Data not matched',
  FIELD_TOO_SHORT: 'Min. {{count}} characters required.',
  FIELD_TOO_LONG: 'Max. {{count}} characters allowed.',
  EMAIL_INVALID: 'Invalid email',
  MOBILE_INVALID: 'Invalid mobile number',
  NUMBER_NEGATIVE: 'Negative value is not allowed',
  NUMBER_INVALID: 'Invalid numeric',
  INTEGER_INVALID: 'Invalid integer',
  URL_INVALID: 'Invalid url',
  DATE_INVALID: 'Invalid date',
  LETTERS_AND_DIGITS_ONLY: 'Only letters and digits are allowed',
  VALUE_NOT_POSITIVE: 'Value must be greater than 0',
  VALUE_TOO_LARGE: 'Max. value is {{max}}',
  PASSWORD_TOO_SHORT: 'Password should be at least 8 characters long.',
  PASSWORD_TOO_LONG: 'Password should be at most 20 characters long.',
  PASSWORD_NEEDS_UPPERCASE: 'Password should contain at least one uppercase letter.',
  PASSWORD_NEEDS_LOWERCASE: 'Password should contain at least one lowercase letter.',
  PASSWORD_NEEDS_NUMBER: 'Password should contain at least one number.',
  PASSWORD_NEEDS_SPECIAL: 'Password should contain at least one special character.',
  PASSWORD_NOT_MATCHED: 'Password not matched',

  LOGIN_FAILED: 'Invalid login id / password',
  ACCOUNT_INACTIVE: 'Your account is not active, please contact administrator.',
  LOGIN_ATTEMPTS_EXCEEDED:
    'Too many failed login attempts. Please wait 15 minutes before trying again, or reset your password.',
  REFERRAL_CODE_UNKNOWN: 'Referral code not found',
  EMAIL_ALREADY_REGISTERED: 'This email is already registered. Please login or reset your password.',
  VERIFY_FAILED: 'Account verified failed, please contact administrator.',
  RESET_LINK_INVALID: 'This reset link is invalid or has expired. Please ask for a new one.',
  TERMS_NOT_ACCEPTED: 'Please agree to the Terms of Service and the Privacy Policy to register.',
  LOGIN_SLOWED:
    'This account has had many login attempts. Please wait a moment and try again, or have a login link emailed to you.',
  LOGIN_LINK_INVALID: 'This login link is invalid, used or expired. Please ask for a new one.',

  SEARCH_FIELD_MISSING: 'Please enter Vehicle Number / Chassis No to search',
  SEARCH_BOTH_FIELDS: 'You are not allowed to search using both fields.',
  CONTACT_MISSING: 'Please enter Email and Mobile No',
  CREDIT_INSUFFICIENT: 'Credit insufficient!',
  CHECK_NOT_FOUND: 'This check does not exist. Please search again.',
  CHECK_ALREADY_PAID: 'This check is already paid. Open it from your History.',
  CHECK_NOT_CHARGED: 'This vehicle is not in our records, so there is nothing to pay for.',
  CHECK_NOT_PAID: 'This check is not paid yet.',
  REPORT_OTHER_DEVICE:
    'This report was bought without an account and opens only on the device it was paid on. To open it here, ask for the link to My reports with the e-mail and mobile number you paid with.',
  TERMS_NOT_AGREED: 'Please agree to the Terms of Service before you pay for the report.',
  VERIFY_NOT_FOUND:
    'No paid report has this reference. Check the reference printed on the report; a report that cannot be verified here is not genuine.',
  SHARE_NOT_FOUND: 'This share link has expired or was revoked. Ask the report’s owner for a new one.',
  GUEST_REPORTS_LINK_INVALID:
    'This link to your reports has expired or is not valid. Enter your e-mail and mobile number again for a new one.',
  WATCH_NOT_FOUND: 'You are not watching this vehicle.',
  PAYMENT_TYPE_NOT_OFFERED: 'This payment method is not available for this check.',
  CREDIT_PACKAGE_NOT_FOUND: 'This credit package is no longer offered. Please choose another.',
  LOGIN_TO_TOP_UP: 'Please login to top up credit.',
  PAYMENT_NOT_FOUND: 'This payment does not exist.',
  PAYMENT_SETTLED: 'This payment is already settled. Please start a new one.',
  PAYMENT_IN_PROGRESS:
    'A payment for this check is still being settled by the payment gateway. Please try again in a minute.',
  PAYMENT_GATEWAY_UNKNOWN: 'Unknown payment gateway',
  PAYMENT_BILL_UNKNOWN: 'Unknown bill',
  PAYMENT_SIGNATURE_INVALID: 'Invalid signature',
  PAYMENT_AMOUNT_MISMATCH: 'Amount or currency does not match',
  REFUND_NOT_FOUND: 'This refund does not exist.',
  REFUND_ALREADY_DONE: 'This refund is already marked refunded.',

  EINVOICE_NOT_FOUND: 'This e-invoice does not exist.',
  EINVOICE_OFF: 'E-invoicing is off: set EINVOICE=myinvois to send e-invoices to MyInvois.',
  EINVOICE_NOT_RETRYABLE: 'Only an Invalid e-invoice, or one MyInvois could not be reached for, can be sent again.',
  EINVOICE_NOT_VALID: 'Only a Valid e-invoice can be cancelled or corrected by a credit note.',
  EINVOICE_CANCEL_WINDOW_OVER:
    'This e-invoice was validated more than 72 hours ago, so MyInvois no longer lets it be cancelled: issue a credit note instead.',
  EINVOICE_CANCEL_REFUSED: 'MyInvois refused to cancel this e-invoice: {{reason}}',
  EINVOICE_UNREACHABLE: 'MyInvois cannot be reached just now. Please try again in a few minutes.',
  EINVOICE_CREDIT_NOTE_EXISTS: 'A credit note for this e-invoice has already been issued.',
  EINVOICE_TIN_UNKNOWN: 'LHDN does not know this TIN with this registration number. Please check both.',
  EINVOICE_REQUEST_NEEDS_ID:
    'An e-invoice is made out to your MyKad number or TIN: add one in Account Settings first, or pay without an e-invoice.',
  EINVOICE_REQUEST_NOT_OFFERED:
    'An e-invoice of your own is for individual accounts: log in to ask for one. A company’s purchases are e-invoiced to the company.',
  EINVOICE_REQUEST_OFF: 'E-invoices are not issued at the moment: please pay without asking for one.',

  CLOSURE_PASSWORD_REQUIRED: 'Enter your password to confirm.',
  CLOSURE_PASSWORD_WRONG: 'The password is not correct.',
  CLOSURE_ALREADY_REQUESTED:
    'You have already asked to close your account. An administrator will complete the request.',
  CLOSURE_NOT_FOUND: 'No such account closure request.',
  CLOSURE_ALREADY_COMPLETED: 'This account is already closed.',
  CLOSURE_NOT_OPEN: 'You have no request to close your account that can still be withdrawn.',
  USER_ACCOUNT_CLOSED:
    'This account was closed at its owner’s request and its personal data erased; it cannot be edited or reactivated.',

  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  PASSWORD_SAME_AS_CURRENT: 'The new password must differ from your current one.',
  EMAIL_UNCHANGED: 'This is already your email address.',
  EMAIL_CHANGE_LINK_INVALID:
    'This link is invalid, used or expired. Ask for the change again in your account settings.',

  IMAGE_NO_FILE: 'Choose one or more images to upload',
  IMAGE_NOT_IMAGE: '{{name}} is not a JPEG, PNG or WebP image',
  IMAGE_UNREADABLE: '{{name}} cannot be read as an image',
  IMAGE_TOO_LARGE: '{{name}} is larger than {{megabytes}} MB ({{limit}} bytes) and was not uploaded',
  IMAGE_TOO_MANY_PIXELS: '{{name}} has too many pixels (at most {{megapixels}} megapixels)',
  IMAGE_TOO_MANY: 'This check already has {{max}} images. Delete one before adding another.',
  IMAGE_NOT_FOUND: 'The image does not exist. It may have been deleted.',

  ISMABI_KIND_UNKNOWN: 'Choose ISMData or ISMDataStandardFeature',
  ISMABI_NO_FILE: 'Choose one or more .xlsx or .csv files to upload',
  ISMABI_NOT_SPREADSHEET: '{{name}} is not an .xlsx or .csv file',
  ISMABI_NOT_WORKBOOK: '{{name}} is not an Excel workbook (.xlsx)',
  ISMABI_FILE_TOO_LARGE: '{{name}} is larger than {{megabytes}} MB ({{limit}} bytes) and was not uploaded',
  ISMABI_ARCHIVE_TOO_LARGE:
    '{{name}} unpacks to too much data (more than {{megabytes}} MB or {{parts}} parts in the workbook) and was not read',
  ISMABI_ARCHIVE_DAMAGED: '{{name}} is damaged: its workbook cannot be read',

  USER_NOT_FOUND: 'The user does not exist. It may have been deleted.',
  USER_EMAIL_TAKEN: 'This email is already used by another account',
  USER_PASSWORD_REQUIRED: 'A new account needs a password',
  USER_ROLE_UNKNOWN: 'Choose a role from the list',
  USER_POSTPAID_NEEDS_COMPANY: 'Only company accounts can be postpaid',
  TIN_INVALID: 'Enter the tax identification number (TIN) as LHDN issued it, such as C2584563200 or IG115002000',
  TIN_NOT_REGISTERED:
    'LHDN has no taxpayer with this TIN and the BRN or MyKad number given with it. Check both against your tax records',
  BRN_INVALID: 'Enter the BRN: the 12 digits SSM gave the business, such as 202001000123',
  SST_NO_INVALID: 'Enter the SST number as Customs issued it, such as W10-1808-32000123',
  MYKAD_INVALID: 'Enter the 12-digit MyKad number, such as 900101-14-5678',
  POSTCODE_INVALID: 'Enter the 5-digit postcode',
  STATE_CODE_UNKNOWN: 'Choose a state from the list',
  TAX_INVOICE_NOT_FOUND: 'That tax invoice was not found',
  USER_POSTPAID_NEEDS_RATE: 'A postpaid account needs its postpaid rate',
  USER_LAST_ADMINISTRATOR: 'The last active administrator cannot be removed, demoted or deactivated.',
  USER_NOT_YOURSELF: 'You cannot delete, demote or deactivate your own account.',

  ACCOUNT_EMAIL_UNKNOWN: 'No account with this email',
  CREDIT_NOT_ZERO: 'Credit must not be zero',
  CREDIT_TOO_LARGE: 'Credit must be between -1,000,000 and 1,000,000',
  CREDIT_ADJUSTMENT_INSUFFICIENT: 'Credit insufficient!',
  TRANSACTION_NOT_DELETABLE:
    'Not able to delete transaction item, The item might be already tied with some other record(s), please release its usage before continue.',

  PAYMENT_TYPE_UNKNOWN: 'Choose a payment type from the list',
  CHARGE_PAYMENT_TYPE_TAKEN: 'A charge for this payment type already exists',
  CHARGE_TYPE_FIXED:
    'Checks are priced by the Credit and Pay per search charges: their payment type cannot be changed.',
  CHARGE_NOT_DELETABLE:
    'Not able to delete charge item, The item might be already tied with some other record(s), please release its usage before continue.',
  CREDIT_PACKAGE_NOT_DELETABLE:
    'Not able to delete credit item, The item might be already tied with some other record(s), please release its usage before continue.',
  RUNNING_NUMBER_CODE_TAKEN: 'This code is already used by another running number',
  RUNNING_NUMBER_SYSTEM_CODE_FIXED: 'The code of a running number the portal issues documents with cannot be changed.',
  RUNNING_NUMBER_NOT_DELETABLE:
    'Not able to delete running number item, The item might be already tied with some other record(s), please release its usage before continue.',
  RUNNING_NUMBER_FORMAT_NEEDS_N: 'Format must contain {N}',
  RUNNING_NUMBER_FORMAT_UNKNOWN_TOKEN: 'Unknown token {{token}}; use {PREFIX} {YYYY} {YY} {MM} {DD} {N}',
  RUNNING_NUMBER_TOO_LONG: 'The next number would be longer than {{max}} characters',
  RUNNING_NUMBER_LOWERED:
    'The current number can only be raised (it is {{current}}), so that no number is issued twice.',

  INVOICE_NOT_FOUND: 'The invoice does not exist. It may have been deleted.',
  INVOICE_COMPANY_UNKNOWN: 'Choose a company from the list',
  INVOICE_NOT_EDITABLE:
    'This invoice can no longer be changed: only Draft, Confirmed and Partially paid invoices can be.',
  INVOICE_NOT_REMOVABLE: 'Transactions can only be taken off a Draft invoice.',
  INVOICE_ADD_ONLY_TO_DRAFT: 'Transactions can only be added to a Draft invoice.',
  INVOICE_TRANSACTIONS_UNAVAILABLE:
    'A selected transaction is already on an invoice, or is not a postpaid transaction of this company. Nothing was added; please select again.',
  INVOICE_NO_TRANSACTIONS_SELECTED: 'Select at least one transaction',
  INVOICE_TRANSACTION_NOT_ON_INVOICE: 'The transaction is not on an invoice.',
  INVOICE_CONFIRM_NEEDS_TRANSACTIONS: 'Add at least one transaction before confirming the invoice.',
  INVOICE_STATUS_NOT_ALLOWED: 'A {{from}} invoice cannot be set to {{to}}.',
  INVOICE_CANCEL_WITH_PAYMENTS: 'An invoice with payments cannot be cancelled: delete its payments first.',
  INVOICE_PAYMENT_NEEDS_CONFIRMED: 'Confirm the invoice before recording payments.',
  INVOICE_PAYMENT_ABOVE_OUTSTANDING: 'The amount is more than the outstanding {{amount}}.',
  INVOICE_PAYMENT_NOT_FOUND: 'The payment does not exist. It may have been deleted.',
  INVOICE_METHOD_UNKNOWN: 'Choose a payment method from the list',
  INVOICE_STATUS_UNKNOWN: 'Choose a status from the list',

  SUMMARY_RANGE_TOO_LONG: 'Choose a range of at most {{days}} days',
  SUMMARY_FROM_AFTER_TO: 'From Date must not be after To Date',
  SUMMARY_DATE_SELECTION_UNKNOWN: 'Choose This Week, Month to Date, Year to Date or From/To',

  API_KEYS_COMPANY_ONLY: 'API access is for company accounts.',
  API_KEY_NOT_FOUND: 'The API key does not exist. It may have been revoked.',
  API_KEY_INVALID: 'The API key is wrong or has been revoked.',
  API_CREDIT_INSUFFICIENT: 'Credit insufficient!',
  WEBHOOK_URL_NOT_HTTPS: 'The webhook address must start with https://.',
  WEBHOOK_URL_NOT_PUBLIC:
    'The webhook address must be reachable on the Internet: not a private, local or reserved address.',
  WEBHOOK_NOT_FOUND: 'The webhook does not exist. It may have been removed.',
  WEBHOOKS_TOO_MANY: 'An account can have at most {{max}} webhooks. Remove one before adding another.',
  API_TEST_KEY_DEMO_ONLY: 'A test key answers only the test vehicles: {{vehicles}}.',
  API_KEYS_TOO_MANY:
    'An account holds at most {{max}} live API keys. Revoke one you no longer use, then create the new one.',
  VEHICLE_NOT_FOUND: 'No record found for this vehicle. Nothing was charged.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used with a different request.',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'A request with this Idempotency-Key is still running. Please retry shortly.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key must be 1 to 255 visible characters.',
  BULK_COMPANY_ONLY: 'Bulk checks are for company accounts.',
  BULK_NO_FILE: 'Choose a .csv or .xlsx file of plates or chassis numbers to upload.',
  BULK_NOT_SPREADSHEET: '{{name}} is not an .xlsx or .csv file',
  BULK_FILE_TOO_LARGE: '{{name}} is larger than {{megabytes}} MB ({{limit}} bytes) and was not uploaded',
  BULK_TOO_MANY_ROWS: 'A bulk file holds at most {{max}} plates or chassis numbers; this one has {{count}}.',
  BULK_EMPTY: 'The file holds no plate or chassis number.',
  BULK_NOT_FOUND: 'This bulk check does not exist.',
  BULK_ALREADY_CONFIRMED: 'This bulk check has already been confirmed.',
  BULK_NOTHING_TO_CHARGE: 'No vehicle in this file needs a new check.',
  BULK_CREDIT_INSUFFICIENT: 'Credit insufficient!',
  BULK_NOT_DONE: 'The bulk check is still running; its result is not ready yet.',
  BULK_PDF_NOT_ALLOWED: 'The PDF reports of a bulk check are for accounts with PDF access; ask us to turn it on.',
  BULK_NO_REPORTS: 'This bulk check has no report to download.',
  BULK_SHEET_TOO_LARGE:
    '{{name}} is too large to read: a bulk file holds at most {{rows}} rows and {{cells}} cells ({{bytes}} bytes unpacked). Keep only the plates or chassis numbers.',
  BULK_ONE_AT_A_TIME:
    'Your previous bulk file is still being read or checked. Wait until it is done, then start the next one.',
  BULK_REPORTS_ONE_AT_A_TIME:
    'The PDF reports of another bulk check are still being prepared. Wait until they are ready, then ask for these.',
  BULK_REPORTS_NOT_READY:
    'The PDF reports of this bulk check are not ready yet. Prepare them first, then download the zip.',
  BULK_TERMS_NOT_AGREED: 'Agree to the Terms of Service before the vehicles are checked.',
  BULK_ROW_NOT_LETTERS_AND_DIGITS:
    'A plate or chassis number has only letters and digits (spaces and dashes do not count).',
  BULK_ROW_TOO_SHORT: 'Too short for a plate or chassis number (at least {{min}} characters).',
  BULK_ROW_TOO_LONG: 'Too long for a plate or chassis number (at most {{max}} characters).',
  BULK_ROW_DATE: 'A date, not a plate or chassis number.',
  BULK_ROW_DUPLICATE: 'The same vehicle as row {{line}}: checked once.',
} as const satisfies Record<ErrorCode, string>;

/** The namespace's English: every code's sentence, and the words around error answers in the web app. */
export const en = {
  ...codeSentences,
  popupTitle: 'Opps!',
  somethingWrong: 'Something wrong',
  unreachable: 'Error',
  loginFailedText: 'Please enter a valid login id and password to continue.',
  unauthorisedTitle: 'Proceed to login?',
  verificationNeeded:
    'Your account is not verified yet. Please check your email and follow the verification link, or ask for a new one.',
} as const;
