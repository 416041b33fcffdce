import { z } from 'zod';
import { bulkFileReading, bulkRun, bulkZipPreparation } from '../features/bulk/jobs.ts';
import { einvoiceConsolidation, einvoiceSending, einvoiceSources } from '../features/einvoices/job.ts';
import { ismabiImport } from '../features/ismabi/job.ts';
import { paymentFollowUp } from '../features/payments/follow-up.ts';
import { webhookDelivery } from '../features/webhooks/job.ts';
import { mailDelivery } from '../platform/mail-delivery.ts';
import { purgeExpired } from '../platform/queries.ts';
import { retention } from '../platform/retention.ts';
import { defineJob, type JobDefinition } from './define.ts';

export const retentionPurge = defineJob({
  name: 'retention-purge',
  input: z.object({}),
  handle: (_input, { db }) => purgeExpired(db),
  cron: retention.cron,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});

/** Every job the server and `npm run worker` run. */
export const registry: readonly JobDefinition<unknown>[] = [
  mailDelivery,
  paymentFollowUp,
  bulkFileReading,
  bulkRun,
  bulkZipPreparation,
  retentionPurge,
  ismabiImport,
  einvoiceConsolidation,
  einvoiceSources,
  einvoiceSending,
  webhookDelivery,
];
