export const en = {
  retryQueued: 'The e-invoice will be sent to MyInvois again in a moment.',
  cancelled: 'The e-invoice is cancelled at MyInvois.',
  creditNoteQueued: 'A credit note is queued and will be sent to MyInvois in a moment.',
  rejectedSubject: '{{product}}: MyInvois rejected e-invoice {{codeNumber}}',
  rejectedGreeting: 'Hi {{name}},',
  rejectedBody:
    'MyInvois rejected e-invoice {{codeNumber}}. It stays Invalid, and the buyer has no valid e-invoice, until the cause is fixed and it is sent again.',
  rejectedCodeNumber: 'E-invoice',
  rejectedReason: 'Reason given by MyInvois',
  openEinvoices: 'Open the e-invoices',
  orOpenLink: 'Or open this link:',
};
