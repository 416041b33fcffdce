import { COMPANY_NAME, formatRinggit, type Language, PRODUCT_NAME, paymentEndpoints } from '@portal/contract';
import { z } from 'zod';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { currentUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { issueReportDevice } from '../../platform/report-device.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { queueFirstFollowUp } from './follow-up.ts';
import type { Gateway } from './gateways/index.ts';
import { SANDBOX_PAGE } from './gateways/sandbox.ts';
import * as q from './queries.ts';
import * as payments from './service.ts';
import { paymentsTexts } from './texts.ts';

const doneUrl = (publicId: string) => `/payment/paymentdone?${new URLSearchParams({ id: publicId })}`;

/** Payments (spec section 7): the top-up record, its payment link, the gateway's callbacks and the status page's data. */
export function paymentRoutes(app: ZodApp, deps: AppDeps, gateways: Gateway) {
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  route(app, paymentEndpoints.topup, {
    config: { access: 'public', rateLimit: rateLimits.payment },
    handler: async (request, reply) =>
      payments.createTopup(
        deps,
        request.user,
        request.body,
        request.language,
        () => issueReportDevice(request, reply, secureCookies),
        (paymentId, within) => queueFirstFollowUp(deps.jobs, paymentId, within),
      ),
  });

  route(app, paymentEndpoints.payer, {
    config: { access: 'user' },
    handler: async (request) => payments.payerOf(deps, currentUser(request)),
  });

  route(app, paymentEndpoints.prices, {
    config: { access: 'public' },
    handler: async (request) => payments.prices(deps.db, request.language),
  });

  route(app, paymentEndpoints.paymentLink, {
    config: { access: 'public', rateLimit: rateLimits.payment },
    handler: async (request) => payments.createPaymentLink(deps, gateways, request.body.id),
  });

  route(app, paymentEndpoints.details, {
    config: { access: 'public' },
    handler: async (request) => payments.details(deps, gateways, request.query.id, request.language),
  });

  // The gateway's server-to-server callback: a form signed with X-Signature. Anything not vouched for changes nothing.
  route(app, paymentEndpoints.gatewayCallback, {
    config: { access: 'public' },
    handler: async (request) => {
      if (request.params.gateway.toLowerCase() !== gateways.gateway.name) {
        throw httpError('PAYMENT_GATEWAY_UNKNOWN');
      }
      const outcome = await payments.handleCallback(deps, gateways, request.body);
      if (outcome === 'forged') {
        request.log.warn({ bill: request.body.id }, 'payment callback with a bad signature');
        throw httpError('PAYMENT_SIGNATURE_INVALID');
      }
      if (outcome === 'unknown') throw httpError('PAYMENT_BILL_UNKNOWN');
      if (outcome === 'mismatch') {
        request.log.warn({ bill: request.body.id }, 'payment callback whose amount or currency is not the payment’s');
        throw httpError('PAYMENT_AMOUNT_MISMATCH');
      }
      return { Message: 'OK' };
    },
  });

  // The payer's browser back from the gateway (Billplz appends billplz[id], billplz[paid], billplz[x_signature]…).
  // The gateway's own fields, whatever they are named: no query parameter of ours to document.
  route(app, paymentEndpoints.gatewayReturn, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const publicId =
        request.params.gateway.toLowerCase() === gateways.gateway.name
          ? await payments.handleReturn(deps, gateways, request.query)
          : null;
      return reply.redirect(publicId ? doneUrl(publicId) : '/payment/paymentdone?failed=true', 303);
    },
  });

  if (gateways.sandbox) sandboxRoutes(app, deps, gateways, gateways.sandbox);
}

const billParams = z.object({ billId: z.string().regex(/^sbx[0-9a-f]{32}$/) });

/** The sandbox gateway's hosted page: Pay and Fail POST the same url; the app then signs and delivers the callback. */
function sandboxRoutes(app: ZodApp, deps: AppDeps, gateways: Gateway, sandbox: NonNullable<Gateway['sandbox']>) {
  const pending = async (billId: string) => {
    const payment = await q.findPaymentByBill(deps.db, 'sandbox', billId);
    return payment ?? null;
  };

  app.get(`${SANDBOX_PAGE}/:billId`, {
    config: { access: 'public' },
    schema: { hide: true, params: billParams },
    handler: async (request, reply) => {
      const payment = await pending(request.params.billId);
      if (!payment) return reply.status(404).type('text/html').send(sandboxPage(null, request.language));
      return reply.type('text/html').header('cache-control', 'no-store').send(sandboxPage(payment, request.language));
    },
  });

  app.post(`${SANDBOX_PAGE}/:billId`, {
    config: { access: 'public' },
    schema: { hide: true, params: billParams, body: z.object({ result: z.enum(['paid', 'failed']) }) },
    handler: async (request, reply) => {
      const payment = await pending(request.params.billId);
      if (!payment) return reply.status(404).type('text/html').send(sandboxPage(null, request.language));
      // Like a real gateway, a bill that is settled takes no second result: the page just leads back.
      if (payment.status === 'Pending') {
        const callback = sandbox.callbackFor({
          billId: request.params.billId,
          paid: request.body.result === 'paid',
          amountSen: payment.amount_sen,
          email: payment.payer_email,
          mobile: payment.payer_phone,
          name: payment.payer_name,
        });
        await payments.handleCallback(deps, gateways, callback);
      }
      return reply.redirect(doneUrl(payment.public_id), 303);
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain page in the look of a hosted payment page, in the payer's language; no script (the CSP allows none inline). */
function sandboxPage(
  payment: { amount_sen: number; description: string; payer_name: string; status: string } | null,
  language: Language,
) {
  const t = paymentsTexts.of(language);
  const statusWords = {
    Pending: t('statusPending'),
    Completed: t('statusCompleted'),
    Failed: t('statusFailed'),
    Cancelled: t('statusCancelled'),
  } as Record<string, string>;
  const body = payment
    ? `<p class="label">${escapeHtml(t('sandboxPayTo'))}</p><p class="merchant">${escapeHtml(COMPANY_NAME)}</p>
<p class="label">${escapeHtml(t('sandboxFor'))}</p><p>${escapeHtml(describeLedgerEntry(payment.description, language))}</p>
<p class="label">${escapeHtml(t('sandboxPayer'))}</p><p>${escapeHtml(payment.payer_name)}</p>
<p class="amount">${escapeHtml(formatRinggit(payment.amount_sen, language))}</p>
${
  payment.status === 'Pending'
    ? `<form method="post"><button name="result" value="paid" class="pay">${escapeHtml(t('sandboxPay'))}</button>
<button name="result" value="failed" class="fail">${escapeHtml(t('sandboxFail'))}</button></form>`
    : `<p class="settled">${escapeHtml(t('sandboxSettled', { status: statusWords[payment.status] ?? payment.status.toLowerCase() }))}</p>`
}`
    : `<p>${escapeHtml(t('sandboxUnknown'))}</p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('sandboxTitle'))} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>
body{margin:0;background:#f1f3f5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1b1e}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:28px}
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
h1{font-size:20px;margin:0}.badge{background:#fff3bf;color:#8a5a00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.note{font-size:13px;color:#5c5f66;background:#f8f9fa;border-radius:8px;padding:10px 12px;margin:0 0 16px}
.label{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#868e96;margin:12px 0 2px}p{margin:0}
.merchant{font-weight:600}.amount{font-size:32px;font-weight:700;margin:20px 0}
form{display:flex;gap:12px}button{flex:1;font-size:16px;font-weight:600;border:0;border-radius:8px;padding:12px;cursor:pointer}
.pay{background:#1c7ed6;color:#fff}.fail{background:#fff;color:#c92a2a;border:1px solid #ffa8a8}
.settled{margin-top:8px;color:#5c5f66}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
</style></head><body><main>
<header><h1>${escapeHtml(t('sandboxHeading', { product: PRODUCT_NAME }))}</h1><span class="badge">${escapeHtml(t('sandboxBadge'))}</span></header>
<p class="note">${escapeHtml(t('sandboxNote'))}</p>
${body}
</main></body></html>`;
}
