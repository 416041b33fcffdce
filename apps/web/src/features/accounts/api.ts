import { accountEndpoints, optionEndpoints, type RegistrationRequest } from '@portal/contract';
import { call, endpointQuery } from '../../lib/api';

// Account forms show their errors themselves (on fields or inline), so none of these calls pops up Opps!.
const formErrors = { handlesErrors: true };

export function requestToken(credentials: { username: string; password: string }) {
  return call(accountEndpoints.token, { body: { ...credentials, grant_type: 'password' } }, formErrors);
}

export function resendVerificationEmail(email: string) {
  return call(accountEndpoints.resendEmail, { query: { email } }, formErrors);
}

/** The form sends the box as it is; the server refuses a registration without the terms agreed (on that field). */
export function registerAccount(registration: Omit<RegistrationRequest, 'AcceptTerms'> & { AcceptTerms: boolean }) {
  return call(accountEndpoints.register, { body: registration as RegistrationRequest }, formErrors);
}

export function requestLoginLink(Email: string) {
  return call(accountEndpoints.loginLink, { body: { Email } }, formErrors);
}

export function loginWithLink(link: { email: string; taccode: string }) {
  return call(accountEndpoints.loginWithLink, { body: link }, formErrors);
}

/**
 * The referral codes: the registration form's suggestions and the guest checkout link's code (one cache for both).
 * They change rarely, so one answer serves the visit.
 */
export const referrersQuery = () => ({
  ...endpointQuery(optionEndpoints.referrers, {}, formErrors),
  staleTime: Number.POSITIVE_INFINITY,
});

/** `send`: on the server, the request's own transport (the verification link acts as the page is drawn). */
export function verifyAccount(verification: { Email: string; TacCode: string }, send?: typeof fetch) {
  return call(accountEndpoints.verify, { body: verification }, { ...formErrors, send });
}

export function requestPasswordReset(request: { Email: string }) {
  return call(accountEndpoints.reset, { body: request }, formErrors);
}

export function resetPassword(request: { Password: string; ConfirmPassword: string; email: string; taccode: string }) {
  return call(accountEndpoints.resetPassword, { body: request }, formErrors);
}
