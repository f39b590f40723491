import { z } from "zod";

/** Sign-in and sign-up forms: one schema for the browser and the server; errors are i18n keys. */
export const loginSchema = z.object({
  intent: z.literal("login"),
  email: z.email({ error: "validation.email" }).max(254, "validation.tooLong"),
  password: z
    .string({ error: "validation.required" })
    .min(1, "validation.required")
    .max(128, "validation.passwordLong"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z.object({
  intent: z.literal("signup"),
  displayName: z
    .string({ error: "validation.required" })
    .trim()
    .min(2, "validation.displayNameShort")
    .max(80, "validation.displayNameLong"),
  email: z.email({ error: "validation.email" }).max(254, "validation.tooLong"),
  password: z
    .string({ error: "validation.required" })
    .min(8, "validation.passwordShort")
    .max(128, "validation.passwordLong"),
  redirectTo: z.string().optional(),
});
