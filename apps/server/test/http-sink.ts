import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback standing in for an SMS gateway or WhatsApp's API: it records every
 * request and answers as told (`answerNext`), 200 `{"id":"prov-<n>"}` by default, or not at all.
 */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
}
type Answer = { status: number; body?: string } | 'hang';

export interface HttpSink {
  url: string;
  received: ReceivedRequest[];
  /** The next requests' answers, in order; then the default again. */
  answerNext(...answers: Answer[]): void;
  /** Resolves when `count` requests have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHttpSink(): Promise<HttpSink> {
  const received: ReceivedRequest[] = [];
  const queue: Answer[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // Not JSON: kept as text.
      }
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
        json,
      });
      for (const w of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
      const answer = queue.shift() ?? {
        status: 200,
        body: JSON.stringify({ id: `prov-${received.length}` }),
      };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (...answers) => queue.push(...answers),
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
