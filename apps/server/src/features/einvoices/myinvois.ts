import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';

export type MyinvoisSettings = NonNullable<Config['einvoice']>;

/** LHDN's error object (`{ code, message, target, propertyPath, details }`) as it answers it. */
export interface MyinvoisErrorDetail {
  code?: string;
  message?: string;
  target?: string;
  propertyPath?: string;
  details?: MyinvoisErrorDetail[];
}

/**
 * A call MyInvois did not answer as asked. `retryable`: a 429, a 5xx or no answer at all, worth trying again later
 * (after `retryAfterSeconds` when MyInvois said so); otherwise the request itself was refused and `detail` says why.
 */
export class MyinvoisError extends Error {
  readonly retryable: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly detail: MyinvoisErrorDetail | undefined;
  readonly status: number | undefined;

  constructor(
    message: string,
    options: { status?: number; retryAfterSeconds?: number | undefined; detail?: MyinvoisErrorDetail | undefined },
  ) {
    super(message);
    this.status = options.status;
    this.retryable = options.status === undefined || options.status === 429 || options.status >= 500;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.detail = options.detail;
  }
}

export interface SubmittedDocument {
  format: 'JSON';
  document: string;
  documentHash: string;
  codeNumber: string;
}

export interface SubmissionAnswer {
  submissionUid: string | null;
  acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
  rejectedDocuments: { invoiceCodeNumber: string; error: MyinvoisErrorDetail }[];
}

export interface DocumentSummary {
  uuid: string;
  internalId: string;
  longId?: string;
  status: 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
  dateTimeValidated?: string;
}

/** `GET /documents/{uuid}/details`: the validation steps of a document, each failed one with its error. */
export interface DocumentDetails {
  validationResults?: {
    status: string;
    validationSteps?: { status: string; name: string; error?: MyinvoisErrorDetail & { innerError?: unknown } }[];
  };
}

/** A document as MyInvois takes it: its JSON in base64, and the SHA-256 (hex) of those very bytes. */
export function encodeDocument(document: unknown, codeNumber: string): SubmittedDocument {
  const bytes = Buffer.from(JSON.stringify(document), 'utf8');
  return {
    format: 'JSON',
    document: bytes.toString('base64'),
    documentHash: createHash('sha256').update(bytes).digest('hex'),
    codeNumber,
  };
}

const TIMEOUT_MS = 20_000;

// One token per client of MyInvois, kept until a minute before it expires (LHDN issues them for 3,600 s and
// asks that they be reused rather than asked for at each call).
const tokens = new Map<string, { token: string; expiresAt: number }>();

function retryAfterOf(response: Response) {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

async function errorOf(response: Response, what: string) {
  const text = await response.text().catch(() => '');
  let detail: MyinvoisErrorDetail | undefined;
  try {
    const body = JSON.parse(text) as { error?: MyinvoisErrorDetail | string; error_description?: string };
    detail =
      typeof body.error === 'object'
        ? body.error
        : { code: body.error ?? String(response.status), message: body.error_description ?? text };
  } catch {
    detail = { code: String(response.status), message: text.slice(0, 300) };
  }
  return new MyinvoisError(`MyInvois ${what}: HTTP ${response.status} ${detail.message ?? ''}`.trim(), {
    status: response.status,
    retryAfterSeconds: retryAfterOf(response),
    detail,
  });
}

async function send(url: string, init: RequestInit, what: string) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new MyinvoisError(`MyInvois ${what}: ${error instanceof Error ? error.message : String(error)}`, {});
  }
}

/** The portal's MyInvois client: OAuth 2.0 client credentials, then the e-invoice API's calls it uses. */
export function myinvoisClient(settings: MyinvoisSettings) {
  const tokenKey = `${settings.identityUrl}|${settings.clientId}`;

  async function token(): Promise<string> {
    const cached = tokens.get(tokenKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await send(
      `${settings.identityUrl}/connect/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          grant_type: 'client_credentials',
          scope: 'InvoicingAPI',
        }).toString(),
      },
      'login',
    );
    if (!response.ok) throw await errorOf(response, 'login');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    tokens.set(tokenKey, { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 });
    return body.access_token;
  }

  /** An API call with the cached token; a 401 (a token revoked early) drops it and asks once more with a new one. */
  async function call(method: string, path: string, what: string, body?: unknown, fresh = false): Promise<Response> {
    if (fresh) tokens.delete(tokenKey);
    const response = await send(
      `${settings.apiUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await token()}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      what,
    );
    if (response.status === 401 && !fresh) return call(method, path, what, body, true);
    return response;
  }

  async function json<T>(method: string, path: string, what: string, body?: unknown): Promise<T> {
    const response = await call(method, path, what, body);
    if (!response.ok) throw await errorOf(response, what);
    return (await response.json()) as T;
  }

  return {
    submit: (documents: SubmittedDocument[]) =>
      json<SubmissionAnswer>('POST', '/api/v1.0/documentsubmissions', 'submission', { documents }),
    submission: (submissionUid: string) =>
      json<{ overallStatus: string; documentSummary: DocumentSummary[] }>(
        'GET',
        `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=1&pageSize=100`,
        'submission status',
      ),
    details: (uuid: string) =>
      json<DocumentDetails>('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`, 'document details'),
    cancel: (uuid: string, reason: string) =>
      json<{ uuid: string; status: string }>(
        'PUT',
        `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`,
        'cancellation',
        { status: 'cancelled', reason },
      ),
    /** Whether LHDN knows this TIN with this identification (BRN, NRIC, passport, army number). */
    async validateTin(tin: string, idType: 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY', idValue: string) {
      const response = await call(
        'GET',
        `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?idType=${idType}&idValue=${encodeURIComponent(idValue)}`,
        'TIN validation',
      );
      if (response.ok) return true;
      if (response.status === 404 || response.status === 400) return false;
      throw await errorOf(response, 'TIN validation');
    },
    validationUrl: (uuid: string, longId: string) => `${settings.portalUrl}/${uuid}/share/${longId}`,
  };
}

export type MyinvoisClient = ReturnType<typeof myinvoisClient>;
