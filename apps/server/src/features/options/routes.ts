import { type Language, optionEndpoints } from '@portal/contract';
import { optionList } from '../../domain/options/texts.ts';
import type { Access } from '../../platform/access.ts';
import { route } from '../../platform/route.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { creditSetupOptions } from '../payments/public.ts';
import { activeReferrers, companyOptions } from './queries.ts';

type Option = { id: number | string; label: string };
type OptionEndpoint = (typeof optionEndpoints)[keyof typeof optionEndpoints];

/** The option lists of the specification's section 7, labelled in the reader's language. */
export function optionRoutes(app: ZodApp, deps: AppDeps) {
  const list = (
    declaration: OptionEndpoint,
    access: Access,
    options: (language: Language) => Promise<Option[]> | Option[],
  ) => route(app, declaration, { config: { access }, handler: async (request) => options(request.language) });

  list(optionEndpoints.referrers, 'public', () => activeReferrers(deps.db));
  list(optionEndpoints.userRoles, 'admin', (language) => optionList('userRoles', language));
  list(optionEndpoints.transactionTypes, 'user', (language) => optionList('transactionTypes', language));
  list(optionEndpoints.paymentTypes, 'user', (language) => optionList('paymentTypes', language));
  list(optionEndpoints.creditSetups, 'user', (language) => creditSetupOptions(deps.db, language));
  list(optionEndpoints.invoiceStatuses, 'admin', (language) => optionList('invoiceStatuses', language));
  list(optionEndpoints.paymentMethods, 'admin', (language) => optionList('paymentMethods', language));
  list(optionEndpoints.companies, 'admin', () => companyOptions(deps.db));
}
