import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  ISMABI_FILE_KINDS,
  type IsmabiFileKind,
  type IsmabiFileReport,
  type IsmabiImportJob,
  LIMITS,
} from '@portal/contract';
import { IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ChoiceChips } from '../../ui/ChoiceChips';
import { DataTable } from '../../ui/DataTable';
import { importFinished, ismabiImportQuery, ismabiListKey, type UploadOutcome, uploadIsmabiFile } from './api';
import { ismabiTexts } from './texts';

/**
 * Where one chosen file stands: waiting, sending (with progress), sent and awaiting the server's answer, taken by an
 * import job (whose progress and outcome the job's own query shows), or refused.
 */
type FileState =
  | { step: 'waiting'; file: File }
  | { step: 'importing'; file: File }
  | { step: 'sending'; file: File; sent: number }
  | { step: 'queued'; file: File; jobId: number }
  | { step: 'refused'; file: File; message: string };

const LISTED_REJECTIONS = 50;

/** Files chosen, split into those that may be sent and those over the limit (listed with name and size). */
function splitBySize(files: File[]) {
  return {
    accepted: files.filter((file) => file.size <= LIMITS.ismabiUploadBytes),
    oversized: files.filter((file) => file.size > LIMITS.ismabiUploadBytes),
  };
}

export function UploadCard() {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  const [kind, setKind] = useState<IsmabiFileKind>('ISMData');
  const [chosen, setChosen] = useState<File[]>([]);
  const [states, setStates] = useState<FileState[]>([]);
  const [busy, setBusy] = useState(false);
  const { accepted, oversized } = splitBySize(chosen);

  const update = (index: number, state: FileState) =>
    setStates((current) => current.map((old, position) => (position === index ? state : old)));

  // One file per request, one after another: each shows its own progress and its own outcome.
  const refusalOf = (outcome: UploadOutcome) => {
    if ('refusal' in outcome && outcome.refusal) return outcome.refusal;
    return 'reached' in outcome && outcome.reached ? t('somethingWrong') : t('noAnswer');
  };

  // Each upload answers at once with its import job; the files' outcomes then come from their jobs.
  async function uploadAll() {
    setBusy(true);
    setStates(accepted.map((file) => ({ step: 'waiting', file })));
    for (const [index, file] of accepted.entries()) {
      update(index, { step: 'sending', file, sent: 0 });
      const outcome = await uploadIsmabiFile(kind, file, (sent) =>
        update(index, sent < 1 ? { step: 'sending', file, sent } : { step: 'importing', file }),
      );
      if ('job' in outcome) update(index, { step: 'queued', file, jobId: outcome.job.id });
      else
        update(index, {
          step: 'refused',
          file,
          message: refusalOf(outcome),
        });
    }
    setChosen([]);
    setBusy(false);
  }

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('uploadTitle')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('kindLabel')}
          </Text>
          <ChoiceChips
            label={t('kindLabel')}
            data={ISMABI_FILE_KINDS.map((fileKind) => ({ value: fileKind, label: fileKind }))}
            value={kind}
            onChange={setKind}
            disabled={busy}
          />
        </Stack>
        <FileInput
          label={t('filesLabel')}
          placeholder={t('filesPlaceholder')}
          description={t('filesHint', format.uploadLimit(LIMITS.ismabiUploadBytes))}
          multiple
          clearable
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={chosen}
          onChange={setChosen}
          disabled={busy}
          leftSection={<IconUpload size={16} />}
        />
        {oversized.length > 0 && (
          <Alert color="red" title={t('rejectedFiles')}>
            <Stack gap={2}>
              {oversized.map((file) => (
                <Text key={file.name} size="sm">
                  {`${t('tooLarge', { name: file.name, ...format.uploadLimit(LIMITS.ismabiUploadBytes) })} (${t('fileSize', { size: format.megabytes(file.size) })})`}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group>
          <Button onClick={uploadAll} loading={busy} disabled={accepted.length === 0}>
            {t('upload')}
          </Button>
        </Group>
        {states.map((state) => (
          <FileOutcome key={`${state.file.name}-${state.file.size}-${state.file.lastModified}`} state={state} />
        ))}
      </Stack>
    </Card>
  );
}

function FileOutcome({ state }: { state: FileState }) {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  const heading = (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {state.file.name}{' '}
      <Text span c="dimmed" size="sm">
        {`(${t('fileSize', { size: format.megabytes(state.file.size) })})`}
      </Text>
    </Text>
  );
  if (state.step === 'waiting' || state.step === 'sending' || state.step === 'importing') {
    const percent = state.step === 'sending' ? Math.round(state.sent * 100) : state.step === 'importing' ? 100 : 0;
    return (
      <Stack gap={4} aria-busy>
        {heading}
        <Progress value={percent} animated={state.step === 'importing'} aria-label={state.file.name} />
        <Text size="sm" c="dimmed">
          {state.step === 'importing' ? t('importing') : t('sending', { percent })}
        </Text>
      </Stack>
    );
  }
  if (state.step === 'refused') {
    return (
      <Alert color="red" title={heading}>
        {state.message}
      </Alert>
    );
  }
  return <ImportJobOutcome jobId={state.jobId} heading={heading} name={state.file.name} />;
}

/** Rows checked while the job runs, then the file's outcome; the list below is read again once it is written. */
function ImportJobOutcome({ jobId, heading, name }: { jobId: number; heading: ReactNode; name: string }) {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { data: job } = useQuery(ismabiImportQuery(jobId));
  const finished = importFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ismabiListKey });
  }, [finished, queryClient]);
  const report = job?.Outcome?.Files[0];
  if (report) return <FileReport report={report} heading={heading} />;
  if (job?.Status === 'failed') {
    return (
      <Alert color="red" title={heading}>
        {t('importFailed', { name })}
      </Alert>
    );
  }
  return (
    <Stack gap={4} aria-busy>
      {heading}
      <Progress value={100} animated aria-label={name} />
      <Text size="sm" c="dimmed">
        {jobStep(job, (key, rows) => t(key, { rows: format.number(rows) }))}
      </Text>
    </Stack>
  );
}

function jobStep(
  job: IsmabiImportJob | undefined,
  say: (key: 'queued' | 'checking' | 'writing', rows: number) => string,
) {
  if (job?.Status === 'checking' || job?.Status === 'writing') return say(job.Status, job.RowsChecked);
  return say('queued', 0);
}

function FileReport({ report, heading }: { report: IsmabiFileReport; heading: ReactNode }) {
  const t = useTexts(ismabiTexts);
  const format = useFormat();
  if (report.Written) {
    return (
      <Alert color="teal" title={heading}>
        {`${report.Message} (${t('seconds', { seconds: format.number(report.Seconds) })})`}
      </Alert>
    );
  }
  const unlisted = report.Rejected - Math.min(report.Rejections.length, LISTED_REJECTIONS);
  return (
    <Alert color="red" title={heading}>
      <Stack gap="xs">
        <Text size="sm">{report.Message}</Text>
        <DataTable
          rows={report.Rejections.slice(0, LISTED_REJECTIONS)}
          rowKey={(rejection) => `${rejection.Line}-${rejection.Reason}`}
          columns={[
            { header: t('line'), cell: (rejection) => rejection.Line, headProps: { w: 70 } },
            { header: t('reason'), cell: (rejection) => rejection.Reason },
          ]}
          withTableBorder
          verticalSpacing={4}
          fz="sm"
          aria-label={t('rejectedRows')}
        />
        {unlisted > 0 && <Text size="sm">{t('moreRejected', { number: format.number(unlisted) })}</Text>}
      </Stack>
    </Alert>
  );
}
