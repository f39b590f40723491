import type { i18n } from "i18next";

type Translate = (keys: unknown, options?: unknown, lastKey?: unknown) => unknown;

/** Per instance; filled by every distinct (key, values) a page asks for, emptied when full. */
const LIMIT = 2_000;

/**
 * Remembers what a server-side i18next instance answers for each key and set of plain options.
 *
 * Why: i18next's `translate` (key parsing, namespace and language fallbacks, plural rules,
 * interpolation) was 7–10% of a signed-in page's server CPU (decisions 022, 026), and a page asks for
 * the same few hundred texts on every render. The answer is a pure function of the key, the options
 * and the instance's messages and language, which never change on the server: the page instances are
 * made once per language and set of namespaces (createPageI18n) and rendering never switches their
 * language. Only calls whose options are all null, strings, numbers, booleans or lists of strings are
 * remembered (`{ count: 3 }`, `{ name: "Mariam" }`, the `ns`/`lngs: null` react-i18next adds); anything else
 * (objects, functions, returnObjects) is translated every time, as is any answer that is not a string.
 */
export function rememberTranslations<T extends i18n>(instance: T): T {
  const translator = (instance as unknown as { translator?: { translate: Translate; language?: string } }).translator;
  if (!translator) return instance;
  const translate: Translate = translator.translate.bind(translator);
  const answers = new Map<string, string>();
  translator.translate = (keys, options, lastKey) => {
    const key = lastKey === undefined ? cacheKey(keys, options, translator.language) : null;
    if (key === null) return translate(keys, options, lastKey);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = translate(keys, options, lastKey);
    if (typeof answer === "string") {
      if (answers.size >= LIMIT) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
  return instance;
}

const isText = (v: unknown): v is string => typeof v === "string";

/** The call as a string, or null when it cannot be told apart by its plain values. */
function cacheKey(keys: unknown, options: unknown, language: string | undefined): string | null {
  let key: string;
  if (isText(keys)) key = `${language}\u0000${keys}`;
  else if (Array.isArray(keys) && keys.every(isText)) key = `${language}\u0000[${keys.join("\u0003")}`;
  else return null;
  if (options === undefined || options === null) return key;
  if (typeof options !== "object" || Array.isArray(options)) return null;
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    // react-i18next's fixedT passes `lngs: null`.
    if (value === null) key += `\u0000${name}\u0001null`;
    // The type is part of the key: a count of 1 picks a plural form, a count of "1" does not.
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      key += `\u0000${name}\u0001${typeof value}:${String(value)}`;
    else if (Array.isArray(value) && value.every(isText)) key += `\u0000${name}\u0002${value.join("\u0003")}`;
    else return null;
  }
  return key;
}
