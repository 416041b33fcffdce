import { refundEndpoints } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import type { Paging } from '../../ui/Pager';

export type RefundStatusFilter = 'Due' | 'Refunded' | '';

export const refundsQuery = (status: RefundStatusFilter, { page, rows }: Paging) =>
  endpointQuery(refundEndpoints.list, { query: { status, page, rows } });

export const refundsKey = endpointKey(refundEndpoints.list);

/** Field errors show on the form (handlesErrors). */
export const markRefunded = ({ id, reference }: { id: number; reference: string }) =>
  call(refundEndpoints.markRefunded, { query: { id }, body: { Reference: reference } }, { handlesErrors: true });
