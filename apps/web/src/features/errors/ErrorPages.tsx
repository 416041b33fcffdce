import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages, PRODUCT_NAME } from '@portal/contract';
import { IconLock, IconMapOff, IconServerOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

interface ErrorContentProps {
  title: string;
  text: string;
  icon: ReactNode;
}

function ErrorContent({ title, text, icon }: ErrorContentProps) {
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
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
            Back to Home
          </Button>
          <Button component={Link} to={paths.contactUs} variant="default">
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

export function UnauthorizedPage() {
  return <ErrorContent title="401 Unathorize" text={messages.forbidden} icon={<IconLock size={44} stroke={1.5} />} />;
}

export function NotFoundPage() {
  return (
    <ErrorContent title="404 Oops You're lost" text={messages.notFound} icon={<IconMapOff size={44} stroke={1.5} />} />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorContent
      title="500 Internal Server Error"
      text={messages.serverError}
      icon={<IconServerOff size={44} stroke={1.5} />}
    />
  );
}
