import { once } from 'node:events';
import pino from 'pino';

export type LogDestination = {
  write(line: string): void;
  /** Writes out what is still buffered; resolves once it is on stdout. Nothing may be logged after. */
  close(): Promise<void>;
};

/**
 * The server's logs on stdout, written asynchronously (docs/decisions/0027): a line waits in memory
 * while the previous write is in progress, so a burst costs a few writes instead of one per line,
 * and a slow reader (a paused terminal, a busy journald) never stalls the requests. Lines are
 * written as soon as the previous write ends: nothing waits for a buffer to fill. `close` is called
 * at shutdown, before the process exits (hosting/shutdown.ts).
 */
export function createLogDestination(): LogDestination {
  const stream = pino.destination({ dest: 1, sync: false });
  return {
    write: (line) => void stream.write(line),
    async close() {
      const closed = once(stream, 'close');
      stream.end();
      await closed;
    },
  };
}
