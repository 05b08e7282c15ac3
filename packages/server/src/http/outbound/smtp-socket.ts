import { connect, type Socket } from 'node:net';
import { resolveAllowed } from './guard';

interface SmtpSocketOptions {
  host?: string;
  port?: number | string;
  secure?: boolean;
}

/**
 * nodemailer's `getSocket`: the TCP connection, opened to the checked address. nodemailer keeps the
 * host name for TLS (SMTPS and STARTTLS verify the certificate against it) and its own timeouts.
 */
export function outboundSmtpSocket(
  options: SmtpSocketOptions,
  callback: (error: Error | null, socket?: { connection: Socket }) => void,
): void {
  // nodemailer's own default ports: SMTPS, else submission.
  const port = Number(options.port) || (options.secure ? 465 : 587);
  resolveAllowed(options.host ?? 'localhost', port).then(
    ({ address }) => {
      const socket = connect({ host: address, port });
      socket.once('error', (error) => callback(error));
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        // Until nodemailer attaches its handlers, an error must not be an uncaught one.
        socket.on('error', () => {});
        callback(null, { connection: socket });
      });
    },
    (error: Error) => callback(error),
  );
}
