import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  width?: number;
  children: ReactNode;
}

/** The narrow centred card that holds the account pages (login, registration, password reset). */
export function AuthCard({ title, description, width = 440, children }: AuthCardProps) {
  const t = useTexts(uiTexts);
  return (
    <Center>
      <title>{t('pageTitle', { title, product: PRODUCT_NAME })}</title>
      <Card w="100%" maw={width} shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
