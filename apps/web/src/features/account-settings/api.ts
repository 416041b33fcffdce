import {
  type AccountDetailsRequest,
  accountSettingsEndpoints,
  type EmailChangeRequest,
  type PasswordChangeRequest,
  type TaxDetailsRequest,
} from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

// The settings forms show their errors on their fields, so none of these calls pops up Opps!.
const formErrors = { handlesErrors: true };

export const settingsQuery = () => ({ ...endpointQuery(accountSettingsEndpoints.settings), ...answeredAtLoad });

export const settingsKey = endpointKey(accountSettingsEndpoints.settings);

export const saveDetails = (details: AccountDetailsRequest) =>
  call(accountSettingsEndpoints.saveDetails, { body: details }, formErrors);

export const saveTaxDetails = (details: TaxDetailsRequest) =>
  call(accountSettingsEndpoints.saveTaxDetails, { body: details }, formErrors);

export const changePassword = (change: PasswordChangeRequest) =>
  call(accountSettingsEndpoints.changePassword, { body: change }, formErrors);

export const changeEmail = (change: EmailChangeRequest) =>
  call(accountSettingsEndpoints.changeEmail, { body: change }, formErrors);

/** The address the link's code would confirm (null once spent or expired); asked by anyone holding the link. */
export const pendingEmailQuery = (taccode: string) =>
  endpointQuery(
    accountSettingsEndpoints.pendingEmail,
    { query: { taccode } },
    { handlesErrors: true, allowAnonymous: true },
  );

export const confirmEmail = (taccode: string) =>
  call(accountSettingsEndpoints.confirmEmail, { body: { taccode } }, formErrors);
