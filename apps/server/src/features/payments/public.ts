/** What other features may use of payments: the credit packages offered, and settling a bill its gateway vouched for. */
export type { Gateway } from './gateways/index.ts';
export { creditSetupOptions, settle } from './service.ts';
