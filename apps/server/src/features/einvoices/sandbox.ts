import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { urlCarriesKey } from '../../platform/secrets.ts';
import type { MyinvoisErrorDetail } from './myinvois.ts';
import { signatureProblems } from './signature.ts';

/**
 * The demo's MyInvois: LHDN's e-invoice API as the portal uses it (token, submission, its status, a document's
 * details, cancellation, TIN validation, the validation link's page), answered from memory over HTTP, so that the
 * portal's own client, jobs and screen run unchanged against it. Like LHDN it checks the document's hash, that
 * its totals add up and a version 1.1 document's signature, and refuses a cancellation 72 hours after validation.
 * Its control (`POST …/sandbox/next`) makes the next answers a 429 with Retry-After, a 5xx or an Invalid document,
 * as LHDN sometimes answers: for tests and for trying the E-invoices screen. Nothing here is real: no document
 * reaches LHDN. What anyone can reach of it is bounded (tokens live an hour, the documents and forced answers kept
 * are capped), and in a demo its control answers only with the demo's key.
 */

type Status = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
type Forced = 'throttle' | 'unavailable' | 'invalid';

interface SandboxDocument {
  uuid: string;
  submissionUid: string;
  codeNumber: string;
  longId: string;
  status: Status;
  /** What the first poll finds: LHDN validates after accepting. */
  outcome: 'Valid' | 'Invalid';
  errors: MyinvoisErrorDetail[];
  validatedAt: Date | null;
  polled: boolean;
}

const CANCEL_WINDOW_MS = 72 * 3600 * 1000;
const TIN_PATTERN = /^(C|IG|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE|EI)\d{8,12}0?$/;

/** Tokens last as LHDN's do; at most this many live at once (the oldest goes first). */
const TOKEN_MS = 3600 * 1000;
const MAX_TOKENS = 1000;
/** The documents remembered (the oldest forgotten first) and the forced answers that may wait. */
const MAX_DOCUMENTS = 10_000;
const MAX_FORCED = 20;

interface SandboxState {
  /** Each live token and when it expires, oldest first. */
  tokens: Map<string, number>;
  documents: Map<string, SandboxDocument>;
  forced: Forced[];
}

const errorBody = (code: string, message: string, details: MyinvoisErrorDetail[] = []) => ({
  error: { code, message, target: null, details },
});

/** The totals MyInvois checks: the lines' amounts add up to the document's, and tax to the inclusive total. */
function checkDocument(document: unknown): MyinvoisErrorDetail[] {
  type Amount = [{ _: number }];
  type Invoice = {
    ID?: [{ _: string }];
    AccountingSupplierParty?: [{ Party: [{ PartyIdentification: [{ ID: [{ _: string; schemeID: string }] }] }] }];
    AccountingCustomerParty?: [{ Party: [{ PartyIdentification: [{ ID: [{ _: string; schemeID: string }] }] }] }];
    LegalMonetaryTotal?: [{ LineExtensionAmount: Amount; TaxInclusiveAmount: Amount; PayableAmount: Amount }];
    TaxTotal?: [{ TaxAmount: Amount }];
    InvoiceLine?: { LineExtensionAmount: Amount; TaxTotal: [{ TaxAmount: Amount }] }[];
  };
  const invoice = (document as { Invoice?: Invoice[] }).Invoice?.[0];
  if (!invoice?.LegalMonetaryTotal || !invoice.TaxTotal || !invoice.InvoiceLine) {
    return [{ code: 'CF001', message: 'The document is not a UBL 2.1 invoice in JSON', propertyPath: 'Invoice' }];
  }
  const problems: MyinvoisErrorDetail[] = [];
  const tinOf = (p: typeof invoice.AccountingSupplierParty) =>
    p?.[0]?.Party[0]?.PartyIdentification.flatMap((i) => i.ID).find((id) => id.schemeID === 'TIN')?._ ?? '';
  for (const [name, p] of [
    ['Supplier', invoice.AccountingSupplierParty],
    ['Buyer', invoice.AccountingCustomerParty],
  ] as const) {
    if (!TIN_PATTERN.test(tinOf(p))) {
      problems.push({
        code: 'CF321',
        message: `${name}'s TIN is not valid`,
        propertyPath: `Invoice.Accounting${name === 'Supplier' ? 'Supplier' : 'Customer'}Party.Party.PartyIdentification`,
      });
    }
  }
  const sen = (amount: Amount) => Math.round(amount[0]._ * 100);
  const lines = invoice.InvoiceLine.reduce((sum, line) => sum + sen(line.LineExtensionAmount), 0);
  const lineTax = invoice.InvoiceLine.reduce((sum, line) => sum + sen(line.TaxTotal[0].TaxAmount), 0);
  const totals = invoice.LegalMonetaryTotal[0];
  const tax = sen(invoice.TaxTotal[0].TaxAmount);
  if (lines !== sen(totals.LineExtensionAmount) || lineTax !== tax) {
    problems.push({
      code: 'CV304',
      message: 'The lines do not add up to the totals',
      propertyPath: 'Invoice.LegalMonetaryTotal',
    });
  }
  if (sen(totals.LineExtensionAmount) + tax !== sen(totals.TaxInclusiveAmount)) {
    problems.push({
      code: 'CV305',
      message: 'Total including tax is not the total excluding tax plus tax',
      propertyPath: 'Invoice.LegalMonetaryTotal.TaxInclusiveAmount',
    });
  }
  return problems;
}

/** A version 1.1 document must carry a signature that holds (1.0 ones are unsigned). */
function checkSignature(document: { Invoice?: Record<string, unknown>[] }) {
  const type = document.Invoice?.[0]?.InvoiceTypeCode as [{ listVersionID?: string }] | undefined;
  if (!document.Invoice || type?.[0]?.listVersionID !== '1.1') return [];
  return signatureProblems({ ...document, Invoice: document.Invoice });
}

/** Keeps at most `max` entries of a map, forgetting the oldest (a Map iterates in insertion order). */
function capped<K, V>(map: Map<K, V>, max: number) {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * Serves the sandbox under `prefix` (`/myinvois-sandbox` in a demo; a test's own server may use ''). `controlKey`:
 * what a call of its control must carry as `?key=` (the demo's key, printed at start); unset, on a test's own
 * server, the control is open.
 */
export function myinvoisSandbox(app: FastifyInstance, prefix: string, controlKey?: string) {
  const state: SandboxState = { tokens: new Map(), documents: new Map(), forced: [] };
  const config = { access: 'public' as const };
  const schema = { hide: true };

  /** An API call's forced answer, if one is waiting: true when it answered. */
  function forcedAnswer(reply: FastifyReply) {
    const next = state.forced[0];
    if (next !== 'throttle' && next !== 'unavailable') return false;
    state.forced.shift();
    if (next === 'throttle') {
      reply.status(429).header('retry-after', '1').send(errorBody('TooManyRequests', 'Rate limit exceeded'));
    } else {
      reply.status(503).send(errorBody('ServiceUnavailable', 'The service is temporarily unavailable'));
    }
    return true;
  }

  function authorised(authorization: string | undefined, reply: FastifyReply) {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    if ((state.tokens.get(token) ?? 0) > Date.now()) return !forcedAnswer(reply);
    reply.status(401).send(errorBody('Unauthorized', 'The access token is missing or has expired'));
    return false;
  }

  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
    }

    scope.post(`${prefix}/connect/token`, { config, schema }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (
        form.grant_type !== 'client_credentials' ||
        form.scope !== 'InvoicingAPI' ||
        !form.client_id ||
        !form.client_secret
      ) {
        return reply.status(400).send({ error: 'invalid_request' });
      }
      const token = randomBytes(24).toString('hex');
      for (const [live, expires] of state.tokens) if (expires <= Date.now()) state.tokens.delete(live);
      state.tokens.set(token, Date.now() + TOKEN_MS);
      capped(state.tokens, MAX_TOKENS);
      return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' };
    });

    scope.post(`${prefix}/api/v1.0/documentsubmissions`, { config, schema }, async (request, reply) => {
      if (!authorised(request.headers.authorization, reply)) return reply;
      const body = request.body as {
        documents?: { format: string; document: string; documentHash: string; codeNumber: string }[];
      };
      const submissionUid = randomBytes(13).toString('hex').toUpperCase().slice(0, 26);
      const acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[] = [];
      const rejectedDocuments: { invoiceCodeNumber: string; error: MyinvoisErrorDetail }[] = [];
      for (const sent of body.documents ?? []) {
        const bytes = Buffer.from(sent.document, 'base64');
        if (createHash('sha256').update(bytes).digest('hex') !== sent.documentHash) {
          rejectedDocuments.push({
            invoiceCodeNumber: sent.codeNumber,
            error: { code: 'BadArgument', message: 'Document hash does not match the document' },
          });
          continue;
        }
        const parsed = JSON.parse(bytes.toString('utf8'));
        const errors = [...checkDocument(parsed), ...checkSignature(parsed)];
        if (state.forced[0] === 'invalid') {
          state.forced.shift();
          errors.push({
            code: 'CF410',
            message: "Buyer's TIN is not registered with LHDN",
            propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification',
          });
        }
        const uuid = randomUUID().replaceAll('-', '').toUpperCase().slice(0, 26);
        state.documents.set(uuid, {
          uuid,
          submissionUid,
          codeNumber: sent.codeNumber,
          longId: randomBytes(24).toString('hex').toUpperCase(),
          status: 'Submitted',
          outcome: errors.length > 0 ? 'Invalid' : 'Valid',
          errors,
          validatedAt: null,
          polled: false,
        });
        capped(state.documents, MAX_DOCUMENTS);
        acceptedDocuments.push({ uuid, invoiceCodeNumber: sent.codeNumber });
      }
      return reply.status(202).send({
        submissionUid: acceptedDocuments.length > 0 ? submissionUid : null,
        acceptedDocuments,
        rejectedDocuments,
      });
    });

    scope.get(`${prefix}/api/v1.0/documentsubmissions/:uid`, { config, schema }, async (request, reply) => {
      if (!authorised(request.headers.authorization, reply)) return reply;
      const { uid } = request.params as { uid: string };
      const documents = [...state.documents.values()].filter((d) => d.submissionUid === uid);
      if (documents.length === 0) return reply.status(404).send(errorBody('NotFound', 'Submission not found'));
      for (const document of documents) {
        if (!document.polled) {
          document.polled = true;
          document.status = document.outcome;
          document.validatedAt = new Date();
        }
      }
      const statuses = new Set(documents.map((d) => d.status));
      return {
        submissionUid: uid,
        documentCount: documents.length,
        overallStatus: statuses.has('Submitted')
          ? 'in progress'
          : statuses.size > 1
            ? 'partially valid'
            : statuses.has('Invalid')
              ? 'invalid'
              : 'valid',
        documentSummary: documents.map((d) => ({
          uuid: d.uuid,
          submissionUid: d.submissionUid,
          internalId: d.codeNumber,
          status: d.status,
          ...(d.status === 'Valid' && { longId: d.longId, dateTimeValidated: d.validatedAt?.toISOString() }),
        })),
      };
    });

    scope.get(`${prefix}/api/v1.0/documents/:uuid/details`, { config, schema }, async (request, reply) => {
      if (!authorised(request.headers.authorization, reply)) return reply;
      const document = state.documents.get((request.params as { uuid: string }).uuid);
      if (!document) return reply.status(404).send(errorBody('NotFound', 'Document not found'));
      return {
        uuid: document.uuid,
        submissionUid: document.submissionUid,
        internalId: document.codeNumber,
        status: document.status,
        validationResults: {
          status: document.status,
          validationSteps: document.errors.map((error) => ({
            status: 'Invalid',
            name: 'Step03-Structure Validator',
            error: {
              propertyName: null,
              propertyPath: error.propertyPath,
              errorCode: error.code,
              error: error.message,
              innerError: [],
            },
          })),
        },
      };
    });

    scope.put(`${prefix}/api/v1.0/documents/state/:uuid/state`, { config, schema }, async (request, reply) => {
      if (!authorised(request.headers.authorization, reply)) return reply;
      const document = state.documents.get((request.params as { uuid: string }).uuid);
      const body = request.body as { status?: string; reason?: string };
      if (!document) return reply.status(404).send(errorBody('NotFound', 'Document not found'));
      if (body.status !== 'cancelled' || !body.reason) {
        return reply.status(400).send(errorBody('BadArgument', 'Status must be cancelled, with a reason'));
      }
      if (document.status !== 'Valid' || !document.validatedAt) {
        return reply.status(400).send(errorBody('IncorrectState', 'Only a valid document can be cancelled'));
      }
      if (Date.now() - document.validatedAt.getTime() > CANCEL_WINDOW_MS) {
        return reply.status(400).send(errorBody('OperationPeriodOver', 'The time limit for cancellation has expired'));
      }
      document.status = 'Cancelled';
      return { uuid: document.uuid, status: 'Cancelled' };
    });

    scope.get(`${prefix}/api/v1.0/taxpayer/validate/:tin`, { config, schema }, async (request, reply) => {
      if (!authorised(request.headers.authorization, reply)) return reply;
      const { tin } = request.params as { tin: string };
      const { idValue } = request.query as { idValue?: string };
      if (!TIN_PATTERN.test(tin) || !idValue) return reply.status(404).send();
      return reply.status(200).send();
    });

    scope.get(`${prefix}/portal/:uuid/share/:longId`, { config, schema }, async (request, reply) => {
      const { uuid, longId } = request.params as { uuid: string; longId: string };
      const document = state.documents.get(uuid);
      const found = document?.longId === longId;
      reply
        .status(found ? 200 : 404)
        .type('text/html')
        .header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><meta charset="utf-8"><title>MyInvois sandbox</title>
<body style="font-family:sans-serif;max-width:40rem;margin:2rem auto"><p><strong>MyInvois sandbox — not LHDN</strong></p>
${found && document ? `<h1>e-Invoice ${document.codeNumber}</h1><p>UUID ${document.uuid}</p><p>Status: ${document.status}</p>` : '<h1>Not found</h1>'}</body></html>`;
    });

    /** The control's calls carry the demo's key: whoever else finds the sandbox cannot make the portal's e-invoices fail. */
    const controlOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (controlKey === undefined || urlCarriesKey(request.url, controlKey)) return;
      return reply.status(404).send(errorBody('NotFound', 'Not found'));
    };

    /** What the sandbox was sent, for a test to count: each document's code number and status. */
    scope.get(`${prefix}/sandbox/documents`, { config, schema, onRequest: controlOnly }, async () =>
      [...state.documents.values()].map((d) => ({ uuid: d.uuid, codeNumber: d.codeNumber, status: d.status })),
    );

    /**
     * The sandbox's own control: `{ next: ['throttle' | 'unavailable' | 'invalid', …], ageHours?: { uuid, hours } }`.
     * At most MAX_FORCED answers wait; more are not kept.
     */
    scope.post(`${prefix}/sandbox/next`, { config, schema, onRequest: controlOnly }, async (request) => {
      const body = request.body as { next?: Forced[]; age?: { uuid: string; hours: number } };
      const wanted = (body.next ?? []).filter((n) => ['throttle', 'unavailable', 'invalid'].includes(n));
      state.forced.push(...wanted.slice(0, MAX_FORCED - state.forced.length));
      const aged = body.age && state.documents.get(body.age.uuid);
      if (aged?.validatedAt && body.age)
        aged.validatedAt = new Date(aged.validatedAt.getTime() - body.age.hours * 3600 * 1000);
      return { waiting: state.forced };
    });
  });
}
