import { describe, expect, it } from "vitest";
import { declineReason } from "./payment-decline";

describe("declineReason", () => {
  it("reads the acquirer's one-character codes", () => {
    expect(declineReason("5", null)).toBe("insufficient_funds");
    expect(declineReason("4", null)).toBe("expired_card");
    expect(declineReason("F", null)).toBe("authentication_failed");
    expect(declineReason("2", null)).toBe("bank_declined");
    expect(declineReason(" f ", null)).toBe("authentication_failed");
  });

  it("reads the gateway's words and ISO codes, as strings or numbers", () => {
    expect(declineReason("INSUFFICIENT_FUNDS", null)).toBe("insufficient_funds");
    expect(declineReason(51, null)).toBe("insufficient_funds");
    expect(declineReason("54", null)).toBe("expired_card");
    expect(declineReason("declined", null)).toBe("bank_declined");
  });

  it("reads the message when the code says nothing more (the sandbox's decline)", () => {
    expect(declineReason("DECLINED", "Do not honour")).toBe("bank_declined");
    expect(declineReason(null, "Do Not Honor")).toBe("bank_declined");
    expect(declineReason(undefined, "Insufficient Funds")).toBe("insufficient_funds");
    expect(declineReason(null, "Expired Card")).toBe("expired_card");
    expect(declineReason(null, "3DS authentication failed")).toBe("authentication_failed");
    expect(declineReason(null, "3-D Secure check failed")).toBe("authentication_failed");
  });

  it("lets a specific reason win over a plain decline, from either side", () => {
    expect(declineReason("DECLINED", "Insufficient funds")).toBe("insufficient_funds");
    expect(declineReason("5", "Declined")).toBe("insufficient_funds");
  });

  it("says other for what it cannot read, never a guess", () => {
    expect(declineReason(null, null)).toBe("other");
    expect(declineReason("7", "Payment Server System Error")).toBe("other");
    expect(declineReason("BLOCKED", "Process has been blocked from the system")).toBe("other");
    // A checkout that ran out of time is not an expired card.
    expect(declineReason(null, "Allowed time frame for transaction has been expired")).toBe("other");
  });
});
