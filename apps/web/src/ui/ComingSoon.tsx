import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTexts } from '../app/i18n';
import { Page } from './Page';
import { uiTexts } from './texts';

interface ComingSoonProps {
  title: string;
  /** The release that brings the page, e.g. "invoices". */
  release: string;
}

/** Stands in for a page that a later release of the portal brings. */
export function ComingSoon({ title, release }: ComingSoonProps) {
  const t = useTexts(uiTexts);
  return (
    <Page title={title}>
      <Card>
        <Group gap="md" wrap="nowrap">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconHourglassHigh size={22} />
          </ThemeIcon>
          <Text>{t('comingSoon', { release })}</Text>
        </Group>
      </Card>
    </Page>
  );
}
