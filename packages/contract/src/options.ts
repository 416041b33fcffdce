import { optionList } from './common.ts';
import { endpoint } from './endpoint.ts';

const tags = ['options'];
const optionsAt = (path: string) => endpoint({ method: 'GET', path, tags, answer: optionList });

/** The option lists of the specification's section 7, labelled in the reader's language. */
export const optionEndpoints = {
  referrers: optionsAt('/pubutil/GetReferers'),
  userRoles: optionsAt('/util/GetUserRoles'),
  transactionTypes: optionsAt('/util/GetTransactionTypes'),
  paymentTypes: optionsAt('/util/GetPaymentTypes'),
  creditSetups: optionsAt('/util/GetCreditSetups'),
  invoiceStatuses: optionsAt('/util/GetInvoiceStatus'),
  paymentMethods: optionsAt('/util/GetPaymentMethods'),
  companies: optionsAt('/util/GetCompanies'),
};
