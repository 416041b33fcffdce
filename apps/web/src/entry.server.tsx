/**
 * How the server draws a page: React Router has matched the routes and run their loaders (each request with its own
 * query cache, language and transport: lib/request-services.ts); this streams the document, the head and layout
 * first. Crawlers get the whole document at once.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { AppServices } from './AppServices';
import appStyles from './app/app.css?inline';
import { servicesOf } from './lib/request-services';

export { serverLink } from './lib/request-services';

/** How long a part of the page may keep the rest of the stream waiting. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const services = servicesOf(loadContext);
  const whole = isbot(request.headers.get('user-agent') ?? '');
  return new Promise((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <AppServices
        queryClient={services.queryClient}
        i18n={services.i18n}
        origin={services.origin}
        nonce={services.nonce}
        styles={appStyles}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={services.nonce} />
      </AppServices>,
      {
        nonce: services.nonce,
        [whole ? 'onAllReady' : 'onShellReady']() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
