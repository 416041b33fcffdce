import { Alert, List } from '@mantine/core';
import { messages } from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../app/api';

interface ServerErrorAlertProps {
  error: unknown;
  /** Names of the form's fields: their errors are shown on the fields, so not repeated here. */
  fields?: readonly string[];
  title?: string;
}

/** A 400 with field errors sums them up in its Message, so only errors of fields the form lacks are left to show. */
function messagesNotOnFields(error: unknown, fields: readonly string[]): string[] {
  if (!(error instanceof ApiError)) return [messages.somethingWrong];
  const fieldErrors = Object.entries(error.fieldErrors);
  if (fieldErrors.length === 0) return error.messages;
  return fieldErrors.filter(([field]) => !fields.includes(field)).map(([, message]) => message);
}

/** The messages of a failed call that no form field shows. */
export function ServerErrorAlert({ error, fields = [], title }: ServerErrorAlertProps) {
  if (!error) return null;
  const texts = messagesNotOnFields(error, fields);
  if (texts.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />}>
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <List size="sm">
          {texts.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
