import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Answer,
  demo,
  linkIn,
  loginCookie,
  server,
  useTestServer,
  waitForMail,
  withTestServer,
} from './support/harness.ts';
import { messages } from './support/messages.ts';

useTestServer();

interface TokenAnswer {
  access_token: string;
  expires_in: number;
}

/** The login cookie a browser would keep from this answer's Set-Cookie, split into its value and its attributes. */
function sessionCookieOf(answer: Answer<unknown>) {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('Authorization='));
  assert.ok(line, `a login cookie is set: ${answer.headers.getSetCookie().join(' | ')}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice('Authorization='.length)), attributes: new Set(attributes) };
}

/** What every session-starting answer sets: out of scripts' reach, sent on top-level arrivals, for the session's life. */
function assertSessionCookie(answer: Answer<TokenAnswer>) {
  const cookie = sessionCookieOf(answer);
  assert.equal(cookie.value, `Bearer ${answer.body.access_token}`, 'the cookie holds the answer’s token');
  assert.ok(cookie.attributes.has('HttpOnly'), [...cookie.attributes].join('; '));
  assert.ok(cookie.attributes.has('SameSite=Lax'));
  assert.ok(cookie.attributes.has('Path=/'));
  assert.ok(cookie.attributes.has(`Max-Age=${answer.body.expires_in}`), 'as long as the session lasts');
  assert.ok(!cookie.attributes.has('Secure'), 'no Secure over http on loopback (a developer’s own machine)');
  return cookie.value;
}

async function logIn(account: { username: string; password: string }) {
  const answer = await server.post<TokenAnswer>('/oauth/token', account);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer;
}

const profileWith = (cookieValue: string, headers: Record<string, string> = {}) =>
  server.call<{ IsLoggedIn: boolean; Email: string | null }>('GET', '/api/UserProfile', {
    headers: { cookie: `Authorization=${encodeURIComponent(cookieValue)}`, ...headers },
  });

describe('the login cookie', () => {
  it('is set by a login with the token kept in the answer, and logs the browser in for reading', async () => {
    const answer = await logIn(demo.individual);
    const cookie = assertSessionCookie(answer);
    const profile = await profileWith(cookie);
    assert.equal(profile.body.IsLoggedIn, true);
    assert.equal(profile.body.Email, demo.individual.username);
  });

  it('is set by the mailed login link the same way', async () => {
    const asked = await server.post('/oauth/LoginLink', { Email: demo.company.username });
    assert.equal(asked.status, 200);
    const link = linkIn((await waitForMail(server, demo.company.username)).text, 'loginlink');
    const answer = await server.post<TokenAnswer>('/oauth/LoginWithLink', link);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await profileWith(assertSessionCookie(answer))).body.Email, demo.company.username);
  });

  it('is never set by a login another site posts (login CSRF), nor by its mailed link; nothing is counted', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const posted = await server.call('POST', '/oauth/token', {
        body: demo.individual,
        headers: { 'sec-fetch-site': site, origin: 'https://evil.example' },
      });
      assert.equal(posted.status, 403, `a login from a ${site} page is refused`);
      assert.ok(!posted.headers.getSetCookie().some((cookie) => cookie.startsWith('Authorization=')));
    }
    const asked = await server.post('/oauth/LoginLink', { Email: demo.individual.username });
    assert.equal(asked.status, 200);
    const link = linkIn((await waitForMail(server, demo.individual.username)).text, 'loginlink');
    const posted = await server.call('POST', '/oauth/LoginWithLink', {
      body: link,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(posted.status, 403);
    const own = await server.call<TokenAnswer>('POST', '/oauth/LoginWithLink', {
      body: link,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    assert.equal(own.status, 200, 'the refused attempt did not use the link up');
    assertSessionCookie(own);
    await logIn(demo.individual);
  });

  it('is not set by a refused login', async () => {
    const refused = await server.post('/oauth/token', { ...demo.individual, password: 'Wrong#2026' });
    assert.equal(refused.status, 400);
    assert.ok(!refused.headers.getSetCookie().some((cookie) => cookie.startsWith('Authorization=')));
  });

  it('carries a change made from the portal’s own pages, and a cross-site one is refused and changes nothing', async () => {
    const cookie = `Authorization=${encodeURIComponent(assertSessionCookie(await logIn(demo.individual)))}`;
    const chooseLanguage = (Language: string, headers: Record<string, string>) =>
      server.call<{ Code: string; Message: string }>('PUT', '/api/Language', {
        body: { Language },
        headers: { cookie, ...headers },
      });
    const account = () => server.user(demo.individual.username);

    const crossSite = await chooseLanguage('zh', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.body.Code, 'FORBIDDEN');
    assert.equal(crossSite.body.Message, messages.forbidden);
    assert.notEqual((await account()).language, 'zh', 'the cross-site change changed nothing');

    const ownPage = await chooseLanguage('ms', { 'sec-fetch-site': 'same-origin', origin: server.baseUrl });
    assert.equal(ownPage.status, 200, JSON.stringify(ownPage.body));
    assert.equal((await account()).language, 'ms');
    assert.equal((await chooseLanguage('en', { 'sec-fetch-site': 'same-origin' })).status, 200);
  });

  it('survives a cross-site logout, and is cleared by the portal’s own', async () => {
    const token = assertSessionCookie(await logIn(demo.individual));
    const cookie = `Authorization=${encodeURIComponent(token)}`;
    const logout = (headers: Record<string, string>) =>
      server.call('POST', '/api/Account/Logout', { headers: { cookie, ...headers } });

    assert.equal((await logout({ 'sec-fetch-site': 'cross-site' })).status, 403);
    assert.equal((await profileWith(token)).body.IsLoggedIn, true, 'another site cannot log the visitor out');

    const own = await logout({ 'sec-fetch-site': 'same-origin' });
    assert.equal(own.status, 200);
    const cleared = sessionCookieOf(own);
    assert.equal(cleared.value, '');
    assert.ok(cleared.attributes.has('Max-Age=0'));
    assert.ok(cleared.attributes.has('Path=/'));
    assert.equal((await profileWith(token)).body.IsLoggedIn, false, 'the session ended on the server too');
  });

  it('is cleared when it carries a session the server finds ended', async () => {
    const answer = await logIn(demo.individual);
    const token = assertSessionCookie(answer);
    await server.post('/api/Account/Logout', undefined, answer.body.access_token);
    const ended = await profileWith(token);
    assert.equal(ended.body.IsLoggedIn, false);
    assert.ok(sessionCookieOf(ended).attributes.has('Max-Age=0'), 'the browser stops sending it');
    const live = await profileWith(assertSessionCookie(await logIn(demo.individual)));
    assert.ok(
      !live.headers.getSetCookie().some((cookie) => cookie.startsWith('Authorization=')),
      'a live one is left alone',
    );
  });

  it('leaves API clients their header: a call with the token in it is never taken for a cross-site form', async () => {
    const { access_token: token } = (await logIn(demo.individual)).body;
    const answer = await server.call('PUT', '/api/Language', {
      body: { Language: 'en' },
      headers: {
        authorization: `Bearer ${token}`,
        cookie: loginCookie('someone-else'),
        origin: 'https://evil.example',
      },
    });
    assert.equal(answer.status, 200);
  });
});

it('is Secure where the portal is served over https, and not on loopback', async () => {
  await withTestServer({ PUBLIC_URL: 'https://carsemak.example' }, async (https) => {
    const login = (host: string) =>
      https.app.inject({ method: 'POST', url: '/oauth/token', headers: { host }, payload: demo.individual });
    const sessionLine = (answer: Awaited<ReturnType<typeof login>>) =>
      [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('Authorization=')) ?? '';
    assert.match(sessionLine(await login('carsemak.example')), /; Secure/);
    assert.doesNotMatch(sessionLine(await login('127.0.0.1')), /; Secure/);
  });
});
