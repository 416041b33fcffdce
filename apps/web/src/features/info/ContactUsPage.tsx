import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BUSINESS_HOURS, COMPANY_ADDRESS_LINES, COMPANY_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@portal/contract';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';

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
  return (
    <Page
      title="Contact Us"
      description="Questions about a report, a payment, your credit or a company account? Our support team is here to help."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ContactCard icon={<IconMail size={22} />} title="E-mail">
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          <Text size="sm" c="dimmed">
            For a question about a report, give the vehicle registration number or the report link.
          </Text>
        </ContactCard>
        <ContactCard icon={<IconPhone size={22} />} title="Phone">
          <Anchor href={`tel:${SUPPORT_PHONE.replace(/[\s-]/g, '')}`}>{SUPPORT_PHONE}</Anchor>
          <Text size="sm" c="dimmed">
            Calls are answered during business hours.
          </Text>
        </ContactCard>
        <ContactCard icon={<IconClock size={22} />} title="Business hours">
          <Text>{BUSINESS_HOURS}</Text>
          <Text size="sm" c="dimmed">
            Closed on Saturdays, Sundays and public holidays.
          </Text>
        </ContactCard>
        <ContactCard icon={<IconMapPin size={22} />} title="Office">
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
          <strong>Dealers and companies:</strong> ask us about package prices, postpaid rates and monthly invoices for
          high-volume checks.
        </Text>
      </Card>
    </Page>
  );
}
