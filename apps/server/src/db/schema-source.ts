/**
 * `schema.ts`, the database's types as Kysely reads them, generated from the migrations: they are applied to a fresh
 * in-memory database whose catalogue kysely-codegen reads. Only what the catalogue cannot say is written here: the
 * words a text column may hold, and how dates and JSON are read (`column-types.ts`).
 */
import { readFile } from 'node:fs/promises';
import { type ExpressionNode, GenericExpressionNode, generate, getDialect, IdentifierNode } from 'kysely-codegen';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

export const SCHEMA_FILE = new URL('./schema.ts', import.meta.url);

const type = (name: string) => new IdentifierNode(name);
/** A column with a default: optional when a row is inserted. */
const defaulted = (name: string) => new GenericExpressionNode('Generated', [type(name)]);

/** Columns typed by `column-types.ts` (a nullable column's `| null` is added by the generator). */
const columns: Record<string, ExpressionNode> = {
  'users.account_type': type('AccountType'),
  'users.language': type('Language'),
  'payments.language': type('Language'),
  'account_codes.purpose': type('AccountCodePurpose'),
  'mail_outbox.status': defaulted('MailState'),
  'checks.status': defaulted('CheckStatus'),
  'transactions.payment_status': type('PaymentStatus'),
  'payments.purpose': type('PaymentPurpose'),
  'payments.status': defaulted('PaymentStatus'),
  'refunds.status': defaulted('RefundStatus'),
  'account_closures.status': defaulted('ClosureStatus'),
  'webhook_deliveries.state': defaulted('WebhookDeliveryState'),
  'bulk_batches.status': defaulted('BulkStatus'),
  'bulk_batches.upload_type': type('UploadType'),
  'bulk_batches.reports': defaulted('BulkReportsState'),
  'bulk_items.preview': type('BulkPreview'),
  'bulk_items.state': defaulted('BulkState'),
  'ismabi_imports.status': defaulted('IsmabiImportStatus'),
  'ismabi_import_files.type': type('UploadType'),
  'einvoices.source_kind': type('EinvoiceSourceKind'),
  'einvoices.type_code': type('EinvoiceTypeCode'),
  'einvoices.status': defaulted('EinvoiceStatus'),
  'claims.accident_loss_date': type('CalendarDate'),
  'watches.seen_last_claim_date': type('CalendarDate'),
  'invoices.document_date': type('CalendarDate'),
  'tax_invoices.document_date': type('CalendarDate'),
  'audit_log.before': type('StoredJson'),
  'audit_log.after': type('StoredJson'),
  'checks.report': type('StoredJson'),
  'invoices.parties': type('StoredJson'),
  'tax_invoices.parties': type('StoredJson'),
  'ismabi_imports.outcome': type('StoredJson'),
  'einvoices.document': type('StoredJson'),
  'einvoices.errors': type('StoredJson'),
};

const namesIn = (node: ExpressionNode): string[] =>
  node instanceof GenericExpressionNode
    ? node.args.flatMap(namesIn)
    : node instanceof IdentifierNode
      ? [node.name]
      : [];

/** The text `schema.ts` should hold for the migrations as they are now. */
export async function generatedSchema(): Promise<string> {
  const db = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await migrateToLatest(db);
    return await generate({
      db,
      dialect: getDialect('postgres'),
      defaultSchemas: ['public'],
      includePattern: 'public.*',
      outFile: null,
      // The connection reads int8 as a number (connection.ts); PGlite reads bytea as a Uint8Array, pg as its Buffer.
      typeMapping: { int8: 'number', bytea: 'Uint8Array' },
      overrides: { columns },
      customImports: Object.fromEntries(
        Object.values(columns)
          .flatMap(namesIn)
          .filter((name) => name !== 'Generated')
          .map((name) => [name, './column-types.ts']),
      ),
    });
  } finally {
    await db.destroy();
  }
}

export const writtenSchema = () => readFile(SCHEMA_FILE, 'utf8');
