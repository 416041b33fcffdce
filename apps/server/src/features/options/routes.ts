import {
  invoiceStatusOptions,
  optionList,
  paymentMethodOptions,
  paymentTypeOptions,
  transactionTypeOptions,
  userRoleOptions,
} from '@portal/contract';
import type { Access } from '../../platform/access.ts';
import type { AppDeps, ZodApp } from '../../platform/types.ts';
import { creditSetupOptions } from '../payments/service.ts';

type Option = { id: number | string; label: string };

/** The option lists of the specification's section 7, GET /util/* and /pubutil/*. */
export function optionRoutes(app: ZodApp, deps: AppDeps) {
  const list = (url: string, access: Access, options: () => Promise<Option[]> | Option[]) =>
    app.get(url, {
      config: { access },
      schema: { tags: ['options'], response: { 200: optionList } },
      handler: async () => options(),
    });

  list('/pubutil/GetReferers', 'public', () =>
    deps.db
      .selectFrom('referrers')
      .select(['code as id', 'name as label'])
      .where('active', '=', true)
      .orderBy('code')
      .execute(),
  );
  list('/util/GetUserRoles', 'admin', () => userRoleOptions);
  list('/util/GetTransactionTypes', 'user', () => transactionTypeOptions);
  list('/util/GetPaymentTypes', 'user', () => paymentTypeOptions);
  list('/util/GetCreditSetups', 'user', () => creditSetupOptions(deps.db));
  list('/util/GetInvoiceStatus', 'admin', () => invoiceStatusOptions);
  list('/util/GetPaymentMethods', 'admin', () => paymentMethodOptions);
  list('/util/GetCompanies', 'admin', () =>
    deps.db.selectFrom('companies').select(['id', 'name as label']).orderBy('name').execute(),
  );
}
