/** A guest's "my reports": asking for the mailed link, and the list the link opens. */
export const en = {
  pageTitle: 'My reports',
  askText:
    'Bought a report without an account? Enter the e-mail address and mobile number you paid with: we e-mail you a link to your reports.',
  email: 'E-mail',
  mobile: 'Mobile No',
  send: 'E-mail me the link',
  listText: 'The reports bought with {{email}}. This page works until {{time}}; ask again for a new link afterwards.',
  none: 'No paid report was bought with this e-mail address and mobile number.',
  paidOn: 'Paid {{date}}',
  open: 'Open the report',
  openLabel: 'Open the report of {{vehicle}}',
  askAgain: 'E-mail me a new link',
  linkRefused: 'Link not available',
  findMine: 'Bought a report before?',
  findMineLink: 'Find my reports',
} as const;
