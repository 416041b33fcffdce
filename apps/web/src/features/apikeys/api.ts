import { apiKeyEndpoints, webhookEndpoints } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

export const apiKeysQuery = () => ({
  ...endpointQuery(apiKeyEndpoints.list),
  ...answeredAtLoad,
});

/** After a key is created or revoked. */
export const apiKeysKey = endpointKey(apiKeyEndpoints.list);

/** A bad name shows on the field (handlesErrors). */
export const createApiKey = (request: { Name: string; Test: boolean }) =>
  call(apiKeyEndpoints.create, { body: request }, { handlesErrors: true });

export const revokeApiKey = (id: number) => call(apiKeyEndpoints.revoke, { query: { id } });

export const webhooksQuery = () => ({
  ...endpointQuery(webhookEndpoints.list),
  ...answeredAtLoad,
});

/** After an endpoint is added or removed. */
export const webhooksKey = endpointKey(webhookEndpoints.list);

/** A bad or plain-HTTP address shows on the field (handlesErrors). */
export const createWebhook = (request: { Url: string }) =>
  call(webhookEndpoints.create, { body: request }, { handlesErrors: true });

export const removeWebhook = (id: number) => call(webhookEndpoints.remove, { query: { id } });

export const sendTestEvent = (id: number) => call(webhookEndpoints.sendTest, { query: { id } });

export const webhookDeliveriesQuery = (id: number) => endpointQuery(webhookEndpoints.deliveries, { query: { id } });
