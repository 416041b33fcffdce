import { type EinvoiceStatus, einvoiceEndpoints } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import type { Paging } from '../../ui/Pager';

export type EinvoiceStatusFilter = EinvoiceStatus | '';

export const einvoicesQuery = (status: EinvoiceStatusFilter, { page, rows }: Paging) =>
  endpointQuery(einvoiceEndpoints.list, { query: { status, page, rows } });

export const einvoicesKey = endpointKey(einvoiceEndpoints.list);

export const retryEinvoice = (id: number) => call(einvoiceEndpoints.retry, { query: { id } });

/** Cancel or Credit note, with the reason given; field errors show on the form (handlesErrors). */
export const correctEinvoice = ({ id, how, reason }: { id: number; how: 'cancel' | 'creditNote'; reason: string }) =>
  call(einvoiceEndpoints[how], { query: { id }, body: { Reason: reason } }, { handlesErrors: true });
