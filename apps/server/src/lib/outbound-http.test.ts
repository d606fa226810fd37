import dns from 'node:dns';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  OutboundError,
  guardedFetch,
  isPrivateAddress,
  isPrivateUrl,
  isPublicAddress,
  postJson,
  refusedWhenSaved,
} from './outbound-http.ts';
import { startHttpSink } from '../../test/http-sink.ts';
import { FORBIDDEN_HOSTS } from '../../test/hostile/addresses.ts';

const ALL_FORBIDDEN = Object.values(FORBIDDEN_HOSTS).flat();

describe('requests to other servers', () => {
  it('knows the addresses a server on the internet cannot have, in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fd00:ec2::254',
      'fe80::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:a00:1::',
      '2001::1',
      '2001:db8::1',
      '192.0.2.1',
      '0x7f.1',
      '2130706433',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '8.8.8.8',
      '142.250.183.100',
      '172.32.0.1',
      '2404:6800:4009::200e',
      // NAT64 and 6to4 of a public host stay public: an IPv6-only network reaches the internet so.
      '64:ff9b::808:808',
      '2002:808:808::1',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(address), address).toBe(true);
    for (const host of ALL_FORBIDDEN) expect(isPrivateUrl(`https://${host}:8443/x`), host).toBe(true);
    expect(isPrivateUrl('https://api.example.com/x')).toBe(false);
  });

  it('refuses when saved a name that resolves to loopback now', async () => {
    expect(await refusedWhenSaved('https://localhost./x')).toBe(true);
    expect(await refusedWhenSaved('https://[::ffff:7f00:1]:5432/x')).toBe(true);
    expect(await refusedWhenSaved('https://8.8.8.8/x')).toBe(false);
  });

  it('sends no byte to loopback in any spelling unless allowed, and trusts only the operator’s own origin', async () => {
    const sink = await startHttpSink();
    try {
      const port = new URL(sink.url).port;
      const options = { headers: {}, body: '{}', timeoutMs: 1_000 };
      const fetchTrusting = guardedFetch({ allowPrivate: false, trustedOrigin: new URL(sink.url).origin });
      for (const host of FORBIDDEN_HOSTS.loopback) {
        const url = `http://${host}:${port}/x`;
        const refused = await postJson(url, { ...options, allowPrivate: false }).catch((e: unknown) => e);
        expect((refused as OutboundError).failure, host).toBe('not-public');
        // The identity provider's and the gateway's calls: their origin is trusted, no other.
        if (new URL(url).origin === new URL(sink.url).origin) continue;
        const fetched = await fetchTrusting(url).catch((e: unknown) => e);
        expect(fetched, host).toBeInstanceOf(OutboundError);
      }
      expect(sink.received).toHaveLength(0);
      const trusted = await fetchTrusting(`${sink.url}/.well-known/openid-configuration`);
      expect(trusted.status).toBe(200);
      const allowed = await postJson(sink.url, { ...options, allowPrivate: true });
      expect(allowed.status).toBe(200);
      expect(sink.received).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });

  it('refuses, on the address it resolves to, a name no spelling gives away (this machine’s own name)', async () => {
    // Not localhost (refused by its name before any lookup): a name only the resolver knows to be
    // private, as a rebinding record would be when the request is made.
    const name = os.hostname();
    const found = await dns.promises.lookup(name, { all: true });
    expect(
      found.some((a) => !isPublicAddress(a.address)),
      `${name} → ${found.map((a) => a.address).join(', ')}`,
    ).toBe(true);
    expect(isPrivateUrl(`https://${name}/x`)).toBe(false);
    expect(await refusedWhenSaved(`https://${name}/x`)).toBe(true);
    const sink = await startHttpSink();
    try {
      const url = `http://${name}:${new URL(sink.url).port}/x`;
      const refused = await postJson(url, {
        headers: {},
        body: '{}',
        timeoutMs: 1_000,
        allowPrivate: false,
      }).catch((e: unknown) => e);
      expect((refused as OutboundError).failure).toBe('not-public');
      const fetched = await guardedFetch({ allowPrivate: false })(url).catch((e: unknown) => e);
      expect((fetched as OutboundError).failure).toBe('not-public');
      expect(sink.received).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });
});
