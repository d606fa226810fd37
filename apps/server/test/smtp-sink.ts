import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for reading OTPs in tests. */
export async function startSmtpSink() {
  const messages: SinkMessage[] = [];
  const waiters: Array<() => void> = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === null) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Refuses every recipient with a temporary failure (451 and `reason`) until called with null. */
    refuse(reason: string | null) {
      refusal = reason;
    },
    /** Resolves with the newest message to `to`, waiting for its arrival (bounded by the test's time-out). */
    async nextTo(to: string, after = 0): Promise<SinkMessage> {
      for (;;) {
        const found = messages
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const otpIn = (message: SinkMessage) => /one-time password is (\d{4})/.exec(message.raw)?.[1];
