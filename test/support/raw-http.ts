import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when no status line arrived before the socket closed or `waitMs` passed. */
  status: number;
  /** Status line and headers. */
  head: string;
  body: string;
  elapsedMs: number;
}

export interface RawRequestOptions {
  /** Send these bytes after the head (default: nothing). */
  body?: string | Buffer;
  /** Then send these bytes `chunk` (default 1) at a time, `everyMs` apart, until the answer comes (a client dripping its body). */
  drip?: { bytes: string; everyMs: number; chunk?: number };
  /** End our side after the body (default: keep it open, as a client still sending would). */
  end?: boolean;
  /** Hang up this long after sending if no whole answer came (default: 3 s); short, it is a client that goes away. */
  waitMs?: number;
}

/**
 * One HTTP/1.1 request written byte by byte on a fresh TCP connection, for the shapes that
 * app.inject cannot produce: bodies cut short, a client that stops sending or hangs up. Resolves when
 * the server closes the connection, a whole answer is in, or the wait is over; the socket is always
 * destroyed by then.
 */
export function rawRequest(port: number, head: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let dripTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      clearInterval(dripTimer);
      socket.destroy();
      const text = received.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const headEnd = text.indexOf('\r\n\r\n');
      resolve({ status, head: text.slice(0, headEnd), body: text.slice(headEnd + 4), elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, options.waitMs ?? 3_000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text);
      const bodyStart = text.indexOf('\r\n\r\n');
      if (
        length &&
        bodyStart !== -1 &&
        received.length - Buffer.byteLength(text.slice(0, bodyStart + 4)) >= Number(length[1])
      )
        finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(head);
    if (options.body) socket.write(options.body);
    const drip = options.drip;
    if (drip) {
      let sent = 0;
      dripTimer = setInterval(() => {
        if (sent >= drip.bytes.length || socket.destroyed) return;
        socket.write(drip.bytes.slice(sent, sent + (drip.chunk ?? 1)));
        sent += drip.chunk ?? 1;
      }, drip.everyMs);
    }
    if (options.end) socket.end();
  });
}

/** The head of a POST with the given headers (Content-Length is the caller's to state, right or wrong). */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${lines.join('\r\n')}\r\n\r\n`;
}
