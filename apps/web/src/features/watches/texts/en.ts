/** The watchlist: the button on a paid report, the Watchlist page, and the notice on a History row. */
export const en = {
  title: 'Watchlist',
  description:
    'Vehicles you watch for new claims. When a data update records a new claim for one, we tell you by e-mail and here.',
  watch: 'Watch this vehicle',
  stop: 'Stop watching',
  watching: 'You are watching this vehicle: we will tell you when a new claim is recorded for it.',
  watchHint: 'Get an e-mail when a new claim is recorded for this vehicle. Watching is free.',
  watchedSince: 'Watched since {{date}}',
  empty: 'You are not watching any vehicle. Open one of your paid reports and choose “Watch this vehicle”.',
  newClaim: 'New claim recorded since you watched: buy a fresh report to see it',
  newClaimsCount: 'New claims: {{number}} (recorded {{date}})',
  noChange: 'No new claim',
  freshReport: 'Buy a fresh report',
  openReport: 'Open my report',
  listLabel: 'Watched vehicles',
  stopVehicle: 'Stop watching {{vehicle}}',
} as const;
