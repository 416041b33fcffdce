/**
 * Where a webhook may be sent: a company chooses the address, so without this it could make the portal call the
 * machines of its own network (the database, a cloud's metadata service at 169.254.169.254) and read their answers'
 * statuses in the delivery log. Only public addresses are called; loopback too in demo mode, for a laptop's receiver.
 * The check is made on the address actually connected to, so a name that resolves to a public address when the
 * endpoint is registered and to a private one later (DNS rebinding) is refused all the same.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const notPublic = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  notPublic.addSubnet(network, bits, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`), as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Whether an IP address may be called: public, or loopback where `allowLoopback` (demo mode). */
export function mayCall(address: string, allowLoopback: boolean): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(plain, family)) return allowLoopback;
  return !notPublic.check(plain, family);
}

/** An address written in the URL itself (`https://10.0.0.5/`) that may not be called; a name is checked when called. */
export function literalAddressRefused(hostname: string, allowLoopback: boolean): boolean {
  const plain = hostname.replace(/^\[|\]$/g, '');
  if (plain === 'localhost') return !allowLoopback;
  return isIP(plain) !== 0 && !mayCall(plain, allowLoopback);
}

/** `net.connect`'s look-up, refusing a name any of whose addresses may not be called. */
export const publicLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !mayCall(address, allowLoopback));
      if (refused) return callback(new Error(`${hostname} is not a public address (${refused.address})`), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first
        ? callback(null, first.address, first.family)
        : callback(new Error(`${hostname} has no address`), '');
    });
  };
