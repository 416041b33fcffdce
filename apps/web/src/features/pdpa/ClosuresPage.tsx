import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ClosureRow } from '@portal/contract';
import { IconUserX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { actionsColumn, DataTable } from '../../ui/DataTable';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { useRowChange } from '../../ui/row-change';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { StatusListCard } from '../../ui/StatusListCard';
import { type ClosureFilter, closuresKey, closuresQuery, completeClosure } from './api';
import { pdpaTexts } from './texts';

const FIRST_STATUS: ClosureFilter = 'Requested';
const closureQueries = () => [closuresQuery(FIRST_STATUS)];
export const loader = serverLoader(closureQueries);
export const clientLoader = browserLoader(closureQueries);

/** /settings/closures (administrators): account closure requests and their completion (PDPA). */
export function ClosuresPage() {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  const [status, setStatus] = useState<ClosureFilter>(FIRST_STATUS);
  const [completing, setCompleting] = useState<ClosureRow | null>(null);
  const list = useQuery({ ...closuresQuery(status), placeholderData: keepPreviousData });
  const rows = list.data ?? [];
  return (
    <Page title={t('adminTitle')} description={t('adminDescription')}>
      <StatusListCard
        filterLabel={t('statusFilter')}
        status={status}
        onStatus={setStatus}
        statuses={{ Requested: t('statusRequested'), Completed: t('statusCompleted'), '': t('statusAll') }}
      >
        <ListState
          list={list}
          isEmpty={rows.length === 0}
          emptyText={status === 'Requested' ? t('emptyRequested') : t('emptyOther')}
        >
          <DataTable
            rows={rows}
            rowKey={(row) => row.Id}
            columns={[
              { header: t('requestedOn'), cell: (row) => format.dateTime(row.RequestedAt), nowrap: true },
              { header: t('account'), cell: (row) => <Account row={row} /> },
              { header: t('credit'), cell: (row) => format.number(row.Credit), align: 'right' },
              { header: t('status'), cell: (row) => <ClosureStatus row={row} /> },
              actionsColumn<ClosureRow>(
                (row) =>
                  row.Status === 'Requested' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconUserX size={16} />}
                      onClick={() => setCompleting(row)}
                    >
                      {t('complete')}
                    </Button>
                  ),
              ),
            ]}
            minWidth={640}
            verticalSpacing="sm"
            striped
          />
        </ListState>
      </StatusListCard>
      {completing && <CompleteModal row={completing} onClose={() => setCompleting(null)} />}
    </Page>
  );
}

function Account({ row }: { row: ClosureRow }) {
  return (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {row.Name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {row.Email}
      </Text>
    </>
  );
}

function ClosureStatus({ row }: { row: ClosureRow }) {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  return (
    <>
      <Badge color={row.Status === 'Requested' ? 'orange' : 'teal'} variant="light" radius="sm" tt="none">
        {row.Status === 'Requested' ? t('statusRequested') : t('statusCompleted')}
      </Badge>
      {row.Status === 'Completed' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('completedBy', { date: format.dateTime(row.CompletedAt), name: row.CompletedBy ?? '-' })}
        </Text>
      )}
    </>
  );
}

function CompleteModal({ row, onClose }: { row: ClosureRow; onClose: () => void }) {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  const complete = useRowChange(completeClosure, {
    refreshes: closuresKey,
    notice: t('completedNotice'),
    onClose,
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

export default ClosuresPage;
