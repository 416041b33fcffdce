import { ApiError } from '../app/api';

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

/** Puts the server's field errors (keys are the request's field names) on the form's fields. */
export function showFieldErrors(form: FormWithInputs) {
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    form.setErrors(error.fieldErrors);
    focusFirstError(form)(error.fieldErrors);
  };
}
