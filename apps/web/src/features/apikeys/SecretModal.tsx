import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { showFieldErrors } from '../../ui/form-errors';
import { apiKeysTexts } from './texts';

/**
 * A form that makes something with a secret shown once (an API key, a webhook endpoint): `created` while its secret
 * is shown, `refusal` for a refusal of the whole request (too many of them), a field's refusal on its field.
 */
export function useSecretCreation<Values extends Record<string, unknown>, Made>(
  form: UseFormReturnType<Values>,
  make: (values: Values) => Promise<Made>,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Made | null>(null);
  const [refusal, setRefusal] = useState('');
  const create = useMutation({
    mutationFn: make,
    onMutate: () => setRefusal(''),
    onSuccess: async (made) => {
      setCreated(made);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldCodes).length === 0) {
        setRefusal(error.messages.join(' '));
      }
      showFieldErrors(form)(error);
    },
  });
  return { create, created, refusal, closeSecret: () => setCreated(null) };
}

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
