/** The personal data page (PDPA) and the administrators' account closure list. */
export const en = {
  title: 'My personal data',
  description:
    'Your rights under the Personal Data Protection Act 2010 (PDPA): download the personal data we hold about you, or ask us to close your account.',
  downloadTitle: 'Download your data',
  downloadText:
    'Your profile, your checks (searches and reports bought), your payments and your transactions. JSON suits other programs; the .xlsx file opens in a spreadsheet.',
  downloadJson: 'Download JSON',
  downloadXlsx: 'Download .xlsx',
  closeTitle: 'Close your account',
  closeText:
    'When an administrator completes your request, your name, e-mail address and mobile number are erased, you are logged out everywhere and you can no longer log in. Your e-mail address can then be used to register again.',
  closeKept:
    'Paid reports, payments, invoices and transactions are kept for accounting, as the law requires, without your name, e-mail address or mobile number.',
  creditWarning_one:
    'You still have {{credit}} credit. Credit left on the account is forfeited when the account is closed. To ask for a refund first, write to {{email}} before you send this request.',
  creditWarning_other:
    'You still have {{credit}} credits. Credit left on the account is forfeited when the account is closed. To ask for a refund first, write to {{email}} before you send this request.',
  noCredit: 'You have no credit left on the account.',
  passwordLabel: 'Password',
  passwordHint: 'Enter your password to confirm that you want to close your account.',
  askClosure: 'Ask to close my account',
  confirmTitle: 'Close your account?',
  confirmText: 'This cannot be undone once an administrator completes it.',
  cancel: 'Cancel',
  requested: 'Your request to close the account was sent on {{date}}. An administrator will complete it.',
  requestSent: 'Your request to close the account was sent.',
  withdraw: 'Withdraw my request',
  withdrawn: 'Your request to close the account was withdrawn. Your account stays open.',
  completed: 'Your account was closed on {{date}}.',
  privacyLink: 'How we handle your personal data: Privacy Policy',
  adminTitle: 'Account closures',
  adminDescription:
    "Requests to close an account (PDPA). Completing one erases the person's name, e-mail address and mobile number and ends its logins; paid reports, payments, invoices and the ledger stay. Refund any credit the user asked for before completing.",
  statusFilter: 'Status',
  statusRequested: 'Requested',
  statusCompleted: 'Completed',
  statusAll: 'All',
  emptyRequested: 'No account is waiting to be closed.',
  emptyOther: 'No account closure yet.',
  requestedOn: 'Requested',
  account: 'Account',
  credit: 'Credit',
  status: 'Status',
  complete: 'Complete',
  completeTitle: 'Complete the closure?',
  completeText_one:
    '{{name}} ({{email}}) will be erased and can no longer log in. {{credit}} credit left on the account is forfeited. This cannot be undone.',
  completeText_other:
    '{{name}} ({{email}}) will be erased and can no longer log in. {{credit}} credits left on the account are forfeited. This cannot be undone.',
  completedNotice: 'The account is closed.',
  completedBy: 'Completed on {{date}} by {{name}}',
} as const;
