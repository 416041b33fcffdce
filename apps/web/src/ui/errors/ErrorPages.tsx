import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconLock, IconMapOff, IconServerOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { errorsTexts } from './texts';

/** Each error page's icon; its title and text are `<kind>Title` and `<kind>Text`. */
const errorIcons = { unauthorized: IconLock, notFound: IconMapOff, serverError: IconServerOff };

function ErrorContent({ kind }: { kind: keyof typeof errorIcons }) {
  const t = useTexts(errorsTexts);
  const Icon = errorIcons[kind];
  const title = t(`${kind}Title`);
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <title>{t('pageTitle', { title, product: PRODUCT_NAME })}</title>
      <Stack align="center" gap="md" ta="center" maw={520}>
        <ThemeIcon size={88} radius={44} variant="light">
          <Icon size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {t(`${kind}Text`)}
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

export const UnauthorizedPage = () => <ErrorContent kind="unauthorized" />;
export const NotFoundPage = () => <ErrorContent kind="notFound" />;
export const ServerErrorPage = () => <ErrorContent kind="serverError" />;
