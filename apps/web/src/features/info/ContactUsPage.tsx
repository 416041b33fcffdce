import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { COMPANY_ADDRESS_LINES, COMPANY_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@portal/contract';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTexts } from '../../lib/i18n';
import { Page } from '../../ui/Page';
import { infoTexts } from './texts';

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <Card>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

export function ContactUsPage() {
  const t = useTexts(infoTexts);
  return (
    <Page title={t('contact.title')} description={t('contact.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactCard icon={<IconMail size={22} />} title={t('contact.emailTitle')}>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          <Text size="sm" c="dimmed">
            {t('contact.emailHint')}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconPhone size={22} />} title={t('contact.phoneTitle')}>
          <Anchor href={`tel:${SUPPORT_PHONE.replace(/[\s-]/g, '')}`}>{SUPPORT_PHONE}</Anchor>
          <Text size="sm" c="dimmed">
            {t('contact.phoneHint')}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconClock size={22} />} title={t('contact.hoursTitle')}>
          <Text>{t('contact.hours')}</Text>
          <Text size="sm" c="dimmed">
            {t('contact.hoursHint')}
          </Text>
        </ContactCard>
        <ContactCard icon={<IconMapPin size={22} />} title={t('contact.officeTitle')}>
          <Text fw={500}>{COMPANY_NAME}</Text>
          {COMPANY_ADDRESS_LINES.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </ContactCard>
      </SimpleGrid>
      <Card bg="brand.0" withBorder={false}>
        <Text>
          <Trans t={t} i18nKey="contact.dealers" components={{ b: <strong /> }} />
        </Text>
      </Card>
    </Page>
  );
}

export default ContactUsPage;
