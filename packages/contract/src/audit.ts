import { emptyAsUndefined, knownNumberFilter, listQueryFields, optionList, pagedAnswer } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** The kinds of record an audit entry speaks of: every entity the server's `recordAudit` is given. */
export const auditEntities = [
  'user',
  'transaction',
  'invoice',
  'invoice_transaction',
  'invoice_payment',
  'refund',
  'credit_package',
  'charge_setup',
  'running_number',
  'ismabi',
  'attachment',
  'api_keys',
  'webhook',
  'personal_data',
  'account_closure',
  'einvoice',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** What was done to the record. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'upload',
  'confirm',
  'reverse',
  'export',
  'submit',
  'cancel',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One of a fixed list, or no filter when empty. */
const oneOfFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyAsUndefined, z.enum(values).optional());

/**
 * `GET /api/Audit`: the audit log, newest first, 10 entries a page; `q` finds a record by its id or by a value it
 * had before or after; `fromDate`/`toDate` are Malaysian days, both included.
 */
export const auditQuery = z.object({
  ...listQueryFields,
  /** The person who made the change (an account's id). */
  actorId: knownNumberFilter((value) => value > 0, 'NUMBER_INVALID'),
  entity: oneOfFilter(auditEntities),
  action: oneOfFilter(auditActions),
});

/**
 * What an account closure leaves in an audit entry where the person's name, e-mail, mobile number or MyKad was: the
 * entry stays (what was done, when, to which record), the value does not. Screens show it in the reader's words.
 */
export const ERASED_VALUE = '(erased)';

/** One field of the record that the entry changed: its value before and after (absent on the side it was not). */
export const auditChange = z.object({
  /** The field's name as recorded. */
  Field: z.string(),
  /** The field in the reader's words and language (the recorded name when the portal has none for it). */
  Label: z.string(),
  /** The value as recorded (any JSON value); absent when the record had no such field before. */
  Before: z.unknown().optional(),
  /** The value as recorded (any JSON value); absent when the record has no such field after. */
  After: z.unknown().optional(),
  /**
   * The value before in the reader's words where the recorded one is a code, money in sen, a list of field names or
   * an erased value (a payment method's label, `RM 17.00`, `(erased)`); absent where the value reads as it is.
   */
  BeforeText: z.string().optional(),
  /** The value after, in the reader's words, as BeforeText. */
  AfterText: z.string().optional(),
});
export type AuditChange = z.infer<typeof auditChange>;

/** An audit entry: who did what to which record, when, and the fields it changed. */
export const auditRow = z.object({
  id: z.number().int(),
  CreatedDate: z.string(),
  /** Null for the portal's own work (a job) and for an account deleted since. */
  ActorId: z.number().int().nullable(),
  ActorName: z.string().nullable(),
  ActorEmail: z.string().nullable(),
  Action: z.string(),
  Entity: z.string(),
  EntityId: z.string().nullable(),
  /** An update's fields that differ; every field recorded for a create, a delete or an upload. */
  Changes: z.array(auditChange),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditPage = pagedAnswer(auditRow);
export type AuditPage = z.infer<typeof auditPage>;

const { get } = endpointGroup('audit');

/** The audit log (administrators): every administrator's change, and the users' own audited acts. */
export const auditEndpoints = {
  list: get('/api/Audit', {
    description: 'Audit entries newest first, filtered by person, kind of record, action and Malaysian days.',
    query: auditQuery,
    answer: auditPage,
  }),
  people: get('/api/Audit/People', {
    description: 'The people who appear in the audit log, for its person filter (`id` is the account).',
    answer: optionList,
  }),
};
