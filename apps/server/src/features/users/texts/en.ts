import { userMessages } from '@portal/contract';

/** The answers of the Accounts screen that say a change went well. */
export const en = {
  deleted: 'The user item deleted successfully.',
  deactivatedInstead: userMessages.deactivatedInstead,
} as const;
