import { describe, expect, it } from "vitest";
import { labels, type LabelKey } from "@masar/ui/labels";
import { LOCALES, type Locale } from "@masar/domain/locale";
import { KIT_LABEL_NAMES } from "./kit-names";
import { messages } from "./resources.server";

/**
 * One name per thing in each language (issue 39: "اشتراكاتي" in the nav but "دوراتي / My Courses" in the
 * avatar menu for the same page, "دوراتي" again for the teacher's list, "Login" beside "Sign in", "Create
 * account" beside "Create an account"). Each thing has one canonical text, where SPEC.md names it in its
 * wording (/login: Login; /my-learning: My Learning, "Subscriptions" in Arabic); the kit's labels that
 * stand for it say exactly that, links and tabs that lead to it say it inside their text, and the names
 * it no longer has appear nowhere.
 */
interface Thing {
  /** The canonical text: `kit:<label>` or `<namespace>:<dotted.key>`. */
  name: string;
  /** Kit labels that are this thing's name (a menu item, a header button). */
  kit?: LabelKey[];
  /** Messages that name it inside a longer text ("Go to My Learning", "Back to login"). */
  mentions?: string[];
}

const THINGS: Record<string, Thing> = {
  "/my-learning": {
    name: "common:shell.nav.myLearning",
    kit: ["myCourses"],
    mentions: ["learning:continueLearning.allMyCourses", "practice:review.toPractice"],
  },
  "/login": { name: "kit:login", mentions: ["auth:auth.modes", "auth:recovery.backToSignIn"] },
  "/login?mode=signup": { name: "kit:signUp", mentions: ["auth:auth.modes"] },
  "/instructor/courses": { name: "common:pages.instructorCourses" },
};

/** Names these things had beside their one name, in either language; none may come back. */
const RETIRED: Record<Locale, RegExp[]> = {
  en: [/\bsign in\b/i, /\bcreate an account\b/i, /\bmy courses\b/i],
  ar: [/دوراتي(?! التدريسية)/, /تعلّمي/, /^دخول$/, /إنشاء الحساب/],
};

/** A kit label as the app shows it: replaced by the app's name where kit-names.ts says so. */
function kitText(label: LabelKey, locale: Locale): string {
  const replaced = (KIT_LABEL_NAMES as Partial<Record<LabelKey, string>>)[label];
  if (replaced) return text(replaced, locale);
  const value = labels[locale][label];
  if (typeof value !== "string") throw new Error(`kit:${label} is a plural, not a name`);
  return value;
}

function text(key: string, locale: Locale): string {
  const [ns, path] = key.split(":") as [string, string];
  if (ns === "kit") return kitText(path as LabelKey, locale);
  const bundle = messages[locale][ns as keyof (typeof messages)["ar"]] as unknown;
  const found = path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
  if (typeof found !== "string") throw new Error(`${key} (${locale}) is not a message`);
  return found;
}

function everyText(value: unknown, prefix: string): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => everyText(v, `${prefix}.${k}`));
}

describe.each(LOCALES)("one name per thing in %s", (locale) => {
  it.each(Object.entries(THINGS))("%s: its kit labels say its name and its links mention it", (_, thing) => {
    const name = text(thing.name, locale);
    for (const label of thing.kit ?? []) expect(kitText(label, locale), `kit:${label}`).toBe(name);
    for (const key of thing.mentions ?? []) expect(text(key, locale).toLowerCase(), key).toContain(name.toLowerCase());
  });

  it("uses no retired name, in any message or kit label the app shows", () => {
    const shown: [string, string][] = [
      ...Object.entries(messages[locale]).flatMap(([ns, bundle]) => everyText(bundle, ns)),
      ...(Object.keys(labels[locale]) as LabelKey[])
        .filter((label) => typeof labels[locale][label] === "string")
        .map((label): [string, string] => [`kit:${label}`, kitText(label, locale)]),
    ];
    const retired = shown.filter(([, value]) => RETIRED[locale].some((name) => name.test(value)));
    expect(retired.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });
});

it("names the spec's pages in the spec's words", () => {
  expect(text("kit:login", "en")).toBe("Login");
  expect(text("common:shell.nav.myLearning", "en")).toBe("My Learning");
  expect(text("common:shell.nav.myLearning", "ar")).toBe("اشتراكاتي");
  expect(text("kit:myCourses", "ar")).toBe("اشتراكاتي");
});
