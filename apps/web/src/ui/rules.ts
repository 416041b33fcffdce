import { schemaResolver } from '@mantine/form';
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

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** The part of a contract (zod) schema a form needs: its issues carry an error code as their message. */
interface ContractSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: (IssueLike & { path: PropertyKey[] })[] } };
}

/**
 * A contract schema as a Standard Schema whose issues are the reader's sentences instead of the contract's codes. It
 * reads zod's own issues, not the Standard Schema ones, because those drop the values a sentence names (a maximum).
 */
function inReadersWords(schema: ContractSchema): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: (value) => {
        const result = schema.safeParse(value);
        if (result.success) return { value: result.data };
        return { issues: result.error.issues.map((issue) => ({ message: ruleText(issue), path: issue.path })) };
      },
    },
  };
}

/**
 * A form's `validate` from the contract schema of what it sends (`@mantine/form`'s `schemaResolver`: field path → its
 * first fault): the browser refuses what the server would, in the same words and in the reader's language.
 */
export const contractResolver = (schema: ContractSchema) => schemaResolver(inReadersWords(schema), { sync: true });

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
