import ipaddr from 'ipaddr.js';
import { bareHost, type OutboundAllowEntry, plainAddress } from './allow-list';

/** IPv6's global unicast block: outside it (`::7f00:1`, IPv4-compatible, counts as "unicast" to ipaddr.js) nothing is public. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/**
 * Which addresses an outgoing call may reach: public unicast addresses, and whatever the operator
 * allowed. Everything else (loopback, link-local with 169.254.169.254's cloud metadata, private,
 * carrier-grade NAT, unique-local, unspecified, multicast, reserved, and IPv6 forms that embed an
 * IPv4 address: mapped, NAT64, 6to4, Teredo) is refused, since a tenant's settings must not let the
 * server probe the network it runs in.
 */
export class AddressPolicy {
  constructor(private readonly allowed: readonly OutboundAllowEntry[]) {}

  /** The host name itself is allowed (whatever it resolves to): the operator named it. */
  allowsName(host: string, port: number): boolean {
    const name = bareHost(host);
    return this.allowed.some(
      (entry) => entry.kind === 'name' && entry.name === name && (entry.port ?? port) === port,
    );
  }

  /** The resolved (or literal) address may be reached on this port. */
  allowsAddress(text: string, port: number): boolean {
    if (!ipaddr.isValid(text)) return false;
    const address = plainAddress(ipaddr.parse(text));
    if (isPublic(address)) return true;
    return this.allowed.some(
      (entry) =>
        entry.kind === 'range' &&
        entry.range[0].kind() === address.kind() &&
        address.match(entry.range) &&
        (entry.port ?? port) === port,
    );
  }
}
