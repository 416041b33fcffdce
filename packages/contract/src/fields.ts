import { z } from 'zod';
import { LIMITS, PASSWORD_SPECIAL_CHARACTERS } from './constants.ts';
import { messages } from './messages.ts';

/** Field rules of specification section 5, each failing with the specification's message. */
export const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = /^\d{9,15}$/;

export const emailField = requiredText(LIMITS.email)
  .regex(EMAIL_PATTERN, messages.invalidEmail)
  .transform((value) => value.toLowerCase());

export const mobileField = z
  .string({ error: messages.required })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, messages.required).regex(MOBILE_PATTERN, messages.invalidMobile));

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** Every password rule the value breaks, in the order the specification lists them. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < LIMITS.passwordMin) problems.push(messages.passwordTooShort);
  if (password.length > LIMITS.passwordMax) problems.push(messages.passwordTooLong);
  if (!/[A-Z]/.test(password)) problems.push(messages.passwordNeedsUppercase);
  if (!/[a-z]/.test(password)) problems.push(messages.passwordNeedsLowercase);
  if (!/\d/.test(password)) problems.push(messages.passwordNeedsNumber);
  if (!specialCharacter.test(password)) problems.push(messages.passwordNeedsSpecial);
  return problems;
}

/** 0 to 100: the share of password rules met, for the strength meter. */
export function passwordStrength(password: string): number {
  const rules = 5;
  const broken = passwordProblems(password).filter((p) => p !== messages.passwordTooLong).length;
  return Math.round(((rules - broken) / rules) * 100);
}

export const newPasswordField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });
