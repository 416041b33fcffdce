/** The page the installed app shows when a page cannot be reached offline, and the app's own description. */
export const en = {
  title: 'You are offline',
  text: 'This page needs a connection. Reports you have opened on this device can still be read.',
  back: 'When your phone is online again, this page reloads by itself, or tap Try again.',
  retry: 'Try again',
  appDescription: 'Check the insurance accident history of a used vehicle before you buy it.',
} as const;
