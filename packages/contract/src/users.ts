import { listQueryFields, messageAnswer, pagedAnswer, paging, sorting } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { accountTypes, isOptionId, optionLabel, userRoleOptions } from './enums.ts';
import { emailField, mobileField, passwordProblemCodes, requiredText } from './fields.ts';
import { integerField, parseRinggit, setupIdQuery, setupUpdateQuery } from './setup.ts';
import { accountTaxDetails, companyTaxFields, personTaxFields } from './tax.ts';
import { z } from './zod.ts';

/** Postpaid rates are ringgit with 2 decimals in at most 10 characters (9999999.99). */
const POSTPAID_RATE_MAX_SEN = 999_999_999;

/** The postpaid rate in RM: numeric, at most 10 characters, empty meaning none. */
const postpaidRateField = z
  // null goes with the text rather than as a union member of its own, which OpenAPI 3.0 cannot describe.
  .union([z.string().nullable(), z.number()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .transform((text, ctx) => {
    if (text === '') return undefined;
    if (text.length > LIMITS.postpaidRate) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_TOO_LONG', params: { count: LIMITS.postpaidRate } });
      return z.NEVER;
    }
    const rate = parseRinggit(text, { max: POSTPAID_RATE_MAX_SEN });
    if ('value' in rate) return rate.value;
    ctx.addIssue({ code: 'custom', message: rate.code, params: rate.params });
    return z.NEVER;
  });

/** An optional new password: empty keeps the old one; anything else follows the registration rules. */
const optionalPasswordField = z
  .string()
  .nullish()
  .transform((value) => value ?? '')
  .superRefine((password, ctx) => {
    if (password === '') return;
    for (const code of passwordProblemCodes(password)) ctx.addIssue({ code: 'custom', message: code });
  })
  .transform((value) => (value === '' ? undefined : value));

const flag = z.boolean().default(false);

/** The edit modal's fields (specification sections 3 and 5); CompanyName is read-only and not sent. */
const userFields = {
  Email: emailField,
  Username: requiredText(LIMITS.username),
  Phone: mobileField,
  Password: optionalPasswordField,
  UserRole: integerField({ max: 1_000 }).refine((role) => isOptionId(userRoleOptions, role), 'USER_ROLE_UNKNOWN'),
  Active: flag,
  IsVerified: flag,
  IsTestAccount: flag,
  APIIncludeData: flag,
  APIIncludePDF: flag,
  IsPostpaid: flag,
  /** The postpaid rate in RM (shown as Postpaid Rate); sen once parsed. */
  TransactionCharge: postpaidRateField,
};

const postpaidNeedsRate = (
  value: { IsPostpaid: boolean; TransactionCharge: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.IsPostpaid && value.TransactionCharge === undefined) {
    ctx.addIssue({ code: 'custom', path: ['TransactionCharge'], message: 'USER_POSTPAID_NEEDS_RATE' });
  }
};

/** An individual's account (and a new one: the modal makes individuals), with the TIN or MyKad it may give. */
export const individualUserInput = z.object({ ...userFields, ...personTaxFields }).superRefine(postpaidNeedsRate);
/** A company's account, with its company's TIN, SST no. and address, required as at registration (SST no. optional). */
export const companyUserInput = z.object({ ...userFields, ...companyTaxFields }).superRefine(postpaidNeedsRate);
/** The save's body: the server checks it by the stored account's type. */
export const userInput = z.union([companyUserInput, individualUserInput]);
export type UserInput = z.input<typeof userInput>;

/** One account as the Accounts screen lists and edits it (specification section 3). */
export const userRecord = z.object({
  id: z.number().int(),
  Email: z.string(),
  Username: z.string(),
  Phone: z.string(),
  UserRole: z.number().int(),
  UserRoleDesc: z.string(),
  UserType: z.enum(accountTypes),
  CompanyName: z.string().nullable(),
  CompanyNo: z.string().nullable(),
  ReferralCode: z.string(),
  Active: z.boolean(),
  IsVerified: z.boolean(),
  IsTestAccount: z.boolean(),
  APIIncludeData: z.boolean(),
  APIIncludePDF: z.boolean(),
  IsPostpaid: z.boolean(),
  /** The postpaid rate in RM (2 decimals), or null. */
  PostpaidRate: z.number().nullable(),
  /** The same rate under the specification's field name of the edit model. */
  TransactionCharge: z.number().nullable(),
  Credit: z.number().int(),
  CreatedDate: z.string(),
  ...accountTaxDetails.shape,
});
export type UserRecord = z.infer<typeof userRecord>;

export const userPage = pagedAnswer(userRecord);
export type UserPage = z.infer<typeof userPage>;

export const userSortColumns = ['Username', 'Email', 'CompanyName', 'CreatedDate'] as const;

/** `GET /api/User`: paged, searched by name, e-mail or company, filtered by created date. */
export const userQuery = z.object({ ...listQueryFields, ...paging(), ...sorting(userSortColumns) });

/** Answer of a save: the record as stored. Answer of a delete: whether it was deleted or only deactivated. */
export const userDeleteAnswer = messageAnswer.extend({ Deactivated: z.boolean() });
export type UserDeleteAnswer = z.infer<typeof userDeleteAnswer>;

export const roleLabel = (role: number) => optionLabel(userRoleOptions, role, `Role ${role}`);

const { get, post } = endpointGroup('users');

/** Accounts (`/setting/users`), for administrators. */
export const userEndpoints = {
  list: get('/api/User', { query: userQuery, answer: userPage }),
  item: get('/api/User/GetItem', { query: setupIdQuery, answer: userRecord }),
  save: post('/api/User/save', {
    description:
      "id 0 creates a verified individual account; del=true deletes (or deactivates an account with history). A company's account is saved with its company's TIN, SST no. and address; an individual's with a TIN or MyKad.",
    query: setupUpdateQuery,
    body: userInput,
    answer: z.union([userRecord, userDeleteAnswer]),
  }),
  remove: post('/api/User/delete', { query: setupIdQuery, answer: userDeleteAnswer }),
};
