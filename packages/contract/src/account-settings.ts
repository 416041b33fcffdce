import { messageAnswer } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { accountTypes } from './enums.ts';
import { emailField, mobileField, newPasswordField, requiredText } from './fields.ts';
import { accountTaxDetails, companyTaxDetails, personTaxDetails } from './tax.ts';
import { z } from './zod.ts';

/** A password typed to prove who is asking: only required, its rules were checked when it was chosen. */
const currentPasswordField = z.string({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED');

/** `GET /api/Account/Settings`: the logged-in user's own details, and a new address waiting for its link. */
export const accountSettings = z.object({
  Username: z.string(),
  Phone: z.string(),
  Email: z.string(),
  /** The new address a change was asked for, until its link is opened (or it expires). */
  PendingEmail: z.string().nullable(),
  UserType: z.enum(accountTypes),
  /** A company user's company, whose tax details these are; null for an individual. */
  CompanyName: z.string().nullable(),
  ...accountTaxDetails.shape,
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** `PUT /api/Account/Settings`: name and mobile, by the registration's rules. */
export const accountDetailsRequest = z.object({
  Username: requiredText(LIMITS.username),
  Phone: mobileField,
});
export type AccountDetailsRequest = z.input<typeof accountDetailsRequest>;

/**
 * `PUT /api/Account/TaxDetails`: a company's TIN, SST no. and address (its invoices name it by them), or an
 * individual's TIN or MyKad; the server checks the body by the account's type.
 */
export const taxDetailsRequest = z.union([companyTaxDetails, personTaxDetails]);
export type TaxDetailsRequest = z.input<typeof taxDetailsRequest>;

/** `POST /api/Account/ChangePassword`: the current password, and a new one by the registration's rules. */
export const passwordChangeRequest = z
  .object({
    CurrentPassword: currentPasswordField,
    Password: newPasswordField,
    ConfirmPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED'),
  })
  .superRefine((value, ctx) => {
    if (value.ConfirmPassword !== value.Password) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'PASSWORD_NOT_MATCHED' });
    }
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** `POST /api/Account/ChangeEmail`: the new address (mailed a link) and the current password. */
export const emailChangeRequest = z.object({
  NewEmail: emailField,
  CurrentPassword: currentPasswordField,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** `POST /oauth/ConfirmEmail`: the code of the link mailed to the new address; the link alone proves the address. */
export const emailConfirmRequest = z.object({
  taccode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
});

const { get, put, post } = endpointGroup('accounts');

/** A logged-in user's own account: details, password, e-mail address (issue 26). */
export const accountSettingsEndpoints = {
  settings: get('/api/Account/Settings', { answer: accountSettings }),
  saveDetails: put('/api/Account/Settings', {
    description: 'Saves the name and mobile number of the logged-in user.',
    body: accountDetailsRequest,
    answer: messageAnswer.extend({ Settings: accountSettings }),
  }),
  saveTaxDetails: put('/api/Account/TaxDetails', {
    description:
      "Saves the tax details of the logged-in user's account: a company's TIN, SST no. and address (its users share them), or an individual's TIN or MyKad. With MyInvois on, a new TIN is checked with LHDN.",
    body: taxDetailsRequest,
    answer: messageAnswer.extend({ Settings: accountSettings }),
  }),
  changePassword: post('/api/Account/ChangePassword', {
    description: "Changes the password (the current one required) and ends the account's other sessions.",
    body: passwordChangeRequest,
    answer: messageAnswer,
  }),
  changeEmail: post('/api/Account/ChangeEmail', {
    description: 'Mails a link to the new address; the address changes when the link is opened.',
    body: emailChangeRequest,
    answer: messageAnswer.extend({ Settings: accountSettings }),
  }),
  pendingEmail: get('/oauth/PendingEmail', {
    description:
      'The new address a live e-mail change link would confirm (its code proves that address), so the page can name it; null for a code spent, expired or unknown.',
    query: emailConfirmRequest,
    answer: z.object({ Email: z.string().nullable() }),
  }),
  confirmEmail: post('/oauth/ConfirmEmail', {
    description: "Opens the link mailed to a new address: the account's address becomes it.",
    body: emailConfirmRequest,
    answer: messageAnswer.extend({ Email: z.string() }),
  }),
};
