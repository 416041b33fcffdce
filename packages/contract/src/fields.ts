import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from './constants.ts';
import type { ErrorCode } from './errors/codes.ts';
import { z } from './zod.ts';

/** Field rules of specification section 5, each failing with its error code (the server and web say its sentence). */
export const requiredText = (max: number) =>
  z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');

/** Optional text: empty, missing or null (as the answers give an empty optional field back) all mean none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .nullish()
    .transform((value) => (value === '' || value === null ? undefined : value));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = /^\d{9,15}$/;

export const emailField = requiredText(LIMITS.email)
  .regex(EMAIL_PATTERN, 'EMAIL_INVALID')
  .transform((value) => value.toLowerCase());

export const mobileField = z
  .string({ error: 'FIELD_REQUIRED' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, 'FIELD_REQUIRED').regex(MOBILE_PATTERN, 'MOBILE_INVALID'));

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** Every password rule the value breaks, one code per rule, in the order the specification lists them. */
export function passwordProblemCodes(password: string): ErrorCode[] {
  const problems: ErrorCode[] = [];
  if (password.length < LIMITS.passwordMin) problems.push('PASSWORD_TOO_SHORT');
  if (password.length > LIMITS.passwordMax) problems.push('PASSWORD_TOO_LONG');
  if (!/[A-Z]/.test(password)) problems.push('PASSWORD_NEEDS_UPPERCASE');
  if (!/[a-z]/.test(password)) problems.push('PASSWORD_NEEDS_LOWERCASE');
  if (!/\d/.test(password)) problems.push('PASSWORD_NEEDS_NUMBER');
  if (!specialCharacter.test(password)) problems.push('PASSWORD_NEEDS_SPECIAL');
  return problems;
}

/** 0 to 100: the share of password rules met, for the strength meter. */
export function passwordStrength(password: string): number {
  const rules = 5;
  const broken = passwordProblemCodes(password).filter((code) => code !== 'PASSWORD_TOO_LONG').length;
  return Math.round(((rules - broken) / rules) * 100);
}

export const newPasswordField = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(1, 'FIELD_REQUIRED')
  .superRefine((password, ctx) => {
    for (const code of passwordProblemCodes(password)) ctx.addIssue({ code: 'custom', message: code });
  });
