import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A page of only a few parts (My Data) gives each more room and a larger heading. */
  roomy?: boolean;
  children: ReactNode;
}

/** One part of a settings page: a card with its heading over its content. */
export function SectionCard({ title, roomy = false, children }: SectionCardProps) {
  return (
    <Card p={{ base: roomy ? 'md' : 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} {...(roomy ? { fz: 20 } : { size: 'h4' })}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
