/** Words of the search and payment screens (one place, for a later translation). */
export const checkText = {
  ownedTitle: 'You already have this report',
  ownedIntro: (vehicle: string) => `You already hold a paid accident history report for ${vehicle}.`,
  ownedReference: (reference: string, date: string) => `Report ${reference}, bought on ${date}.`,
  viewReport: 'View report',
  buyFresh: 'Buy a fresh report',
  buyFreshNote:
    'The recorded claims may have changed since. A fresh report is a new check, charged like any other search.',
  creditShort: (needed: string, balance: string) =>
    `Not available: this search needs ${needed}, and your credit balance is ${balance}.`,
  topUp: 'Top Up',
} as const;
