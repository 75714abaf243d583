import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its headers and raw body, and the status it answered. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status to answer a request with (default 200); `hang` never answers it. */
  answer: (request: { headers: IncomingHttpHeaders; body: string }) => number | 'hang';
  close(): Promise<void>;
}

/**
 * A customer's webhook receiver on loopback (node:http), speaking the wire format a real one sees:
 * a POST with a JSON body and the signature headers, answered with a status and a short JSON body.
 */
export async function startWebhookReceiver(path = '/hooks/carbon'): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: () => 200,
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = receiver.answer({ headers: req.headers, body });
      if (status === 'hang') {
        receiver.received.push({ headers: req.headers, body, status: 0 });
        return;
      }
      receiver.received.push({ headers: req.headers, body, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
