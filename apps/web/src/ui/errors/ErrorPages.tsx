import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconLock, IconMapOff, IconServerOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { errorsTexts } from './texts';

interface ErrorContentProps {
  title: string;
  text: string;
  icon: ReactNode;
}

function ErrorContent({ title, text, icon }: ErrorContentProps) {
  const t = useTexts(errorsTexts);
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <title>{t('pageTitle', { title, product: PRODUCT_NAME })}</title>
      <Stack align="center" gap="md" ta="center" maw={520}>
        <ThemeIcon size={88} radius={44} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        <Group mt="md" justify="center">
          <Button component={Link} to={paths.home}>
            {t('backToHome')}
          </Button>
          <Button component={Link} to={paths.contactUs} variant="default">
            {t('contactUs')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export function UnauthorizedPage() {
  const t = useTexts(errorsTexts);
  return (
    <ErrorContent
      title={t('unauthorizedTitle')}
      text={t('unauthorizedText')}
      icon={<IconLock size={44} stroke={1.5} />}
    />
  );
}

export function NotFoundPage() {
  const t = useTexts(errorsTexts);
  return (
    <ErrorContent title={t('notFoundTitle')} text={t('notFoundText')} icon={<IconMapOff size={44} stroke={1.5} />} />
  );
}

export function ServerErrorPage() {
  const t = useTexts(errorsTexts);
  return (
    <ErrorContent
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      icon={<IconServerOff size={44} stroke={1.5} />}
    />
  );
}
