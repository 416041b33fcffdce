import { z } from 'zod';
import { defineJob, SWEEP_EVERY_MS, sweepRetry } from '../../jobs/define.ts';
import { deliveryBacklog } from './queries.ts';
import { deliverDueWebhooks } from './service.ts';

/** Sends the due webhook deliveries; a failed one waits in its row for its next attempt (service.ts, backoff). */
export const webhookDelivery = defineJob({
  name: 'webhook-delivery',
  input: z.object({}),
  handle: (_input, { db, poke }) => deliverDueWebhooks(db, { poke }),
  backlog: deliveryBacklog,
  schedule: { everyMs: SWEEP_EVERY_MS, onPoke: true },
  retry: sweepRetry,
});
