export * from './accounts.ts';
export * from './checks.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './fields.ts';
export * from './format.ts';
export * from './messages.ts';
