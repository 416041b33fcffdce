import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import {
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditRow,
  auditActions,
  auditEntities,
} from '@portal/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useFormat, useTexts } from '../../lib/i18n';
import { NameAndEmail } from '../../ui/NameAndEmail';
import { UnstyledList } from '../../ui/UnstyledList';
import { wholeWordBadge } from '../../ui/wrapping';
import { oneNamed } from './api';
import { auditTexts } from './texts';

const actionColours: Record<AuditAction, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  upload: 'grape',
  confirm: 'indigo',
  reverse: 'orange',
  export: 'gray',
  submit: 'cyan',
  cancel: 'red',
};

const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && !Number.isNaN(Date.parse(text));

/** A recorded value as a reader says it: dates in Malaysian time, sen as ringgit, lists joined, yes or no. */
function useValueText() {
  const t = useTexts(auditTexts);
  const format = useFormat();
  const text = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('emptyValue');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    // Money is recorded in sen (`PriceSen`, `amountSen`): the screens show ringgit.
    if (typeof value === 'number') return /Sen$/.test(field) ? format.ringgit(value) : String(value);
    if (typeof value === 'string') return isInstant(value) ? format.dateTime(value) : value;
    if (Array.isArray(value)) return value.map((item) => text(field, item)).join(', ');
    return JSON.stringify(value);
  };
  return text;
}

/** The person behind the entry: name and e-mail, or the portal itself (a job) when there is no account. */
export function Who({ row }: { row: AuditRow }) {
  const t = useTexts(auditTexts);
  if (row.ActorId === null) return <Text size="sm">{t('portal')}</Text>;
  return <NameAndEmail name={row.ActorName} email={row.ActorEmail} />;
}

export function ActionBadge({ action }: { action: string }) {
  const t = useTexts(auditTexts);
  const known = oneNamed<AuditAction>(action, auditActions);
  return (
    <Badge color={known ? actionColours[known] : 'gray'} variant="light" radius="sm" tt="none" styles={wholeWordBadge}>
      {known ? t(`actions.${known}`) : action}
    </Badge>
  );
}

/** Which record: its kind and its id. */
export function RecordName({ row }: { row: AuditRow }) {
  const t = useTexts(auditTexts);
  const kind = oneNamed<AuditEntity>(row.Entity, auditEntities);
  return (
    <Text size="sm">
      {kind ? t(`kinds.${kind}`) : row.Entity}
      {row.EntityId && (
        <Text span ff="monospace" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {` ${row.EntityId}`}
        </Text>
      )}
    </Text>
  );
}

/** One changed field: before → after; a value only after (created) or only before (removed) stands alone. */
function Change({ change }: { change: AuditChange }) {
  const t = useTexts(auditTexts);
  const valueText = useValueText();
  const hasBefore = change.Before !== undefined;
  const hasAfter = change.After !== undefined;
  // The server's words for codes, money and erased values; the rest (dates, yes/no) read in the browser's time zone.
  const read = [
    change.BeforeText ?? valueText(change.Field, change.Before),
    change.AfterText ?? valueText(change.Field, change.After),
  ];
  // Two instants in the same minute read alike: then the recorded values show what changed.
  const [before, after] =
    hasBefore && hasAfter && read[0] === read[1] ? [String(change.Before), String(change.After)] : read;
  return (
    <Group component="li" gap={6} wrap="wrap" align="baseline">
      {change.Label && (
        <Text size="xs" fw={600}>
          {`${change.Label}:`}
        </Text>
      )}
      {hasBefore && (
        <Text size="sm" c="dimmed" td={hasAfter ? undefined : 'line-through'} style={{ overflowWrap: 'anywhere' }}>
          {before}
        </Text>
      )}
      {hasBefore && hasAfter && (
        <>
          <IconArrowRight size={14} aria-hidden />
          <VisuallyHidden>{t('changedTo')}</VisuallyHidden>
        </>
      )}
      {hasAfter && (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {after}
        </Text>
      )}
    </Group>
  );
}

/** The entry's changed fields, each as before → after; never the raw record. */
export function Changes({ row }: { row: AuditRow }) {
  const t = useTexts(auditTexts);
  if (row.Changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('nothingRecorded')}
      </Text>
    );
  }
  return (
    <UnstyledList gap={2} aria-label={t('changes')}>
      {row.Changes.map((change) => (
        <Change key={change.Field} change={change} />
      ))}
    </UnstyledList>
  );
}
