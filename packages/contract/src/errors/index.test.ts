import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatus, errorText, isErrorCode, issueError, issueText } from './index.ts';

const firstIssueText = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return issueText('en', result.error.issues[0]!);
};

describe('error codes', () => {
  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('SEARCH_BOTH_FIELDS')).toBe(true);
    expect(isErrorCode('search_both_fields')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('gives each code its HTTP status', () => {
    expect(errorStatus.FIELD_REQUIRED).toBe(400);
    expect(errorStatus.UNAUTHORISED).toBe(401);
    expect(errorStatus.TOO_MANY_REQUESTS).toBe(429);
  });

  it("says a code's sentence in each language, its values filled in", () => {
    expect(errorText('en', 'FIELD_REQUIRED')).toBe('This field is required');
    expect(errorText('ms', 'FIELD_REQUIRED')).toBe('Medan ini wajib diisi');
    expect(errorText('en', 'FIELD_TOO_LONG', { count: 13 })).toBe('Max. 13 characters allowed.');
  });
});

describe('issueError', () => {
  it('reads the code from the message and the limit from the issue', () => {
    expect(issueError({ message: 'FIELD_TOO_LONG', maximum: 1000 })).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { count: 1000, max: '1,000' },
    });
  });

  it("takes a custom issue's values", () => {
    expect(issueError({ message: 'FIELD_REQUIRED', params: { name: 'Chassis', nested: { no: 1 } } })).toEqual({
      code: 'FIELD_REQUIRED',
      params: { name: 'Chassis' },
    });
  });

  it('reads a message that is no code as FIELD_INVALID', () => {
    expect(issueError({ message: 'Something odd' }).code).toBe('FIELD_INVALID');
  });
});

describe("zod's own messages", () => {
  it('become the codes a reader gets a sentence for', () => {
    expect(firstIssueText(z.string(), undefined)).toBe('This field is required');
    expect(firstIssueText(z.string().max(3), 'ABCD')).toBe('Max. 3 characters allowed.');
    expect(firstIssueText(z.string().email(), 'aisyah@')).toBe(errorText('en', 'EMAIL_INVALID'));
    expect(firstIssueText(z.number().int(), 1.5)).toBe(errorText('en', 'INTEGER_INVALID'));
    expect(firstIssueText(z.number().positive(), 0)).toBe(errorText('en', 'VALUE_NOT_POSITIVE'));
  });
});
