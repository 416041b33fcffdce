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

interface InfoSectionProps {
  title: ReactNode;
  id?: string;
  /** A section of one paragraph: its text. */
  text?: ReactNode;
  /** The section's paragraphs and lists. */
  children?: ReactNode;
}

/** A part of a page of running text: its heading, then its paragraphs and lists. */
export function InfoSection({ title, id, text, children }: InfoSectionProps) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </>
  );
}

/** A bulleted list of the texts named by `keys`, each drawn by `item`. */
export function InfoList<K extends string>({ keys, item }: { keys: readonly K[]; item: (key: K) => ReactNode }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{item(key)}</li>
      ))}
    </ul>
  );
}
