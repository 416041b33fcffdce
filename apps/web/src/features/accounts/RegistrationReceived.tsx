import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { AuthCard } from '../../ui/AuthCard';

/** Replaces the registration form once the server has accepted it. */
export function RegistrationReceived({ message }: { message: string }) {
  return (
    <AuthCard title="Check your e-mail" width={520}>
      <Stack align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Text size="lg">{message}</Text>
        <Button component={Link} to={paths.login}>
          Go to Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
