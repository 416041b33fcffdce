import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { focusFirstError, showFieldErrors } from './form-errors';

/** What a form's buttons and error line need of its save. */
export interface FormSave {
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * A form's save: submitting checks the form (and takes the user to the first field at fault), then sends its
 * values; a refusal puts the server's field errors on the form's fields.
 */
export function useFormSave<Values, Answer>(
  form: UseFormReturnType<Values>,
  save: (values: Values) => Promise<Answer>,
  onSaved?: (answer: Answer) => unknown,
) {
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved, onError: showFieldErrors(form) });
  return { ...mutation, submit: form.onSubmit((values) => mutation.mutate(values), focusFirstError(form)) };
}
