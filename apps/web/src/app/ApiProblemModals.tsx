import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { closeErrorPopup, closeLoginPrompt, useApiProblems } from '../lib/api-problems';
import { useTexts } from '../lib/i18n';
import { loginPath, paths } from '../lib/paths';
import { profileQueryKey } from '../lib/session';
import { errorsTexts } from '../ui/errors/texts';

/**
 * The login prompt after a 401 and the Opps! popup after a 400 or 409 (and 429, and a 5xx), for every call of the
 * app; a fault of the server's popup ends with the request's reference for support.
 */
export function ApiProblemModals() {
  const { loginPromptOpen, nothingCharged, popup } = useApiProblems();
  const queryClient = useQueryClient();
  const t = useTexts(errorsTexts);
  // The session ended (logout in another tab, expiry): the header reads the profile again and stops showing the
  // old name and credit.
  useEffect(() => {
    if (loginPromptOpen) void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [loginPromptOpen, queryClient]);
  return (
    <>
      <LoginPromptModal opened={loginPromptOpen} nothingCharged={nothingCharged} />
      <Modal opened={popup !== null} onClose={closeErrorPopup} title={t('errorPopupTitle')} centered>
        <MessageList messages={popup?.messages ?? []} />
        {popup?.reference && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('errorReference', { reference: popup.reference })}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button onClick={closeErrorPopup}>{t('ok')}</Button>
        </Group>
      </Modal>
    </>
  );
}

function LoginPromptModal({ opened, nothingCharged }: { opened: boolean; nothingCharged: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useTexts(errorsTexts);
  const goToLogin = () => {
    closeLoginPrompt();
    navigate(loginPath(`${location.pathname}${location.search}`));
  };
  return (
    <Modal
      opened={opened}
      onClose={closeLoginPrompt}
      title={t('loginPromptTitle')}
      centered
      // Above any page modal still closing, so Go to Login is always the top thing to click.
      zIndex={1000}
    >
      {nothingCharged && (
        <Text fw={600} mb="xs">
          {t('sessionEndedNothingCharged')}
        </Text>
      )}
      <Text>{t('loginPromptText')}</Text>
      <Group justify="space-between" mt="lg">
        <Anchor component={Link} to={paths.register} onClick={closeLoginPrompt}>
          {t('register')}
        </Anchor>
        <Button onClick={goToLogin}>{t('goToLogin')}</Button>
      </Group>
    </Modal>
  );
}

function MessageList({ messages: texts }: { messages: string[] }) {
  if (texts.length === 1) return <Text>{texts[0]}</Text>;
  return (
    <List spacing="xs">
      {texts.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}
