import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BulkBatch, BulkPreviewStatus, BulkRow } from '@portal/contract';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useCloseOnLoginPrompt } from '../../lib/api-problems';
import { useFormat, useTexts } from '../../lib/i18n';
import { profileQueryKey } from '../../lib/session';
import { CompanyOnly } from '../../ui/CompanyOnly';
import { DataTable } from '../../ui/DataTable';
import { Page } from '../../ui/Page';
import { wholeWordBadge } from '../../ui/wrapping';
import { CheckTerms, TermsAgreement } from '../checks/CheckTerms';
import { checksTexts } from '../checks/texts';
import { bulkQuery, confirmBulk, prepareBulkReports, reportsZipPath, resultPath, uploadBulkFile } from './api';
import { bulkTexts } from './texts';

/** /check/bulk: upload a list, see its preview and cost, confirm, follow the progress, download the result. */
export function BulkChecksPage() {
  const t = useTexts(bulkTexts);
  const [batchId, setBatchId] = useState<number | null>(null);
  return (
    <Page title={t('title')} description={t('description')}>
      <CompanyOnly refusal={t('companiesOnly')}>
        {batchId === null ? (
          <UploadCard onPreview={setBatchId} />
        ) : (
          <BatchCard id={batchId} onAnother={() => setBatchId(null)} />
        )}
      </CompanyOnly>
    </Page>
  );
}

function UploadCard({ onPreview }: { onPreview: (id: number) => void }) {
  const t = useTexts(bulkTexts);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [refusal, setRefusal] = useState('');
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadBulkFile(chosen, setSent),
    onMutate: () => {
      setRefusal('');
      setSent(0);
    },
    onSuccess: (outcome) => {
      if ('batch' in outcome) onPreview(outcome.batch.id);
      else setRefusal(outcome.refusal);
    },
  });
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <FileInput
          label={t('file')}
          description={t('fileHint')}
          placeholder={t('filePlaceholder')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={setFile}
          clearable
        />
        {upload.isPending && <Progress value={sent * 100} animated />}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group>
          <Button
            leftSection={<IconUpload size={18} />}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            {t('upload')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const statusColour: Record<BulkPreviewStatus, string> = {
  found: 'teal',
  notfound: 'gray',
  owned: 'blue',
  invalid: 'red',
  duplicate: 'yellow',
};

/** The header's credit balance follows the run: read again as checks are charged, and once the run is done. */
function useBalanceFollowing(batch: BulkBatch | undefined) {
  const queryClient = useQueryClient();
  const charged = batch?.Charged;
  const status = batch?.Status;
  useEffect(() => {
    if (charged !== undefined && status !== 'preview')
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [charged, status, queryClient]);
}

/** The worker is still at it: the file being read, the vehicles being checked, or the PDFs being drawn. */
const inProgress = (batch: BulkBatch | undefined) =>
  batch?.Status === 'reading' || batch?.Status === 'running' || batch?.Reports === 'preparing';

function BatchCard({ id, onAnother }: { id: number; onAnother: () => void }) {
  const t = useTexts(bulkTexts);
  const batch = useQuery({
    ...bulkQuery(id),
    refetchInterval: (query) => (inProgress(query.state.data) ? 1000 : false),
  });
  const [refusal, setRefusal] = useState('');
  const [readingTerms, setReadingTerms] = useState(false);
  const closeTerms = useCallback(() => setReadingTerms(false), []);
  useCloseOnLoginPrompt(closeTerms);
  const confirm = useMutation({
    mutationFn: () => confirmBulk(id),
    onMutate: () => setRefusal(''),
    onSuccess: () => batch.refetch(),
    onError: (error) => setRefusal(error instanceof ApiError ? error.messages.join(' ') : ''),
    onSettled: closeTerms,
  });
  const data = batch.data;
  useBalanceFollowing(data);
  if (!data) return null;
  if (data.Status === 'reading' || data.Status === 'refused') {
    return <FileCard batch={data} onAnother={onAnother} />;
  }
  return (
    <Stack gap="lg">
      <Card p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {data.FileName}
          </Title>
          <Counts batch={data} />
          <Cost batch={data} />
          {data.Status === 'preview' && data.Counts.Found === 0 && <Text size="sm">{t('nothingToCharge')}</Text>}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          {data.Status === 'preview' && (
            <Group>
              <Button onClick={() => setReadingTerms(true)}>{t('confirm')}</Button>
              <Button variant="default" onClick={onAnother}>
                {t('another')}
              </Button>
            </Group>
          )}
          {data.Status !== 'preview' && <RunProgress batch={data} />}
          {data.Status === 'done' && (
            <Group>
              <Button component="a" href={resultPath(id)} leftSection={<IconDownload size={18} />}>
                {t('download')}
              </Button>
              {data.PdfAccess && data.Charged + data.Counts.Owned > 0 && (
                <ReportsButton batch={data} onRefused={setRefusal} onAsked={() => batch.refetch()} />
              )}
              <Button variant="default" onClick={onAnother}>
                {t('another')}
              </Button>
            </Group>
          )}
          {data.Reports === 'preparing' && (
            <Text size="sm" role="status">
              {t('preparingPdfs')}
            </Text>
          )}
        </Stack>
      </Card>
      <Rows batch={data} />
      {readingTerms && (
        <TermsModal onClose={closeTerms} onConfirm={() => confirm.mutate()} confirming={confirm.isPending} />
      )}
    </Stack>
  );
}

/** A file the worker is reading, or has refused (with the reason, in the reader's words). */
function FileCard({ batch, onAnother }: { batch: BulkBatch; onAnother: () => void }) {
  const t = useTexts(bulkTexts);
  const reading = batch.Status === 'reading';
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {batch.FileName}
        </Title>
        {reading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('reading')}</Text>
          </Group>
        ) : (
          <Alert color="red" role="alert" title={t('refused')}>
            {batch.Refusal?.Message}
          </Alert>
        )}
        {!reading && (
          <Group>
            <Button onClick={onAnother}>{t('another')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The reports' zip: asked for, then drawn by the server while the page waits, then a plain download link. */
function ReportsButton({
  batch,
  onRefused,
  onAsked,
}: {
  batch: BulkBatch;
  onRefused: (refusal: string) => void;
  onAsked: () => void;
}) {
  const t = useTexts(bulkTexts);
  const prepare = useMutation({
    mutationFn: () => prepareBulkReports(batch.id),
    onMutate: () => onRefused(''),
    onSuccess: onAsked,
    onError: (error) => onRefused(error instanceof ApiError ? error.messages.join(' ') : ''),
  });
  if (batch.Reports === 'ready') {
    return (
      <Button component="a" href={reportsZipPath(batch.id)} variant="light" leftSection={<IconFileTypePdf size={18} />}>
        {t('downloadPdfs')}
      </Button>
    );
  }
  const preparing = batch.Reports === 'preparing';
  return (
    <Button
      variant="light"
      leftSection={preparing ? <Loader size={16} /> : <IconFileTypePdf size={18} />}
      loading={prepare.isPending}
      disabled={preparing}
      onClick={() => prepare.mutate()}
    >
      {t('preparePdfs')}
    </Button>
  );
}

/** The Terms of Service of a single check (I AGREE), agreed for every check of the file before any is charged. */
function TermsModal(props: { onClose: () => void; onConfirm: () => void; confirming: boolean }) {
  const t = useTexts(bulkTexts);
  const checkWords = useTexts(checksTexts);
  return (
    <Modal opened onClose={props.onClose} title={checkWords('termOfService')} centered size="lg">
      <Stack gap="md">
        <CheckTerms intro={t('termsIntro')} refundBefore={t('termRefundBefore')} />
        <TermsAgreement
          backLabel={checkWords('cancel')}
          onBack={props.onClose}
          agreeLabel={t('agreeAndConfirm')}
          onAgree={props.onConfirm}
          busy={props.confirming}
        />
      </Stack>
    </Modal>
  );
}

function Counts({ batch }: { batch: BulkBatch }) {
  const t = useTexts(bulkTexts);
  const format = useFormat();
  const counts = [
    { label: t('found'), value: batch.Counts.Found, status: 'found' as const },
    { label: t('notFound'), value: batch.Counts.NotFound, status: 'notfound' as const },
    { label: t('owned'), value: batch.Counts.Owned, status: 'owned' as const },
    { label: t('invalid'), value: batch.Counts.Invalid, status: 'invalid' as const },
    { label: t('duplicate'), value: batch.Counts.Duplicate, status: 'duplicate' as const },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
      {counts.map((count) => (
        <Stack key={count.status} gap={0} data-testid={`bulk-count-${count.status}`}>
          <Text size="xs" c="dimmed">
            {count.label}
          </Text>
          <Text fw={700} fz="xl" c={statusColour[count.status]}>
            {format.number(count.value)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Cost({ batch }: { batch: BulkBatch }) {
  const t = useTexts(bulkTexts);
  const format = useFormat();
  return (
    <Group gap="xl">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('totalCost')}
        </Text>
        <Text fw={700} data-testid="bulk-total">
          {batch.IsPostpaid
            ? t('postpaid', { amount: format.ringgit(batch.TotalSen) })
            : t('credits', { count: batch.TotalCredit, credit: format.number(batch.TotalCredit) })}
        </Text>
      </Stack>
      {!batch.IsPostpaid && (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('balance')}
          </Text>
          <Text fw={700}>{format.number(batch.CreditBalance)}</Text>
        </Stack>
      )}
    </Group>
  );
}

function RunProgress({ batch }: { batch: BulkBatch }) {
  const t = useTexts(bulkTexts);
  const format = useFormat();
  const share = batch.Total === 0 ? 100 : (batch.Done / batch.Total) * 100;
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {batch.Status === 'done' ? t('done', { charged: format.number(batch.Charged) }) : t('running')}
      </Text>
      <Progress value={share} size="lg" aria-label={t('running')} animated={batch.Status === 'running'} />
      <Text size="xs" c="dimmed" data-testid="bulk-progress">
        {t('progress', { done: format.number(batch.Done), total: format.number(batch.Total) })}
      </Text>
    </Stack>
  );
}

/** A plate stays whole on one line (`WXY 1234`); a chassis number or an invalid row may break anywhere. */
const keyStyle = (row: BulkRow) =>
  row.Status !== 'invalid' && row.SearchKey.includes(' ')
    ? { whiteSpace: 'nowrap' as const }
    : { overflowWrap: 'anywhere' as const };

function Rows({ batch }: { batch: BulkBatch }) {
  const t = useTexts(bulkTexts);
  const label: Record<BulkPreviewStatus, string> = {
    found: t('found'),
    notfound: t('notFound'),
    owned: t('owned'),
    invalid: t('invalid'),
    duplicate: t('duplicate'),
  };
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('preview')}
        </Title>
        <DataTable
          rows={batch.Rows}
          rowKey={(row) => row.Line}
          columns={[
            { header: t('line'), cell: (row) => row.Line },
            { header: t('searchKey'), cell: (row) => row.SearchKey, cellProps: (row) => ({ style: keyStyle(row) }) },
            { header: t('vehicle'), cell: (row) => row.Vehicle ?? <Text c="dimmed">{'-'}</Text> },
            {
              header: t('status'),
              cell: (row) => (
                <>
                  <Badge color={statusColour[row.Status]} variant="light" styles={wholeWordBadge}>
                    {label[row.Status]}
                  </Badge>
                  {row.Reason && (
                    <Text size="xs" c="red.9" mt={4}>
                      {row.Reason}
                    </Text>
                  )}
                </>
              ),
            },
          ]}
          verticalSpacing="xs"
          striped
        />
      </Stack>
    </Card>
  );
}

export default BulkChecksPage;
