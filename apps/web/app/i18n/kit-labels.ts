import { labels } from "@masar/ui/labels";
import type { Locale } from "@masar/domain/locale";

const NUMERIC = new Set(["count", "value", "year"]);
const bundles = new Map<Locale, Record<string, string>>();

/**
 * The kit's labels as an i18next bundle (`kit:free`, `kit:lessons` with `{ count }`): the same texts,
 * read from their one home in `@masar/ui/labels`. Plural objects become i18next's `_one`/`_other` keys;
 * `{count}` becomes `{{count, number}}` so digits follow the locale as the kit's own t() does.
 */
export function kitBundle(locale: Locale): Record<string, string> {
  // Built once per language: the server asks for it on every page render.
  const cached = bundles.get(locale);
  if (cached) return cached;
  const bundle: Record<string, string> = {};
  const text = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_, n: string) => (NUMERIC.has(n) ? `{{${n}, number}}` : `{{${n}}}`));
  for (const [key, label] of Object.entries(labels[locale])) {
    if (typeof label === "string") bundle[key] = text(label);
    else for (const [form, s] of Object.entries(label)) if (s) bundle[`${key}_${form}`] = text(s);
  }
  bundles.set(locale, bundle);
  return bundle;
}
