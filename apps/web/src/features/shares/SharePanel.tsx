import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { ShareRow } from '@portal/contract';
import { IconShare, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { DataTable } from '../../ui/DataTable';
import { wholeWordBadge } from '../../ui/wrapping';
import { createShare, refreshShares, revokeShare, sharesQuery } from './api';
import { SendLink } from './SendLink';
import { sharesTexts } from './texts';

/**
 * On a paid report, for its owner only (the user who bought it, or for a guest's report the device that paid for it
 * or opened it from the mailed link): make a read-only share link and send it, see the links made, revoke one.
 */
export function SharePanel({ unikey }: { unikey: string }) {
  const list = useQuery(sharesQuery(unikey));
  // Not the owner (answered 404): nothing to show.
  if (!list.data) return null;
  return <OwnerPanel unikey={unikey} links={list.data} />;
}

function OwnerPanel({ unikey, links }: { unikey: string; links: ShareRow[] }) {
  const t = useTexts(sharesTexts);
  const format = useFormat();
  const queryClient = useQueryClient();
  const refresh = () => refreshShares(queryClient, unikey);
  const create = useMutation({ mutationFn: () => createShare(unikey), onSuccess: refresh });
  const [revoking, setRevoking] = useState<ShareRow | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeShare(id, unikey),
    onSuccess: async () => {
      await refresh();
      setRevoking(null);
    },
  });
  const status = (link: ShareRow) => {
    if (link.Active)
      return (
        <Badge color="teal" variant="light" styles={wholeWordBadge}>
          {t('active')}
        </Badge>
      );
    return (
      <Badge color="gray" variant="light" styles={wholeWordBadge}>
        {link.RevokedAt ? t('revoked') : t('expired')}
      </Badge>
    );
  };
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card no-print" data-testid="share-panel">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('panelTitle')}
        </Title>
        <Text size="sm">{t('panelText')}</Text>
        <Group>
          <Button leftSection={<IconShare size={18} />} loading={create.isPending} onClick={() => create.mutate()}>
            {t('create')}
          </Button>
        </Group>
        {create.data && (
          <Stack gap={4}>
            <TextInput
              label={t('linkLabel')}
              value={create.data.Url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <SendLink url={create.data.Url} />
            <Text size="xs" c="dimmed">
              {t('createdText')}
            </Text>
          </Stack>
        )}
        {links.length > 0 && (
          <DataTable
            rows={links}
            rowKey={(link) => link.Id}
            minWidth={320}
            columns={[
              { header: t('created'), cell: (link) => format.dateTime(link.CreatedAt) },
              { header: t('expires'), cell: (link) => format.dateTime(link.ExpiresAt) },
              { header: t('status'), cell: status },
              {
                key: 'revoke',
                header: <VisuallyHidden>{t('revoke')}</VisuallyHidden>,
                cell: (link) =>
                  link.Active && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('revokeLink', { date: format.dateTime(link.CreatedAt) })}
                      onClick={() => setRevoking(link)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  ),
              },
            ]}
          />
        )}
      </Stack>
      <ConfirmAction
        opened={revoking !== null}
        title={t('revokeTitle')}
        confirmLabel={t('revoke')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.Id)}
      >
        <Text size="sm">{revoking && t('revokeText', { date: format.dateTime(revoking.CreatedAt) })}</Text>
      </ConfirmAction>
    </Card>
  );
}
