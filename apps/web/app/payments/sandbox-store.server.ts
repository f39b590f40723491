/**
 * Where the local Paymob sandbox (./sandbox.server.ts) keeps its intentions and transactions: in memory
 * (one process, the tests' harness) or in a small SQLite file of its own that every server process on
 * the machine opens, so a checkout started on one process can be paid, called back and refunded on
 * another. The fake gateway's tables live in that file, never in the app's database or migrations.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { IntentionRequest } from "./paymob-client.server";

export interface SandboxIntention {
  request: IntentionRequest;
  orderId: number;
  clientSecret: string;
  /** When its checkout stops taking payments (ms), from the intention's `expiration`. */
  expiresAt?: number;
}

/** The transaction object of Paymob's processed callback, as the sandbox fills it. */
// A type alias, not an interface: the HMAC helper reads it as a plain record.
export type SandboxTransaction = {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  order: { id: number; merchant_order_id: string };
  created_at: string;
  currency: string;
  source_data: { pan: string; type: string; sub_type: string };
  error_occured: boolean;
  owner: number;
  data: { message: string };
  txn_response_code: string;
  refunded_amount_cents: number;
};

/** A transaction as last reported, and where its intention asked to be told of changes. */
export interface StoredTransaction {
  obj: SandboxTransaction;
  notificationUrl: string;
}

/**
 * The sandbox's state, by id. Values go in and come out as copies (JSON), so changing a value read
 * changes nothing stored: every change goes through `set*` or `updateTransaction`.
 */
export interface SandboxStore {
  getIntention(clientSecret: string): SandboxIntention | null;
  setIntention(intention: SandboxIntention): void;
  getTransaction(id: string): StoredTransaction | null;
  setTransaction(transaction: StoredTransaction): void;
  /**
   * Reads the transaction (null when unknown), lets `change` decide, writes `next` when it gives one and
   * returns its `answer`, with no other change to any transaction in between, from any process: two
   * refunds cannot both pass the check of what is left to refund.
   */
  updateTransaction<T>(
    id: string,
    change: (current: StoredTransaction | null) => { next?: StoredTransaction; answer: T },
  ): T;
  close(): void;
}

/** One process's store: the default, forgotten on restart. */
export function memorySandboxStore(): SandboxStore {
  const intentions = new Map<string, string>();
  const transactions = new Map<string, string>();
  const read = <T>(map: Map<string, string>, id: string) => {
    const found = map.get(id);
    return found === undefined ? null : (JSON.parse(found) as T);
  };
  return {
    getIntention: (clientSecret) => read<SandboxIntention>(intentions, clientSecret),
    setIntention: (intention) => void intentions.set(intention.clientSecret, JSON.stringify(intention)),
    getTransaction: (id) => read<StoredTransaction>(transactions, id),
    setTransaction: (txn) => void transactions.set(String(txn.obj.id), JSON.stringify(txn)),
    updateTransaction(id, change) {
      const { next, answer } = change(read<StoredTransaction>(transactions, id));
      if (next) transactions.set(id, JSON.stringify(next));
      return answer;
    },
    close: () => {
      intentions.clear();
      transactions.clear();
    },
  };
}

/**
 * A store in its own SQLite file, shared by every process that opens the same file: WAL so readers never
 * wait on the writer, `busy_timeout` so a writer waits for the other process's write rather than failing.
 */
export function sqliteSandboxStore(file: string, options: { busyTimeoutMs?: number } = {}): SandboxStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Before WAL: two processes opening a new file at once both switch its journal mode.
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(`
    CREATE TABLE IF NOT EXISTS intentions (client_secret TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
    CREATE TABLE IF NOT EXISTS transactions (id TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  `);
  const getIntention = db.prepare<[string], { value: string }>("SELECT value FROM intentions WHERE client_secret = ?");
  const setIntention = db.prepare<[string, string]>(
    "INSERT INTO intentions (client_secret, value) VALUES (?, ?) ON CONFLICT DO UPDATE SET value = excluded.value",
  );
  const getTransaction = db.prepare<[string], { value: string }>("SELECT value FROM transactions WHERE id = ?");
  const setTransaction = db.prepare<[string, string]>(
    "INSERT INTO transactions (id, value) VALUES (?, ?) ON CONFLICT DO UPDATE SET value = excluded.value",
  );
  const transactionById = (id: string) => {
    const row = getTransaction.get(id);
    return row ? (JSON.parse(row.value) as StoredTransaction) : null;
  };
  // IMMEDIATE: the write lock is taken before the read. A DEFERRED transaction would read a total that
  // another process may change before this one writes, and then fail (SQLITE_BUSY) instead of waiting.
  const update = db.transaction(
    (id: string, change: (current: StoredTransaction | null) => { next?: StoredTransaction; answer: unknown }) => {
      const { next, answer } = change(transactionById(id));
      if (next) setTransaction.run(id, JSON.stringify(next));
      return answer;
    },
  );
  return {
    getIntention(clientSecret) {
      const row = getIntention.get(clientSecret);
      return row ? (JSON.parse(row.value) as SandboxIntention) : null;
    },
    setIntention: (intention) => void setIntention.run(intention.clientSecret, JSON.stringify(intention)),
    getTransaction: transactionById,
    setTransaction: (txn) => void setTransaction.run(String(txn.obj.id), JSON.stringify(txn)),
    updateTransaction: <T>(
      id: string,
      change: (current: StoredTransaction | null) => { next?: StoredTransaction; answer: T },
    ) => update.immediate(id, change) as T,
    close: () => db.close(),
  };
}

/** The sandbox's file beside the database: one per data directory, like the generated session secret. */
export const SANDBOX_STORE_FILE = "paymob-sandbox.db";

/**
 * The store the app's sandbox uses: the shared file beside the database, or memory when the database is
 * in memory (one process) or the directory cannot take the file (the sandbox then forgets on restart and
 * works within one process only, as it did before).
 */
export function sandboxStoreBeside(databasePath: string): SandboxStore {
  if (databasePath === ":memory:") return memorySandboxStore();
  const file = path.join(path.dirname(databasePath), SANDBOX_STORE_FILE);
  try {
    return sqliteSandboxStore(file);
  } catch (error) {
    console.warn(`[paymob-sandbox] cannot open ${file}; keeping checkouts in this process's memory`, error);
    return memorySandboxStore();
  }
}
