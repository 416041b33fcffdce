import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codeSentences,
  ERROR_CODES,
  type ErrorCode,
  errorStatus,
  errorText,
  i18n,
  type Language,
} from '@portal/contract';
import { authTexts } from '../src/features/auth/texts.ts';
import { demo, login, server, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

interface ErrorBody {
  Code: ErrorCode;
  Message: string;
  errors?: Record<string, string>;
  errorCodes?: Record<string, ErrorCode>;
}

useTestServer();

/** The same bad request every time: a search by both numbers at once (specification section 8). */
const BOTH_FIELDS = '/api/Check/SearchItem?vehicleNo=BMK8821&vehChassisNo=PM2L251S002107437';
const searchBothFields = (headers: Record<string, string>, token?: string) =>
  server.call<ErrorBody>('GET', BOTH_FIELDS, { headers, ...(token ? { token } : {}) });

const wrongLogin = (headers: Record<string, string>) =>
  server.call<ErrorBody & { error_description: string }>('POST', '/oauth/token', {
    body: { username: demo.individual.username, password: 'Not-the-password1!' },
    headers,
  });

describe('one bad request, one Code, in the language asked for', () => {
  const answers: Partial<Record<Language, ErrorBody>> = {};

  it('answers in English by default, with the specification words', async () => {
    const answer = await searchBothFields({});
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Code, 'VALIDATION_FAILED');
    assert.equal(answer.body.Message, messages.notBothSearchFields);
    assert.equal(answer.body.Message, 'You are not allowed to search using both fields.');
    assert.deepEqual(answer.body.errorCodes, { vehChassisNo: 'SEARCH_BOTH_FIELDS' });
    assert.deepEqual(answer.body.errors, { vehChassisNo: 'You are not allowed to search using both fields.' });
    answers.en = answer.body;
  });

  it('answers in Malay when Accept-Language asks for it', async () => {
    const answer = await searchBothFields({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Code, answers.en?.Code);
    assert.deepEqual(answer.body.errorCodes, answers.en?.errorCodes);
    assert.equal(answer.body.Message, errorText('ms', 'SEARCH_BOTH_FIELDS'));
    assert.notEqual(answer.body.Message, answers.en?.Message);
    answers.ms = answer.body;
  });

  it('answers in Chinese when the lang cookie says so, over Accept-Language', async () => {
    const answer = await searchBothFields({ cookie: 'theme=dark; lang=zh', 'accept-language': 'ms' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Code, answers.en?.Code);
    assert.deepEqual(answer.body.errorCodes, answers.en?.errorCodes);
    assert.equal(answer.body.Message, errorText('zh', 'SEARCH_BOTH_FIELDS'));
    assert.notEqual(answer.body.Message, answers.en?.Message);
    assert.notEqual(answer.body.Message, answers.ms?.Message);
  });

  it("answers in the account's own language (PUT /api/Language) over the cookie and Accept-Language", async () => {
    const token = await login(server, demo.company);
    const chosen = await server.call('PUT', '/api/Language', { body: { Language: 'ms' }, token });
    assert.equal(chosen.status, 200);
    try {
      const answer = await searchBothFields({ cookie: 'lang=zh', 'accept-language': 'en' }, token);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.Code, answers.en?.Code);
      assert.equal(answer.body.Message, answers.ms?.Message);
      const chinese = await server.call('PUT', '/api/Language', { body: { Language: 'zh' }, token });
      assert.equal(chinese.status, 200);
      const again = await searchBothFields({ 'accept-language': 'ms' }, token);
      assert.equal(again.body.Message, errorText('zh', 'SEARCH_BOTH_FIELDS'));
    } finally {
      await server.db.updateTable('users').set({ language: null }).where('email', '=', demo.company.username).execute();
    }
  });

  it('answers a wrong password with LOGIN_FAILED in every language, the English the specification words', async () => {
    const english = await wrongLogin({});
    assert.equal(english.status, 400);
    assert.equal(english.body.Code, 'LOGIN_FAILED');
    assert.equal(english.body.Message, 'Invalid login id / password');
    assert.equal(english.body.error_description, 'Please enter a valid login id and password to continue.');
    const malay = await wrongLogin({ 'accept-language': 'ms' });
    const chinese = await wrongLogin({ cookie: 'lang=zh' });
    for (const answer of [malay, chinese]) {
      assert.equal(answer.status, 400);
      assert.equal(answer.body.Code, 'LOGIN_FAILED');
      assert.notEqual(answer.body.Message, english.body.Message);
      assert.notEqual(answer.body.error_description, english.body.error_description);
    }
    assert.equal(malay.body.Message, errorText('ms', 'LOGIN_FAILED'));
    assert.equal(chinese.body.Message, errorText('zh', 'LOGIN_FAILED'));
  });
});

describe('codes on every kind of error answer', () => {
  it('gives a validation answer per-field codes (FIELD_REQUIRED) beside the translated words', async () => {
    const answer = await server.call<ErrorBody>('POST', '/api/Account/Post', {
      body: { UserType: 'INDIVIDUAL' },
      headers: { 'accept-language': 'ms' },
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.Code, 'VALIDATION_FAILED');
    assert.equal(answer.body.errorCodes?.Username, 'FIELD_REQUIRED');
    assert.equal(answer.body.errorCodes?.Email, 'FIELD_REQUIRED');
    assert.equal(answer.body.errors?.Username, errorText('ms', 'FIELD_REQUIRED'));
    assert.notEqual(answer.body.errors?.Username, messages.required);
  });

  it('fills a rule’s values into its sentence (Max. 20 characters allowed.)', async () => {
    const answer = await server.call<ErrorBody>('POST', '/api/Account/Post', {
      body: { UserType: 'INDIVIDUAL', ReferralCode: 'X'.repeat(50) },
    });
    assert.equal(answer.body.errorCodes?.ReferralCode, 'FIELD_TOO_LONG');
    assert.match(answer.body.errors?.ReferralCode ?? '', /^Max\. \d+ characters allowed\.$/);
  });

  it('answers one rule broken per password code', async () => {
    const answer = await server.call<ErrorBody>('POST', '/api/Account/Post', {
      body: { UserType: 'INDIVIDUAL', Password: 'short', ConfirmPassword: 'short' },
    });
    assert.equal(answer.body.errorCodes?.Password, 'PASSWORD_TOO_SHORT');
    assert.equal(answer.body.errors?.Password, messages.passwordTooShort);
  });

  it('answers unknown API paths, missing logins and admin-only calls with their codes', async () => {
    const unknown = await server.call<ErrorBody>('GET', '/api/NoSuchThing', { headers: { 'accept-language': 'zh' } });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { Code: 'NOT_FOUND', Message: errorText('zh', 'NOT_FOUND') });
    const anonymous = await server.call<ErrorBody>('GET', '/api/User', { headers: { cookie: 'lang=ms' } });
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.body, { Code: 'UNAUTHORISED', Message: errorText('ms', 'UNAUTHORISED') });
    const user = await server.call<ErrorBody>('GET', '/api/User', { token: await login(server, demo.individual) });
    assert.equal(user.status, 403);
    assert.deepEqual(user.body, { Code: 'FORBIDDEN', Message: messages.forbidden });
  });

  it('answers a body that is not JSON with REQUEST_UNREADABLE', async () => {
    const answer = await fetch(`${server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
      body: '{"username": ',
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(await answer.json(), {
      Code: 'REQUEST_UNREADABLE',
      Message: errorText('zh', 'REQUEST_UNREADABLE'),
    });
  });
});

describe('successful answers', () => {
  it("say the specification's sentences in the request's language", async () => {
    const reset = (headers: Record<string, string>) =>
      server.call<{ msg: string }>('POST', '/oauth/Reset', { body: { Email: 'nobody@example.com' }, headers });
    const english = await reset({});
    assert.equal(english.status, 200);
    assert.equal(english.body.msg, messages.resetEmailSent);
    const chinese = await reset({ cookie: 'lang=zh' });
    assert.equal(chinese.body.msg, authTexts.of('zh')('resetEmailSent'));
    assert.notEqual(chinese.body.msg, english.body.msg);
  });
});

describe('the table of codes', () => {
  it('has a sentence for every code in all three languages, with the same values to fill in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const raw = (language: Language, code: ErrorCode) => String(i18n.getResource(language, 'errorCodes', code) ?? '');
    for (const code of ERROR_CODES) {
      const english = raw('en', code);
      assert.equal(english, codeSentences[code], code);
      for (const language of ['ms', 'zh'] as const) {
        const sentence = raw(language, code);
        assert.ok(sentence.trim() !== '', `${code} has no sentence in ${language}`);
        assert.notEqual(sentence, english, `${code} in ${language} is still English`);
        assert.deepEqual(placeholders(sentence), placeholders(english), `${code} in ${language}: values to fill in`);
      }
    }
  });

  it('keeps the English sentences the specification words', () => {
    assert.equal(errorText('en', 'CREDIT_INSUFFICIENT'), 'Credit insufficient!');
    assert.equal(errorText('en', 'FIELD_REQUIRED'), 'This field is required');
    assert.equal(errorText('en', 'FIELD_TOO_LONG', { count: 50 }), 'Max. 50 characters allowed.');
    assert.equal(errorText('en', 'LOGIN_FAILED'), messages.loginFailedTitle);
    assert.equal(errorText('en', 'SERVER_ERROR'), messages.serverError);
  });

  it('gives every code a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) assert.ok(errorStatus[code] >= 400 && errorStatus[code] < 600, code);
  });

  it('documents Code as an enum of every code, and the codes with their statuses, in the OpenAPI document', async () => {
    const answer = await server.get<{ info: { description: string } }>('/api/docs/json');
    assert.equal(answer.status, 200);
    const document = JSON.stringify(answer.body);
    assert.ok(document.includes(JSON.stringify([...ERROR_CODES])), 'Code enum lists every code in order');
    for (const code of ERROR_CODES) {
      assert.ok(answer.body.info.description.includes(`| ${errorStatus[code]} | \`${code}\` |`), code);
    }
  });
});
