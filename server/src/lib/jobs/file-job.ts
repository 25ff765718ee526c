import { once } from 'node:events';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '@contract/errors';
import { errorStatus } from '@contract/errors';
import { AppError } from '../app-error';
import { ranOutOfMemory, runJob } from './job-pool';

/*
 * A file written in a job's worker thread while its rows are read in the server's: the
 * server sends a batch of rows over a MessagePort, the worker formats and writes it and sends
 * the file's bytes back, and the next batch goes only once this one's bytes are in the file
 * (back-pressure: memory holds one batch, on either side). The worker's heap is the job's: a
 * file too large for it ends the job (that file fails, readably), not the server.
 */

/** What the worker opens (job-worker.ts knows each kind). Plain data: it is copied to the worker. */
export type FileSpec =
  | { kind: 'table'; format: 'csv' | 'xlsx' | 'pdf'; context: unknown; columns: unknown }
  | { kind: 'sheet'; format: 'csv' | 'xlsx'; headers: string[]; sheetName: string; rightToLeft: boolean };

type ToWorker = { op: 'rows'; rows: unknown[][] } | { op: 'finish'; last: unknown[] | null } | { op: 'abort' };
type FromWorker = { op: 'chunk'; bytes: Uint8Array } | { op: 'ok' } | { op: 'failed'; error: SentError };
interface SentError {
  code?: string;
  message: string;
  details?: unknown;
}

export interface FileJob {
  write(rows: unknown[][]): Promise<void>;
  /** Ends the file (after `last`, a closing row such as a report's totals); resolves once every byte is in `out`'s destination. */
  finish(last?: unknown[] | null): Promise<void>;
  /** Stops the job and ends `out` without finishing the file (the caller removes it). */
  abort(): Promise<void>;
}

/** How long a worker waits for the next batch before it takes its file as abandoned (the export runner's heartbeat limit). */
export const ABANDONED_AFTER_MS = 2 * 60_000;

const isCode = (code: unknown): code is ErrorCode => typeof code === 'string' && code in errorStatus;

/** An error as it crosses to the other thread: its code and message, not its class. */
export const sendable = (err: unknown): SentError =>
  err instanceof AppError
    ? { code: err.code, message: err.message, details: err.details }
    : { message: err instanceof Error ? err.message : String(err) };
export const received = (e: SentError): Error => (isCode(e.code) ? new AppError(e.code, e.message, e.details) : new Error(e.message));

/** A thread that died (out of memory, a crash) fails the file with a sentence a person can act on. */
function deathOf(err: unknown): Error {
  if (ranOutOfMemory(err)) {
    return new AppError(
      'internal',
      'The file needed more memory than a background job may use: export fewer rows (a shorter period or fewer people)',
    );
  }
  return new Error(`The file's worker stopped: ${err instanceof Error ? err.message : String(err)}`);
}

/** `out` as a stream.Writable knows itself (a bare NodeJS.WritableStream may not say). */
type Out = NodeJS.WritableStream & { destroyed?: boolean; writableEnded?: boolean; writableErrored?: Error | null };

/**
 * Writes a chunk of the file, waiting for `out` to drain. A stream that failed or was closed
 * throws at once: its 'drain' never comes, and a wait for it would hang every later chunk.
 */
async function put(out: Out, chunk: Buffer): Promise<void> {
  if (out.destroyed || out.writableErrored || out.writableEnded) {
    throw out.writableErrored ?? new Error("The file's stream is closed");
  }
  if (out.write(chunk)) return;
  const emitter = out as unknown as NodeJS.EventEmitter;
  await new Promise<void>((resolve, reject) => {
    const settled = (err?: Error) => {
      emitter.off('drain', drained).off('close', closed).off('error', settled);
      if (err) reject(err);
      else resolve();
    };
    const drained = () => settled();
    const closed = () => settled(out.writableErrored ?? new Error("The file's stream closed before its bytes were written"));
    emitter.once('drain', drained).once('close', closed).once('error', settled);
  });
}

/** Opens `spec` in a job's worker; its bytes are written to `out` as the worker makes them. */
export async function openFileJob(spec: FileSpec, out: NodeJS.WritableStream): Promise<FileJob> {
  const { port1, port2 } = new MessageChannel();
  let pending: { resolve: () => void; reject: (err: Error) => void } | undefined;
  let over: Error | undefined;
  let writing: Promise<void> = Promise.resolve();
  let outFailed: Error | undefined;

  const settle = (err?: Error) => {
    const waiting = pending;
    pending = undefined;
    if (err) waiting?.reject(err);
    else waiting?.resolve();
  };
  let aborted = false;
  const take = (m: FromWorker) => {
    // An aborted file's last bytes are not wanted: `out` is being closed and removed.
    if (m.op === 'chunk' && aborted) return;
    if (m.op === 'chunk') {
      const chunk = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength);
      writing = writing.then(() => put(out, chunk)).catch((err: Error) => void (outFailed ??= err));
    } else if (m.op === 'ok') settle();
    else settle(received(m.error));
  };
  port1.on('message', take);

  const ask = (message: ToWorker | null) =>
    new Promise<void>((resolve, reject) => {
      if (over) return reject(over);
      if (pending) return reject(new Error('A file job takes one request at a time'));
      pending = { resolve, reject };
      if (message) port1.postMessage(message);
    }).then(async () => {
      await writing;
      if (outFailed) throw outFailed;
    });

  const opened = ask(null);
  runJob<void>('writeFile', { spec, port: port2 }, [port2 as unknown as Transferable]).then(
    () => {
      // The job's answer and its port's messages travel apart: take what the port still holds first.
      for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) take(m.message as FromWorker);
      over ??= new Error('The file job ended before its file was finished');
      settle(over);
      port1.close();
    },
    (err: unknown) => {
      over ??= deathOf(err);
      settle(over);
      port1.close();
    },
  );
  await opened;

  return {
    write: (rows) => ask({ op: 'rows', rows }),
    async finish(last = null) {
      await ask({ op: 'finish', last });
      const finished = once(out as unknown as NodeJS.EventEmitter, 'finish');
      out.end();
      await finished;
    },
    async abort() {
      if (aborted) return;
      aborted = true;
      // Told straight away, not through `ask`: a write may still be waiting for its answer
      // (the caller gave up on it when `out` failed), and the worker must free its thread now
      // rather than wait ABANDONED_AFTER_MS for a batch that never comes. That waiting write
      // fails, as does any request after this one.
      over ??= new Error('The file job was stopped before its file was finished');
      settle(over);
      port1.postMessage({ op: 'abort' } satisfies ToWorker);
      const ending = out as Out;
      if (!ending.destroyed && !ending.writableEnded) out.end();
    },
  };
}

/** A writer of one file, in the worker: what `openFileJob`'s messages drive. */
export interface WorkerFile {
  write(rows: unknown[][]): Promise<void>;
  finish(last?: unknown[] | null): Promise<void>;
}

/** Bytes sent to the server thread in pieces of about this size (pdfkit writes many small ones). */
const SEND_AT = 64 * 1024;

/**
 * The worker's side: opens the file with `open` on a stream that sends its bytes over `port`,
 * then runs the server's requests one after another until the file is finished or abandoned.
 */
export async function serveFileJob(port: MessagePort, open: (out: NodeJS.WritableStream) => Promise<WorkerFile>): Promise<void> {
  const { Writable } = await import('node:stream');
  let held: Buffer[] = [];
  let heldBytes = 0;
  const send = () => {
    if (heldBytes === 0) return;
    const bytes = new Uint8Array(heldBytes);
    let at = 0;
    for (const b of held) {
      bytes.set(b, at);
      at += b.length;
    }
    held = [];
    heldBytes = 0;
    port.postMessage({ op: 'chunk', bytes } satisfies FromWorker, [bytes.buffer]);
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= SEND_AT) send();
      done();
    },
    final(done) {
      send();
      done();
    },
  });
  const reply = (m: FromWorker) => {
    send();
    port.postMessage(m);
  };

  await new Promise<void>((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const end = () => {
      clearTimeout(idle);
      port.close();
      resolve();
    };
    const awaitNext = () => {
      clearTimeout(idle);
      // The server stopped asking (its export was interrupted): the file is left, the thread freed.
      idle = setTimeout(() => {
        sink.destroy();
        end();
      }, ABANDONED_AFTER_MS);
    };
    const fail = (err: unknown) => {
      reply({ op: 'failed', error: sendable(err) });
      sink.destroy();
      end();
    };
    let file: WorkerFile | undefined;
    let queue = open(sink).then(
      (f) => {
        file = f;
        reply({ op: 'ok' });
        awaitNext();
      },
      (err: unknown) => fail(err),
    );
    port.on('message', (m: ToWorker) => {
      clearTimeout(idle);
      queue = queue.then(async () => {
        if (!file) return;
        try {
          if (m.op === 'rows') {
            await file.write(m.rows);
            reply({ op: 'ok' });
            awaitNext();
          } else if (m.op === 'finish') {
            await file.finish(m.last);
            reply({ op: 'ok' });
            end();
          } else {
            sink.destroy();
            reply({ op: 'ok' });
            end();
          }
        } catch (err) {
          fail(err);
        }
      });
    });
  });
}
