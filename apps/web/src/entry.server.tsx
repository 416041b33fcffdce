/**
 * How the server draws a page: React Router has matched the routes and run their loaders (each request with its own
 * query cache, language and transport: lib/request-services.ts); this streams the document, the head and layout
 * first. Crawlers get the whole document at once.
 */
import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { AppServices } from './AppServices';
import appStyles from './app/app.css?inline';
import type { KeptPageHandle } from './lib/page-data';
import { type RequestServices, serverLink, servicesOf } from './lib/request-services';

export { serverLink } from './lib/request-services';

/** How long a part of the page may keep the rest of the stream waiting. */
export const streamTimeout = 5_000;

const utf8 = new TextEncoder();

/**
 * The stylesheet's bytes, encoded once: React writes a long `dangerouslySetInnerHTML` (root.tsx's AppStyles) as the
 * very string it was given, which would otherwise be encoded again for every page (196 KB).
 */
const appStylesBytes = Buffer.from(appStyles);

/**
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every chunk of the route (React hoists them into
 * the head) and has no option to leave them out. A preloaded module is fetched at high priority, before the first
 * paint; the route's modules load anyway from `<Scripts>`' module script at the end of the body, after the page is
 * painted (docs/decisions/0073-scripts-after-first-paint.md). The head is written in the shell's first flush, so it
 * is gathered until `</head>` and then sent without them; the rest of the page goes on as React wrote it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from('</head>');

function withoutModulePreloads(send: (chunk: Uint8Array) => void) {
  /** The head so far, in the pieces React wrote; the stylesheet's bytes as they are (no link is inside a <style>). */
  let head: Buffer[] | undefined = [];
  const sendHead = (pieces: Buffer[]) => {
    head = undefined;
    for (const piece of pieces) {
      send(piece === appStylesBytes ? piece : utf8.encode(piece.toString('utf8').replace(MODULE_PRELOAD, '')));
    }
  };
  return {
    write(chunk: string | Uint8Array) {
      const bytes = chunk === appStyles ? appStylesBytes : typeof chunk === 'string' ? utf8.encode(chunk) : chunk;
      if (!head) return send(bytes);
      if (bytes === appStylesBytes) return void head.push(appStylesBytes);
      // The text since the stylesheet, in one piece: a link cut between two of React's writes is whole again.
      const last = head.at(-1);
      if (last && last !== appStylesBytes) head.pop();
      const text = last && last !== appStylesBytes ? Buffer.concat([last, bytes]) : Buffer.from(bytes);
      const end = text.indexOf(HEAD_END);
      if (end < 0) return void head.push(text);
      // Cut after `</head>`: the head's text ends on a whole character; the rest goes on as written.
      const cut = end + HEAD_END.length;
      sendHead([...head, text.subarray(0, cut)]);
      if (cut < text.length) send(text.subarray(cut));
    },
    end: () => sendHead(head ?? []),
  };
}

/**
 * Where React writes the page (`destination`), read as the body of its Response: each chunk goes on as React wrote it
 * (its buffers are never reused), not copied once more by a Node stream turned into a web one. React waits (the write's
 * callback) while 16 KB are queued, as a Node stream would make it.
 */
function documentStream(ended: () => void) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let resume: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (started) => {
        controller = started;
      },
      pull: () => {
        const waiting = resume;
        resume = undefined;
        waiting?.();
      },
      // The browser went away: React stops drawing (it listens for the destination's `close`).
      cancel: () => void destination.destroy(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  );
  const page = withoutModulePreloads((chunk) => controller?.enqueue(chunk));
  const destination = new Writable({
    decodeStrings: false,
    write(chunk: string | Uint8Array, _encoding, callback) {
      page.write(chunk);
      if ((controller?.desiredSize ?? 0) > 0) callback();
      else resume = callback;
    },
    final(callback) {
      page.end();
      ended();
      controller?.close();
      callback();
    },
    destroy(error, callback) {
      if (error) controller?.error(error);
      callback(error);
    },
  });
  return { body, destination };
}

/** Whether the server may keep the page as drawn (its route's `KeptPageHandle` says so, for what it answered). */
function keepsPage(routerContext: EntryContext, services: RequestServices) {
  return routerContext.staticHandlerContext.matches.some(({ route, params }) =>
    (route.handle as Partial<KeptPageHandle> | undefined)?.keepsPage?.(services.queryClient, params),
  );
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const services = servicesOf(loadContext);
  const whole = isbot(request.headers.get('user-agent') ?? '');
  const keptPages = status === 200 ? loadContext.get(serverLink)?.keptPages : undefined;
  if (keptPages && keepsPage(routerContext, services)) keptPages.mayKeep();
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
        // A part of the page that is ready is written where it stands. React otherwise moves a ready part that would
        // take the flush past 12,800 bytes (a dashboard) to the end of the page and shows it a moment after the first
        // paint, moving the footer below it; only a part still waiting (code not loaded yet) comes later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [whole ? 'onAllReady' : 'onShellReady']() {
          const { body, destination } = documentStream(() => clearTimeout(timeout));
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(destination);
          resolve(new Response(body, { headers, status: statusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          keptPages?.spoil();
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
