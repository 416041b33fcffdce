import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * What a table or column means, kept in the database itself (issue 40): `npm run db:schema` writes the column
 * comments into apps/server/src/db/schema.ts, which is generated from the migrations, and `psql`'s `\\d+` shows them.
 */
const statements = [
  `comment on table login_devices is 'A browser the account logged in from: its device cookie''s token, kept hashed.'`,
  `comment on table report_shares is 'A read-only share link of a paid report.'`,
  `comment on table guest_report_links is 'A link mailed to a guest buyer, listing the reports paid with that e-mail and mobile number.'`,
  `comment on table report_devices is 'A browser that may open a guest-bought report: the hash of its report-device cookie.'`,
  `comment on table watches is 'A vehicle a user watches for new claims, from one of their paid reports.'`,
  `comment on table tax_invoices is 'A company''s credit-package purchase''s tax invoice.'`,
  `comment on table ismabi_imports is 'An ISM ABI upload being imported by its job.'`,
  `comment on table einvoices is 'A MyInvois document for one source document; the row is its state machine.'`,
  `comment on column companies.address is 'The street lines, one per line (up to three); postcode, city and state code beside them.'`,
  `comment on column users.tin is 'An individual''s tax identification for an e-invoice: a TIN, or a MyKad number.'`,
  `comment on column users.closed_at is 'When the account was closed (PDPA): its personal fields are erased, it cannot log in.'`,
  `comment on column users.terms_accepted_at is 'When the Terms of Service and Privacy Policy were agreed at registration (null: before that was asked).'`,
  `comment on column users.registration_notice_at is 'When someone trying to register this address again was last mailed to the owner.'`,
  `comment on column account_codes.new_email is 'The address an \`email\` code sets when its link is opened; null for every other purpose.'`,
  `comment on column mail_outbox.attachment_name is 'One file sent with the mail (a tax invoice''s PDF).'`,
  `comment on column report_shares.created_by is 'The owner who made it; null when the holder of a guest-bought check''s key did.'`,
  `comment on column checks.verify_token is 'What the report''s QR code carries to open its full verification page; set at payment.'`,
  `comment on column checks.page_version is 'Counts every change to what the report''s page shows of it (the check, its photos, its share links), bumped by triggers: part of the kept page''s key.'`,
  `comment on column checks.report is 'The frozen report, written once when the check is paid.'`,
  `comment on column transactions.invoice_id is 'The invoice a postpaid (type 3) row is billed on.'`,
  `comment on column transactions.tax_sen is 'The SST inside \`amount_sen\`, at the rate of the day the row was written.'`,
  `comment on column transactions.payment_id is 'The credit-package purchase whose credit this row grants: its reversal undoes a sale.'`,
  `comment on column credit_packages.description is 'English; \`_ms\` and \`_zh\` are the translations, empty when the English serves.'`,
  `comment on column payments.next_check_at is 'When the worker may next ask the gateway about this Pending payment (its lease).'`,
  `comment on column payments.language is 'The language of the request that started it (its receipt''s, unless the account has one).'`,
  `comment on column payments.tax_sen is 'The SST inside \`amount_sen\`, at the rate of the day the payment was asked for.'`,
  `comment on column payments.einvoice_requested is 'The buyer asked for an e-invoice of their own: not a line of the month''s consolidated one.'`,
  `comment on column invoices.document_date is '\`YYYY-MM-DD\`, read back as text.'`,
  `comment on column invoices.tax_sen is 'The sum of its lines'' tax.'`,
  `comment on column invoices.parties is 'The seller and buyer as they stood when the invoice was confirmed (\`TaxParties\` JSON); null while a Draft.'`,
  `comment on column tax_invoices.document_date is '\`YYYY-MM-DD\`, read back as text.'`,
  `comment on column tax_invoices.parties is '\`TaxParties\` JSON: the seller and buyer as they stood on the day of the sale.'`,
  `comment on column bulk_batches.upload is 'The uploaded file while it waits to be read; cleared once read.'`,
  `comment on column bulk_batches.refusal_params is 'The refusal''s values (JSON), filled into its sentence when answered.'`,
  `comment on column ismabi_imports.outcome is 'The upload''s report once the job is done (\`IsmabiUploadAnswer\`, with the status it answers).'`,
  `comment on column ismabi_import_files.content is 'The uploaded file until the job has read it.'`,
  `comment on column einvoices.source_id is 'The invoice''s or payment''s id, the month (\`YYYY-MM\`) consolidated, the refund''s id, the credited e-invoice''s id, the reversal''s ledger row id.'`,
  `comment on column einvoices.lease_until is 'While a worker submits it: until then no other worker takes it; after, a restarted worker does.'`,
  `comment on column einvoices.document is 'The UBL document last sent (\`json\`, so its keys keep the order that a signature covers), its buyer and its payable amount (null until first built).'`,
  `comment on column einvoices.errors is 'LHDN''s error details of an Invalid or rejected document.'`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
