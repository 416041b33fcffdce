import { Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@portal/contract';
import {
  IconBuildingStore,
  IconCarCrash,
  IconCheck,
  IconClipboardList,
  IconCoin,
  IconFileSearch,
  IconInfoCircle,
  IconSearch,
  IconSettings,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { coverageStatement } from '../info/coverage';
import { GuestDoor } from '../payments/GuestDoor';

const homeText = { checkWithAccount: 'Login to use credit' } as const;

const reportParts = [
  {
    icon: <IconCarCrash size={22} />,
    title: 'Every recorded insurance claim',
    text: 'Each accident claim with its date, the authorised repair amount and its severity: Low, Medium, High or Severe.',
  },
  {
    icon: <IconClipboardList size={22} />,
    title: 'Vehicle details',
    text: 'Make, model, variant, year of manufacture, transmission, engine and chassis number.',
  },
  {
    icon: <IconCoin size={22} />,
    title: 'Market value',
    text: 'The market value and the new car price of the variant, to weigh against the asking price.',
  },
  {
    icon: <IconSettings size={22} />,
    title: 'Standard equipment',
    text: 'The equipment the variant came with from the factory.',
  },
];

const steps = [
  { icon: <IconSearch size={20} />, title: 'Search', text: 'Enter the registration number or the chassis number.' },
  {
    icon: <IconWallet size={20} />,
    title: 'Pay per check',
    text: 'Use your credit, or pay by card or online banking. A vehicle that is not found is never charged.',
  },
  {
    icon: <IconFileSearch size={20} />,
    title: 'Read the report',
    text: 'Open it online, print it, and find it again in your check history.',
  },
];

export function Landing() {
  return (
    <Container size="lg" px={0}>
      <title>{`${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`}</title>
      <Stack gap={48}>
        <Hero />
        <Section title="What the report contains">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {reportParts.map((part) => (
              <Card key={part.title}>
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light">
                    {part.icon}
                  </ThemeIcon>
                  <Text fw={700}>{part.title}</Text>
                  <Text size="sm" c="dimmed">
                    {part.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
        <Section title="How it works">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {steps.map((step, index) => (
              <Group key={step.title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={40} radius="xl">
                  {step.icon}
                </ThemeIcon>
                <Stack gap={4}>
                  <Text fw={700}>{`${index + 1}. ${step.title}`}</Text>
                  <Text size="sm" c="dimmed">
                    {step.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Section>
        <Section title="For buyers and for the trade">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AudienceCard
              icon={<IconUser size={22} />}
              title="Individuals"
              text="Buying a used car? Register as an individual, top up credit or pay per search, and check any vehicle in minutes."
              action="Register as an individual"
            />
            <AudienceCard
              icon={<IconBuildingStore size={22} />}
              title="Companies and dealers"
              text="Checking many vehicles? Register as a company for high-volume packages, postpaid rates and monthly invoices."
              action="Register your company"
            />
          </SimpleGrid>
        </Section>
        <Card bg="brand.0" withBorder={false}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <IconInfoCircle size={24} color="var(--mantine-color-brand-8)" style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Text fw={700}>About the data</Text>
              <Text size="sm">
                Accident records come from insurance claims held by our parent data-collection company.{' '}
                {coverageStatement}
              </Text>
            </Stack>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}

function Hero() {
  return (
    <Box
      p={{ base: 'lg', sm: 48 }}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background: 'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)',
        color: 'var(--mantine-color-white)',
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
        <Stack gap="lg" justify="center">
          <Text tt="uppercase" fw={700} fz="xs" lts={1.2} c="brand.1">
            Insurance accident history · Malaysia
          </Text>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            Know a used car's accident history before you buy
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
            Search by registration number or chassis number and see every insurance claim recorded for the vehicle.
          </Text>
        </Stack>
        <Card shadow="lg" p={{ base: 'lg', sm: 'xl' }} c="dark">
          <Stack gap="md">
            <Title order={2} fz={22}>
              Check a vehicle now
            </Title>
            <List spacing="xs" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}>
              <List.Item>Registration number, such as WXY 1234, or chassis number</List.Item>
              <List.Item>Claims with date, amount and severity</List.Item>
              <List.Item>Not found? You are not charged</List.Item>
            </List>
            <GuestDoor variant="filled" />
            <Button
              component={Link}
              to={paths.checkVehicle}
              size="md"
              variant="default"
              fullWidth
              leftSection={<IconSearch size={20} />}
            >
              {homeText.checkWithAccount}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              New here?{' '}
              <Text component={Link} to={paths.register} inherit c="brand.8" fw={600}>
                Register a new account
              </Text>
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" component="section">
      <Title order={2} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface AudienceCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}

function AudienceCard({ icon, title, text, action }: AudienceCardProps) {
  return (
    <Card>
      <Stack gap="sm" h="100%">
        <Group gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {title}
          </Text>
        </Group>
        <Text c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        <Button component={Link} to={paths.register} variant="light" w="fit-content">
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
