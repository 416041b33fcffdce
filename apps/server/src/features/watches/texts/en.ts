/** The mail a watcher gets when an import records new claims for a watched vehicle. */
export const en = {
  subject: '{{product}}: new claim recorded for {{vehicle}}',
  greeting: 'Hi {{name}},',
  body: 'A new claim has been recorded for {{vehicle}}, a vehicle on your watchlist, since you started watching it.',
  newClaims: 'New claims recorded',
  recordedOn: 'Recorded on',
  freshReport:
    'Seeing that something changed is free. To see the new claim itself, buy a fresh report of this vehicle.',
  openWatchlist: 'Open my watchlist',
  orOpenLink: 'Or open this link:',
} as const;
