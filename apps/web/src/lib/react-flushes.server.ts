import { Transform } from "node:stream";

/**
 * The body React renders into, passing on what React writes as one chunk per React flush.
 *
 * React writes a document in 4 KB pieces and calls its destination's `flush()` when a batch is
 * complete. React Router's Express adapter writes every chunk it receives to the response and
 * flushes the response's compression each time, so a 115 KB quote page went out as 25 separately
 * flushed compressed blocks, each a trip through the web stream and zlib's thread pool
 * (docs/performance.md). Gathering the pieces until React's own flush keeps the streaming as React
 * decides it (every batch leaves as soon as it is complete) and compresses each batch once.
 * `onEnd` runs when React has finished writing.
 */
export function reactFlushes(onEnd: () => void): Transform & { flush(): void } {
  let pending: Buffer[] = [];
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    const batch = Buffer.concat(pending);
    pending = [];
    stream.push(batch);
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    flush(callback) {
      release(this);
      onEnd();
      callback();
    },
  });
  // React calls this after each batch it writes (react-dom/server's flushBuffered).
  return Object.assign(body, { flush: () => release(body) });
}
