import { describe, expect, it } from "vitest";
import { loginSchema, signUpSchema } from "./schemas";

const signUp = (password: string) =>
  signUpSchema.safeParse({ intent: "signup", displayName: "Nour", email: "nour@example.com", password });

describe("signUpSchema password", () => {
  it.each([
    ["eight spaces", " ".repeat(8)],
    ["tabs and newlines", "\t\t\n\n\t\t\n\n"],
    ["no-break and ideographic spaces", "\u00a0\u3000".repeat(4)],
    ["zero-width characters", "\u200b\u200c\u200d\ufeff".repeat(2)],
  ])("refuses a password of only %s", (_, password) => {
    const result = signUp(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("validation.passwordBlank");
  });

  it.each(["a-good-password", "  spaced out  ", "كلمة سر طويلة"])("accepts %j", (password) => {
    expect(signUp(password).success).toBe(true);
  });

  it("still says too short before blank for a short blank password", () => {
    expect(signUp("   ").error?.issues.map((i) => i.message)).toContain("validation.passwordShort");
  });
});

describe("loginSchema password", () => {
  it("checks against the stored hash whatever it is, so an old password still signs in", () => {
    expect(loginSchema.safeParse({ intent: "login", email: "a@example.com", password: " ".repeat(8) }).success).toBe(
      true,
    );
  });
});
