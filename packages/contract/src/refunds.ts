import type { z } from 'zod';
import { pagedAnswer } from './common.ts';
import { endpoint } from './endpoint.ts';
import { markRefundedBody, markRefundedQuery, refundQuery, refundRow } from './payments.ts';

/** What the Mark refunded form sends: the reference of the refund made. */
export type MarkRefundedInput = z.input<typeof markRefundedBody>;

const tags = ['refunds'];

/** Refunds due (administrators): money received for a check already sold, paid back by hand and recorded here. */
export const refundEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/Refund', tags, query: refundQuery, answer: pagedAnswer(refundRow) }),
  markRefunded: endpoint({
    method: 'POST',
    path: '/api/Refund/MarkRefunded',
    tags,
    query: markRefundedQuery,
    body: markRefundedBody,
    answer: refundRow,
  }),
};
