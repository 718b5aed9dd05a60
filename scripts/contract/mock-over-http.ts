import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpBridge {
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  close(): Promise<void>;
}

/** Headers about this connection, not the request. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Serves `answer` over real HTTP on 127.0.0.1: every request that arrives is handed to it as a
 * fetch() call made inside this process. With the in-page mock's fetch, Mirage answers HTTP
 * requests, so the contract suite reaches the mock exactly as it reaches a real backend.
 */
export async function serveOverHttp(answer: typeof fetch): Promise<HttpBridge> {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const body = await readBody(request);
        // A plain object: the mock's fetch (a polyfill) ignores headers given as pairs.
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0]),
          ),
        );
        const res = await answer(request.url ?? '/', {
          method: request.method,
          headers,
          body: body || undefined,
        });
        const text = await res.text();
        const out: Record<string, string> = {};
        res.headers.forEach((value, name) => {
          out[name] = value;
        });
        response.writeHead(res.status, out).end(text);
      } catch (error) {
        // The mock dropped the connection (or failed to answer at all): so does the bridge.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
