import { z } from 'zod';
import { readUploadedFiles } from '../features/bulk/preview.ts';
import { drawBulkReports } from '../features/bulk/reports.ts';
import { runBulkChecks } from '../features/bulk/runner.ts';
import { ismabiImport } from '../features/ismabi/job.ts';
import { followUpPendingPayments } from '../features/payments/follow-up.ts';
import { deliverDueMail } from '../platform/mail.ts';
import { purgeExpired, retention } from '../platform/retention.ts';
import { defineJob, type JobDefinition, SWEEP_EVERY_MS, sweepRetry } from './define.ts';

const noInput = z.object({});
const sweep = { everyMs: SWEEP_EVERY_MS, onPoke: true };

export const mailOutbox = defineJob({
  name: 'mail-outbox',
  input: noInput,
  handle: (_input, { db, sendMail }) => deliverDueMail(db, sendMail),
  schedule: sweep,
  retry: sweepRetry,
});

export const paymentFollowUp = defineJob({
  name: 'payment-follow-up',
  input: noInput,
  handle: (_input, { config, db, gateways, log, poke }) =>
    followUpPendingPayments({ config, db, pokeWorker: poke }, gateways, log),
  schedule: sweep,
  retry: sweepRetry,
});

export const bulkFileReading = defineJob({
  name: 'bulk-file-reading',
  input: noInput,
  handle: (_input, { db, poke }) => readUploadedFiles(db, { poke }),
  schedule: sweep,
  retry: sweepRetry,
});

export const bulkRun = defineJob({
  name: 'bulk-run',
  input: noInput,
  handle: (_input, { db, poke }) => runBulkChecks(db, { poke }),
  schedule: sweep,
  retry: sweepRetry,
});

export const bulkZipPreparation = defineJob({
  name: 'bulk-zip-preparation',
  input: noInput,
  handle: (_input, { config, db, poke }) => drawBulkReports(db, config.publicUrl, { poke }),
  schedule: sweep,
  retry: sweepRetry,
});

export const retentionPurge = defineJob({
  name: 'retention-purge',
  input: noInput,
  handle: (_input, { db }) => purgeExpired(db),
  schedule: { everyMs: retention.everyMs, onPoke: false },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});

/** Every job the server and `npm run worker` run, in the order a round of the in-process runner takes them. */
export const registry: readonly JobDefinition<unknown>[] = [
  mailOutbox,
  paymentFollowUp,
  bulkFileReading,
  bulkRun,
  bulkZipPreparation,
  retentionPurge,
  ismabiImport,
];
