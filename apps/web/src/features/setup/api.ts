import {
  type ChargeInput,
  type CreditPackageInput,
  chargeSetup,
  chargeSetupList,
  creditPackage,
  creditPackageList,
  deleteAnswer,
  optionList,
  type RunningNumberInput,
  runningNumber,
  runningNumberList,
} from '@portal/contract';
import { api } from '../../app/api';

export const setupKeys = {
  credits: ['setup', 'credits'] as const,
  charges: ['setup', 'charges'] as const,
  runningNumbers: ['setup', 'running-numbers'] as const,
  paymentTypes: ['options', 'payment-types'] as const,
};

// Saves show their errors on the form (handlesErrors); a refused delete pops up the server's
// "Not able to delete …" message through the app's Opps! popup.

export const fetchCredits = () => api('/api/Admin/GetCredits', { parse: (body) => creditPackageList.parse(body) });
export const saveCredit = (id: number, values: CreditPackageInput) =>
  api('/api/Admin/UpdateCredit', {
    method: 'POST',
    query: { id, del: false },
    body: values,
    parse: (body) => creditPackage.parse(body),
    handlesErrors: true,
  });
export const deleteCredit = (id: number) =>
  api('/api/Admin/DeleteCredit', { method: 'POST', query: { id }, parse: (body) => deleteAnswer.parse(body) });

export const fetchCharges = () => api('/api/Admin/GetCharges', { parse: (body) => chargeSetupList.parse(body) });
export const saveCharge = (id: number, values: ChargeInput) =>
  api('/api/Admin/UpdateCharge', {
    method: 'POST',
    query: { id, del: false },
    body: values,
    parse: (body) => chargeSetup.parse(body),
    handlesErrors: true,
  });
export const deleteCharge = (id: number) =>
  api('/api/Admin/DeleteCharge', { method: 'POST', query: { id }, parse: (body) => deleteAnswer.parse(body) });

export const fetchRunningNumbers = () =>
  api('/api/Admin/GetRunningNumbers', { parse: (body) => runningNumberList.parse(body) });
export const saveRunningNumber = (id: number, values: RunningNumberInput) =>
  api('/api/Admin/UpdateRunningNumber', {
    method: 'POST',
    query: { id, del: false },
    body: values,
    parse: (body) => runningNumber.parse(body),
    handlesErrors: true,
  });
export const deleteRunningNumber = (id: number) =>
  api('/api/Admin/DeleteRunningNumber', { method: 'POST', query: { id }, parse: (body) => deleteAnswer.parse(body) });

export const fetchPaymentTypes = () => api('/util/GetPaymentTypes', { parse: (body) => optionList.parse(body) });
