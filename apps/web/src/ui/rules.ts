import { messages } from '@portal/contract';

/** The part of a contract (zod) schema that a form rule needs. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** A form rule from a contract field schema, so the web checks a field exactly as the server does. */
export function ruleOf(schema: FieldSchema) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error?.issues[0]?.message ?? messages.required);
  };
}

export function required(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? null : messages.required;
}

/** The confirmation field of a new password: required, and equal to the password. */
export function confirmsPassword(confirmation: string, values: { Password: string }): string | null {
  return required(confirmation) ?? (confirmation === values.Password ? null : messages.passwordNotMatched);
}
