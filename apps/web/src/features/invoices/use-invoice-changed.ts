import type { InvoiceChangeAnswer } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../ui/notices';
import { invoiceQuery, refreshInvoices } from './api';

/** After a change: the invoice as the server answered it, and everything shown beside it read again. */
export function useInvoiceChanged(id: number) {
  const queryClient = useQueryClient();
  return (answer: InvoiceChangeAnswer) => {
    queryClient.setQueryData(invoiceQuery(id).queryKey, answer.invoice);
    notify({ color: 'teal', message: answer.Message });
    return refreshInvoices(queryClient);
  };
}
