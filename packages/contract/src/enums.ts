/** Enumerations the specification leaves open; their contents are fixed in DESIGN.md section 4. */

interface LabelledId<Id extends number> {
  id: Id;
  label: string;
}

/** An enumeration's option list: each of its ids with its English label (the server labels them per language). */
const optionsOf = <const Ids extends Record<string, number>>(ids: Ids, labels: { [K in keyof Ids]: string }) =>
  Object.keys(ids).map((key) => ({ id: ids[key] as Ids[keyof Ids], label: labels[key] as string }));

/** Whether `id` is one of the options' ids. */
export const isOptionId = (options: readonly LabelledId<number>[], id: number) =>
  options.some((option) => option.id === id);

/** The English label of an option's id, or `fallback` for an id not in the list. */
export const optionLabel = (options: readonly LabelledId<number>[], id: number, fallback: string) =>
  options.find((option) => option.id === id)?.label ?? fallback;
export const UserRole = { User: 0, Administrator: 1 } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const userRoleOptions = optionsOf(UserRole, { User: 'User', Administrator: 'Administrator' });

export const accountTypes = ['INDIVIDUAL', 'COMPANY'] as const;
export type AccountType = (typeof accountTypes)[number];

export const PaymentType = { PayPerSearch: 1, CreditTopUp: 2, Credit: 3, Postpaid: 4 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeOptions = optionsOf(PaymentType, {
  PayPerSearch: 'Pay per search (card / online banking)',
  CreditTopUp: 'Credit top-up (card / online banking)',
  Credit: 'Credit',
  Postpaid: 'Postpaid',
});

export const TransactionType = { Payment: 1, Credit: 2, Postpaid: 3 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const transactionTypeOptions = optionsOf(TransactionType, {
  Payment: 'Payment',
  Credit: 'Credit',
  Postpaid: 'Postpaid',
});

export const paymentStatuses = ['Pending', 'Completed', 'Failed', 'Cancelled'] as const;

export const InvoiceStatus = { Draft: 1, Cancelled: 2, Confirmed: 4, PartiallyPaid: 5, Paid: 6 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatusOptions = optionsOf(InvoiceStatus, {
  Draft: 'Draft',
  Cancelled: 'Cancelled',
  Confirmed: 'Confirmed',
  PartiallyPaid: 'Partially paid',
  Paid: 'Paid',
});

export const paymentMethodOptions = [
  { id: 1, label: 'Bank transfer' },
  { id: 2, label: 'Cheque' },
  { id: 3, label: 'Cash' },
  { id: 4, label: 'Online banking (FPX)' },
  { id: 5, label: 'Card' },
];

export const severities = ['LOW', 'MEDIUM', 'HIGH', 'SEVERE'] as const;
export type Severity = (typeof severities)[number];
