import { Container, type ContainerProps, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

interface PageProps {
  title: string;
  description?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** A page of the portal: document title, heading, optional lead text, content. */
export function Page({ title, description, size = 'lg', children }: PageProps) {
  const t = useTexts(uiTexts);
  return (
    <Container size={size} px={0}>
      <title>{t('pageTitle', { title, product: PRODUCT_NAME })}</title>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="lg">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
