/** The element where the server writes the answers a page was drawn with, which the browser's cache starts from. */
export const SERVER_QUERIES_ID = 'server-queries';
