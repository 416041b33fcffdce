/** Words of the administrator's dashboard. */
export const dashboardText = {
  title: 'Dashboard',
  summaryTitle: 'Transaction Summary',
  searchPlaceholder: 'Search Username, Company Name',
  byCreditUsed: 'Transaction By Credit Used',
  byTopUp: 'Transaction By Top-Up',
  checksChart: 'Checks per day',
  revenueChart: 'Revenue per day (RM)',
  revenueHint: 'Online payments received and postpaid checks billed.',
  nothingInRange: 'Nothing in this range.',
  credits: (count: number) => `${count.toLocaleString('en-MY')} ${count === 1 ? 'credit' : 'credits'}`,
  rangeLabel: (from: string, to: string) => `${from} to ${to}`,
  checksSeries: 'Checks',
  revenueSeries: 'Revenue',
} as const;
