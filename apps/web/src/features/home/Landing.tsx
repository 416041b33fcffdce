import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import {
  IconBuildingStore,
  IconCarCrash,
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
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { WideLinkButton } from '../../ui/wrapping';
import { FindMyReports } from '../guest-reports/FindMyReports';
import { coverageTexts } from '../info/coverage';
import { QuickCheck } from './QuickCheck';
import { type HomeKey, homeTexts } from './texts';

const reportParts = [
  { icon: <IconCarCrash size={22} />, title: 'claimsTitle', text: 'claimsText' },
  { icon: <IconClipboardList size={22} />, title: 'vehicleTitle', text: 'vehicleText' },
  { icon: <IconCoin size={22} />, title: 'valueTitle', text: 'valueText' },
  { icon: <IconSettings size={22} />, title: 'equipmentTitle', text: 'equipmentText' },
] as const satisfies readonly { icon: ReactNode; title: HomeKey; text: HomeKey }[];

const steps = [
  { icon: <IconSearch size={20} />, title: 'searchTitle', text: 'searchText' },
  { icon: <IconWallet size={20} />, title: 'payTitle', text: 'payText' },
  { icon: <IconFileSearch size={20} />, title: 'readTitle', text: 'readText' },
] as const satisfies readonly { icon: ReactNode; title: HomeKey; text: HomeKey }[];

export function Landing() {
  const t = useTexts(homeTexts);
  const coverage = useTexts(coverageTexts);
  return (
    <Container size="lg" px={0}>
      <title>{t('pageTitle', { product: PRODUCT_NAME })}</title>
      <Stack gap={48}>
        <Hero />
        <Section title={t('reportTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {reportParts.map((part) => (
              <Card key={part.title}>
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light">
                    {part.icon}
                  </ThemeIcon>
                  <Point title={t(part.title)} text={t(part.text)} />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('howTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {steps.map((step, index) => (
              <Group key={step.title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={40} radius="xl">
                  {step.icon}
                </ThemeIcon>
                <Stack gap={4}>
                  <Point title={t('step', { number: index + 1, title: t(step.title) })} text={t(step.text)} />
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('audienceTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AudienceCard
              icon={<IconUser size={22} />}
              title={t('individualsTitle')}
              text={t('individualsText')}
              action={t('individualsAction')}
            />
            <AudienceCard
              icon={<IconBuildingStore size={22} />}
              title={t('companiesTitle')}
              text={t('companiesText')}
              action={t('companiesAction')}
            />
          </SimpleGrid>
        </Section>
        <Card bg="brand.0" withBorder={false}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <IconInfoCircle size={24} color="var(--mantine-color-brand-8)" style={{ flexShrink: 0 }} />
            <Stack gap={4}>
              <Text fw={700}>{t('dataTitle')}</Text>
              <Text size="sm">{t('dataText', { coverage: coverage('statement') })}</Text>
            </Stack>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}

/** A point the page makes: its bold title over a line of dimmed text. */
function Point({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </>
  );
}

function Hero() {
  const t = useTexts(homeTexts);
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
            {t('kicker')}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            {t('heroTitle')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
            {t('heroText')}
          </Text>
        </Stack>
        <Card shadow="lg" p={{ base: 'lg', sm: 'xl' }} c="dark">
          <Stack gap="md">
            <Title order={2} fz={22}>
              {t('checkNow')}
            </Title>
            <QuickCheck />
            <WideLinkButton to={paths.checkVehicle} variant="default" icon={<IconSearch size={20} />}>
              {t('checkWithAccount')}
            </WideLinkButton>
            <Text size="sm" ta="center" c="dimmed">
              {t('newHere')}{' '}
              <Text component={Link} to={paths.register} inherit c="brand.8" fw={600}>
                {t('registerNewAccount')}
              </Text>
            </Text>
            <FindMyReports ta="center" c="dimmed" />
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
