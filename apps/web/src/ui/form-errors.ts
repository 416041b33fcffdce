import { codeSentences } from '@portal/contract';
import { ApiError } from '../lib/api';
import { codeText } from './rules';

interface FormWithInputs {
  getInputNode: (path: string) => HTMLElement | null;
  setErrors: (errors: Record<string, string>) => void;
}

/** After a failed validation, takes the user to the first field that needs attention. */
export function focusFirstError(form: FormWithInputs) {
  return (errors: Record<string, unknown>) => {
    const [firstPath] = Object.keys(errors);
    if (firstPath) form.getInputNode(firstPath)?.focus();
  };
}

/**
 * Each field's fault in the current language: by its code, or (a sentence with values the code alone does not
 * carry, such as a length) the server's words, already in the request's language.
 */
export function fieldMessages(error: ApiError): Record<string, string> {
  const messages: Record<string, string> = { ...error.fieldErrors };
  for (const [field, code] of Object.entries(error.fieldCodes)) {
    if (!codeSentences[code].includes('{{')) messages[field] = codeText(code);
  }
  return messages;
}

/** Puts the server's field errors (keys are the request's field names) on the form's fields. */
export function showFieldErrors(form: FormWithInputs) {
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const messages = fieldMessages(error);
    form.setErrors(messages);
    focusFirstError(form)(messages);
  };
}
