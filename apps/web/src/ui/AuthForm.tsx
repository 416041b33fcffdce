import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting: boolean;
  /** What stands under the button: other ways in, a link to the other account page. */
  below?: ReactNode;
  children: ReactNode;
}

/** The form of an account page (login, registration, password reset): its fields, then the full-width button. */
export function AuthForm({ onSubmit, submitLabel, submitting, below, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth size="md" loading={submitting}>
          {submitLabel}
        </Button>
        {below}
      </Stack>
    </form>
  );
}

/** The line under an account form that sends to the other one ("New here? Register", "Registered? Log in"). */
export function AuthSwitchLine({ text, linkLabel, to }: { text: string; linkLabel: string; to: string }) {
  return (
    <Text size="sm" ta="center">
      {text}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {linkLabel}
      </Anchor>
    </Text>
  );
}
