/**
 * The payment ports (spec: EGP payments, manual transfer and Paymob), beside the other repository ports
 * in ./ports.ts, which re-exports them: a payment's state machine and the gateway's event log.
 */
import type { NewPayment, Payment, PaymentDetails, PaymentFilter, PaymentStatus } from "@masar/domain/payment";
import type { NewPaymentEvent, PaymentEvent } from "@masar/domain/payment-event";

export interface PaymentRepository {
  /**
   * Records a pending payment. The idempotency key makes retries safe: a second call with the same key
   * returns the first payment with `created: false`.
   */
  createPending(input: NewPayment): Promise<{ payment: Payment; created: boolean }>;
  get(id: string): Promise<Payment | null>;
  /**
   * Decides a payment (paid, rejected, refunded) if the transition is allowed, writing the details given
   * (a rejection's reason, the paying transaction). Marking it paid also enrols the user in the course,
   * and a refund ends that enrolment's access (its progress is kept), in the same transaction. Deciding
   * again with the same status is a no-op that returns the payment unchanged; a forbidden transition
   * throws PaymentTransitionError.
   */
  decide(
    id: string,
    status: Exclude<PaymentStatus, "pending">,
    decidedBy: string,
    details?: PaymentDetails,
  ): Promise<Payment | null>;
  /**
   * A gateway's decision: records the event (see PaymentEventRepository.record) and decides the payment
   * like `decide`, both in one transaction. An event already recorded acts no more: the payment is
   * returned as it is with `recorded: false`. Nothing is recorded for a missing payment (null) or when
   * the transition is forbidden (PaymentTransitionError). The event is stored with this payment's id.
   */
  decideWithEvent(
    id: string,
    status: Exclude<PaymentStatus, "pending">,
    decidedBy: string,
    event: NewPaymentEvent,
    details?: PaymentDetails,
    options?: DecideOptions,
  ): Promise<{ payment: Payment | null; recorded: boolean }>;
  /**
   * A gateway event that decides nothing (a pending attempt, another decline, a flagged amount): records
   * it once and, the first time only, writes the details on a payment still pending or declined (a second
   * decline on the same checkout replaces the first one's message), in one transaction. Any other payment
   * keeps its note and transaction (the event is still recorded, so a replay stays a no-op); a flag is
   * written whatever the status, since it asks an admin to look (a refund that kept the access).
   */
  annotateWithEvent(
    id: string,
    event: NewPaymentEvent,
    details: PaymentDetails,
  ): Promise<{ payment: Payment | null; recorded: boolean }>;
  /**
   * Writes a refund's reason on a refunded payment that has none, and returns it (null otherwise): the
   * admin's reason when the gateway's refund callback decided the refund before its refund API answered.
   */
  setRefundReason(id: string, reason: string): Promise<Payment | null>;
  /**
   * Expires every online (Paymob) payment still pending, unflagged, and created before `before` (the
   * checkout's life ago), only the user's when `userId` is given: status `expired`, decided by
   * EXPIRED_BY at the store's time. Each payment is checked and changed in one step, so running it again,
   * in another process or at the same time, changes nothing more. Returns how many it expired.
   */
  expireAbandoned(before: Date, userId?: string): Promise<number>;
  /**
   * What an admin can act on, oldest first (the queue is worked in order), at most `limit`: pending
   * manual transfers, and flagged payments still open to the gateway (OPEN_STATUSES).
   */
  listToReview(limit: number): Promise<Payment[]>;
  /** How many `listToReview` would return without its limit (the dashboard's figure). */
  countToReview(): Promise<number>;
  /** Stores the gateway's order id on a pending payment (null if missing or decided). */
  setProviderReference(id: string, reference: string): Promise<Payment | null>;
  /**
   * Every payment matching the filter, newest first (ties by id), skipping `offset` (default 0), at most
   * `limit` of them (default 100, at most 500).
   */
  search(filter: PaymentFilter): Promise<Payment[]>;
  /** How many payments match the filter (its limit and offset ignored). */
  count(filter: PaymentFilter): Promise<number>;
  /** Oldest first, so the queue is worked in order. */
  listByStatus(status: PaymentStatus, limit?: number): Promise<Payment[]>;
  listByUser(userId: string): Promise<Payment[]>;
  findByProviderReference(method: Payment["method"], reference: string): Promise<Payment | null>;
}

/** Gateway events (webhook deliveries), unique on provider and event id. */
export interface PaymentEventRepository {
  /**
   * Records the event once: `recorded` is true the first time the provider and event id are seen, and
   * false on a repeat, which keeps (and returns) the first record. Throws on invalid input.
   */
  record(event: NewPaymentEvent): Promise<{ event: PaymentEvent; recorded: boolean }>;
  get(provider: string, eventId: string): Promise<PaymentEvent | null>;
}

export interface DecideOptions {
  /**
   * Refuse to mark the payment paid when its student already has the course (AlreadyEnrolledError, nothing
   * written): an admin approving a transfer must not take the money twice when the student paid online
   * meanwhile. Checked inside the decision's transaction, so a racing gateway callback cannot slip between.
   */
  unlessEnrolled?: boolean;
}

export class AlreadyEnrolledError extends Error {
  override name = "AlreadyEnrolledError";
  constructor() {
    super("The student already has this course");
  }
}

export class PaymentTransitionError extends Error {
  override name = "PaymentTransitionError";
  constructor(
    public readonly from: PaymentStatus,
    public readonly to: PaymentStatus,
  ) {
    super(`A ${from} payment cannot become ${to}`);
  }
}

/** A small admin-edited setting (the manual transfer's account details): a JSON object per key. */
export interface Setting {
  key: string;
  value: Record<string, unknown>;
  updatedBy: string | null;
  updatedAt: Date;
}

export interface SettingsRepository {
  /** Null when the key was never set. */
  get(key: string): Promise<Setting | null>;
  /** Replaces the whole value of the key. */
  set(key: string, value: Record<string, unknown>, updatedBy: string | null): Promise<Setting>;
}
