import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Every request Kaksha makes to another server goes through here (decision 065): SMS and WhatsApp
 * providers (addresses staff typed in), the payment gateway, and the identity provider (whose
 * discovery document names further addresses). A staff member of one organisation, or a third
 * party's answer, must not be able to point the server at its own network (the database, Redis, a
 * cloud metadata service), so an address is judged after it is normalised, in every spelling
 * (ipaddr.js: IPv4 in decimal, octal or hex, IPv4-mapped, -compatible, NAT64 and 6to4 IPv6), and
 * only a global unicast one is reached — checked on the address actually connected to, so a name
 * cannot resolve to a public address when saved and a private one when used. What the operator set
 * (`trustedOrigin`: RAZORPAY_API_URL, OIDC_ISSUER) and tests (`allowPrivate`) may reach anything.
 */

export type OutboundFailure =
  /** The request never reached the provider (refused, unknown name): safe to try again. */
  | 'unreachable'
  /** The address is not a public one: nothing was sent, and trying again will not change that. */
  | 'not-public'
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

/** Who may be reached: `allowPrivate` for tests and a gateway on the LAN; `trustedOrigin` is the operator's own setting. */
export interface OutboundGuard {
  allowPrivate: boolean;
  trustedOrigin?: string;
}

const v4Of = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);

/** The IPv4 host an IPv6 address reaches through a translator or tunnel; 'refuse' where that cannot be known. */
function carriedV4(address: ipaddr.IPv6): ipaddr.IPv4 | 'refuse' | null {
  const p = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return v4Of(p[6]!, p[7]!);
    case 'rfc6052':
      // 64:ff9b::/96, the well-known NAT64 prefix (DNS64 answers with it on IPv6-only networks);
      // 64:ff9b:1::/48 is a network's own translator: refused.
      return p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0) ? v4Of(p[6]!, p[7]!) : 'refuse';
    case '6to4':
      return v4Of(p[1]!, p[2]!);
    case 'teredo':
      return 'refuse';
    default:
      // IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks), ::1 and :: among them.
      return p.slice(0, 6).every((x) => x === 0) ? v4Of(p[6]!, p[7]!) : null;
  }
}

/** Whether `address` (an IP, in any spelling) is a global unicast one, as a server on the internet has. */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[(.*)\]$/, '$1'));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.zoneId) return false;
    const carried = carriedV4(v6);
    if (carried === 'refuse') return false;
    if (carried) return carried.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/** The opposite of `isPublicAddress`: loopback, private, link-local, metadata, reserved, or not an IP at all. */
export const isPrivateAddress = (address: string) => !isPublicAddress(address);

/** The URL's host as connected to: brackets and a trailing dot gone. */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/** A name that always means this machine (RFC 6761), whatever the resolver says. */
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Whether the URL's host, as written, is not a public address (names are judged when resolved). */
export function isPrivateUrl(url: string): boolean {
  const host = hostOf(new URL(url));
  return isLocalName(host) || (net.isIP(host) !== 0 && !isPublicAddress(host));
}

const SAVE_LOOKUP_MS = 3_000;

/**
 * Whether an address typed in may be saved: its host must not be a private address in any spelling,
 * nor a name that resolves to one now (a name that does not resolve yet is judged when used).
 */
export async function refusedWhenSaved(url: string): Promise<boolean> {
  if (isPrivateUrl(url)) return true;
  const host = hostOf(new URL(url));
  if (net.isIP(host) !== 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SAVE_LOOKUP_MS)));
  try {
    const found = await Promise.race([dns.promises.lookup(host, { all: true }), gaveUp]);
    return found !== null && found.some((a) => !isPublicAddress(a.address));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const notPublic = () => Object.assign(new Error('the address is not a public one'), { code: 'ENOTPUBLIC' });

/**
 * dns.lookup that refuses a name when any of its addresses is not public (Node connects only to what
 * this returns). Node skips `lookup` for an IP literal: `openRequest` judges those itself.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const all = addresses as dns.LookupAddress[];
    if (
      !all.length ||
      isLocalName(hostname.replace(/\.$/, '')) ||
      all.some((a) => !isPublicAddress(a.address))
    )
      return callback(notPublic(), '', 0);
    if (options.all) return callback(null, all);
    callback(null, all[0]!.address, all[0]!.family);
  });
};

interface RawRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Nothing but what Node said went wrong, in words that tell no open port from a closed one. */
function failureOf(err: NodeJS.ErrnoException, connected: boolean): OutboundError {
  if (err.code === 'ENOTPUBLIC') return new OutboundError('not-public', 'the address is not a public one');
  if (connected) return new OutboundError('no-answer', 'no answer');
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return new OutboundError('unreachable', 'the name could not be found');
  return new OutboundError('unreachable', 'the server could not be reached');
}

/** One request through the guard; answers at most `maxBytes` of the body. */
function openRequest(url: string, request: RawRequest, guard: OutboundGuard): Promise<RawResponse> {
  const target = new URL(url);
  const trusted =
    guard.allowPrivate || (guard.trustedOrigin !== undefined && target.origin === guard.trustedOrigin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.reject(new OutboundError('not-public', 'only http and https are used'));
  if (!trusted && isPrivateUrl(url)) return Promise.reject(failureOf(notPublic(), false));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let connected = false;
    const outgoing = client.request(
      target,
      {
        method: request.method,
        headers: {
          ...(request.body !== undefined && { 'content-length': Buffer.byteLength(request.body) }),
          ...request.headers,
        },
        timeout: request.timeoutMs,
        lookup: trusted ? undefined : publicOnlyLookup,
        // One connection a request: a kept-alive socket to a name could outlive the address judged.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= request.maxBytes) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (err) => reject(failureOf(err, true)));
      },
    );
    outgoing.on('socket', (socket) => {
      const onConnect = () => (connected = true);
      if (socket.connecting)
        socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', onConnect);
      else connected = true;
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${request.timeoutMs} ms`)));
    outgoing.on('error', (err) => reject(failureOf(err, connected)));
    outgoing.end(request.body);
  });
}

/**
 * POSTs `body` as JSON and reads the answer (at most 64 KB of it). Throws OutboundError: 'not-public'
 * for an address the guard refuses, 'unreachable' when nothing reached the server, 'no-answer' when
 * it may have.
 */
export async function postJson(
  url: string,
  options: { headers: Record<string, string>; body: string; timeoutMs: number } & OutboundGuard,
): Promise<OutboundResponse> {
  const { headers, body, timeoutMs, ...guard } = options;
  const answer = await openRequest(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      timeoutMs,
      maxBytes: 64 * 1024,
    },
    guard,
  );
  return { status: answer.status, body: answer.body.toString('utf8') };
}

/**
 * A `fetch` through the guard, for libraries that take one (openid-client's `customFetch`): string
 * bodies only, no redirects followed, at most 1 MB read.
 */
export function guardedFetch(guard: OutboundGuard, timeoutMs = 10_000) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const answer = await openRequest(
      String(input),
      { method: init.method ?? 'GET', headers, body, timeoutMs, maxBytes: 1024 * 1024 },
      guard,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: responseHeaders });
  };
}
