/** What other features use of webhooks: queueing an event for an account's endpoints, in their transaction. */
export { queueEvent as queueWebhookEvent } from './service.ts';
