import type { Migration } from 'kysely/migration';
import * as accounts from './0001_accounts.ts';
import * as vehicleData from './0002_vehicle_data.ts';
import * as checksAndLedger from './0003_checks_and_ledger.ts';
import * as creditPackages from './0004_credit_packages.ts';
import * as payments from './0005_payments.ts';
import * as ledgerLookups from './0006_ledger_lookups.ts';
import * as paymentFollowUp from './0007_payment_follow_up.ts';
import * as oneChargePerCheck from './0008_one_charge_per_check.ts';
import * as invoices from './0009_invoices.ts';
import * as attachments from './0010_attachments.ts';
import * as loginThrottle from './0011_login_throttle.ts';
import * as language from './0012_language.ts';
import * as paymentLanguage from './0013_payment_language.ts';
import * as accountClosure from './0014_account_closure.ts';
import * as apiKeys from './0015_api_keys.ts';
import * as reportShares from './0016_report_shares.ts';
import * as watches from './0017_watches.ts';
import * as bulkChecks from './0018_bulk_checks.ts';
import * as apiCalls from './0019_api_calls.ts';
import * as idempotencyLease from './0020_idempotency_lease.ts';
import * as boundedBulkWork from './0021_bounded_bulk_work.ts';
import * as loginDevicesAndTerms from './0022_login_devices_and_terms.ts';
import * as verifyTokens from './0023_verify_tokens.ts';
import * as creditPackageLanguages from './0024_credit_package_languages.ts';
import * as ismabiImports from './0025_ismabi_imports.ts';
import * as sstAndTaxInvoices from './0026_sst_and_tax_invoices.ts';
import * as einvoices from './0027_einvoices.ts';
import * as emailChange from './0029_email_change.ts';
import * as guestOwners from './0030_guest_owners.ts';
import * as einvoiceDocumentAsSent from './0033_einvoice_document_as_sent.ts';
import * as einvoiceReversalsAndRequests from './0034_einvoice_reversals_and_requests.ts';
import * as creditPackageTranslations from './0035_credit_package_translations.ts';
import * as reportDevices from './0037_report_devices.ts';
import * as webhooks from './0038_webhooks.ts';
import * as reportPageVersions from './0039_report_page_versions.ts';
import * as columnComments from './0040_column_comments.ts';
import * as workByTheQueue from './0041_work_by_the_queue.ts';

/** Every migration, in order. A new one is added here under the next number. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_vehicle_data': vehicleData,
  '0003_checks_and_ledger': checksAndLedger,
  '0004_credit_packages': creditPackages,
  '0005_payments': payments,
  '0006_ledger_lookups': ledgerLookups,
  '0007_payment_follow_up': paymentFollowUp,
  '0008_one_charge_per_check': oneChargePerCheck,
  '0009_invoices': invoices,
  '0010_attachments': attachments,
  '0011_login_throttle': loginThrottle,
  '0012_language': language,
  '0013_payment_language': paymentLanguage,
  '0014_account_closure': accountClosure,
  '0015_api_keys': apiKeys,
  '0016_report_shares': reportShares,
  '0017_watches': watches,
  '0018_bulk_checks': bulkChecks,
  '0019_api_calls': apiCalls,
  '0020_idempotency_lease': idempotencyLease,
  '0021_bounded_bulk_work': boundedBulkWork,
  '0022_login_devices_and_terms': loginDevicesAndTerms,
  '0023_verify_tokens': verifyTokens,
  '0024_credit_package_languages': creditPackageLanguages,
  '0025_ismabi_imports': ismabiImports,
  '0026_sst_and_tax_invoices': sstAndTaxInvoices,
  '0027_einvoices': einvoices,
  '0029_email_change': emailChange,
  '0030_guest_owners': guestOwners,
  '0033_einvoice_document_as_sent': einvoiceDocumentAsSent,
  '0034_einvoice_reversals_and_requests': einvoiceReversalsAndRequests,
  '0035_credit_package_translations': creditPackageTranslations,
  '0037_report_devices': reportDevices,
  '0038_webhooks': webhooks,
  '0039_report_page_versions': reportPageVersions,
  '0040_column_comments': columnComments,
  '0041_work_by_the_queue': workByTheQueue,
};
