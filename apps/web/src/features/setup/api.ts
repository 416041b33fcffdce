import {
  type ChargeInput,
  type CreditPackageInput,
  optionEndpoints,
  type RunningNumberInput,
  setupEndpoints,
  taxEndpoints,
} from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';

const { credits, charges, runningNumbers } = setupEndpoints;

// Saves show their errors on the form (handlesErrors); a refused delete pops up the server's
// "Not able to delete …" message through the app's Opps! popup.
const formErrors = { handlesErrors: true };

export const creditsKey = endpointKey(credits.list);
export const creditsQuery = () => endpointQuery(credits.list);
export const saveCredit = (id: number, values: CreditPackageInput) =>
  call(credits.save, { query: { id }, body: values }, formErrors);
export const deleteCredit = (id: number) => call(credits.remove, { query: { id } });

export const chargesKey = endpointKey(charges.list);
export const chargesQuery = () => endpointQuery(charges.list);
export const saveCharge = (id: number, values: ChargeInput) =>
  call(charges.save, { query: { id }, body: values }, formErrors);
export const deleteCharge = (id: number) => call(charges.remove, { query: { id } });

export const runningNumbersKey = endpointKey(runningNumbers.list);
export const runningNumbersQuery = () => endpointQuery(runningNumbers.list);
export const saveRunningNumber = (id: number, values: RunningNumberInput) =>
  call(runningNumbers.save, { query: { id }, body: values }, formErrors);
export const deleteRunningNumber = (id: number) => call(runningNumbers.remove, { query: { id } });

export const paymentTypesQuery = () => endpointQuery(optionEndpoints.paymentTypes);

/** The seller's details and SST settings: read-only, set by the server's environment. */
export const sellerQuery = () => endpointQuery(taxEndpoints.seller, {}, { handlesErrors: true });
