/**
 * The outgoing mail queue: a service queues a rendered mail after the transaction that decided it, and
 * returns; a worker in every server process sends the due mails (each claimed by one process for a
 * lease), right after a queueing in this process and every few seconds, retries failures with backoff
 * and records the mails it gave up on for the admin. No request ever waits for a mail server.
 */
import type { MailQueueRepository, OutgoingMail, QueuedMail } from "#app/data/ports";
import { getConfig } from "#app/env.server";
import { getRepositories } from "#app/repositories.server";
import { now as clockNow } from "#app/utils/clock.server";
import { transportFor, type MailTransport } from "./mailer.server";

/**
 * How long to wait after each failed attempt before the next: after the first, 30 s; after the fifth,
 * 6 h. The sixth failure is the last: the mail is marked failed, about 7 h 13 min after it was queued.
 */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;

/** The wait after `attempts` failed attempts, or null when that was the last one. */
export function retryDelay(attempts: number): number | null {
  return RETRY_DELAYS_MS[attempts - 1] ?? null;
}

/** How often a process looks for due mails (queued by another process, or due for a retry). */
const POLL_MS = 5_000;
/** Mails claimed at a time. */
const BATCH = 20;
/**
 * How long a claimed mail is this process's: a batch is sent well within it (each SMTP exchange times
 * out after at most 30 s), and a process that dies holding mails releases them when it ends.
 */
const LEASE_MS = 10 * 60_000;
/** The longest error text kept with a mail. */
const ERROR_LENGTH = 500;

interface DeliveryRun {
  sent: number;
  retried: number;
  failed: number;
}

interface MailWorkerOptions {
  queue: MailQueueRepository;
  transport: MailTransport;
  /** The sender of every mail (MAIL_FROM). */
  from: string;
  /** @defaultValue the server's clock (app/utils/clock.server.ts) */
  now?: () => Date;
  /** Where failed attempts are reported. @defaultValue console */
  log?: Pick<Console, "warn" | "error">;
}

export interface MailWorker {
  /** Queues the mail and nudges this process's worker, without waiting for the sending. */
  queue(mail: OutgoingMail): Promise<QueuedMail>;
  /**
   * Sends every mail due now, batch after batch, until none is left. Calls made while a run is going
   * share the one run that follows it, so a mail queued meanwhile is not missed.
   */
  runOnce(): Promise<DeliveryRun>;
  /** Runs now and every few seconds; the timer never keeps the process alive. Idempotent. */
  start(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim().slice(0, ERROR_LENGTH) ||
  "unknown error";

/** A worker over one queue and transport (the process's is built from the configuration). */
export function createMailWorker({
  queue,
  transport,
  from,
  now = clockNow,
  log = console,
}: MailWorkerOptions): MailWorker {
  async function deliver(mail: QueuedMail, run: DeliveryRun) {
    try {
      await transport.send({ ...mail, from });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = retryDelay(attempts);
      const why = reason(error);
      if (delay === null) {
        await queue.markFailed(mail.id, why);
        log.error(`[mail] ${mail.kind} to ${mail.to} failed after ${attempts} attempts: ${why}`);
        run.failed++;
      } else {
        const next = new Date(now().getTime() + delay);
        await queue.markRetry(mail.id, why, next);
        log.warn(
          `[mail] ${mail.kind} to ${mail.to}, attempt ${attempts} failed (${why}); next at ${next.toISOString()}`,
        );
        run.retried++;
      }
      return;
    }
    await queue.markSent(mail.id, transport.keepsBody);
    run.sent++;
  }

  async function round(): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const due = await queue.claimDue(BATCH, new Date(now().getTime() + LEASE_MS));
      for (const mail of due) await deliver(mail, run);
      if (due.length < BATCH) return run;
    }
  }

  let running: Promise<DeliveryRun> | null = null;
  let following: Promise<DeliveryRun> | null = null;
  function runOnce(): Promise<DeliveryRun> {
    if (!running) {
      running = round().finally(() => (running = null));
      return running;
    }
    following ??= running
      .catch(() => undefined)
      .then(() => {
        following = null;
        return runOnce();
      });
    return following;
  }

  const nudge = () =>
    void runOnce().catch((error) => log.error(`[mail] sending the queued mails failed: ${reason(error)}`));

  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    async queue(mail) {
      const queued = await queue.enqueue(mail);
      nudge();
      return queued;
    },
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(nudge, POLL_MS);
      timer.unref();
      // Mails that fell due while the server was down go out at start.
      nudge();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await (following ?? running)?.catch(() => undefined);
    },
  };
}

let processWorker: Promise<MailWorker> | undefined;

/** This process's worker: the configured transport (SMTP or the outbox) over the store's queue. */
function worker(): Promise<MailWorker> {
  processWorker ??= (async () => {
    const { mail } = getConfig();
    const repos = await getRepositories();
    return createMailWorker({ queue: repos.mailQueue, transport: transportFor(mail), from: mail.from });
  })();
  processWorker.catch(() => (processWorker = undefined));
  return processWorker;
}

/**
 * Queues a mail (render it with `renderMail`) and returns once it is stored; sending follows in the
 * background. Call it after the transaction that decided the mail has committed.
 */
export async function queueMail(mail: OutgoingMail): Promise<QueuedMail> {
  return (await worker()).queue(mail);
}

/** Starts this process's mail worker (host.server.tsx, in every process: each mail is claimed by one). */
export function startMailWorker(): void {
  worker().then(
    (w) => w.start(),
    (error) => console.error("[mail] the mail worker could not start", error),
  );
}
