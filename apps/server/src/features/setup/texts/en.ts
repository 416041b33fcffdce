/** The answers of the setup screens that say a change went well. */
export const en = {
  creditDeleted: 'The credit item deleted successfully.',
  chargeDeleted: 'The charge item deleted successfully.',
  runningNumberDeleted: 'The running number item deleted successfully.',
} as const;
