import { connect } from 'node:net';
import { startTestServer, type TestServer } from './support/server';

/**
 * Every oversized body gets a 413 with a reason, never a reset connection: the sandbox answers before reading a body
 * over the limit, then lets the rest arrive (http/oversize.ts) so the client, still sending, reads the answer.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const SIX_MB = 6 * 1024 * 1024;
/** A JSON text of `bytes` bytes: one long string field. */
const jsonOf = (bytes: number): string => `{"email":"${'a'.repeat(bytes - 13)}"}`;

/**
 * One request over a fresh connection, sent the way curl sends a large body: `Expect: 100-continue`, then, once the
 * server said continue, the whole body (as it is, or chunked) before reading anything. Answers the status and body of
 * the final answer, or the socket error that stopped the sending (a reset, a broken pipe) — what curl then reports.
 */
function send(path: string, body: string, o: { chunked?: boolean } = {}): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const url = new URL(`${server.url}${path}`);
    const socket = connect(Number(url.port), url.hostname);
    const buf = Buffer.from(body);
    let received = '';
    let failed: string | null = null;
    let sending = false;
    const framing = o.chunked ? 'transfer-encoding: chunked' : `content-length: ${buf.length}`;
    socket.write(`POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n${framing}\r\nexpect: 100-continue\r\n\r\n`);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (failed !== null) return resolve({ error: failed });
      const final = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(final)?.[1] ?? 0);
      resolve({ status, text: final.slice(final.indexOf('\r\n\r\n') + 4) });
    };
    const pump = async () => {
      for (let at = 0; at < buf.length && failed === null; at += 64 * 1024) {
        const piece = buf.subarray(at, at + 64 * 1024);
        const framed = o.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        if (!socket.write(framed)) await new Promise((r) => socket.once('drain', r));
      }
      if (o.chunked && failed === null) socket.write('0\r\n\r\n');
      // The answer is read once everything was sent; give it a moment, then stop.
      setTimeout(() => {
        finish();
        socket.destroy();
      }, 300);
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (!sending && received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        sending = true;
        void pump();
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      failed = e.code ?? e.message;
      finish();
    });
    // Closed by the server while the body was still going out: that is the failure curl reports.
    socket.on('close', () => {
      if (failed === null && sending && !done) failed = 'closed while sending';
      finish();
    });
  });
}

describe('an oversized body', () => {
  it.each([['with a Content-Length', false], ['sent chunked', true]])(
    'of 6 MB %s gets 413 with the limit named, ten times in a row (no connection reset)', async (_how, chunked) => {
      for (let i = 0; i < 10; i++) {
        const res = await send('/api/v1/customer/magic-link/', jsonOf(SIX_MB), { chunked });
        expect(res).toMatchObject({ status: 413 });
        if ('status' in res) expect(JSON.parse(res.text)).toEqual({ detail: 'Request body is too large: this address accepts at most 1,048,576 bytes.' });
      }
    });

  it('names a route’s own smaller limit (the analytics intake)', async () => {
    const res = await send('/api/v1/customer/send-segment-events/', jsonOf(300 * 1024));
    expect(res).toMatchObject({ status: 413 });
    if ('status' in res) expect(JSON.parse(res.text).detail).toBe('Request body is too large: this address accepts at most 262,144 bytes.');
  });

  it('leaves the connection usable for the next request once the refused body has arrived', async () => {
    const big = await fetch(`${server.url}/api/v1/customer/magic-link/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonOf(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.headers.get('connection')).not.toBe('close');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
