import { Writable } from 'node:stream';

/** A logger stream that keeps every line, for tests that read what a server logged. */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
