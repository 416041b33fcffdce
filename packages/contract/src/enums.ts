/** Enumerations the specification leaves open; their contents are fixed in DESIGN.md section 4. */
export const UserRole = { User: 0, Administrator: 1 } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const userRoleOptions = [
  { id: UserRole.User, label: 'User' },
  { id: UserRole.Administrator, label: 'Administrator' },
];

export const accountTypes = ['INDIVIDUAL', 'COMPANY'] as const;
export type AccountType = (typeof accountTypes)[number];

export const PaymentType = { PayPerSearch: 1, CreditTopUp: 2, Credit: 3, Postpaid: 4 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeOptions = [
  { id: PaymentType.PayPerSearch, label: 'Pay per search (card / online banking)' },
  { id: PaymentType.CreditTopUp, label: 'Credit top-up (card / online banking)' },
  { id: PaymentType.Credit, label: 'Credit' },
  { id: PaymentType.Postpaid, label: 'Postpaid' },
];

export const TransactionType = { Payment: 1, Credit: 2, Postpaid: 3 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const transactionTypeOptions = [
  { id: TransactionType.Payment, label: 'Payment' },
  { id: TransactionType.Credit, label: 'Credit' },
  { id: TransactionType.Postpaid, label: 'Postpaid' },
];

export const paymentStatuses = ['Pending', 'Completed', 'Failed', 'Cancelled'] as const;

export const InvoiceStatus = { Draft: 1, Cancelled: 2, Confirmed: 4, PartiallyPaid: 5, Paid: 6 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatusOptions = [
  { id: InvoiceStatus.Draft, label: 'Draft' },
  { id: InvoiceStatus.Cancelled, label: 'Cancelled' },
  { id: InvoiceStatus.Confirmed, label: 'Confirmed' },
  { id: InvoiceStatus.PartiallyPaid, label: 'Partially paid' },
  { id: InvoiceStatus.Paid, label: 'Paid' },
];

export const paymentMethodOptions = [
  { id: 1, label: 'Bank transfer' },
  { id: 2, label: 'Cheque' },
  { id: 3, label: 'Cash' },
  { id: 4, label: 'Online banking (FPX)' },
  { id: 5, label: 'Card' },
];

export const severities = ['LOW', 'MEDIUM', 'HIGH', 'SEVERE'] as const;
export type Severity = (typeof severities)[number];
