import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * The key under which a client's requests and failures are counted. An IPv4 address counts
 * alone; an IPv6 client is given a whole /64 by its provider and may pick any address in it
 * (privacy extensions rotate them), so its /64 is counted as one client. IPv4 seen as
 * `::ffff:a.b.c.d` counts as a.b.c.d.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) {
    parsed = parsed.toIPv4Address();
  }
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const prefix = parsed.toNormalizedString().split(':').slice(0, 4);
  return `${new ipaddr.IPv6([...prefix.map((part) => parseInt(part, 16)), 0, 0, 0, 0]).toString()}/64`;
}

/**
 * `TRUSTED_PROXIES`: the proxies in front of the gateway (a TLS terminator, a load balancer)
 * whose `X-Forwarded-For` is believed, as a comma-separated list of addresses or CIDR ranges.
 * Default none: the address that connects is the client. Without this, every member behind
 * such a proxy would share its address, and ten failed sign-ins would lock them all out.
 */
export const trustedProxiesSchema = z
  .string()
  .default('')
  .transform((value, context) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    for (const entry of entries) {
      if (!isAddressOrRange(entry)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or CIDR range (such as 10.0.0.0/8 or 2001:db8::/32)`,
        });
      }
    }
    return entries;
  });

/** `RATE_LIMIT_PER_MINUTE`: `/api` requests per client address per minute at the gateway; 0 turns it off. */
export const rateLimitPerMinuteSchema = z.coerce
  .number({ error: 'must be a number of requests' })
  .int('must be a whole number')
  .min(0, 'must be 0 (off) or more')
  .default(1200);

/**
 * `RATE_LIMIT_PER_ACCOUNT_PER_MINUTE`: `/api` requests and drawn data pages per signed-in account
 * per minute at the gateway, whatever the addresses they come from; 0 turns it off. A person
 * clicking through the portal makes a few dozen a minute.
 */
export const rateLimitPerAccountPerMinuteSchema = z.coerce
  .number({ error: 'must be a number of requests' })
  .int('must be a whole number')
  .min(0, 'must be 0 (off) or more')
  .default(600);

function isAddressOrRange(entry: string): boolean {
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

/**
 * Where a service accepts `X-Forwarded-For` from: the gateway, which reaches it over loopback
 * (`npm start`) or a private network (compose). Anything else connecting is taken at its word.
 */
export const privateNetworks = [
  'loopback',
  'linklocal',
  'uniquelocal',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
];
