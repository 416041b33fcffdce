import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of a settings page: a card with its heading over its content. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
