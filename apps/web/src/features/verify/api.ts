import { reportVerification } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** What opens a report's full verification: the QR code's token (`t`) or the fingerprint typed from paper (`f`). */
export type VerificationProof = { t?: string | undefined; f?: string | undefined };

export const verifyKeys = {
  item: (reference: string, proof: VerificationProof) => ['verify', reference, proof.t ?? '', proof.f ?? ''] as const,
};

function proofQuery(proof: VerificationProof) {
  const query = new URLSearchParams();
  if (proof.t) query.set('t', proof.t);
  if (proof.f) query.set('f', proof.f);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What a paid report's public verification answers to this proof; the page shows its own errors. */
function fetchVerification(reference: string, proof: VerificationProof) {
  return api(`/api/Verify/${encodeURIComponent(reference)}${proofQuery(proof)}`, {
    parse: (body) => reportVerification.parse(body),
    handlesErrors: true,
    allowAnonymous: true,
  });
}

/** A paid report's verification, as its page and its panel on the report show it. */
export const verificationQuery = (reference: string, proof: VerificationProof) =>
  queryOptions({
    queryKey: verifyKeys.item(reference, proof),
    queryFn: () => fetchVerification(reference, proof),
    retry: false,
  });

/** The QR code (SVG, drawn by the server) that points to a report's verification page with its token. */
export const qrPath = (reference: string, token: string) =>
  `/api/Verify/${encodeURIComponent(reference)}/qr.svg?t=${encodeURIComponent(token)}`;
