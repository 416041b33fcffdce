/**
 * The same login form with the libraries every page of the portal runs and nothing of its own: Mantine's shell and
 * inputs with its stylesheet, TanStack Query, i18next with the contract's sentences, and a contract schema (zod)
 * checking what is typed.
 */
import {
  AppShell,
  Burger,
  Button,
  Card,
  Group,
  MantineProvider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles.css';
import { i18n, loginLinkRequest } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';

const queryClient = new QueryClient();

function LoginCard() {
  const [email, setEmail] = useState('');
  const valid = loginLinkRequest.safeParse({ Email: email }).success;
  return (
    <Card withBorder>
      <Stack>
        <Title order={1}>Log in</Title>
        <Text>Check the accident history of a used vehicle in Malaysia before you buy it.</Text>
        <TextInput label="E-mail" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput label="Password" />
        <Button disabled={!valid}>Login</Button>
      </Stack>
    </Card>
  );
}

export default function StackPage() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}>
            <AppShell.Header>
              <Group h="100%" px="md">
                <Burger hiddenFrom="sm" size="sm" aria-label="Menu" />
                <Text fw={700}>Portal</Text>
              </Group>
            </AppShell.Header>
            <AppShell.Navbar p="md">Menu</AppShell.Navbar>
            <AppShell.Main p="md">
              <LoginCard />
            </AppShell.Main>
          </AppShell>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
