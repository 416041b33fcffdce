import { byId } from './common.ts';
import { XLSX_MEDIA_TYPE } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/**
 * PDPA rights (Personal Data Protection Act 2010): a logged-in user's own data as JSON or `.xlsx`, and the request
 * to close the account, which an administrator completes.
 */
export const personalDataExport = z.object({
  ExportedAt: z.string(),
  Profile: z.object({
    Id: z.number(),
    Name: z.string(),
    Email: z.string(),
    Phone: z.string(),
    AccountType: z.string(),
    ReferralCode: z.string(),
    Language: z.string().nullable(),
    Credit: z.number(),
    Verified: z.boolean(),
    RegisteredAt: z.string(),
    Company: z
      .object({ Name: z.string(), CompanyNo: z.string(), ContactNo: z.string(), Address: z.string().nullable() })
      .nullable(),
  }),
  Checks: z.array(
    z.object({
      Reference: z.string(),
      SearchKey: z.string(),
      SearchBy: z.enum(['vehicle', 'chassis']),
      Found: z.boolean(),
      Status: z.string(),
      ReferenceNo: z.string().nullable(),
      ChargedCredit: z.number().nullable(),
      ChargedAmount: z.number().nullable(),
      PaidAt: z.string().nullable(),
      CreatedAt: z.string(),
    }),
  ),
  Payments: z.array(
    z.object({
      Reference: z.string(),
      Purpose: z.string(),
      PayerName: z.string(),
      PayerEmail: z.string(),
      PayerPhone: z.string(),
      Amount: z.number(),
      Credit: z.number().nullable(),
      Description: z.string(),
      Gateway: z.string(),
      Status: z.string(),
      TransactionNo: z.string().nullable(),
      CreatedAt: z.string(),
      SettledAt: z.string().nullable(),
    }),
  ),
  Transactions: z.array(
    z.object({
      DocumentNo: z.string(),
      Type: z.number(),
      Description: z.string(),
      Amount: z.number(),
      Credit: z.number(),
      CreditBalance: z.number().nullable(),
      PaymentStatus: z.string().nullable(),
      CreatedAt: z.string(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;

export const closureStatus = z.enum(['Requested', 'Completed']);
export type ClosureStatus = z.infer<typeof closureStatus>;

/**
 * The closure request's confirmation: a missing password is the service's refusal on the field (as a wrong one is),
 * so the body and its Password may be absent here.
 */
export const closureRequestBody = z.object({ Password: z.string().max(200).optional() }).optional();

/** The user's own request, or none. */
export const myClosureAnswer = z.object({
  Request: z
    .object({
      Id: z.number(),
      Status: closureStatus,
      RequestedAt: z.string(),
      CompletedAt: z.string().nullable(),
    })
    .nullable(),
  /** The credit left on the account now: forfeited when the closure is completed, unless refunded first. */
  Credit: z.number(),
});
export type MyClosureAnswer = z.infer<typeof myClosureAnswer>;

export const closureListQuery = z.object({ status: z.enum(['Requested', 'Completed', '']).default('Requested') });

/** One request in the administrators' list; a completed one no longer names the person. */
export const closureRow = z.object({
  Id: z.number(),
  UserId: z.number(),
  Status: closureStatus,
  Name: z.string(),
  Email: z.string(),
  Credit: z.number(),
  RequestedAt: z.string(),
  CompletedAt: z.string().nullable(),
  CompletedBy: z.string().nullable(),
});
export type ClosureRow = z.infer<typeof closureRow>;
export const closureList = z.array(closureRow);

const { get, post } = endpointGroup('pdpa');

/** PDPA rights: one's own data as JSON or .xlsx, the request to close the account, and its completion. */
export const pdpaEndpoints = {
  myDataJson: get('/api/Account/MyData.json', {
    description: "The logged-in user's personal data (profile, checks, payments, transactions), as a JSON file.",
    answer: personalDataExport,
  }),
  myDataXlsx: get('/api/Account/MyData.xlsx', {
    description: 'The same data as an .xlsx workbook: one sheet per part, headers in the answer language.',
    produces: [XLSX_MEDIA_TYPE],
  }),
  myClosure: get('/api/Account/Closure', {
    description: "The user's latest account closure request (or null), and the credit left on the account.",
    answer: myClosureAnswer,
  }),
  requestClosure: post('/api/Account/Closure', {
    description:
      'Asks to close the account, confirmed with the password (`{ Password }`). 409 when a request is already open.',
    body: closureRequestBody,
    answer: myClosureAnswer,
  }),
  withdrawClosure: post('/api/Account/Closure/Withdraw', {
    description:
      "Withdraws the user's own open closure request, until an administrator completes it. 409 when none is open.",
    answer: myClosureAnswer,
  }),
  closures: get('/api/AccountClosure', {
    description: 'Account closure requests, newest first (`status` Requested, Completed, or empty for all).',
    query: closureListQuery,
    answer: closureList,
  }),
  completeClosure: post('/api/AccountClosure/Complete', {
    description:
      "Completes a closure: the person's name, e-mail and phone are erased; paid reports, payments and the ledger stay.",
    query: byId,
    answer: closureList,
  }),
};
