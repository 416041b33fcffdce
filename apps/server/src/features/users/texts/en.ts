/** The answers of the Accounts screen that say a change went well. */
export const en = {
  deleted: 'The user item deleted successfully.',
  deactivatedInstead:
    'The user has transactions, so the account was deactivated instead of deleted: its history is kept and it can no longer log in.',
} as const;
