import { z } from 'zod';
import { readUploadedFiles } from '../features/bulk/preview.ts';
import { drawBulkReports } from '../features/bulk/reports.ts';
import { runBulkChecks } from '../features/bulk/runner.ts';
import { einvoiceConsolidation, einvoiceSubmission } from '../features/einvoices/job.ts';
import { ismabiImport } from '../features/ismabi/job.ts';
import { paymentFollowUp } from '../features/payments/follow-up.ts';
import { webhookDelivery } from '../features/webhooks/job.ts';
import { mailDelivery } from '../platform/mail-delivery.ts';
import { purgeExpired } from '../platform/queries.ts';
import { retention } from '../platform/retention.ts';
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

export const bulkFileReading = sweepJob('bulk-file-reading', ({ db, poke }) => readUploadedFiles(db, { poke }));

export const bulkRun = sweepJob('bulk-run', ({ db, jobs, poke, metrics }) =>
  runBulkChecks(db, jobs, { poke, metrics }),
);

export const bulkZipPreparation = sweepJob('bulk-zip-preparation', ({ config, db, poke }) =>
  drawBulkReports(db, config.publicUrl, { poke }),
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
  mailDelivery,
  paymentFollowUp,
  bulkFileReading,
  bulkRun,
  bulkZipPreparation,
  retentionPurge,
  ismabiImport,
  einvoiceConsolidation,
  einvoiceSubmission,
  webhookDelivery,
];
