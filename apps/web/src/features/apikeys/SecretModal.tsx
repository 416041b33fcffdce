import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n';
import { apiKeysTexts } from './texts';

/** A secret shown this once (an API key, a webhook's signing secret), with a copy button. */
export function SecretModal({
  secret,
  title,
  text,
  onClose,
}: {
  secret: string;
  title: string;
  text: string;
  onClose: () => void;
}) {
  const t = useTexts(apiKeysTexts);
  return (
    <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
