import { connect, type Socket } from 'node:net';

/** What came back on a raw connection: the status line's code, the headers (lower-case) and the body. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * A request written by hand on its own connection, its body sent in two parts when the test says so:
 * what `inject` cannot do (a body that arrives late, or never). The request asks the server to close
 * the connection after its answer, so the answer is everything read until the end.
 */
export function rawRequest(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; body: string },
) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(request.body)),
    ...request.headers,
  };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return {
    socket,
    /** Sends the headers and the first `bytes` bytes of the body. */
    start(bytes: number) {
      socket.write(head + request.body.slice(0, bytes));
    },
    /** Sends the rest of the body (after `start`), then reads the answer. */
    async finish(bytesSent: number): Promise<RawAnswer> {
      socket.write(request.body.slice(bytesSent));
      return this.answer();
    },
    /** Waits for the server to end the connection; the answer it wrote before, if any. */
    async answer(): Promise<RawAnswer> {
      await closed;
      return parseAnswer(Buffer.concat(chunks).toString('utf8'));
    },
  };
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  // Fastify answers with a Content-Length (no accept-encoding is sent, so nothing is compressed).
  const body = text.slice(end + 4);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
