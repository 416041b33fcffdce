/** A guest's "my reports" link: the answer to asking for it, and the mail that carries it. */
export const en = {
  sent: 'If reports were bought with this e-mail and mobile number, a link to them has been e-mailed to that address. It works for {{minutes}} minutes.',
  subject: 'Your {{product}} reports',
  greeting: 'Hello,',
  body: 'Someone asked for the vehicle reports bought at {{product}} with this e-mail address and mobile number. Open the link to see them.',
  action: 'Show my reports',
  orOpenLink: 'Or open this link:',
  after:
    'The link works for {{minutes}} minutes. If you did not ask for it, ignore this e-mail: nobody sees your reports without it.',
} as const;
