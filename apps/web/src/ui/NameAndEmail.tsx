import { Text } from '@mantine/core';
import { breakableEmail } from './wrapping';

/** A person as a list's row names them: the name (a dash when unknown), their e-mail address quieter below it. */
export function NameAndEmail({ name, email }: { name: string | null; email: string | null }) {
  return (
    <>
      <Text size="sm">{name ?? '-'}</Text>
      {email && (
        <Text size="xs" c="dimmed">
          {breakableEmail(email)}
        </Text>
      )}
    </>
  );
}
