import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut and restore, as a restart
 * or a network fault would: cut() drops every open connection and stops listening (new ones are refused), restore()
 * listens again on the same port. The server behind it, shared by every test, is never touched.
 */
export async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** The target's URL with this proxy's address in it. */
    urlFor(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type CuttableProxy = Awaited<ReturnType<typeof cuttableProxy>>;

/** Host and port of a URL (postgres://…, redis://…), for the proxy to forward to. */
export function addressOf(url: string) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) };
}
