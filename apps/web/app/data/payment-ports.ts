/**
 * The payment ports (spec: EGP payments, manual transfer and Paymob), beside the other repository ports
 * in ./ports.ts, which re-exports them: a payment's state machine and the gateway's event log.
 */
import type { NewPayment, Payment, PaymentStatus } from "@masar/domain/learning";
import type { NewPaymentEvent, PaymentEvent } from "@masar/domain/payment-event";

export interface PaymentRepository {
  /**
   * Records a pending payment. The idempotency key makes retries safe: a second call with the same key
   * returns the first payment with `created: false`.
   */
  createPending(input: NewPayment): Promise<{ payment: Payment; created: boolean }>;
  get(id: string): Promise<Payment | null>;
  /**
   * Decides a payment (paid, rejected, refunded) if the transition is allowed. Marking it paid also
   * enrols the user in the course in the same transaction. Deciding again with the same status is a
   * no-op that returns the payment; a forbidden transition throws PaymentTransitionError.
   */
  decide(id: string, status: Exclude<PaymentStatus, "pending">, decidedBy: string): Promise<Payment | null>;
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
  ): Promise<{ payment: Payment | null; recorded: boolean }>;
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

export class PaymentTransitionError extends Error {
  override name = "PaymentTransitionError";
  constructor(
    public readonly from: PaymentStatus,
    public readonly to: PaymentStatus,
  ) {
    super(`A ${from} payment cannot become ${to}`);
  }
}
