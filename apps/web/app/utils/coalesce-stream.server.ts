import { Transform, type TransformCallback } from "node:stream";

/**
 * A pass-through that joins the chunks written within one turn of the event loop into one. React
 * writes a page in hundreds of small pieces; each would otherwise cost a trip through the web-stream
 * bridge and a separate call into the compressor. Output that comes later (a suspended part resolving)
 * still streams: nothing waits longer than the current turn.
 */
export class CoalescingStream extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const joined = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(joined);
  }
}
