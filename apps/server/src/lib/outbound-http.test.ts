import { describe, expect, it } from 'vitest';
import { OutboundError, isPrivateAddress, isPrivateUrl, postJson } from './outbound-http.ts';
import { startHttpSink } from '../../test/http-sink.ts';

describe('requests to addresses staff typed in', () => {
  it('knows the addresses a provider on the internet cannot have', () => {
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
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '142.250.183.100', '172.32.0.1', '2404:6800:4009::200e'])
      expect(isPrivateAddress(address), address).toBe(false);
    expect(isPrivateUrl('https://localhost/x')).toBe(true);
    expect(isPrivateUrl('https://[::1]:8443/x')).toBe(true);
    expect(isPrivateUrl('https://api.example.com/x')).toBe(false);
  });

  it('refuses a loopback provider unless allowed, and never sends it a byte', async () => {
    const sink = await startHttpSink();
    try {
      const options = { headers: {}, body: '{}', timeoutMs: 1_000 };
      const refused = await postJson(sink.url, { ...options, allowPrivate: false }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OutboundError);
      expect((refused as OutboundError).failure).toBe('unreachable');
      // A name that resolves to loopback is refused when connecting, not only by its spelling.
      const byName = await postJson(sink.url.replace('127.0.0.1', 'localhost.'), {
        ...options,
        allowPrivate: false,
      }).catch((e: unknown) => e);
      expect((byName as OutboundError).failure).toBe('unreachable');
      expect(sink.received).toHaveLength(0);
      const allowed = await postJson(sink.url, { ...options, allowPrivate: true });
      expect(allowed.status).toBe(200);
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });
});
