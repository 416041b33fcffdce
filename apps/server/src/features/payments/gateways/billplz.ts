import { z } from 'zod';
import { callbackState, signatureMatches, verifyRedirectFields } from './signature.ts';
import { type BillState, type Fields, GatewayError, type NewBill, type PaymentGateway } from './types.ts';

export interface BillplzOptions {
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /** e.g. `https://www.billplz.com/api/v3` (or the sandbox's `https://www.billplz-sandbox.com/api/v3`). */
  baseUrl: string;
}

const bill = z.object({
  id: z.string().min(1),
  url: z.string().optional(),
  paid: z.boolean(),
  state: z.string(),
  amount: z.number().int(),
  paid_amount: z.number().int().optional(),
});

const TIMEOUT_MS = 15_000;

/** Billplz wants a mobile number with its country code (60…); a number it would refuse is left out. */
function billplzMobile(mobile: string) {
  const digits = mobile.replace(/\D/g, '');
  const withCountry = digits.startsWith('0') ? `6${digits}` : digits;
  return /^60\d{8,11}$/.test(withCountry) ? withCountry : undefined;
}

/** Billplz API v3: bills with basic auth (the API key as user), X-Signature on callbacks and redirects. */
export function billplzGateway(options: BillplzOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  async function send(method: 'GET' | 'POST' | 'DELETE', path: string, form?: Fields) {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Billplz could not be reached: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayError(`Billplz answered ${response.status}: ${text.slice(0, 500)}`);
    return text;
  }

  async function call(method: 'GET' | 'POST', path: string, form?: Fields) {
    const text = await send(method, path, form);
    const parsed = bill.safeParse(JSON.parse(text));
    if (!parsed.success) throw new GatewayError(`Billplz answered an unexpected bill: ${text.slice(0, 500)}`);
    return parsed.data;
  }

  const stateOf = (answer: z.infer<typeof bill>): BillState => ({
    billId: answer.id,
    outcome: answer.paid ? 'paid' : answer.state === 'deleted' ? 'cancelled' : 'pending',
    amountSen: answer.paid ? (answer.paid_amount ?? answer.amount) : answer.amount,
    currency: 'MYR',
  });

  return {
    name: 'billplz',
    async createBill(newBill: NewBill) {
      const mobile = billplzMobile(newBill.mobile);
      const answer = await call('POST', '/bills', {
        collection_id: options.collectionId,
        email: newBill.email,
        ...(mobile ? { mobile } : {}),
        name: newBill.name.slice(0, 255),
        amount: String(newBill.amountSen),
        description: newBill.description.slice(0, 200),
        callback_url: newBill.callbackUrl,
        redirect_url: newBill.redirectUrl,
        reference_1_label: 'Payment',
        reference_1: newBill.reference,
      });
      if (!answer.url || answer.amount !== newBill.amountSen) {
        throw new GatewayError(`Billplz made bill ${answer.id} for ${answer.amount} sen, not ${newBill.amountSen}`);
      }
      return { billId: answer.id, url: answer.url };
    },
    verifyCallback(fields) {
      if (!signatureMatches(fields, options.xSignatureKey, fields.x_signature)) return null;
      return callbackState(fields);
    },
    verifyRedirect(query) {
      return verifyRedirectFields(query, options.xSignatureKey);
    },
    async fetchBill(billId) {
      return stateOf(await call('GET', `/bills/${encodeURIComponent(billId)}`));
    },
    async cancelBill(billId) {
      // Billplz deletes only a due bill; a paid one answers an error, and the caller reads the bill again.
      await send('DELETE', `/bills/${encodeURIComponent(billId)}`);
    },
  };
}
