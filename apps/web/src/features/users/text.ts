/** Words of the Accounts screen. */
export const usersText = {
  title: 'Accounts',
  description: 'Everyone who can log in: individuals, companies and administrators.',
  entity: 'User',
  searchPlaceholder: 'Search name, email or company',
  keepPassword: 'Leave empty to keep the current password.',
  newPassword: 'The new account logs in with this password; it is verified already.',
  companyOnly: 'Only company accounts can be postpaid.',
  postpaidRateHint: 'Charged per check on the monthly invoice, in RM.',
  flags: 'Account',
  api: 'API',
  billing: 'Billing',
} as const;
