import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type TransactionRow, TransactionType } from '@portal/contract';
import { IconArrowBackUp, IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { NameAndEmail } from '../../ui/NameAndEmail';
import { RowAction } from '../../ui/RowAction';
import { reportPath } from '../checks/api';
import { paymentDonePath, taxInvoicePath } from './api';
import { transactionsTexts } from './texts';

const statusColors: Record<string, string> = { Completed: 'teal', Pending: 'yellow', Failed: 'red', Cancelled: 'gray' };
/** The payment's status is one of these codes; each is shown in the reader's language. */
const statusWords = {
  Completed: 'statusCompleted',
  Pending: 'statusPending',
  Failed: 'statusFailed',
  Cancelled: 'statusCancelled',
} as const;
const isKnownStatus = (status: string): status is keyof typeof statusWords => Object.hasOwn(statusWords, status);

export function StatusBadge({ status }: { status: string | null }) {
  const t = useTexts(transactionsTexts);
  if (!status) return <Text c="dimmed">{'-'}</Text>;
  return (
    // Never shrunk to "Com…": the badge keeps the width of its word.
    <Badge
      color={statusColors[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {isKnownStatus(status) ? t(statusWords[status]) : status}
    </Badge>
  );
}

export function CreditAmount({ credit }: { credit: number }) {
  if (credit === 0) return <Text c="dimmed">{'-'}</Text>;
  return (
    <Text span fw={600} c={credit > 0 ? 'teal.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {credit > 0 ? `+${credit}` : `\u2212${Math.abs(credit)}`}
    </Text>
  );
}

/** Type 1 rows lead to their payment's status page, when the payment is known; a check's row to its report. */
export function DocumentNo({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  if (row.Type === TransactionType.Payment && row.PaymentID !== null) {
    return (
      <Anchor component={Link} to={paymentDonePath(row.PaymentID)} ff="monospace" size="sm" fw={600}>
        {row.DocumentNo}
      </Anchor>
    );
  }
  if (row.VehicleKey !== null) {
    return (
      <Anchor
        component={Link}
        to={reportPath(row.VehicleKey)}
        title={t('openReport')}
        ff="monospace"
        size="sm"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.DocumentNo}
      </Anchor>
    );
  }
  return (
    <Text ff="monospace" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {row.DocumentNo}
    </Text>
  );
}

/** The row's type (Payment, Credit, Postpaid…), as the server names it. */
/** A credit row says which way the credit went: "Credit" alone on a −1 read as the opposite (walk N-25). */
export function TypeBadge({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  const creditWay = row.Credit > 0 ? t('creditAdded') : t('creditTaken');
  return (
    <Badge variant="light" radius="sm" tt="none" size="sm">
      {row.Type === TransactionType.Credit && row.Credit !== 0 ? creditWay : row.TypeDesc}
    </Badge>
  );
}

export function Reversal({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  if (row.ReversedByID !== null)
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none" size="sm">
        {t('reversed')}
      </Badge>
    );
  if (row.ReversesID !== null)
    return (
      <Badge color="grape" variant="outline" radius="sm" tt="none" size="sm">
        {t('reversal')}
      </Badge>
    );
  return null;
}

export interface RowsProps {
  rows: TransactionRow[];
  isAdmin: boolean;
  /** Whose row it is: everyone's ledger (administrators) and a company's (its users) name the user of each row. */
  showsWho: boolean;
  onReverse: (row: TransactionRow) => void;
}

/** The user who made the row, their e-mail, and (for administrators, who see every company) the company. */
export function Who({ row, isAdmin }: { row: TransactionRow; isAdmin: boolean }) {
  return (
    <>
      <NameAndEmail name={row.Username} email={row.Email} />
      {isAdmin && row.CompanyName && (
        <Text size="xs" c="dimmed">
          {row.CompanyName}
        </Text>
      )}
    </>
  );
}

export function ReverseButton({ row, onReverse }: { row: TransactionRow; onReverse: (row: TransactionRow) => void }) {
  const t = useTexts(transactionsTexts);
  if (!row.CanDelete) return null;
  return (
    <RowAction
      label={t('reverse', { documentNo: row.DocumentNo })}
      tooltip={t('reverseTooltip')}
      color="red"
      onClick={() => onReverse(row)}
    >
      <IconArrowBackUp size={18} />
    </RowAction>
  );
}

/** A company's credit-package purchase: its tax invoice as a PDF (a plain link; the server lets the company's users and administrators have it). */
export function TaxInvoiceLink({ row }: { row: TransactionRow }) {
  const t = useTexts(transactionsTexts);
  if (row.TaxInvoiceID === null) return null;
  return (
    <Anchor
      href={taxInvoicePath(row.TaxInvoiceID)}
      download
      size="xs"
      aria-label={t('taxInvoiceOf', { documentNo: row.DocumentNo })}
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileTypePdf size={14} aria-hidden />
        {t('taxInvoice')}
      </Group>
    </Anchor>
  );
}

/** What the row cost (SST inside, shown apart when there is any) and, for a package a company bought, its tax invoice. */
export function AmountParts({ row, align }: { row: TransactionRow; align: 'flex-start' | 'flex-end' }) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  if (row.Amount === 0 && row.TaxInvoiceID === null) return <Text c="dimmed">{'-'}</Text>;
  return (
    <Stack gap={0} align={align}>
      {row.Amount !== 0 && (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {format.ringgit(row.Amount)}
        </Text>
      )}
      {row.Tax !== 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('sstLine', { amount: format.ringgit(row.Tax) })}
        </Text>
      )}
      <TaxInvoiceLink row={row} />
    </Stack>
  );
}
