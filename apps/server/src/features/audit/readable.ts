import { type AuditChange, ERASED_VALUE, formatRinggit, type Language } from '@portal/contract';
import { optionLabel } from '../../domain/options/texts.ts';
import { auditTexts } from './texts.ts';

/** The option list whose labels a recorded number stands for, by the field's name (compared without case). */
const codeLists: Record<string, Parameters<typeof optionLabel>[0]> = {
  method: 'paymentMethods',
  invoicestatus: 'invoiceStatuses',
  userrole: 'userRoles',
  paymenttype: 'paymentTypes',
};

/** Per kind of record, what a number under `Status` or `Type` stands for. */
const codesOfKind: Record<string, Record<string, Parameters<typeof optionLabel>[0]>> = {
  invoice: { status: 'invoiceStatuses' },
  transaction: { type: 'transactionTypes' },
};

const isMoney = (field: string) => /sen$/i.test(field);

/**
 * Fields recorded twice, once for programs and once for people: the ringgit beside the sen (`Amount`, `AmountSen`),
 * an English label beside its code (`MethodDesc`, `InvoiceStatus` beside an invoice's `Status`). Only one is shown.
 */
export function withoutCopies(changes: AuditChange[], entity: string): AuditChange[] {
  const fields = new Set(changes.map((change) => change.Field));
  return changes.filter(
    (change) =>
      !fields.has(`${change.Field}Sen`) &&
      !(change.Field.endsWith('Desc') && fields.has(change.Field.slice(0, -'Desc'.length))) &&
      !(entity === 'invoice' && change.Field === 'InvoiceStatus' && fields.has('Status')),
  );
}

/** One change with its field and values in the reader's words and language. */
export function readable(change: AuditChange, entity: string, language: Language): AuditChange {
  const t = auditTexts.of(language);
  const field = change.Field.toLowerCase();
  const fieldLabels = t('fields', { returnObjects: true }) as Record<string, string>;
  const statuses = t('statuses', { returnObjects: true }) as Record<string, string>;
  const codes = codesOfKind[entity]?.[field] ?? codeLists[field];

  const text = (value: unknown): string | undefined => {
    if (value === ERASED_VALUE) return t('erased');
    if (typeof value === 'number' && codes) return optionLabel(codes, value, language, String(value));
    if (typeof value === 'number' && isMoney(change.Field)) return formatRinggit(value, language);
    if (typeof value === 'string' && field === 'status' && statuses[value]) return statuses[value];
    // `erased: email, username`: the erased columns, named as the reader knows them.
    if (Array.isArray(value) && field === 'erased') {
      return value.map((name) => fieldLabels[String(name).toLowerCase()] ?? String(name)).join(', ');
    }
    return undefined;
  };
  const beforeText = change.Before === undefined ? undefined : text(change.Before);
  const afterText = change.After === undefined ? undefined : text(change.After);
  return {
    ...change,
    Label: fieldLabels[field] ?? change.Field,
    ...(beforeText !== undefined && { BeforeText: beforeText }),
    ...(afterText !== undefined && { AfterText: afterText }),
  };
}
