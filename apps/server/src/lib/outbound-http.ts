import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Requests Kaksha makes to addresses staff typed in (SMS and WhatsApp providers). A staff member of
 * one organisation must not be able to point the server at its own network (the database, Redis, a
 * cloud metadata service), so, unless `allowPrivate`, a name that resolves to a loopback, private,
 * link-local or otherwise non-public address is refused — checked on the address actually connected
 * to, so a name cannot resolve to a public address when saved and a private one when used.
 */

export type OutboundFailure =
  /** The request never reached the provider (refused, unknown name, blocked): safe to try again. */
  | 'unreachable'
  /** The provider may have received it and did not answer in time: trying again could send it twice. */
  | 'no-answer';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundResponse {
  status: number;
  body: string;
}

const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
];
const v4 = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** Whether `address` (an IP) is one a provider on the internet cannot have. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const n = v4(address);
    return PRIVATE_V4.some(([base, bits]) => n >>> (32 - bits) === v4(base) >>> (32 - bits));
  }
  const a = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return (
    a === '::' ||
    a === '::1' ||
    /^f[cd]/.test(a) || // unique local fc00::/7
    /^fe[89ab]/.test(a) || // link-local fe80::/10
    /^ff/.test(a) // multicast
  );
}

/** dns.lookup that refuses non-public addresses: Node connects to what this returns. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: false }, (err, address, family) => {
    if (err) return callback(err, '', 0);
    if (isPrivateAddress(address as string)) {
      return callback(
        Object.assign(new Error(`${hostname} is not a public address`), { code: 'EPRIVATE' }),
        '',
        0,
      );
    }
    callback(null, address as string, family);
  });
};

/** Whether the URL's host is an IP literal that is private (names are checked when connecting). */
export function isPrivateUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || (net.isIP(host) !== 0 && isPrivateAddress(host));
}

/**
 * POSTs `body` and reads the answer (at most 64 KB of it). Throws OutboundError: 'unreachable' when
 * nothing reached the provider, 'no-answer' when it may have.
 */
export function postJson(
  url: string,
  options: { headers: Record<string, string>; body: string; timeoutMs: number; allowPrivate: boolean },
): Promise<OutboundResponse> {
  const target = new URL(url);
  if (!options.allowPrivate && isPrivateUrl(url)) {
    return Promise.reject(new OutboundError('unreachable', `${target.hostname} is not a public address`));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let connected = false;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          ...options.headers,
        },
        timeout: options.timeoutMs,
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 64 * 1024) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (err) => reject(new OutboundError('no-answer', err.message)));
      },
    );
    request.on('socket', (socket) => {
      const onConnect = () => (connected = true);
      if (socket.connecting)
        socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', onConnect);
      else connected = true;
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${options.timeoutMs} ms`)));
    request.on('error', (err) =>
      reject(new OutboundError(connected ? 'no-answer' : 'unreachable', err.message)),
    );
    request.end(options.body);
  });
}
