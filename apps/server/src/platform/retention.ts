/** How long the worker keeps what is no longer needed (docs/operations.md, Retention). */
export const retention = {
  sentMailDays: 30,
  expiredSessionDays: 1,
  spentCodeDays: 1,
  throttleDays: 1,
  /** A browser's known-device token (`login_devices`) unused this long; its cookie lasts as long. */
  unusedDeviceDays: 180,
  /** The log of `/api/v1` calls (`api_calls`). */
  apiCallDays: 90,
  /** An `Idempotency-Key` answers its first outcome this long; then it is a new key. */
  idempotencyKeyHours: 24,
  /** The PDFs drawn for a bulk check's zip, after they were ready (they can be prepared again). */
  bulkReportDays: 7,
  /** A webhook delivery delivered or given up (`webhook_deliveries`): the endpoint's log on the API Access page. */
  webhookDeliveryDays: 30,
  /** When the retention job runs (its cron schedule in the job registry): hourly. */
  cron: '17 * * * *',
} as const;
