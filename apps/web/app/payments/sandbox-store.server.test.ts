import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  memorySandboxStore,
  SANDBOX_STORE_FILE,
  sandboxStoreBeside,
  type SandboxIntention,
  type SandboxStore,
  sqliteSandboxStore,
  type StoredTransaction,
} from "./sandbox-store.server";

const dirs: string[] = [];
const opened: SandboxStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-sandbox-store-"));
  dirs.push(dir);
  return path.join(dir, SANDBOX_STORE_FILE);
}
const keep = (store: SandboxStore) => (opened.push(store), store);

const intention = (clientSecret: string): SandboxIntention => ({
  clientSecret,
  orderId: 123_456_789,
  request: {
    amount: 35_000,
    currency: "EGP",
    payment_methods: [4_097_558],
    items: [{ name: "دورة", amount: 35_000, description: "", quantity: 1 }],
    billing_data: {
      first_name: "منى",
      last_name: "سالم",
      email: "mona@example.com",
      phone_number: "+201000000000",
      apartment: "NA",
      floor: "NA",
      street: "NA",
      building: "NA",
      city: "NA",
      country: "EG",
      state: "NA",
    },
    special_reference: "payment-1",
    expiration: 3600,
    notification_url: "http://127.0.0.1:9/resources/paymob-callback",
    redirection_url: "http://127.0.0.1:9/payment/c1/result",
  },
});

const transaction = (id: number, amount = 35_000): StoredTransaction => ({
  notificationUrl: "http://127.0.0.1:9/resources/paymob-callback",
  obj: {
    id,
    pending: false,
    amount_cents: amount,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4_097_558,
    has_parent_transaction: false,
    order: { id: 123_456_789, merchant_order_id: "payment-1" },
    created_at: "2026-11-23T21:30:00.000000",
    currency: "EGP",
    source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
    error_occured: false,
    owner: 302_852,
    data: { message: "Approved" },
    txn_response_code: "APPROVED",
    refunded_amount_cents: 0,
  },
});

/** Adds `amount` to the refunded total when what is left allows it, as the sandbox's refund API does. */
const refund = (store: SandboxStore, id: string, amount: number) =>
  store.updateTransaction(id, (current) => {
    if (!current) return { answer: "unknown" };
    if (current.obj.amount_cents - current.obj.refunded_amount_cents < amount) return { answer: "refused" };
    const obj = {
      ...current.obj,
      is_refunded: true,
      refunded_amount_cents: current.obj.refunded_amount_cents + amount,
    };
    return { next: { ...current, obj }, answer: "refunded" };
  });

describe.each([
  ["in memory", () => memorySandboxStore()],
  ["in a SQLite file", () => sqliteSandboxStore(tempFile())],
])("the sandbox's store %s", (_, open) => {
  it("keeps intentions by client secret and transactions by id, handing out copies", () => {
    const store = keep(open());
    expect(store.getIntention("egy_csk_test_1")).toBeNull();
    store.setIntention(intention("egy_csk_test_1"));
    const read = store.getIntention("egy_csk_test_1")!;
    expect(read).toEqual(intention("egy_csk_test_1"));
    read.request.amount = 1;
    expect(store.getIntention("egy_csk_test_1")!.request.amount).toBe(35_000);

    expect(store.getTransaction("111")).toBeNull();
    store.setTransaction(transaction(111));
    expect(store.getTransaction("111")).toEqual(transaction(111));
  });

  it("refunds through updateTransaction up to the amount and no further; an unknown id changes nothing", () => {
    const store = keep(open());
    store.setTransaction(transaction(222, 10_000));
    expect(refund(store, "222", 6_000)).toBe("refunded");
    expect(refund(store, "222", 6_000)).toBe("refused");
    expect(refund(store, "222", 4_000)).toBe("refunded");
    expect(store.getTransaction("222")!.obj.refunded_amount_cents).toBe(10_000);
    expect(refund(store, "333", 1)).toBe("unknown");
    expect(store.getTransaction("333")).toBeNull();
  });
});

describe("two stores over one file (two server processes)", () => {
  it("each sees the intentions and transactions the other wrote, and the other's changes to them", () => {
    const file = tempFile();
    const a = keep(sqliteSandboxStore(file));
    const b = keep(sqliteSandboxStore(file));
    a.setIntention(intention("egy_csk_test_a"));
    expect(b.getIntention("egy_csk_test_a")).toEqual(intention("egy_csk_test_a"));
    b.setTransaction(transaction(444));
    expect(a.getTransaction("444")).toEqual(transaction(444));
    expect(refund(a, "444", 20_000)).toBe("refunded");
    expect(b.getTransaction("444")!.obj.refunded_amount_cents).toBe(20_000);
  });

  it("two refunds that together exceed the amount, one on each: the second is refused", () => {
    const file = tempFile();
    const a = keep(sqliteSandboxStore(file));
    const b = keep(sqliteSandboxStore(file));
    a.setTransaction(transaction(555, 10_000));
    expect(refund(a, "555", 7_000)).toBe("refunded");
    expect(refund(b, "555", 7_000)).toBe("refused");
    expect(a.getTransaction("555")!.obj.refunded_amount_cents).toBe(7_000);
  });

  it("an update holds the file from its read to its write: the other process cannot read the total meanwhile", () => {
    const file = tempFile();
    const a = keep(sqliteSandboxStore(file));
    // The other process gives up at once instead of waiting (its default is to wait up to 5 s).
    const b = keep(sqliteSandboxStore(file, { busyTimeoutMs: 0 }));
    a.setTransaction(transaction(666, 10_000));
    let inside: unknown = null;
    const outer = a.updateTransaction("666", (current) => {
      // While this update is between its read and its write, the other's update must not get in.
      try {
        refund(b, "666", 7_000);
        inside = "got in";
      } catch (error) {
        inside = (error as { code?: string }).code;
      }
      const obj = { ...current!.obj, refunded_amount_cents: current!.obj.refunded_amount_cents + 7_000 };
      return { next: { ...current!, obj }, answer: "refunded" };
    });
    expect(inside).toBe("SQLITE_BUSY");
    expect(outer).toBe("refunded");
    // Once the first is written, the second reads its total and is refused.
    expect(refund(b, "666", 7_000)).toBe("refused");
    expect(b.getTransaction("666")!.obj.refunded_amount_cents).toBe(7_000);
  });
});

describe("sandboxStoreBeside", () => {
  it("opens the sandbox's own file beside the database, shared by a second opening", () => {
    const databasePath = path.join(path.dirname(tempFile()), "masar.db");
    const a = keep(sandboxStoreBeside(databasePath));
    const b = keep(sandboxStoreBeside(databasePath));
    a.setIntention(intention("egy_csk_test_beside"));
    expect(b.getIntention("egy_csk_test_beside")).not.toBeNull();
    expect(fs.existsSync(path.join(path.dirname(databasePath), SANDBOX_STORE_FILE))).toBe(true);
    expect(fs.existsSync(databasePath)).toBe(false);
  });

  it("keeps to memory when the database is in memory", () => {
    const a = keep(sandboxStoreBeside(":memory:"));
    const b = keep(sandboxStoreBeside(":memory:"));
    a.setIntention(intention("egy_csk_test_memory"));
    expect(a.getIntention("egy_csk_test_memory")).not.toBeNull();
    expect(b.getIntention("egy_csk_test_memory")).toBeNull();
  });
});
