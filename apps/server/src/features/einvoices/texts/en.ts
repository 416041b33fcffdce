export const en = {
  retryQueued: 'The e-invoice will be sent to MyInvois again in a moment.',
  cancelled: 'The e-invoice is cancelled at MyInvois.',
  creditNoteQueued: 'A credit note is queued and will be sent to MyInvois in a moment.',
};
