import { endpointUrl, verifyEndpoints } from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/** What opens a report's full verification: the QR code's token (`t`) or the fingerprint typed from paper (`f`). */
export type VerificationProof = { t?: string | undefined; f?: string | undefined };

/**
 * A paid report's verification, as its page and its panel on the report show it: what the public verification
 * answers to this proof (an empty one is not sent); the page shows its own errors.
 */
export const verificationQuery = (reference: string, proof: VerificationProof) => ({
  ...endpointQuery(
    verifyEndpoints.verification,
    { params: { reference }, query: { t: proof.t || undefined, f: proof.f || undefined } },
    { handlesErrors: true, allowAnonymous: true },
  ),
  retry: false,
  ...answeredAtLoad,
});

/** The QR code (SVG, drawn by the server) that points to a report's verification page with its token. */
export const qrPath = (reference: string, token: string) =>
  endpointUrl(verifyEndpoints.qrCode, { params: { reference }, query: { t: token } });
