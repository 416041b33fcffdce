import { byId, pagedAnswer } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { markRefundedBody, refundQuery, refundRow } from './payments.ts';
import type { z } from './zod.ts';

/** What the Mark refunded form sends: the reference of the refund made. */
export type MarkRefundedInput = z.input<typeof markRefundedBody>;

const { get, post } = endpointGroup('refunds');

/** Refunds due (administrators): money received for a check already sold, paid back by hand and recorded here. */
export const refundEndpoints = {
  list: get('/api/Refund', { query: refundQuery, answer: pagedAnswer(refundRow) }),
  markRefunded: post('/api/Refund/MarkRefunded', { query: byId, body: markRefundedBody, answer: refundRow }),
};
