import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * After a 413 the sandbox reads and throws away at most this many more bytes of the refused body (64 MiB), so the
 * client, still sending, gets to read the answer; a longer body has its connection closed once this much has passed.
 */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** How long the rest of a refused body may take to arrive after the 413, ms; then the connection is closed. */
export const DRAIN_TIMEOUT_MS = 30_000;

/** The 413 `detail`: the route's limit in bytes when known, so a client knows how much smaller to make it. */
export function tooLargeDetail(limitBytes: number | undefined): string {
  return limitBytes === undefined
    ? 'Request body is too large for this address.'
    : `Request body is too large: this address accepts at most ${limitBytes.toLocaleString('en-US')} bytes.`;
}

/**
 * Lets a refused body finish arriving instead of resetting the connection under the client. Fastify answers an
 * oversized body (by its `Content-Length`, or once a chunked one passes the limit) before reading the rest, and asks
 * for `Connection: close`; Node then destroys the socket as soon as the answer is written, while the client is still
 * sending: the kernel answers the unread bytes with a TCP reset, which can discard the 413 before the client reads it
 * (a 6 MB body ended in "connection reset"). Here the connection is kept open and the rest of the body is read and
 * dropped (Node does that for a kept-alive request answered early), with a cap of {@link MAX_DRAIN_BYTES} and
 * {@link DRAIN_TIMEOUT_MS}: beyond either the socket is closed (the answer has long been delivered by then).
 * Call before sending the 413.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) return;
  reply.removeHeader('connection');
  let drained = 0;
  const close = () => {
    clearTimeout(timer);
    raw.socket?.destroy();
  };
  const timer = setTimeout(close, DRAIN_TIMEOUT_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) close();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
}
