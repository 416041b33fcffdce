import { Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ClosureRow } from '@portal/contract';
import { IconUserX } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { type ClosureFilter, closuresKey, closuresQuery, completeClosure } from './api';
import { pdpaTexts } from './texts';

/** /settings/closures (administrators): account closure requests and their completion (PDPA). */
export function ClosuresPage() {
  const t = useTexts(pdpaTexts);
  const [status, setStatus] = useState<ClosureFilter>('Requested');
  const [completing, setCompleting] = useState<ClosureRow | null>(null);
  const list = useQuery({ ...closuresQuery(status), placeholderData: keepPreviousData });
  const rows = list.data ?? [];
  return (
    <Page title={t('adminTitle')} description={t('adminDescription')}>
      <Card p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('statusFilter')}
            value={status}
            onChange={(value) => setStatus(value as ClosureFilter)}
            data={[
              { value: 'Requested', label: t('statusRequested') },
              { value: 'Completed', label: t('statusCompleted') },
              { value: '', label: t('statusAll') },
            ]}
            w={{ base: '100%', xs: 'fit-content' }}
          />
          <ListState
            list={list}
            isEmpty={rows.length === 0}
            emptyText={status === 'Requested' ? t('emptyRequested') : t('emptyOther')}
          >
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('requestedOn')}</Table.Th>
                    <Table.Th>{t('account')}</Table.Th>
                    <Table.Th ta="right">{t('credit')}</Table.Th>
                    <Table.Th>{t('status')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <ClosureLine key={row.Id} row={row} onComplete={() => setCompleting(row)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ListState>
        </Stack>
      </Card>
      {completing && <CompleteModal row={completing} onClose={() => setCompleting(null)} />}
    </Page>
  );
}

function ClosureLine({ row, onComplete }: { row: ClosureRow; onComplete: () => void }) {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.RequestedAt)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.Name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.Email}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{format.number(row.Credit)}</Table.Td>
      <Table.Td>
        <Badge color={row.Status === 'Requested' ? 'orange' : 'teal'} variant="light" radius="sm" tt="none">
          {row.Status === 'Requested' ? t('statusRequested') : t('statusCompleted')}
        </Badge>
        {row.Status === 'Completed' && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('completedBy', { date: format.dateTime(row.CompletedAt), name: row.CompletedBy ?? '-' })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {row.Status === 'Requested' && (
          <Button size="xs" color="red" variant="light" leftSection={<IconUserX size={16} />} onClick={onComplete}>
            {t('complete')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function CompleteModal({ row, onClose }: { row: ClosureRow; onClose: () => void }) {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: completeClosure,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: closuresKey });
      notify({ color: 'teal', message: t('completedNotice') });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('completeTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t('completeText', {
            name: row.Name,
            email: row.Email,
            count: row.Credit,
            credit: format.number(row.Credit),
          })}
        </Text>
        <ServerErrorAlert error={complete.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={complete.isPending} onClick={() => complete.mutate(row.Id)}>
            {t('complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
