import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * One entry of `BLADE_OUTBOUND_ALLOW`: a host name (as written in a setting), or an address range
 * (one IP is a range of one), each optionally bound to a port.
 */
export type OutboundAllowEntry =
  | { kind: 'name'; name: string; port?: number }
  | { kind: 'range'; range: [Address, number]; port?: number };

/** An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it is. */
export function plainAddress(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** `[::1]` → `::1`; names lower-cased without a trailing dot (`MinIO.local.` is `minio.local`). */
export function bareHost(host: string): string {
  const unbracketed = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return unbracketed.toLowerCase().replace(/\.$/, '');
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

function refused(entry: string, why: string): Error {
  return new Error(`BLADE_OUTBOUND_ALLOW: "${entry}" ${why}`);
}

/** `host:port`, `[v6]:port`, a bare IPv6 address (several colons, no brackets), or a host alone. */
function splitPort(entry: string): { host: string; port?: number } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1]!, ...(bracketed[2] ? { port: Number(bracketed[2]) } : {}) };
  const colons = entry.split(':').length - 1;
  if (colons !== 1) return { host: entry };
  const [host, port] = entry.split(':') as [string, string];
  if (!/^\d+$/.test(port)) throw refused(entry, 'has a port that is not a number');
  return { host, port: Number(port) };
}

function parseEntry(entry: string): OutboundAllowEntry {
  if (entry.includes('/')) {
    if (!ipaddr.isValidCIDR(entry)) throw refused(entry, 'is not a CIDR range (e.g. 10.0.0.0/8)');
    const [address, bits] = ipaddr.parseCIDR(entry);
    return { kind: 'range', range: [address, bits] };
  }
  const { host, port } = splitPort(entry);
  if (port !== undefined && (port < 1 || port > 65_535)) throw refused(entry, 'has a port outside 1–65535');
  const bound = port === undefined ? {} : { port };
  if (ipaddr.isValid(host)) {
    const address = plainAddress(ipaddr.parse(host));
    return { kind: 'range', range: [address, address.kind() === 'ipv4' ? 32 : 128], ...bound };
  }
  const name = bareHost(host);
  if (!HOST_NAME.test(name)) throw refused(entry, 'is neither a host name, an IP address nor a CIDR range');
  return { kind: 'name', name, ...bound };
}

/**
 * `BLADE_OUTBOUND_ALLOW`: comma-separated host names, `host:port`, IPs and CIDRs the server may reach
 * although they are internal (a MinIO or SMS gateway inside the operator's network). Empty: none.
 */
export function parseOutboundAllow(text: string | undefined): OutboundAllowEntry[] {
  if (!text) return [];
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseEntry);
}
