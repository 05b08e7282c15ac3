import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { resolveAllowed } from './guard';

type Created = (error: Error | null, socket?: Duplex) => void;
type ConnectOptions = http.ClientRequestArgs & { host?: string; port?: number | string };

/**
 * Node's agents, for clients built on `http.request` (the AWS SDK): the socket is opened to the
 * checked address. `createSocket` has set the TLS server name from the host before this is called,
 * and an agent may hand over its socket later through the callback.
 */
function connectChecked(
  options: ConnectOptions,
  created: Created,
  defaultPort: number,
  open: (options: ConnectOptions) => Duplex,
): undefined {
  const port = Number(options.port) || defaultPort;
  resolveAllowed(options.host ?? 'localhost', port).then(
    ({ address }) => {
      let socket: Duplex;
      try {
        socket = open({ ...options, host: address });
      } catch (error) {
        created(error as Error);
        return;
      }
      created(null, socket);
    },
    (error: Error) => created(error),
  );
  return undefined;
}

export class OutboundHttpAgent extends http.Agent {
  override createConnection(options: ConnectOptions, created: Created): undefined {
    return connectChecked(options, created, 80, (checked) => super.createConnection(checked) as Duplex);
  }
}

export class OutboundHttpsAgent extends https.Agent {
  override createConnection(options: ConnectOptions, created: Created): undefined {
    return connectChecked(options, created, 443, (checked) => super.createConnection(checked) as Duplex);
  }
}
