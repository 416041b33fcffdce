/** What other features may use of attachments: the photo a report shows. */
export { reportImageUrl } from './service.ts';
