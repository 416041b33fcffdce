/**
 * The Privacy Policy page (PDPA). `{{email}}` is the support address and `{{page}}` the personal data page's name:
 * the page turns both into links.
 */
export const en = {
  title: 'Privacy Policy',
  description: 'How {{company}} handles your personal data under the Personal Data Protection Act 2010 (PDPA).',
  who: {
    title: 'Who is responsible',
    text: '{{company}} runs {{product}} and is the data user of the personal data you give us. Write to {{email}} with any question or request about your personal data.',
  },
  collect: {
    title: 'What we collect',
    accountLabel: 'Account details:',
    account:
      'your name, e-mail address, mobile number and referral code, and your password (stored only in a form that cannot be turned back into the password).',
    companyLabel: 'Company details:',
    company: 'for company accounts: company name, registration number and contact number.',
    searchesLabel: 'Searches:',
    searches:
      'the registration and chassis numbers you search, when you searched and the reports you bought. Guests give an e-mail address and mobile number with their search.',
    paymentsLabel: 'Payments:',
    payments:
      "amounts, credit top-ups, payment references and status, invoices and invoice payments. Card and bank details are entered on our payment provider's page and are not stored by us.",
    technicalLabel: 'Technical data:',
    technical: 'your IP address, login sessions and records of sign-in attempts, kept to protect accounts.',
  },
  why: {
    title: 'Why we use it',
    account: 'To open and run your account, and to verify your e-mail address.',
    checks: 'To carry out the checks you buy, keep your check history and let you open paid reports again.',
    payments: 'To take payments, keep your credit balance, and issue invoices and receipts.',
    mails: 'To send service e-mails such as verification, password reset and payment messages.',
    fraud: 'To prevent fraud and misuse, and to meet our legal and accounting obligations.',
    noSale: 'We do not sell your personal data and do not use it for third-party advertising.',
  },
  receivers: {
    title: 'Who receives it',
    text: 'Our payment provider, e-mail and hosting providers process data on our behalf, only as needed to provide their service. We disclose personal data to authorities only where the law requires it.',
  },
  keep: {
    title: 'How long we keep it',
    account: 'Account, company and search data: while your account is open, and up to 12 months after it is closed.',
    payments: 'Payment, transaction and invoice records: 7 years, as Malaysian tax law requires.',
    security: 'Sign-in and security records: up to 12 months.',
  },
  rights: {
    title: 'Your rights',
    intro: 'Under the PDPA you may:',
    access: 'ask for access to the personal data we hold about you and a copy of it;',
    correct: 'ask us to correct data that is inaccurate, incomplete or out of date;',
    withdraw: 'withdraw your consent or ask us to limit the processing of your data, including for direct marketing;',
    close: 'ask us to close your account.',
    how: 'Send requests to {{email}} from the e-mail address of your account. We answer within 21 days. Withdrawing consent for data we need to run your account means we can no longer provide the service to you.',
  },
  yourData: {
    title: 'Download your data or close your account',
    download:
      'When you are logged in, the {{page}} page lets you download the personal data we hold about you at any time: your profile, your checks, your payments and your transactions, as a JSON file or an Excel (.xlsx) file.',
    close:
      'On the same page you can ask us to close your account, confirming with your password. An administrator completes the request: your name, e-mail address and mobile number are then erased, your logins end and you can no longer log in.',
    kept: 'Paid reports, payments, invoices and transactions are kept for accounting, as the law requires, but no longer carry your name, e-mail address or mobile number.',
    credit:
      'Credit left on the account is forfeited when the account is closed. If you want a refund of unused credit, write to {{email}} before you ask to close the account.',
    page: 'My personal data',
  },
  security: {
    title: 'Security',
    text: 'Data travels over encrypted connections, passwords are stored hashed, and only authorised staff can reach account data. Keep your password private and log out on shared computers.',
  },
  changes: {
    title: 'Changes',
    text: 'We will publish any change to this policy on this page, and tell account holders by e-mail of changes that matter to them.',
  },
} as const;
