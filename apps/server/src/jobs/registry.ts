import { z } from 'zod';
import { bulkFileReading, bulkRun, bulkZipPreparation } from '../features/bulk/jobs.ts';
import { FILES_READ_AT_ONCE } from '../features/bulk/reading-pool.ts';
import { einvoiceConsolidation, einvoiceSubmission } from '../features/einvoices/job.ts';
import { ismabiImport } from '../features/ismabi/job.ts';
import { followUpPendingPayments } from '../features/payments/follow-up.ts';
import { webhookDelivery } from '../features/webhooks/job.ts';
import { deliverDueMail } from '../platform/mail.ts';
import { purgeExpired, retention } from '../platform/retention.ts';
import { defineJob, type JobContext, type JobDefinition, SWEEP_EVERY_MS, sweepRetry } from './define.ts';

const noInput = z.object({});

/** A job that runs by itself every few seconds and when poked, with an empty input; its next run is its retry. */
const sweepJob = (name: string, sweep: (context: JobContext) => Promise<unknown>) =>
  defineJob({
    name,
    input: noInput,
    handle: (_input, context) => sweep(context),
    sweep: { everyMs: SWEEP_EVERY_MS, onPoke: true },
    retry: sweepRetry,
  });

export const mailOutbox = sweepJob('mail-outbox', ({ db, sendMail }) => deliverDueMail(db, sendMail));

export const paymentFollowUp = sweepJob('payment-follow-up', ({ config, db, gateways, log, poke, metrics, jobs }) =>
  followUpPendingPayments({ config, db, pokeWorker: poke, metrics, jobs }, gateways, log),
);

export const retentionPurge = defineJob({
  name: 'retention-purge',
  input: noInput,
  handle: (_input, { db }) => purgeExpired(db),
  cron: retention.cron,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});

/** Every job the server and `npm run worker` run, in the order a round of the in-process runner takes them. */
export const registry: readonly JobDefinition<unknown>[] = [
  mailOutbox,
  paymentFollowUp,
  // Listed once per reading thread: each listing is a worker of its own, so that many files are read side by side
  // (docs/decisions/0091), a small list beside a heavy one rather than after it.
  ...Array.from({ length: FILES_READ_AT_ONCE }, () => bulkFileReading),
  bulkRun,
  bulkZipPreparation,
  retentionPurge,
  ismabiImport,
  einvoiceConsolidation,
  einvoiceSubmission,
  webhookDelivery,
];
