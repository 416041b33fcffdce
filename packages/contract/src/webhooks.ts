import { byId } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/**
 * What a company's endpoint is told of (docs/api.md, Webhooks): a watched vehicle's new claims, a bulk run finished,
 * an e-invoice's status changed at MyInvois, and the test event its owner sends from the API Access page.
 */
export const webhookEvents = ['watch.new_claims', 'bulk.finished', 'einvoice.status_changed', 'test'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** Endpoints one account may register: each event is sent to each of them. */
export const WEBHOOKS_MAX = 5;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Portal-Signature';

export const webhookRow = z.object({
  id: z.number().int(),
  Url: z.string(),
  /** The secret's first characters (`whsec_AbC1`), to tell endpoints apart. */
  SecretPrefix: z.string(),
  CreatedAt: z.string(),
});
export type WebhookRow = z.infer<typeof webhookRow>;

/** `POST /api/Webhooks`: an HTTPS address of the company's own. */
export const createWebhookRequest = z.object({
  Url: z
    .string()
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(500, 'FIELD_TOO_LONG')
    .pipe(z.url({ error: 'URL_INVALID' })),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequest>;

/** The new endpoint with its signing secret: shown this once. */
export const createdWebhook = webhookRow.extend({ Secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;

/** One event sent (or being sent) to an endpoint: the delivery log's row. */
export const webhookDelivery = z.object({
  id: z.number().int(),
  Event: z.enum(webhookEvents),
  State: z.enum(webhookDeliveryStates),
  Attempts: z.number().int(),
  /** The endpoint's last HTTP status, or null when it could not be reached. */
  LastStatus: z.number().int().nullable(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  DeliveredAt: z.string().nullable(),
  /** When a pending delivery is tried next. */
  NextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

const { get, post } = endpointGroup('webhooks');

/** The API Access page's webhook calls (session; company accounts and administrators). */
export const webhookEndpoints = {
  list: get('/api/Webhooks', { answer: z.array(webhookRow), errors: ['API_KEYS_COMPANY_ONLY'] }),
  create: post('/api/Webhooks', {
    description: `Registers an HTTPS endpoint; its signing secret is in this answer only. At most ${WEBHOOKS_MAX}.`,
    body: createWebhookRequest,
    answer: createdWebhook,
    errors: ['API_KEYS_COMPANY_ONLY', 'WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_NOT_PUBLIC', 'WEBHOOKS_TOO_MANY'],
  }),
  remove: post('/api/Webhooks/Remove', {
    query: byId,
    answer: webhookRow,
    errors: ['API_KEYS_COMPANY_ONLY', 'WEBHOOK_NOT_FOUND'],
  }),
  sendTest: post('/api/Webhooks/Test', {
    description: 'Sends the endpoint a signed `test` event, through the same queue and retries as every event.',
    query: byId,
    answer: webhookDelivery,
    errors: ['API_KEYS_COMPANY_ONLY', 'WEBHOOK_NOT_FOUND'],
  }),
  deliveries: get('/api/Webhooks/Deliveries', {
    description: "The endpoint's last 50 deliveries, newest first.",
    query: byId,
    answer: z.array(webhookDelivery),
    errors: ['API_KEYS_COMPANY_ONLY', 'WEBHOOK_NOT_FOUND'],
  }),
};
