import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A company's webhook receiver, written from docs/api.md's "Webhooks" section only: it keeps each request as it came
 * (raw body, headers) and answers the statuses it is told to (500 to the first requests, say).
 */

/** docs/api.md's check, as printed there. */
export function fromPortal(secret: string, signatureHeader: string, rawBody: string, nowMs = Date.now()) {
  const parts = Object.fromEntries(
    signatureHeader.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(nowMs / 1000 - Number(parts.t)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

export async function startWebhookReceiver() {
  const received: Received[] = [];
  /** The statuses to answer, first to last; once used up, 200. */
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, rawBody, event: JSON.parse(rawBody) as Received['event'] });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-events`,
    received,
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    /** Waits (bounded) until `count` requests have come. */
    async until(count: number) {
      for (let attempt = 0; attempt < 150 && received.length < count; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (received.length < count) throw new Error(`${received.length} of ${count} webhook requests came`);
      return received[count - 1] as Received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
