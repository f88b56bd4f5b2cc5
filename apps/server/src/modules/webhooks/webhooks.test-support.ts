import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a test receiver took: its headers and its body as text. */
export type ReceivedHook = { headers: IncomingHttpHeaders; body: string };
export type TestReceiver = { url: string; close: () => Promise<void> };

/**
 * A real webhook receiver outside the product, on a free local port: hands each request it takes to `onRequest`,
 * which may set the answer's status and headers (200 when it sets none). `url` has no path.
 */
export async function startTestReceiver(
  onRequest: (hook: ReceivedHook, response: ServerResponse) => void,
): Promise<TestReceiver> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      onRequest({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }, response);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
