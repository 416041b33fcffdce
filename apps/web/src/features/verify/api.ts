import { reportVerification } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const verifyKeys = { item: (reference: string) => ['verify', reference] as const };

/** What a paid report's public verification page shows; the page shows its own errors. */
function fetchVerification(reference: string) {
  return api(`/api/Verify/${encodeURIComponent(reference)}`, {
    parse: (body) => reportVerification.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
}

/** A paid report's verification, as its panel shows it (a page rendered on the server asks for it first). */
export const verificationQuery = (reference: string) =>
  queryOptions({ queryKey: verifyKeys.item(reference), queryFn: () => fetchVerification(reference), retry: false });

/** The QR code (SVG, drawn by the server) that points to a report's verification page. */
export const qrPath = (reference: string) => `/api/Verify/${encodeURIComponent(reference)}/qr.svg`;
