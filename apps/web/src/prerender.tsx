/**
 * The build's server-side entry (`vite build --ssr`, then prerender.ts): the public first pages rendered for a
 * visitor in each language, so the browser paints them before the scripts arrive and React hydrates them; and the
 * layout with a loader that every other page starts from.
 */
import { i18n, LANGUAGES, type Language } from '@portal/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from './app/App';
import { PageShell } from './app/layout/AppLayout';
import { routes } from './app/router';

/** The languages every page is rendered in (for prerender.ts, which runs outside the bundle). */
export const languages = LANGUAGES;

/** Pages rendered ahead, by the paths that show them (lower case: the server matches paths case-insensitively). */
export const prerenderedPages = [{ name: 'login', paths: ['/', '/login', '/account/login'] }];

const shellRoutes: RouteObject[] = [{ path: '*', element: <PageShell visitorUnknown /> }];

async function render(language: Language, pageRoutes: RouteObject[], path: string): Promise<string> {
  await i18n.changeLanguage(language);
  return renderToString(
    <StrictMode>
      <App router={createMemoryRouter(pageRoutes, { initialEntries: [path] })} />
    </StrictMode>,
  );
}

export const renderPage = (path: string, language: Language) => render(language, routes, path);

export const renderShell = (language: Language) => render(language, shellRoutes, '/');
