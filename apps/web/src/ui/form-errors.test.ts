import type { ErrorCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { fieldMessages } from './form-errors';

/** A 400 as the server answers a form: each field's sentence (in the request's language) and its code. */
const validationError = (field: string, sentence: string, code: ErrorCode) =>
  new ApiError(400, 'Bad Request', {
    Code: 'VALIDATION_FAILED',
    Message: 'Some fields need attention',
    errors: { [field]: sentence },
    errorCodes: { [field]: code },
  });

describe('fieldMessages', () => {
  it("says a field's fault by its code, in the language on screen", () => {
    expect(fieldMessages(validationError('paymentEmail', 'server words', 'EMAIL_INVALID'))).toEqual({
      paymentEmail: 'Invalid email',
    });
  });

  it("keeps the server's sentence when it carries a value the code alone does not", () => {
    expect(fieldMessages(validationError('CompanyName', 'Max. 200 characters allowed.', 'FIELD_TOO_LONG'))).toEqual({
      CompanyName: 'Max. 200 characters allowed.',
    });
  });

  it('has nothing to put on fields for an error without them', () => {
    expect(fieldMessages(new ApiError(500, 'Internal Server Error', undefined))).toEqual({});
  });
});
