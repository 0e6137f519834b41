import { clientAddressKey, trustedProxiesSchema } from './client-address.js';

describe('clientAddressKey', () => {
  it('counts an IPv4 address alone, however it is written', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const first = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(first).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:0:0:0:1')).toBe(first);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(first);
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});

describe('trustedProxiesSchema', () => {
  it('is empty by default: nobody in front of the gateway is believed', () => {
    expect(trustedProxiesSchema.parse(undefined)).toEqual([]);
  });

  it('reads a comma-separated list of addresses and ranges', () => {
    expect(trustedProxiesSchema.parse(' 10.0.0.0/8, 192.0.2.10 ,2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      '2001:db8::/32',
    ]);
  });

  it('names an entry that is not an address or range', () => {
    const result = trustedProxiesSchema.safeParse('10.0.0.0/8, proxy.example.org, 10.0.0.0/99');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '"proxy.example.org" is not an IP address or CIDR range (such as 10.0.0.0/8 or 2001:db8::/32)',
      '"10.0.0.0/99" is not an IP address or CIDR range (such as 10.0.0.0/8 or 2001:db8::/32)',
    ]);
  });
});
