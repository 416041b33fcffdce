import { Card, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from './Page';

interface InfoPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A page of running text (about, notices, policies): plain HTML headings, paragraphs and lists. */
export function InfoPage({ title, description, children }: InfoPageProps) {
  return (
    <Page title={title} description={description} size="md">
      <Card p={{ base: 'lg', sm: 'xl' }}>
        <Typography>{children}</Typography>
      </Card>
    </Page>
  );
}
