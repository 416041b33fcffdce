/**
 * The app's server-side entry (`vite build --ssr`). At build time (prerender.ts) it renders the public first pages for
 * a visitor in each language, and the layout with a loader that every other page starts from. At request time (the
 * server's web-app.ts) it renders the pages a phone opens most (the checklist, a report, transactions, the watchlist,
 * a user's home, API access and data pages) for whoever asks, with the answers they need: the browser paints the page
 * whole before any script, and the app, when it starts, hydrates it.
 */
import { i18n, LANGUAGES, type Language, UserRole } from '@portal/contract';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type RouteObject,
  RouterProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { App } from './app/App';
import { PageShell } from './app/layout/AppLayout';
import { routes } from './app/router';
import type { ServerState } from './app/server-state';
import { ApiError, sendCallsWith } from './lib/api';
import { closeErrorPopup, closeLoginPrompt } from './lib/api-problems';
import { renderingFor } from './lib/origin';
import { queryClient } from './lib/query-client';
import { askProfile, profileQueryKey } from './lib/session';

/** The languages every page is rendered in (for prerender.ts, which runs outside the bundle). */
export const languages = LANGUAGES;

/**
 * Public pages rendered ahead for a visitor, by the paths that show them (lower case: the server matches paths
 * case-insensitively). Not the registration page: its account-type choice is a radio group, whose choice made before
 * the app starts the app could not take over.
 */
export const prerenderedPages = [
  { name: 'login', paths: ['/', '/login', '/account/login'] },
  { name: 'home', paths: ['/home'] },
  { name: 'forgot-password', paths: ['/account/forgotpassword'] },
  { name: 'about', paths: ['/aboutus/aboutus'] },
  { name: 'contact', paths: ['/contactus/contactus'] },
  { name: 'disclaimer', paths: ['/notices/disclaimer'] },
  { name: 'terms', paths: ['/notices/termcondition'] },
  { name: 'privacy', paths: ['/notices/privacypolicy'] },
];

const staticHandler = createStaticHandler(routes);

/** The page's routes matched, their code loaded and their loaders run; undefined for a redirect. */
async function routed(address: URL): Promise<StaticHandlerContext | undefined> {
  const context = await staticHandler.query(new Request(address));
  return context instanceof Response ? undefined : context;
}

function renderedHtml(context: StaticHandlerContext): string {
  return renderToString(
    <StrictMode>
      <App>
        <StaticRouterProvider
          router={createStaticRouter(staticHandler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </App>
    </StrictMode>,
  );
}

/** A public page as a visitor sees it before anyone knows who is looking (at build time: nobody to ask). */
export async function renderPage(path: string, language: Language) {
  await i18n.changeLanguage(language);
  const context = await routed(new URL(path, 'http://localhost'));
  if (!context) throw new Error(`${path} redirects: it cannot be rendered ahead`);
  const state: ServerState = { queries: dehydrate(queryClient), loaderData: context.loaderData };
  return { html: renderedHtml(context), state };
}

const shellRoutes: RouteObject[] = [{ path: '*', element: <PageShell visitorUnknown /> }];

/** The layout with a loader, which every page not rendered by the server starts from. */
export async function renderShell(language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  return renderToString(
    <StrictMode>
      <App>
        <RouterProvider router={createMemoryRouter(shellRoutes)} />
      </App>
    </StrictMode>,
  );
}

interface PageRenderedPerRequest {
  path: string;
  /** The page's module, whose stylesheets the document links (the build's manifest names them by it). */
  module: string;
  /** Whoever is not logged in sees the login prompt instead, which the app draws. */
  needsLogin: boolean;
  /** An administrator sees another page there, which the app draws (the home page is the dashboard). */
  notForAdministrators?: boolean;
}

/**
 * The pages a phone opens most, and that are whole without the app until used (nothing on them runs by itself:
 * no polling, no redirect), rendered for each request.
 */
const pagesRenderedPerRequest: PageRenderedPerRequest[] = [
  { path: '/check/checklist', module: 'src/app/pages/CheckSearchPage.tsx', needsLogin: true },
  { path: '/check/check/:unikey', module: 'src/app/pages/CheckReportPage.tsx', needsLogin: false },
  { path: '/payment/transactions', module: 'src/features/transactions/TransactionsPage.tsx', needsLogin: true },
  { path: '/account/watchlist', module: 'src/features/watches/WatchlistPage.tsx', needsLogin: true },
  // A visitor's home page is prerendered (prerenderedPages); a logged-in user's is rendered here.
  { path: '/Home', module: 'src/features/home/HomePage.tsx', needsLogin: true, notForAdministrators: true },
  { path: '/account/apiaccess', module: 'src/features/apikeys/ApiAccessPage.tsx', needsLogin: true },
  { path: '/account/mydata', module: 'src/features/pdpa/MyDataPage.tsx', needsLogin: true },
];

const pageAt = (pathname: string) => pagesRenderedPerRequest.find((page) => matchPath(page.path, pathname) !== null);

/** Whether the server renders the page at this path for each request. */
export const rendersPerRequest = (pathname: string) => pageAt(pathname) !== undefined;

/** The questions (queries) the last render asked that have no answer yet, and that a browser would ask. */
function unanswered() {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // `enabled` is an option of the query's observers; on the server, where nothing observes, the query keeps it.
      const { enabled } = query.options as { enabled?: unknown };
      return query.state.status === 'pending' && enabled !== false;
    });
}

/**
 * React's mark of a part it could not render on the server (code loaded lazily inside the page: an administrator's
 * home is the dashboard), left for the browser: the page is not whole without the app, so the app draws it.
 */
const CLIENT_RENDERED_PART = '<!--$!-->';

/** More renders than the pages need (the report: its check, then its panels' questions). */
const MOST_RENDERS = 4;

/**
 * Renders the page until it asks nothing new, answering each render's new questions before the next (a report asks
 * for its check, then its panels ask theirs). Undefined when a question was refused (the page would show why), it
 * kept asking, or part of it is left for the browser to draw.
 */
async function renderedWithAnswers(context: StaticHandlerContext) {
  for (let render = 1; render <= MOST_RENDERS; render++) {
    const html = renderedHtml(context);
    const questions = unanswered();
    if (questions.length === 0) {
      if (html.includes(CLIENT_RENDERED_PART)) return undefined;
      return { html, state: { queries: dehydrate(queryClient), loaderData: context.loaderData } };
    }
    await Promise.all(
      questions.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
    );
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return undefined;
  }
  return undefined;
}

export interface PageRendered {
  html: string;
  /** What the app needs to hydrate the HTML (written into the document: see server-state.ts). */
  state: ServerState;
  /** The page module, for its stylesheets. */
  module: string;
}

/**
 * A refusal of a question (a session ending meanwhile) opens the app's login prompt or error popup, which are the
 * browser's to show, not the page's; nor may the process's next renders inherit them.
 */
function forgetApiProblems(): void {
  closeLoginPrompt();
  closeErrorPopup();
}

let rendering: Promise<unknown> = Promise.resolve();
let waiting = 0;
/**
 * Renders asked for while this many wait their turn are not waited for: the browser gets the layout with a loader at
 * once and the app draws the page, as for every other page. Rendering is work for the processor, which a longer queue
 * would only make later.
 */
const MOST_WAITING = 4;

/**
 * One page at a time: the query cache and the language are the app's own, one per process as in a browser. Undefined
 * when too many are waiting already.
 */
function oneAtATime<T>(work: () => Promise<T | undefined>): Promise<T | undefined> {
  if (waiting >= MOST_WAITING) return Promise.resolve(undefined);
  waiting += 1;
  const result = rendering.then(() => {
    waiting -= 1;
    return work();
  });
  rendering = result.catch(() => undefined);
  return result;
}

/**
 * The page at `url` of `origin` rendered for the browser whose calls `call` makes (the server answering them with
 * its cookie). Undefined when the page would show something other than itself (the login prompt, a report that is
 * not there) or too many renders wait: the app then starts from the layout with a loader and shows it, as for any
 * other page. A fault is thrown, for the server to log (it then sends that layout too).
 */
export function renderForRequest(url: string, origin: string, language: Language, call: typeof fetch) {
  return oneAtATime(async (): Promise<PageRendered | undefined> => {
    const address = new URL(url, 'http://localhost');
    const page = pageAt(address.pathname);
    if (!page) return undefined;
    sendCallsWith(call);
    renderingFor(origin);
    queryClient.clear();
    try {
      await i18n.changeLanguage(language);
      const profile = await queryClient.fetchQuery({ queryKey: profileQueryKey, queryFn: askProfile });
      if (page.needsLogin && !profile.IsLoggedIn) return undefined;
      if (page.notForAdministrators && profile.Role === UserRole.Administrator) return undefined;
      const context = await routed(address);
      const answered = context && (await renderedWithAnswers(context));
      return answered && { ...answered, module: page.module };
    } catch (error) {
      // A refusal (an ended session, a report that is not there) is the page's to show; anything else is a fault,
      // which the server logs before falling back.
      if (error instanceof ApiError) return undefined;
      throw error;
    } finally {
      forgetApiProblems();
      queryClient.clear();
      sendCallsWith(fetch);
    }
  });
}

interface DocumentParts {
  /** The app's index.html. */
  template: string;
  rendered: string;
  language: string;
  /** A page to hydrate, or the layout with a loader to render over. */
  kind: 'page' | 'shell';
  state?: ServerState;
  /** The page's own stylesheets (beyond the app's, which the template links). */
  stylesheets?: string[];
}

/** JSON that is safe inside a <script> element (no `</script>` or comment opener can end it early). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The template with the rendered HTML in #root, marked for main.tsx as a page to hydrate or a shell to replace. */
export function documentOf({ template, rendered, language, kind, state, stylesheets = [] }: DocumentParts): string {
  // React writes the page's <title> where the page renders it; the document keeps it in <head>.
  const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
  const body = title ? rendered.replace(title, '') : rendered;
  const stateScript = state
    ? `<script type="application/json" id="server-state">${scriptSafeJson(state)}</script>`
    : '';
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${kind}">${body}</div>${stateScript}`)
    .replace('</head>', () => `${links}</head>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  return html;
}
