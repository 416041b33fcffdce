/** What other features may use of tax invoices: issuing one for a company's paid credit package. */
export { issueForPackage } from './service.ts';
