import {
  DEFAULT_LANGUAGE,
  type ErrorCode,
  type ErrorParams,
  errorText,
  type IssueLike,
  i18n,
  isLanguage,
  issueText,
} from '@portal/contract';

const currentLanguage = () => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** An error code's sentence in the language the screens show now. */
export const codeText = (code: ErrorCode, params?: ErrorParams) => errorText(currentLanguage(), code, params);

/** A contract (zod) issue's sentence in the current language: the issue's message is its code. */
export const ruleText = (issue: IssueLike) => issueText(currentLanguage(), issue);

/** The part of a contract (zod) schema that a form rule needs. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: IssueLike[] } };
}

/** A form rule from a contract field schema, so the web checks a field exactly as the server does. */
export function ruleOf(schema: FieldSchema) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const issue = result.error?.issues[0];
    return issue ? ruleText(issue) : codeText('FIELD_REQUIRED');
  };
}

export function required(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? null : codeText('FIELD_REQUIRED');
}

/** The confirmation field of a new password: required, and equal to the password. */
export function confirmsPassword(confirmation: string, values: { Password: string }): string | null {
  return required(confirmation) ?? (confirmation === values.Password ? null : codeText('PASSWORD_NOT_MATCHED'));
}
