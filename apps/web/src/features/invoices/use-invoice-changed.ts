import type { InvoiceChangeAnswer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../ui/notices';
import { invoiceQuery, refreshInvoices } from './api';

/**
 * After a change: the modal that made it closes (`close`), the invoice is as the server answered it, and everything
 * shown beside it is read again.
 */
export function useInvoiceChanged(id: number, close?: () => void) {
  const queryClient = useQueryClient();
  return (answer: InvoiceChangeAnswer) => {
    close?.();
    // The parties, due date and e-invoice stay as read; the answer brings the invoice's own figures.
    queryClient.setQueryData(invoiceQuery(id).queryKey, (shown) => shown && { ...shown, ...answer.invoice });
    notify({ color: 'teal', message: answer.Message });
    return refreshInvoices(queryClient);
  };
}

/**
 * A tab's row removed from the invoice once the user confirms: the row being asked about (the question is open while
 * it is set), and its removal, after which the invoice is as the server answered it.
 */
export function useInvoiceRowRemoval<Row extends { id: number }>(
  invoiceId: number,
  removeRow: (id: number) => Promise<InvoiceChangeAnswer>,
) {
  const changed = useInvoiceChanged(invoiceId);
  const [asked, setAsked] = useState<Row | null>(null);
  const removal = useMutation({
    mutationFn: (row: Row) => removeRow(row.id),
    onSuccess: changed,
    onSettled: () => setAsked(null),
  });
  return {
    asked,
    ask: setAsked,
    pending: removal.isPending,
    cancel: () => setAsked(null),
    confirm: () => asked && removal.mutate(asked),
  };
}
