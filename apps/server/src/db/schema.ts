import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  company_no: string;
  contact_no: string;
  /** The street lines, one per line (up to three); postcode, city and state code beside them (migration 0026). */
  address: string | null;
  tin: string | null;
  sst_no: string | null;
  postcode: string | null;
  city: string | null;
  state_code: string | null;
  created_at: CreatedAt;
}

export interface ReferrersTable {
  id: Generated<number>;
  code: string;
  name: string;
  company_id: number | null;
  active: Generated<boolean>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  phone: string;
  password_hash: string;
  role: Generated<number>;
  account_type: 'INDIVIDUAL' | 'COMPANY';
  company_id: number | null;
  referral_code: string;
  active: Generated<boolean>;
  is_verified: Generated<boolean>;
  is_test_account: Generated<boolean>;
  api_include_data: Generated<boolean>;
  api_include_pdf: Generated<boolean>;
  is_postpaid: Generated<boolean>;
  postpaid_rate_sen: number | null;
  credit: Generated<number>;
  language: 'en' | 'ms' | 'zh' | null;
  /** An individual's tax identification for an e-invoice: a TIN, or a MyKad number (migration 0026). */
  tin: string | null;
  mykad: string | null;
  /** When the account was closed (PDPA): its personal fields are erased, it cannot log in. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the Terms of Service and Privacy Policy were agreed at registration (null: before that was asked). */
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When someone trying to register this address again was last mailed to the owner. */
  registration_notice_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** `email`: a change of the account's address, mailed to the new one (`new_email`). */
export type AccountCodePurpose = 'verify' | 'reset' | 'login' | 'email';

export interface AccountCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountCodePurpose;
  code_hash: string;
  /** The address an `email` code sets when its link is opened; null for every other purpose. */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A browser the account logged in from: its `device` cookie's token, kept hashed. */
export interface LoginDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: DefaultedTimestamp;
}

export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_started_at: Date;
  next_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** One file sent with the mail (a tax invoice's PDF), migration 0026. */
  attachment_name: string | null;
  attachment: Uint8Array | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: CreatedAt;
}

export interface VehiclesTable {
  id: Generated<number>;
  registration_no: string;
  registration_no_key: string;
  chassis_no: string;
  chassis_no_key: string;
  nvic: string | null;
  make: string;
  family: string;
  variant: string | null;
  year_of_manufacture: number;
  transmission: string | null;
  engine_cc: number | null;
  engine: string | null;
  sum_insured_sen: number | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

/** A calendar date without a time zone, written and best read as `YYYY-MM-DD`. */
type CalendarDate = ColumnType<Date | string, string, string>;

export interface ClaimsTable {
  id: Generated<number>;
  insurer: string;
  claim_no: string;
  chassis_no: string;
  chassis_no_key: string;
  registration_no: string;
  registration_no_key: string;
  accident_loss_date: CalendarDate;
  estimate_authorised_sen: number;
  sum_insured_sen: number;
  claim_type_desc: string;
  accident_loss_type: string | null;
  type_of_loss: string | null;
  policy_status: string | null;
  veh_mileage: number | null;
  no_of_parts: number | null;
  same_accidents_count: number | null;
  parts: string | null;
  year_of_manufacture: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  created_at: CreatedAt;
}

export interface IsmabiDataTable {
  id: Generated<number>;
  nvic: string;
  make: string;
  family: string;
  variant: string | null;
  year_of_manufacture: number | null;
  transmission: string | null;
  engine_cc: number | null;
  em_new_price_sen: number | null;
  wm_new_price_sen: number | null;
  market_value_sen: number | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface IsmabiStandardFeaturesTable {
  id: Generated<number>;
  nvic: string;
  description: string;
  position: number;
  created_at: CreatedAt;
}

export interface ChargeSetupsTable {
  id: Generated<number>;
  payment_type_id: number;
  credit: Generated<number>;
  price_sen: Generated<number>;
  modified_at: DefaultedTimestamp;
}

export interface RunningNumbersTable {
  id: Generated<number>;
  code: string;
  name: string;
  prefix: string;
  format: string;
  current_number: Generated<number>;
  zero_padding: Generated<number>;
  modified_at: DefaultedTimestamp;
}

/** A read-only share link of a paid report (issue 12). */
export interface ReportSharesTable {
  id: Generated<number>;
  check_id: number;
  /** The owner who made it; null when the holder of a guest-bought check's key did (migration 0030). */
  created_by: number | null;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A link mailed to a guest buyer, listing the reports paid with that e-mail and mobile number (migration 0030). */
export interface GuestReportLinksTable {
  id: Generated<number>;
  email: string;
  phone: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** A browser that may open a guest-bought report: the hash of its report-device cookie (migration 0037). */
export interface ReportDevicesTable {
  check_id: number;
  device_hash: string;
  created_at: CreatedAt;
}

/** A vehicle a user watches for new claims, from one of their paid reports (issue 12). */
export interface WatchesTable {
  id: Generated<number>;
  user_id: number;
  chassis_no_key: string;
  check_id: number;
  created_at: CreatedAt;
  seen_claim_count: Generated<number>;
  seen_last_claim_id: ColumnType<string | number, number | undefined, number>;
  seen_last_claim_date: CalendarDate | null;
  new_claims: Generated<number>;
  changed_at: Timestamp | null;
}

export interface ChecksTable {
  id: Generated<number>;
  unikey: string;
  user_id: number | null;
  guest_email: string | null;
  guest_phone: string | null;
  referral_code: string | null;
  search_by_vehicle: boolean;
  search_key: string;
  nvic: string | null;
  vehicle_id: number | null;
  is_found: boolean;
  status: Generated<'unpaid' | 'paid'>;
  payment_type: number | null;
  reference_no: string | null;
  /** What the report's QR code carries to open its full verification page (migration 0023); set at payment. */
  verify_token: string | null;
  charged_credit: number | null;
  charged_sen: number | null;
  /** The frozen report, written once when the check is paid. */
  report: ColumnType<unknown, string | null, string | null> | null;
  paid_at: Timestamp | null;
  created_at: CreatedAt;
  /**
   * Counts the changes to what a paid report's page shows of the report (migration 0039): bumped by the database on
   * every update of the check and every change to its photos or share links. Never written by the portal.
   */
  page_version: Generated<number>;
}

export interface TransactionsTable {
  id: Generated<number>;
  document_no: string;
  type: number;
  user_id: number | null;
  company_id: number | null;
  check_id: number | null;
  description: string;
  amount_sen: Generated<number>;
  credit: Generated<number>;
  credit_balance: number | null;
  payment_status: 'Pending' | 'Completed' | 'Failed' | 'Cancelled' | null;
  referral_code: string | null;
  referrer_id: number | null;
  reverses_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** The invoice a postpaid (type 3) row is billed on. */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The SST inside `amount_sen`, at the rate of the day the row was written (migration 0026). */
  tax_sen: Generated<number>;
  /** The credit-package purchase whose credit this row grants (migration 0034): its reversal undoes a sale. */
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CreditPackagesTable {
  id: Generated<number>;
  name: string;
  credit: number;
  price_sen: number;
  /** English; `_ms` and `_zh` are the translations, empty when the English serves. */
  description: Generated<string>;
  name_ms: Generated<string>;
  name_zh: Generated<string>;
  description_ms: Generated<string>;
  description_zh: Generated<string>;
  modified_at: DefaultedTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  public_id: string;
  purpose: 'topup' | 'search';
  user_id: number | null;
  is_guest: boolean;
  payer_name: string;
  payer_email: string;
  payer_phone: string;
  credit_package_id: number | null;
  credit: number | null;
  check_id: number | null;
  amount_sen: number;
  currency: Generated<string>;
  description: string;
  gateway: string;
  gateway_bill_id: string | null;
  gateway_url: string | null;
  status: Generated<'Pending' | 'Completed' | 'Failed' | 'Cancelled'>;
  referral_code: string | null;
  referrer_id: number | null;
  transaction_no: string | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
  settled_at: Timestamp | null;
  /** When the worker may next ask the gateway about this Pending payment (its lease). */
  next_check_at: Timestamp | null;
  /** The language of the request that started it (its receipt's, unless the account has one). */
  language: 'en' | 'ms' | 'zh' | null;
  /** The SST inside `amount_sen`, at the rate of the day the payment was asked for (migration 0026). */
  tax_sen: Generated<number>;
  /** The buyer asked for an e-invoice of their own (migration 0034): not a line of the month's consolidated one. */
  einvoice_requested: Generated<boolean>;
}

export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  check_id: number | null;
  amount_sen: number;
  payer_name: string;
  payer_email: string;
  reason: string;
  status: Generated<'Due' | 'Refunded'>;
  reference: string | null;
  refunded_at: Timestamp | null;
  refunded_by: number | null;
  created_at: CreatedAt;
}

export interface InvoicesTable {
  id: Generated<number>;
  document_no: string | null;
  /** `YYYY-MM-DD`, read back as text. */
  document_date: CalendarDate;
  company_id: number;
  company_name: string;
  company_address: string | null;
  status: Generated<number>;
  amount_sen: Generated<number>;
  paid_sen: Generated<number>;
  /** The sum of its lines' tax (migration 0026). */
  tax_sen: Generated<number>;
  /** The seller and buyer as they stood when the invoice was confirmed (`TaxParties` JSON); null while a Draft. */
  parties: ColumnType<unknown, string | null | undefined, string | null>;
  created_by: number | null;
  created_at: CreatedAt;
  modified_at: DefaultedTimestamp;
}

/** A company's credit-package purchase's tax invoice (migration 0026). */
export interface TaxInvoicesTable {
  id: Generated<number>;
  document_no: string;
  /** `YYYY-MM-DD`, read back as text. */
  document_date: CalendarDate;
  payment_id: number;
  user_id: number;
  company_id: number;
  description: string;
  credit: number;
  amount_sen: number;
  tax_sen: number;
  /** `TaxParties` JSON: the seller and buyer as they stood on the day of the sale. */
  parties: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  document_no: string;
  reference_no: string;
  method: number;
  amount_sen: number;
  created_by: number | null;
  created_at: CreatedAt;
  modified_at: DefaultedTimestamp;
}

export interface AttachmentsTable {
  id: Generated<number>;
  public_id: string;
  check_id: number;
  is_misc: boolean;
  name: string;
  description: Generated<string>;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  data: Uint8Array;
  thumb: Uint8Array;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

export interface AccountClosuresTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<'Requested' | 'Completed'>;
  credit_at_request: Generated<number>;
  requested_at: CreatedAt;
  completed_at: Timestamp | null;
  completed_by: number | null;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  is_test: Generated<boolean>;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  secret: string;
  created_at: CreatedAt;
  removed_at: Timestamp | null;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event: string;
  payload: string;
  state: Generated<WebhookDeliveryState>;
  attempts: Generated<number>;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: DefaultedTimestamp;
  created_at: CreatedAt;
  delivered_at: Timestamp | null;
}

export interface ApiIdempotencyTable {
  id: Generated<number>;
  api_key_id: number;
  idempotency_key: string;
  request_hash: string;
  status_code: number | null;
  answer: string | null;
  created_at: CreatedAt;
  attempt: Generated<number>;
  locked_until: Timestamp;
}

export interface ApiCallsTable {
  id: Generated<string>;
  api_key_id: number;
  method: string;
  route: string;
  status_code: number;
  duration_ms: number;
  called_at: CreatedAt;
}

export interface BulkBatchesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  status: ColumnType<BulkStatus, BulkStatus | undefined>;
  payment_type: number | null;
  total: number;
  language: string | null;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** The uploaded file while it waits to be read; cleared once read. */
  upload: Buffer | null;
  upload_type: 'csv' | 'xlsx' | null;
  read_claimed_at: Timestamp | null;
  refusal_code: string | null;
  /** The refusal's values (JSON), filled into its sentence when answered. */
  refusal_params: string | null;
  reports: ColumnType<BulkReportsState, BulkReportsState | undefined>;
  reports_language: string | null;
  reports_ready_at: Timestamp | null;
}

export type BulkStatus = 'reading' | 'refused' | 'preview' | 'running' | 'done';
export type BulkReportsState = 'none' | 'preparing' | 'ready';

export interface BulkReportPdfsTable {
  batch_id: number;
  reference: string;
  pdf: Buffer;
}

export type BulkPreview = 'found' | 'notfound' | 'owned' | 'invalid' | 'duplicate';
export type BulkState = 'pending' | 'charged' | 'skipped' | 'refused';

export interface BulkItemsTable {
  id: Generated<number>;
  batch_id: number;
  line: number;
  search_key: string;
  search_by_vehicle: boolean;
  vehicle_id: number | null;
  preview: BulkPreview;
  state: ColumnType<BulkState, BulkState | undefined>;
  check_id: number | null;
  done_at: Timestamp | null;
}

/** An ISM ABI upload being imported by its job (migration 0025). */
export interface IsmabiImportsTable {
  id: Generated<number>;
  kind: string;
  actor_id: number;
  language: string;
  status: Generated<'queued' | 'checking' | 'writing' | 'done' | 'failed'>;
  rows_checked: Generated<number>;
  /** The upload's report once the job is done (`IsmabiUploadAnswer`, with the status it answers). */
  outcome: ColumnType<unknown, string | null, string | null> | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export interface IsmabiImportFilesTable {
  import_id: number;
  position: number;
  name: string;
  size: number;
  type: 'csv' | 'xlsx';
  /** The uploaded file until the job has read it. */
  content: Buffer | null;
}

export type EinvoiceSourceKind = 'invoice' | 'payment' | 'consolidated' | 'refund' | 'credit' | 'reversal';
export type EinvoiceStatus = 'Queued' | 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
type Json = ColumnType<unknown, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A MyInvois document for one source document (migration 0027); the row is its state machine. */
export interface EinvoicesTable {
  id: Generated<number>;
  source_kind: EinvoiceSourceKind;
  /**
   * The invoice's or payment's id, the month (`YYYY-MM`) consolidated, the refund's id, the credited e-invoice's id, the
   * reversal's ledger row id.
   */
  source_id: string;
  type_code: '01' | '02' | '03' | '04';
  code_number: string;
  original_id: number | null;
  status: Generated<EinvoiceStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  /** While a worker submits it: until then no other worker takes it; after, a restarted worker does. */
  lease_until: NullableTimestamp;
  last_error: string | null;
  /**
   * The UBL document last sent (`json`, so its keys keep the order that a signature covers), its buyer and its
   * payable amount (null until first built).
   */
  document: Json;
  buyer_name: string | null;
  total_sen: ColumnType<number | null, number | null | undefined, number | null>;
  submission_uid: string | null;
  uuid: string | null;
  long_id: string | null;
  /** LHDN's error details of an Invalid or rejected document. */
  errors: Json;
  submitted_at: NullableTimestamp;
  validated_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
}

export interface EinvoiceStartTable {
  id: number;
  started_at: DefaultedTimestamp;
}

export interface Database {
  companies: CompaniesTable;
  referrers: ReferrersTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_codes: AccountCodesTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  vehicles: VehiclesTable;
  claims: ClaimsTable;
  ismabi_data: IsmabiDataTable;
  ismabi_standard_features: IsmabiStandardFeaturesTable;
  charge_setups: ChargeSetupsTable;
  running_numbers: RunningNumbersTable;
  checks: ChecksTable;
  transactions: TransactionsTable;
  credit_packages: CreditPackagesTable;
  payments: PaymentsTable;
  app_secrets: AppSecretsTable;
  refunds: RefundsTable;
  invoices: InvoicesTable;
  invoice_payments: InvoicePaymentsTable;
  tax_invoices: TaxInvoicesTable;
  attachments: AttachmentsTable;
  account_closures: AccountClosuresTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  api_idempotency: ApiIdempotencyTable;
  api_calls: ApiCallsTable;
  report_shares: ReportSharesTable;
  guest_report_links: GuestReportLinksTable;
  report_devices: ReportDevicesTable;
  watches: WatchesTable;
  bulk_batches: BulkBatchesTable;
  ismabi_imports: IsmabiImportsTable;
  ismabi_import_files: IsmabiImportFilesTable;
  bulk_items: BulkItemsTable;
  bulk_report_pdfs: BulkReportPdfsTable;
  einvoices: EinvoicesTable;
  einvoice_start: EinvoiceStartTable;
}
