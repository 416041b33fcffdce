import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Page } from './Page';

interface ComingSoonProps {
  title: string;
  /** The release that brings the page, e.g. "invoices". */
  release: string;
}

/** Stands in for a page that a later release of the portal brings. */
export function ComingSoon({ title, release }: ComingSoonProps) {
  return (
    <Page title={title}>
      <Card>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconHourglassHigh size={22} />
          </ThemeIcon>
          <Text>This page is coming with the {release} release.</Text>
        </Group>
      </Card>
    </Page>
  );
}
