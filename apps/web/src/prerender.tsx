/**
 * The build's server-side entry (`vite build --ssr`, then prerender.ts): the public first pages rendered for a
 * visitor in each language, so the browser paints them before the scripts arrive and React hydrates them.
 */
import { i18n, type Language } from '@portal/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/App';
import { routes } from './app/router';

/** Pages rendered ahead, by the paths that show them (lower case: the server matches paths case-insensitively). */
export const prerenderedPages = [{ name: 'login', paths: ['/', '/login', '/account/login'] }];

export async function renderPage(path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  return renderToString(
    <StrictMode>
      <App router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </StrictMode>,
  );
}
