/** What a gateway says about a bill, once its signature (or its API) vouches for it. */
export interface BillState {
  billId: string;
  /** paid; failed (an attempt failed, the bill may still be paid later); cancelled (deleted); pending (due). */
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending';
  /** Sen: the paid amount once paid, else the bill's amount. */
  amountSen: number;
  currency: string;
}

export interface NewBill {
  /** Our payment's public id, kept on the bill as its reference. */
  reference: string;
  amountSen: number;
  description: string;
  name: string;
  email: string;
  mobile: string;
  callbackUrl: string;
  redirectUrl: string;
}

export type Fields = Record<string, string>;

/** A payment gateway: Billplz's protocol (API v3, X-Signature), spoken by the real one and by the sandbox. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'billplz';
  createBill(bill: NewBill): Promise<{ billId: string; url: string }>;
  /** A callback (POSTed form): its state when the signature is the gateway's, else null. */
  verifyCallback(fields: Fields): BillState | null;
  /** The browser's return (GET `billplz[...]` parameters): the bill id when the signature is the gateway's. */
  verifyRedirect(query: Fields): { billId: string; paid: boolean } | null;
  /** Asks the gateway for a bill's state (server to server), where the gateway allows it. */
  fetchBill?(billId: string): Promise<BillState>;
  /** Withdraws a bill nobody paid, so it can no longer be paid (Billplz's DELETE /bills/:id); where the gateway allows. */
  cancelBill?(billId: string): Promise<void>;
}

export class GatewayError extends Error {}
