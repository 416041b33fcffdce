import { Badge, Button, Group, Text } from '@mantine/core';
import { type Invoice, InvoiceStatus } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n';
import { invoicesTexts } from './texts';

const statusColours: Record<number, string> = {
  [InvoiceStatus.Draft]: 'gray',
  [InvoiceStatus.Cancelled]: 'red',
  [InvoiceStatus.Confirmed]: 'blue',
  [InvoiceStatus.PartiallyPaid]: 'yellow',
  [InvoiceStatus.Paid]: 'teal',
};

/** Each status code's word in the reader's language. */
const statusWords = {
  [InvoiceStatus.Draft]: 'statusDraft',
  [InvoiceStatus.Cancelled]: 'statusCancelled',
  [InvoiceStatus.Confirmed]: 'statusConfirmed',
  [InvoiceStatus.PartiallyPaid]: 'statusPartiallyPaid',
  [InvoiceStatus.Paid]: 'statusPaid',
} as const;

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'Status' | 'InvoiceStatus'> }) {
  const t = useTexts(invoicesTexts);
  const word = statusWords[invoice.Status as keyof typeof statusWords];
  return (
    <Badge color={statusColours[invoice.Status] ?? 'gray'} variant="light" radius="sm" tt="none">
      {word ? t(word) : invoice.InvoiceStatus}
    </Badge>
  );
}

interface TabAction {
  icon: ReactNode;
  label: string;
  onClick: () => void;
}

/** A tab's line above its table: why something cannot be done now, and the tab's button when it can (`action`). */
export function TabHeader({ note, action }: { note: string; action: TabAction | false }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      {action && (
        <Button leftSection={action.icon} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Group>
  );
}
