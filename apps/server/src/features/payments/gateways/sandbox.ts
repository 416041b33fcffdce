import { randomBytes } from 'node:crypto';
import { callbackState, sign, signatureMatches, verifyRedirectFields } from './signature.ts';
import type { Fields, PaymentGateway } from './types.ts';

export const SANDBOX_PAGE = '/sandbox/pay';

/**
 * The demo gateway: a hosted page served by the app (Pay and Fail), which then delivers to the app a callback signed
 * exactly as Billplz signs its own, checked by the same code as a real one.
 */
export function sandboxGateway(signingKey: string): PaymentGateway & {
  /** The Billplz-style callback the sandbox page sends when the payer presses Pay or Fail. */
  callbackFor(bill: {
    billId: string;
    paid: boolean;
    amountSen: number;
    email: string;
    mobile: string;
    name: string;
  }): Fields;
} {
  return {
    name: 'sandbox',
    async createBill() {
      // Lower-case hex: the bill id travels in a path, and paths match case-insensitively.
      const billId = `sbx${randomBytes(16).toString('hex')}`;
      // Relative, so the payer stays on the host (and the login cookie) they came from.
      return { billId, url: `${SANDBOX_PAGE}/${billId}` };
    },
    verifyCallback(fields) {
      if (!signatureMatches(fields, signingKey, fields.x_signature)) return null;
      return callbackState(fields);
    },
    verifyRedirect(query) {
      return verifyRedirectFields(query, signingKey);
    },
    callbackFor(bill) {
      const now = new Date().toISOString();
      const fields: Fields = {
        id: bill.billId,
        collection_id: 'sandbox',
        paid: String(bill.paid),
        state: bill.paid ? 'paid' : 'due',
        amount: String(bill.amountSen),
        paid_amount: bill.paid ? String(bill.amountSen) : '0',
        currency: 'MYR',
        due_at: now.slice(0, 10),
        email: bill.email,
        mobile: bill.mobile,
        name: bill.name,
        url: `${SANDBOX_PAGE}/${bill.billId}`,
        paid_at: bill.paid ? now : '',
      };
      return { ...fields, x_signature: sign(fields, signingKey) };
    },
  };
}
