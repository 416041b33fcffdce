import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

interface ServerErrorAlertProps {
  error: unknown;
  /** Names of the form's fields: their errors are shown on the fields, so not repeated here. */
  fields?: readonly string[];
  title?: string;
}

/** A 400 with field errors sums them up in its Message, so only errors of fields the form lacks are left to show. */
function messagesNotOnFields(error: unknown, fields: readonly string[], somethingWrong: string): string[] {
  if (!(error instanceof ApiError)) return [somethingWrong];
  const fieldErrors = Object.entries(error.fieldErrors);
  if (fieldErrors.length === 0) return error.messages;
  return fieldErrors.filter(([field]) => !fields.includes(field)).map(([, message]) => message);
}

/** One message as plain text, several as a list: the body of every red error alert. */
export function ErrorMessages({ texts }: { texts: readonly string[] }) {
  if (texts.length === 1) return texts[0];
  return (
    <List size="sm">
      {texts.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}

/** The messages of a failed call that no form field shows. */
export function ServerErrorAlert({ error, fields = [], title }: ServerErrorAlertProps) {
  const t = useTexts(uiTexts);
  if (!error) return null;
  const texts = messagesNotOnFields(error, fields, t('somethingWrong'));
  if (texts.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />}>
      <ErrorMessages texts={texts} />
    </Alert>
  );
}
