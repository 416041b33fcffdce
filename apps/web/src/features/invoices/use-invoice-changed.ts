import type { InvoiceChangeAnswer } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
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
    queryClient.setQueryData(invoiceQuery(id).queryKey, answer.invoice);
    notify({ color: 'teal', message: answer.Message });
    return refreshInvoices(queryClient);
  };
}
