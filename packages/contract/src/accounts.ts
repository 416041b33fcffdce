import { errorAnswer } from './common.ts';
import { DEFAULT_REFERRAL_CODE, LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { accountTypes } from './enums.ts';
import { issueError } from './errors/index.ts';
import { emailField, mobileField, newPasswordField, optionalText, requiredText } from './fields.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages.ts';
import { addressInput, brnField, mykadField, optionalField, sstNoField, tinField } from './tax.ts';
import { z } from './zod.ts';

/** A company's details at registration: what a tax invoice and its e-invoice name the buyer by (issue 25). */
export const companyDetails = z.object({
  CompanyName: requiredText(LIMITS.companyName),
  /** The business registration number (BRN). */
  CompanyNo: brnField,
  ContactNo: mobileField,
  TIN: tinField,
  SSTNo: optionalField(sstNoField),
  Address: addressInput,
});
export type CompanyDetails = z.output<typeof companyDetails>;

export const registrationRequest = z
  .object({
    UserType: z.enum(accountTypes).default('INDIVIDUAL'),
    Username: requiredText(LIMITS.username),
    Phone: mobileField,
    Email: emailField,
    ReferralCode: optionalText(LIMITS.referralCode).transform((code) => code?.toUpperCase() ?? DEFAULT_REFERRAL_CODE),
    Password: newPasswordField,
    ConfirmPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED'),
    Company: z.unknown().optional(),
    /** An individual asking for e-invoices names themself by a TIN or a MyKad number (both optional). */
    TIN: optionalField(tinField),
    MyKad: optionalField(mykadField),
    /** The Terms of Service and Privacy Policy agreed: required, recorded on the account. */
    AcceptTerms: z.literal(true, { error: 'TERMS_NOT_ACCEPTED' }),
  })
  .superRefine((value, ctx) => {
    if (value.ConfirmPassword !== value.Password) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'PASSWORD_NOT_MATCHED' });
    }
    if (value.UserType !== 'COMPANY') return;
    const company = companyDetails.safeParse(value.Company ?? {});
    for (const issue of company.error?.issues ?? []) {
      ctx.addIssue({
        code: 'custom',
        path: ['Company', ...issue.path.map(String)],
        message: issue.message,
        params: issueError(issue).params,
      });
    }
  })
  .transform((value) => ({
    ...value,
    Company: value.UserType === 'COMPANY' ? companyDetails.parse(value.Company) : undefined,
  }));
export type RegistrationRequest = z.input<typeof registrationRequest>;

export const registrationAnswer = z.object({ invalid: z.boolean(), msg: z.string() });

export const tokenRequest = z.object({
  username: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
  password: z.string({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED'),
  grant_type: z.literal('password').optional(),
});

export const tokenAnswer = z.union([
  z.object({ access_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number() }),
  z.string(),
]);

export const verifyRequest = z.object({
  Email: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
  TacCode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
});
export const verifyAnswer = z.object({ verified: z.boolean(), msg: z.string() });

export const resetRequest = z.object({ Email: emailField });
/** `POST /oauth/LoginLink`: mail a one-time login link to the account's owner (when its logins are throttled). */
export const loginLinkRequest = z.object({ Email: emailField });
/** `POST /oauth/LoginWithLink`: the link's address and code, spent once; answers a token as a login does. */
export const loginWithLinkRequest = z.object({
  email: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
  taccode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
});
export const resendEmailQuery = z.object({ email: emailField });
/** The account calls' answer, in the specification's own casing (`msg`, not `Message`). */
export const msgAnswer = z.object({ msg: z.string() });

export const resetPasswordRequest = z
  .object({
    email: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
    taccode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED'),
    Password: newPasswordField,
    ConfirmPassword: z.string({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED'),
  })
  .superRefine((value, ctx) => {
    if (value.ConfirmPassword !== value.Password) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'PASSWORD_NOT_MATCHED' });
    }
  });

export const userProfile = z.object({
  IsLoggedIn: z.boolean(),
  DisplayName: z.string(),
  Role: z.number().int(),
  LoginID: z.number().int().nullable(),
  Logo: z.string().nullable(),
  Credit: z.number(),
  UserName: z.string().nullable(),
  Email: z.string().nullable(),
  CompanyCode: z.string().nullable(),
  IsShowDashboard: z.boolean(),
  UserType: z.enum(accountTypes).nullable(),
  /** The language the portal speaks to this visitor: the account's choice, else the browser's. */
  Language: z.enum(LANGUAGES),
});
export type UserProfile = z.infer<typeof userProfile>;

/** The profile of someone who is not logged in. */
export const visitorProfile: UserProfile = {
  IsLoggedIn: false,
  DisplayName: 'Visitor',
  Role: 0,
  LoginID: null,
  Logo: null,
  Credit: 0,
  UserName: null,
  Email: null,
  CompanyCode: null,
  IsShowDashboard: false,
  UserType: null,
  Language: DEFAULT_LANGUAGE,
};

/** `PUT /api/Language`: the visitor's choice, kept in the `lang` cookie and, when logged in, on the account. */
export const languageChoice = z.object({ Language: z.enum(LANGUAGES) });

/** The login calls' common path: the browser's known-device cookie is sent to them only. */
export const LOGIN_CALLS_PATH = '/oauth';

const { get, post, put } = endpointGroup('accounts');

/** A registration refused: the error answer with the registration form's own `invalid` and `msg`. */
export const registrationError = errorAnswer
  .extend({
    invalid: z.literal(true).optional(),
    msg: z.string().optional(),
  })
  .meta({ id: 'RegistrationError' });

/** Registration, verification, login, password reset, logout, the caller's profile and language. */
export const accountEndpoints = {
  register: post('/api/Account/Post', {
    description: 'Registers an account and mails its verification link. A refusal answers 400 with `invalid: true`.',
    body: registrationRequest,
    answer: registrationAnswer,
    otherAnswers: { 400: registrationError },
  }),
  resendEmail: post('/api/Account/ResendEmail', { query: resendEmailQuery, answer: msgAnswer }),
  verify: post(`${LOGIN_CALLS_PATH}/verify`, { body: verifyRequest, answer: verifyAnswer }),
  token: post(`${LOGIN_CALLS_PATH}/token`, { body: tokenRequest, answer: tokenAnswer }),
  loginLink: post(`${LOGIN_CALLS_PATH}/LoginLink`, { body: loginLinkRequest, answer: msgAnswer }),
  loginWithLink: post(`${LOGIN_CALLS_PATH}/LoginWithLink`, { body: loginWithLinkRequest, answer: tokenAnswer }),
  reset: post(`${LOGIN_CALLS_PATH}/Reset`, { body: resetRequest, answer: msgAnswer }),
  resetPassword: post(`${LOGIN_CALLS_PATH}/resetpassword`, { body: resetPasswordRequest, answer: msgAnswer }),
  logout: post('/api/Account/Logout', { answer: msgAnswer }),
  profile: get('/api/UserProfile', { answer: userProfile }),
  language: put('/api/Language', { body: languageChoice, answer: languageChoice }),
};
