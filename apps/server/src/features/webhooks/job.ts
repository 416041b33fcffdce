import { z } from 'zod';
import { defineJob, SWEEP_EVERY_MS, sweepRetry } from '../../jobs/define.ts';
import { deliverDueWebhooks } from './service.ts';

/** Sends the due webhook deliveries; a failed one waits in its row for its next attempt (service.ts, backoff). */
export const webhookDelivery = defineJob({
  name: 'webhook-delivery',
  input: z.object({}),
  // A demo's receiver may be on this machine (a laptop's); a production's is never on its own network.
  handle: (_input, { db, poke, config }) => deliverDueWebhooks(db, { poke, allowLoopback: config.demo }),
  sweep: { everyMs: SWEEP_EVERY_MS, onPoke: true },
  retry: sweepRetry,
});
