import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Message } from '@blade-console/blade-schema';
import { msg, sayZh } from '../../i18n';
import { AddressPolicy } from './address-policy';
import { bareHost, type OutboundAllowEntry } from './allow-list';

/** An outgoing call to an address the server may not reach; answered 400 with this message. */
export class OutboundRefusedError extends Error {
  readonly code = 'EOUTBOUND_REFUSED';
  /** Said in the reader's language where the call is refused; `message` is the Chinese, for logs. */
  readonly said: Message;

  constructor(host: string, port: number) {
    const said = msg('resource.outboundRefused', { host, port });
    super(sayZh(said));
    this.said = said;
    this.name = 'OutboundRefusedError';
  }
}

/** The refusal behind a failed call (fetch, the AWS SDK and nodemailer wrap it in their own errors). */
export function outboundRefusalIn(error: unknown): OutboundRefusedError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundRefusedError) return e;
  }
  return undefined;
}

/*
 * Process-wide, like the resolver it wraps: every client of the process (fetch, the S3 SDK,
 * nodemailer) connects through `resolveAllowed`, and buildApp sets the list from the configuration.
 * Until then nothing internal is allowed.
 */
let policy = new AddressPolicy([]);

/** Sets what `BLADE_OUTBOUND_ALLOW` allows (buildApp does, from the configuration; tests for their fakes). */
export function allowOutbound(entries: readonly OutboundAllowEntry[]): void {
  policy = new AddressPolicy(entries);
}

/** What a client connects to: the checked address, so a second lookup cannot answer otherwise (DNS rebinding). */
export interface AllowedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves `host` and checks every address it has before one is used: a host with one internal
 * address among public ones is refused whole, whichever the client would have picked.
 */
export async function resolveAllowed(host: string, port: number): Promise<AllowedAddress> {
  const bare = bareHost(host);
  const literal = isIP(bare);
  if (literal) {
    if (!policy.allowsAddress(bare, port) && !policy.allowsName(bare, port)) {
      throw new OutboundRefusedError(host, port);
    }
    return { address: bare, family: literal as 4 | 6 };
  }
  const addresses = await lookup(bare, { all: true, verbatim: true });
  if (
    !policy.allowsName(bare, port) &&
    addresses.some(({ address }) => !policy.allowsAddress(address, port))
  ) {
    throw new OutboundRefusedError(host, port);
  }
  const [first] = addresses;
  if (!first) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  return { address: first.address, family: first.family as 4 | 6 };
}
