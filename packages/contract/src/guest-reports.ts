import { messageAnswer } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { emailField, mobileField } from './fields.ts';
import { z } from './zod.ts';

/** How long a mailed "my reports" link lists a guest's reports. */
export const GUEST_REPORTS_LINK_MINUTES = 30;

/** The page where a guest asks for the link, and which the link opens (its code in `taccode`). */
export const GUEST_REPORTS_PAGE = '/reports/mine';

/** The e-mail address and mobile number a guest paid with. */
export const guestReportsRequest = z.object({ Email: emailField, Phone: mobileField });

export const guestReportsQuery = z.object({ taccode: z.string().min(1).max(100) });

/** One paid report of the guest's: the vehicle, when it was paid, and its key (the report's address). */
export const guestReportRow = z.object({
  Unikey: z.string(),
  VehicleRegistrationNo: z.string().nullable(),
  VehChassis: z.string().nullable(),
  Make: z.string().nullable(),
  Family: z.string().nullable(),
  PaidAt: z.string(),
});
export type GuestReportRow = z.infer<typeof guestReportRow>;

/** The reports a mailed link lists, newest first, the address they were bought with, and until when the link works. */
export const guestReportList = z.object({
  Email: z.string(),
  ExpiresAt: z.string(),
  Reports: z.array(guestReportRow),
});

/** One of the listed reports, to be opened on this browser from now on. */
export const guestReportOpenRequest = z.object({
  taccode: guestReportsQuery.shape.taccode,
  Unikey: z.string().min(1).max(100),
});
export const guestReportOpened = z.object({ Unikey: z.string() });

const { get, post } = endpointGroup('guestReports');

/**
 * A guest's way back to the reports bought without an account: a short-lived link mailed to the address they were
 * paid with (the same answer whether or not any were), the read-only list it opens, and each report opened from it.
 */
export const guestReportEndpoints = {
  mailLink: post('/api/GuestReports/Link', { body: guestReportsRequest, answer: messageAnswer }),
  list: get('/api/GuestReports', { query: guestReportsQuery, answer: guestReportList }),
  /** The mailed link's way to a report: this browser may open it from now on (its report-device cookie). */
  open: post('/api/GuestReports/Open', { body: guestReportOpenRequest, answer: guestReportOpened }),
};
