/**
 * The browser's i18next (decision 019): the part of i18next 23's API and lookup rules this app uses,
 * in a twentieth of its size. The browser build resolves `i18next` here (vite.config.ts); the server
 * keeps the real library, and `i18next-lite.test.ts` checks that both give the same text for every
 * message, in both languages, with the values pages pass. Kept to i18next's own rules:
 * - a key is looked up in its namespace (`ns:key`, or the caller's, else `defaultNS`), then in each
 *   `fallbackNS`; in each namespace in the language, then in `fallbackLng`;
 * - keys nest with "." and may also be flat keys containing dots (i18next's deepFind);
 * - with a numeric `count`: `key_zero` when count is 0, then the Intl.PluralRules form, then `key`;
 * - `{{name}}` and `{{name, format}}` are filled from the options (unknown names stay as written,
 *   names given as undefined become empty); a missing key gives `defaultValue`, else the key;
 * - no escaping (`escapeValue: false`), no nesting (`$t(...)`), no context, no returnObjects.
 */
import type { i18n as I18n, InitOptions, TFunction } from "i18next";

type Bundle = Record<string, unknown>;
type Options = Record<string, unknown> & { lng?: string; ns?: string | readonly string[]; count?: unknown };
type Format = (value: unknown, lng: string, options: Options) => string;
type Listener = (...args: unknown[]) => void;

const asArray = (v: string | readonly string[] | undefined | false): string[] =>
  v === undefined || v === false ? [] : typeof v === "string" ? [v] : [...v];

/** i18next's deepFind: nested objects, and flat keys that contain the separator. */
function deepFind(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== "object") return undefined;
  const flat = (obj as Bundle)[path];
  if (flat) return flat;
  const tokens = path.split(".");
  let current: unknown = obj;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let nextPath = "";
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += ".";
      nextPath += tokens[j];
      next = (current as Bundle)[nextPath];
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** i18next's getPath over nested objects, then deepFind. */
function getResource(bundle: Bundle | undefined, key: string): unknown {
  let current: unknown = bundle;
  for (const part of key.split(".")) {
    if (!current || typeof current !== "object") {
      current = undefined;
      break;
    }
    current = (current as Bundle)[part];
  }
  return current || deepFind(bundle, key);
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng.replace("_", "-"))));
  return `_${rules.select(count)}`;
}

const SENTENCE = /[ ,?!;]/;
const makeString = (v: unknown) => (v == null ? "" : String(v));

class LiteI18n {
  language = "";
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions & { defaultNS?: string; fallbackNS?: string[]; fallbackLng?: string } = {};
  private store: Record<string, Record<string, Bundle>> = {};
  private listeners = new Map<string, Set<Listener>>();
  private formats = new Map<string, Format>();
  services = { formatter: { add: (name: string, fn: Format) => void this.formats.set(name.toLowerCase().trim(), fn) } };

  constructor() {
    this.formats.set("number", (value, lng) => new Intl.NumberFormat(lng).format(value as number));
    // Callers pass `t` around unbound (i18next's is bound too).
    this.t = this.t.bind(this);
  }

  use(plugin: { type?: string; init?: (instance: LiteI18n) => void }) {
    if (plugin.type === "3rdParty") plugin.init?.(this);
    return this;
  }

  init(options: InitOptions) {
    this.options = { ...options } as LiteI18n["options"];
    const resources = (options.resources ?? {}) as Record<string, Record<string, Bundle>>;
    for (const [lng, bundles] of Object.entries(resources))
      for (const [ns, bundle] of Object.entries(bundles)) this.addResourceBundle(lng, ns, bundle);
    this.setLanguage(options.lng ?? this.options.fallbackLng ?? "en");
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    const fallback = asArray(this.options.fallbackLng).filter((l) => l !== lng);
    this.languages = [lng, ...fallback];
  }

  changeLanguage(lng: string) {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit("languageChanged", lng);
    }
    return Promise.resolve(this.t);
  }

  addResourceBundle(lng: string, ns: string, bundle: object, deep = false, overwrite = false) {
    const byNs = (this.store[lng] ??= {});
    const target = (byNs[ns] ??= {});
    if (deep) deepMerge(target, bundle as Bundle, overwrite);
    else Object.assign(target, bundle);
    return this;
  }

  hasResourceBundle(lng: string, ns: string) {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string) {
    return this.store[lng]?.[ns];
  }

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  getFixedT(lng: string | null, ns?: string | readonly string[] | null) {
    const fixed = (key: string | string[], opts?: Options | string) => {
      const options: Options = typeof opts === "string" ? { defaultValue: opts } : { ...opts };
      if (!options.lng && lng) options.lng = lng;
      if (!options.ns && ns) options.ns = ns;
      return this.t(key, options);
    };
    return fixed as unknown as TFunction;
  }

  t(keys: string | string[], opts?: Options | string): string {
    const options: Options = typeof opts === "string" ? { defaultValue: opts } : { ...opts };
    if (keys === undefined || keys === null) return "";
    const list = Array.isArray(keys) ? keys.map(String) : [String(keys)];
    const lng = options.lng || this.language;
    let found: unknown;
    let lastKey = "";
    for (const raw of list) {
      if (valid(found)) break;
      const { key, namespaces } = this.extract(raw, options);
      lastKey = key;
      found = this.resolve(key, namespaces, lng, options);
    }
    if (typeof found === "object" && found !== null)
      return `key '${lastKey} (${this.language})' returned an object instead of string.`;
    let res: unknown = found;
    if (!valid(res) && hasDefault(options)) res = this.defaultValue(lng, options);
    if (!valid(res)) res = lastKey;
    return typeof res === "string" ? this.interpolate(res, options, lng) : (res as string);
  }

  private extract(raw: string, options: Options) {
    let namespaces = asArray(options.ns ?? this.options.defaultNS);
    let key = raw;
    // i18next reads "ns:key" only where the key looks like a path, not a sentence (spaces, commas, ...).
    const dot = raw.indexOf(".");
    const looksLikePath = !SENTENCE.test(raw) || (dot > 0 && !SENTENCE.test(raw.slice(0, dot)));
    if (raw.includes(":") && looksLikePath) {
      const parts = raw.split(":");
      namespaces = [parts.shift()!];
      key = parts.join(".");
    }
    return { key, namespaces };
  }

  private resolve(key: string, namespaces: string[], lng: string, options: Options): unknown {
    const all = [...namespaces, ...asArray(this.options.fallbackNS)];
    const count = options.count;
    const plural = count !== undefined && typeof count !== "string";
    const codes = [lng, ...asArray(this.options.fallbackLng).filter((l) => l !== lng)];
    for (const ns of all) {
      for (const code of codes) {
        const candidates = [key];
        if (plural) {
          candidates.push(key + pluralSuffix(code, count as number));
          if (count === 0) candidates.push(`${key}_zero`);
        }
        for (let i = candidates.length - 1; i >= 0; i--) {
          const found = getResource(this.store[code]?.[ns], candidates[i]!);
          if (valid(found)) return found;
        }
      }
    }
    return undefined;
  }

  private defaultValue(lng: string, options: Options): unknown {
    const count = options.count;
    if (count !== undefined && typeof count !== "string") {
      const zero = count === 0 ? options.defaultValue_zero : undefined;
      return zero || options[`defaultValue${pluralSuffix(lng, count as number)}`] || options.defaultValue;
    }
    return options.defaultValue;
  }

  private interpolate(str: string, data: Options, lng: string): string {
    const fill = (pattern: RegExp, text: string) => {
      let out = text;
      pattern.lastIndex = 0;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(out))) {
        const inner = match[1]!.trim();
        const comma = inner.indexOf(",");
        const name = comma < 0 ? inner : inner.slice(0, comma).trim();
        let value: unknown = name in data ? data[name] : deepFind(data, name);
        // Formatted even when missing, as i18next does (a missing count formats as "NaN").
        if (comma >= 0) value = this.format(value, inner.slice(comma + 1).trim(), lng, data);
        if (value === undefined) {
          if (Object.prototype.hasOwnProperty.call(data, name)) value = "";
          else continue;
        }
        const text = makeString(value);
        out = out.replace(match[0], text.replace(/\$/g, "$$$$"));
        pattern.lastIndex += text.length - match[0].length;
      }
      return out;
    };
    return fill(/\{\{(.+?)\}\}/g, fill(/\{\{-(.+?)\}\}/g, str));
  }

  private format(value: unknown, formats: string, lng: string, options: Options): unknown {
    return formats.split(",").reduce((mem, f) => {
      const fn = this.formats.get(f.toLowerCase().trim());
      return fn ? fn(mem, (options.lng as string) || lng, options) : mem;
    }, value);
  }
}

function valid(res: unknown) {
  return res !== undefined && res !== null;
}

function hasDefault(options: Options) {
  return Object.keys(options).some((k) => k.startsWith("defaultValue") && options[k] !== undefined);
}

function deepMerge(target: Bundle, source: Bundle, overwrite: boolean) {
  for (const [k, v] of Object.entries(source)) {
    const t = target[k];
    if (v && typeof v === "object" && !Array.isArray(v) && t && typeof t === "object") {
      deepMerge(t as Bundle, v as Bundle, overwrite);
    } else if (overwrite || t === undefined) {
      target[k] = v;
    }
  }
}

export type { LiteI18n };
export const createInstance = () => new LiteI18n() as unknown as I18n;
const instance = createInstance();
export default instance;
