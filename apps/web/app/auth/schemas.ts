import { z } from "@masar/domain/zod";

const email = z.email({ error: "validation.email" }).max(254, "validation.tooLong");
const password = (min: number, tooShort: string) =>
  z.string({ error: "validation.required" }).min(min, tooShort).max(128, "validation.passwordLong");
/**
 * A password being chosen: eight spaces (or tabs, or Unicode blanks) count as no password at all. Not
 * trimmed otherwise: spaces inside or around a real password are the user's choice.
 */
const newPassword = password(8, "validation.passwordShort").regex(/[^\s\u200b-\u200d\u2060\ufeff]/u, {
  error: "validation.passwordBlank",
});

/** Sign-in and sign-up forms: one schema for the browser and the server; errors are i18n keys. */
export const loginSchema = z.object({
  intent: z.literal("login"),
  email,
  password: password(1, "validation.required"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z.object({
  intent: z.literal("signup"),
  displayName: z
    .string({ error: "validation.required" })
    .trim()
    .min(2, "validation.displayNameShort")
    .max(80, "validation.displayNameLong"),
  email,
  password: newPassword,
  redirectTo: z.string().optional(),
});

/** "Forgot password": the address to send a link to. */
export const forgotPasswordSchema = z.object({ email });

/** The reset link's form: the token travels in a hidden field, the new password has sign-up's rules. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "validation.required" }).max(100, "validation.tooLong"),
  password: newPassword,
});

/** The account page's forms, one intent each. */
export const changePasswordSchema = z.object({
  intent: z.literal("password"),
  current: password(1, "validation.required"),
  password: newPassword,
});

export const changeEmailSchema = z.object({
  intent: z.literal("email"),
  email,
  current: password(1, "validation.required"),
});

export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  current: password(1, "validation.required"),
  confirm: z.literal("1", { error: "validation.confirmDeletion" }),
});
