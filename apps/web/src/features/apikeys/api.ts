import { apiKeyList, apiKeyRow, createdApiKey } from '@portal/contract';
import { api } from '../../app/api';

export const apiKeyKeys = { list: ['apikeys'] as const };

export const fetchApiKeys = () => api('/api/ApiKeys', { parse: (body) => apiKeyList.parse(body) });

/** A bad name shows on the field (handlesErrors). */
export const createApiKey = (request: { Name: string; Test: boolean }) =>
  api('/api/ApiKeys', {
    method: 'POST',
    body: request,
    parse: (body) => createdApiKey.parse(body),
    handlesErrors: true,
  });

export const revokeApiKey = (id: number) =>
  api('/api/ApiKeys/Revoke', { method: 'POST', query: { id }, parse: (body) => apiKeyRow.parse(body) });
