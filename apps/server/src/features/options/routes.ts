import { type Language, optionList as optionListSchema } from '@portal/contract';
import type { Access } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { creditSetupOptions } from '../payments/service.ts';
import { optionList } from './texts.ts';

type Option = { id: number | string; label: string };

/** The option lists of the specification's section 7, GET /util/* and /pubutil/*, labelled in the reader's language. */
export function optionRoutes(app: ZodApp, deps: AppDeps) {
  const list = (url: string, access: Access, options: (language: Language) => Promise<Option[]> | Option[]) =>
    app.get(url, {
      config: { access },
      schema: { tags: ['options'], response: { 200: optionListSchema } },
      handler: async (request) => options(request.language),
    });

  list('/pubutil/GetReferers', 'public', () =>
    deps.db
      .selectFrom('referrers')
      .select(['code as id', 'name as label'])
      .where('active', '=', true)
      .orderBy('code')
      .execute(),
  );
  list('/util/GetUserRoles', 'admin', (language) => optionList('userRoles', language));
  list('/util/GetTransactionTypes', 'user', (language) => optionList('transactionTypes', language));
  list('/util/GetPaymentTypes', 'user', (language) => optionList('paymentTypes', language));
  list('/util/GetCreditSetups', 'user', (language) => creditSetupOptions(deps.db, language));
  list('/util/GetInvoiceStatus', 'admin', (language) => optionList('invoiceStatuses', language));
  list('/util/GetPaymentMethods', 'admin', (language) => optionList('paymentMethods', language));
  list('/util/GetCompanies', 'admin', () =>
    deps.db.selectFrom('companies').select(['id', 'name as label']).orderBy('name').execute(),
  );
}
