import { z } from 'zod';
import { defineJob, SWEEP_EVERY_MS, sweepRetry } from '../../jobs/define.ts';
import { consolidateMonths, runEinvoices } from './service.ts';

/**
 * Submits queued e-invoices to MyInvois and polls the submitted ones. Its retries are the rows' own (each row's
 * next attempt, with Retry-After or backoff), so the job itself just runs again at its next turn.
 */
export const einvoiceSubmission = defineJob({
  name: 'einvoice-submission',
  input: z.object({}),
  handle: (_input, { config, db, log, jobs }) => runEinvoices({ config, db, log, jobs }),
  sweep: { everyMs: SWEEP_EVERY_MS * 5, onPoke: true },
  retry: sweepRetry,
});

/** Queues last month's consolidated e-invoice on its first run after the month ends (hourly). */
export const einvoiceConsolidation = defineJob({
  name: 'einvoice-consolidation',
  input: z.object({}),
  handle: async (_input, { config, db, log, jobs, poke }) => {
    const months = await consolidateMonths({ config, db, log, jobs });
    if (months.length > 0) poke();
    return months;
  },
  cron: '7 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});
