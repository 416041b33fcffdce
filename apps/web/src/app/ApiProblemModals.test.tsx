import { healthEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { closeErrorPopup, closeLoginPrompt } from '../lib/api-problems';
import { renderWithProviders } from '../testing/render';
import { RequireLogin } from '../ui/guard';
import { ApiProblemModals } from './ApiProblemModals';

/** The server answers every call with this status and body. */
function answerWith(status: number, body: object) {
  vi.stubGlobal('fetch', async () => Response.json(body, { status }));
}

// As in production: development builds show every failure in the popup.
beforeEach(() => {
  vi.stubEnv('DEV', false);
});

afterEach(() => {
  closeErrorPopup();
  closeLoginPrompt();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the Opps! popup of a fault of the server', () => {
  it("shows the server's words and the request's reference to quote", async () => {
    answerWith(500, { Code: 'SERVER_ERROR', Message: 'Please contact administrator.', RequestId: 'lb-7f3a.92' });
    renderWithProviders(<ApiProblemModals />);
    await expect(call(healthEndpoints.live)).rejects.toThrow('Please contact administrator.');
    expect(await screen.findByText('Please contact administrator.')).toBeInTheDocument();
    expect(screen.getByText('Quote this reference when you contact us: lb-7f3a.92')).toBeInTheDocument();
  });

  it('in Malay and Chinese too', async () => {
    answerWith(503, { Code: 'SERVICE_UNAVAILABLE', Message: 'x', RequestId: 'abc-1' });
    const malay = renderWithProviders(<ApiProblemModals />, { language: 'ms' });
    await expect(call(healthEndpoints.live)).rejects.toThrow();
    expect(await screen.findByText('Nyatakan rujukan ini apabila anda menghubungi kami: abc-1')).toBeInTheDocument();
    malay.unmount();
    closeErrorPopup();
    renderWithProviders(<ApiProblemModals />, { language: 'zh' });
    await expect(call(healthEndpoints.live)).rejects.toThrow();
    expect(await screen.findByText('联系我们时请提供此参考编号：abc-1')).toBeInTheDocument();
  });

  it('names no reference when the answer has none', async () => {
    answerWith(409, { Code: 'CREDIT_INSUFFICIENT', Message: 'Not enough credit.' });
    renderWithProviders(<ApiProblemModals />);
    await expect(call(healthEndpoints.live)).rejects.toThrow();
    expect(await screen.findByText('Not enough credit.')).toBeInTheDocument();
    expect(screen.queryByText(/Quote this reference/)).not.toBeInTheDocument();
  });
});

describe('the login prompt when the session has ended', () => {
  it('is said once on a page that is itself the prompt, even when a call of the page is refused after it', async () => {
    answerWith(401, { Code: 'UNAUTHORISED', Message: 'Please login to use the features' });
    renderWithProviders(
      <>
        <RequireLogin />
        <ApiProblemModals />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    await expect(call(healthEndpoints.live)).rejects.toThrow();
    // A popup opened after the refusal: once it shows, a login popup opened by the refusal would show as well.
    answerWith(409, { Code: 'CREDIT_INSUFFICIENT', Message: 'Not enough credit.' });
    await expect(call(healthEndpoints.live)).rejects.toThrow();
    expect(await screen.findByText('Not enough credit.')).toBeInTheDocument();
    expect(screen.getAllByText('Proceed to login?')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Go to Login' })).not.toBeInTheDocument();
  });
});
