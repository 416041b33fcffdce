/** Ends a sentence with a full stop unless its last word already has one (as "Sdn. Bhd." does). */
export function endSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** Words of the list pager. */
export const pagerText = {
  label: 'Pages',
  rowsPerPage: 'Rows per page',
  perPage: 'per page',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (number: number) => `Page ${number}`,
  showing: (from: number, to: number, total: number) =>
    `${from.toLocaleString('en-MY')}–${to.toLocaleString('en-MY')} of ${total.toLocaleString('en-MY')}`,
};

/** The name screen readers give the × that closes a dialog or a notice. */
export const closeButtonLabel = 'Close';
