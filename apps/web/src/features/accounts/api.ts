import {
  messageAnswer,
  optionList,
  type RegistrationRequest,
  registrationAnswer,
  tokenAnswer,
  verifyAnswer,
} from '@portal/contract';
import { api } from '../../app/api';

// Account forms show their errors themselves (on fields or inline), so none of these calls pops up Opps!.

export function requestToken(credentials: { username: string; password: string }) {
  return api('/oauth/token', {
    method: 'POST',
    body: { ...credentials, grant_type: 'password' },
    parse: (body) => tokenAnswer.parse(body),
    handlesErrors: true,
  });
}

export function resendVerificationEmail(email: string) {
  return api('/api/Account/ResendEmail', {
    method: 'POST',
    query: { email },
    parse: (body) => messageAnswer.parse(body),
    handlesErrors: true,
  });
}

/** The form sends the box as it is; the server refuses a registration without the terms agreed. */
export function registerAccount(registration: Omit<RegistrationRequest, 'AcceptTerms'> & { AcceptTerms: boolean }) {
  return api('/api/Account/Post', {
    method: 'POST',
    body: registration,
    parse: (body) => registrationAnswer.parse(body),
    handlesErrors: true,
  });
}

export function requestLoginLink(Email: string) {
  return api('/oauth/LoginLink', {
    method: 'POST',
    body: { Email },
    parse: (body) => messageAnswer.parse(body),
    handlesErrors: true,
  });
}

export function loginWithLink(link: { email: string; taccode: string }) {
  return api('/oauth/LoginWithLink', {
    method: 'POST',
    body: link,
    parse: (body) => tokenAnswer.parse(body),
    handlesErrors: true,
  });
}

export function fetchReferrers() {
  return api('/pubutil/GetReferers', { parse: (body) => optionList.parse(body), handlesErrors: true });
}

export function verifyAccount(verification: { Email: string; TacCode: string }) {
  return api('/oauth/verify', {
    method: 'POST',
    body: verification,
    parse: (body) => verifyAnswer.parse(body),
    handlesErrors: true,
  });
}

export function requestPasswordReset(request: { Email: string }) {
  return api('/oauth/Reset', {
    method: 'POST',
    body: request,
    parse: (body) => messageAnswer.parse(body),
    handlesErrors: true,
  });
}

export function resetPassword(request: { Password: string; ConfirmPassword: string; email: string; taccode: string }) {
  return api('/oauth/resetpassword', {
    method: 'POST',
    body: request,
    parse: (body) => messageAnswer.parse(body),
    handlesErrors: true,
  });
}
