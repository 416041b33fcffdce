import { apiKeyEndpoints } from '@portal/contract';
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
