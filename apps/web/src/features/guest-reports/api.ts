import { guestReportEndpoints } from '@portal/contract';
import { call, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/** Mails the link to the reports bought with this e-mail and mobile number; the same answer whether or not any were. */
export const mailGuestReportsLink = (body: { Email: string; Phone: string }) =>
  call(guestReportEndpoints.mailLink, { body }, { handlesErrors: true, allowAnonymous: true });

/** The reports a mailed link lists; the page shows an expired link's words itself. */
export const guestReportsQuery = (taccode: string) => ({
  ...endpointQuery(guestReportEndpoints.list, { query: { taccode } }, { handlesErrors: true, allowAnonymous: true }),
  retry: false,
  ...answeredAtLoad,
});

/** Opens one listed report on this browser (the server sets its report-device cookie); its errors pop up. */
export const openGuestReport = (taccode: string, unikey: string) =>
  call(guestReportEndpoints.open, { body: { taccode, Unikey: unikey } }, { allowAnonymous: true });
