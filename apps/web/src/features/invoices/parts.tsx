import { Badge } from '@mantine/core';
import { type Invoice, InvoiceStatus } from '@portal/contract';

const statusColours: Record<number, string> = {
  [InvoiceStatus.Draft]: 'gray',
  [InvoiceStatus.Cancelled]: 'red',
  [InvoiceStatus.Confirmed]: 'blue',
  [InvoiceStatus.PartiallyPaid]: 'yellow',
  [InvoiceStatus.Paid]: 'teal',
};

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'Status' | 'InvoiceStatus'> }) {
  return (
    <Badge color={statusColours[invoice.Status] ?? 'gray'} variant="light" radius="sm" tt="none">
      {invoice.InvoiceStatus}
    </Badge>
  );
}

/** An invoice's calendar date (`2026-11-22`) as invoice screens write it: `22/11/2026`. */
export function invoiceDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
