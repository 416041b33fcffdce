/** What other features may use of watches: telling watchers about the claims an import added. */
export { noticeNewClaims } from './notice.ts';
