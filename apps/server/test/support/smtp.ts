import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it receives, each message as it came over the wire; on `port` when
 * given (a mail server back where it was), else on a free one.
 */
export async function startSmtpServer(port = 0) {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString();
      });
      stream.on('end', () => {
        received.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const listening = smtp.server.address() as AddressInfo;
  return { port: listening.port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
