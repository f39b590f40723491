import { describe, expect, it } from "vitest";
import { translatorsByLocale } from "#app/i18n/translators.testing";
import * as contact from "@masar/domain/contact";
import * as courseSchemas from "@masar/domain/course-schema";
import * as dateSchema from "@masar/domain/date-schema";
import * as enrollment from "@masar/domain/enrollment";
import * as localeSchemas from "@masar/domain/locale-schema";
import * as notificationPreferences from "@masar/domain/notification-preferences";
import * as notificationSchemas from "@masar/domain/notification-schema";
import * as payment from "@masar/domain/payment";
import * as paymentEvent from "@masar/domain/payment-event";
import * as task from "@masar/domain/task";
import * as userSchemas from "@masar/domain/user-schema";
import { LOCALES } from "@masar/domain/locale";
import { z } from "@masar/domain/zod";
import * as authSchemas from "#app/auth/schemas";
import { messagesFromIssues } from "./messages";
import { parseForm } from "./parse";

/** Every exported zod schema of the modules whose schemas validate what people type or send. */
const modules = {
  contact,
  courseSchemas,
  dateSchema,
  enrollment,
  localeSchemas,
  notificationPreferences,
  notificationSchemas,
  payment,
  paymentEvent,
  task,
  userSchemas,
  authSchemas,
};
const schemas = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, schema]) => [`${module}.${name}`, schema as z.ZodType] as const),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Values that break a leaf in every way zod reports: missing, wrong type, too short, too long, bad format... */
const LEAF_BREAKERS: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "x",
  "not a url or e-mail",
  "a".repeat(200_001),
  -1,
  1.5,
  1e12,
  true,
  {},
  [],
  Array.from({ length: 1001 }, () => "a"),
];

/** Inputs that walk every field of a schema into its error paths, one field broken at a time. */
function breakers(schema: unknown, depth = 0): unknown[] {
  const def = defOf(schema);
  if (depth > 4) return LEAF_BREAKERS;
  switch (def.type) {
    case "object": {
      const shape = (schema as { shape: Record<string, unknown> }).shape;
      const out: unknown[] = [...LEAF_BREAKERS];
      for (const [key, field] of Object.entries(shape)) {
        for (const value of breakers(field, depth + 1)) out.push({ [key]: value });
      }
      return out;
    }
    case "pipe":
      return breakers(def.in, depth);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return breakers(def.innerType, depth);
    case "array":
      return [...LEAF_BREAKERS, ...breakers(def.element, depth + 1).map((v) => [v])];
    case "union":
      return [...LEAF_BREAKERS, ...(def.options as unknown[]).flatMap((o) => breakers(o, depth + 1))];
    case "record":
      return [...LEAF_BREAKERS, ...breakers(def.valueType, depth + 1).map((v) => ({ k: v }))];
    default:
      return LEAF_BREAKERS;
  }
}

const translators = translatorsByLocale();

describe("every validation message of every schema is localised", () => {
  it("finds the schemas", () => {
    expect(schemas.length).toBeGreaterThan(15);
  });

  it.each(schemas)("%s: every error path gives a message key with an Arabic and an English text", (_, schema) => {
    const seen = new Set<string>();
    for (const input of breakers(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const message of messagesFromIssues(result.error.issues)) {
        const id = `${message.key} ${JSON.stringify(message.values ?? {})}`;
        if (seen.has(id)) continue;
        seen.add(id);
        for (const lng of LOCALES) {
          const t = translators[lng]!;
          expect(t.exists(message.key, message.values), `"${message.key}" has no ${lng} message`).toBe(true);
          const text = t.t(message.key, message.values);
          expect(text, `${message.key} in ${lng}`).not.toMatch(/\{\{|Invalid input|expected/);
        }
      }
    }
    expect(seen.size, "the walk reached at least one error").toBeGreaterThan(0);
  });

  it("an empty name on the profile form is 'required' in both languages, never 'Invalid input'", () => {
    const form = new FormData();
    form.set("displayName", "");
    form.set("preferredLanguage", "ar");
    const submission = parseForm(form, userSchemas.profileUpdateSchema);
    if (submission.status !== "error") throw new Error("an empty name must not pass");
    const [message] = submission.error!.displayName!;
    expect(message).toEqual({ key: "validation.required" });
    expect(translators.ar!.t(message!.key)).toBe("هذا الحقل مطلوب");
    expect(translators.en!.t(message!.key)).toBe("This field is required");
  });
});
