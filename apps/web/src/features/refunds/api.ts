import { pagedAnswer, refundRow } from '@portal/contract';
import { api } from '../../app/api';
import type { Paging } from '../../ui/Pager';

export type RefundStatusFilter = 'Due' | 'Refunded' | '';

export const refundKeys = {
  all: ['refunds'] as const,
  list: (status: RefundStatusFilter, paging: Paging) => ['refunds', status, paging] as const,
};

const refundPage = pagedAnswer(refundRow);

export const fetchRefunds = (status: RefundStatusFilter, { page, rows }: Paging) =>
  api('/api/Refund', { query: { status, page, rows }, parse: (body) => refundPage.parse(body) });

/** Field errors show on the form (handlesErrors). */
export const markRefunded = ({ id, reference }: { id: number; reference: string }) =>
  api('/api/Refund/MarkRefunded', {
    method: 'POST',
    query: { id },
    body: { Reference: reference },
    parse: (body) => refundRow.parse(body),
    handlesErrors: true,
  });
