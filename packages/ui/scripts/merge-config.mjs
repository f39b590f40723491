#!/usr/bin/env node
// Writes src/lib/merge-config.ts: tailwind-merge's default configuration cut down to the class groups the
// kit's own classes belong to, plus the groups whose classes override those (decision 025). `cn()` merges
// with it, so a consumer's className still wins over any kit class it conflicts with, without shipping
// the ~380 groups the kit never uses (about 6 KiB gzip on every page).
//   node packages/ui/scripts/merge-config.mjs          rewrite the file
//   node packages/ui/scripts/merge-config.mjs --check  exit 1 when the file is stale
// Run it after adding a class of a new kind to a component; the kit's unit test fails until you do.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTailwindMerge, getDefaultConfig, validators } from "tailwind-merge";

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CONFIG_FILE = path.join(ui, "src/lib/merge-config.ts");

/** Every whitespace-separated word inside a string literal of the given files (a superset of classes). */
export function stringTokens(files) {
  const tokens = new Set();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const [, , body] of text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of body.split(/\s+/)) if (/^[!\w[@*-]/.test(token) && !token.includes("${")) tokens.add(token);
    }
  }
  return [...tokens].sort();
}

const sourceFiles = (dir, keep) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => keep(f) && fs.statSync(f).isFile());

/** The kit's component sources: stories and tests excluded (their classes are not the kit's). */
export const kitFiles = () =>
  sourceFiles(path.join(ui, "src/components"), (f) => /\.tsx?$/.test(f) && !/\.(stories|test)\.tsx?$/.test(f));

/** The class groups (tailwind-merge's ids) that some token belongs to, with the default configuration. */
export function groupsOf(tokens, config = getDefaultConfig()) {
  const groups = new Set();
  for (const id of Object.keys(config.classGroups)) {
    // A merger that knows only this group: a token of the group merged with itself collapses to one.
    const only = createTailwindMerge(() => ({
      ...config,
      classGroups: { [id]: config.classGroups[id] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    if (tokens.some((t) => only(`${t} ${t}`) === t)) groups.add(id);
  }
  return groups;
}

/** The kit's groups and every group that, written later by a consumer, removes one of them. */
export function neededGroups(kitGroups, config = getDefaultConfig()) {
  const needed = new Set(kitGroups);
  const overrides = (map) =>
    Object.entries(map)
      .filter(([, removed]) => removed.some((g) => kitGroups.has(g)))
      .forEach(([id]) => needed.add(id));
  overrides(config.conflictingClassGroups);
  overrides(config.conflictingClassGroupModifiers);
  // tailwind-merge reads a class part by part: without `border-collapse`'s own group, `border-collapse`
  // would read as a border colour and remove the kit's. So every group with a class that the cut-down
  // merger would take for one of its own comes too; it only makes that class read as what it is.
  for (let grew = true; grew; ) {
    grew = false;
    const cut = createTailwindMerge(() => ({ ...config, classGroups: pick(config.classGroups, needed) }));
    for (const id of Object.keys(config.classGroups)) {
      if (needed.has(id)) continue;
      if (samples(config.classGroups[id], "", config.theme).some((c) => cut(`${c} ${c}`) === c)) {
        needed.add(id);
        grew = true;
      }
    }
  }
  return needed;
}

const pick = (groups, ids) => Object.fromEntries(Object.entries(groups).filter(([id]) => ids.has(id)));

/** Values to try a validator with: one of every kind tailwind-merge tells apart. */
const TRIAL_VALUES = [
  "2",
  "1.5",
  "1/2",
  "50%",
  "md",
  "2xl",
  "none",
  "auto",
  "foo",
  "[3px]",
  "[red]",
  "(--v)",
  "[url(a)]",
];

/** Example classes of a class group's definitions (every literal, and trial values its validators accept). */
function samples(definitions, prefix, theme, depth = 0) {
  const join = (part) => (prefix && part ? `${prefix}-${part}` : prefix || part);
  return definitions.flatMap((d) => {
    if (typeof d === "string") return [join(d)];
    if (typeof d === "function" && d.isThemeGetter) return depth > 3 ? [] : samples(d(theme), prefix, theme, depth + 1);
    if (typeof d === "function") return TRIAL_VALUES.filter((value) => d(value)).map(join);
    return Object.entries(d).flatMap(([key, inner]) => samples(inner, join(key), theme, depth));
  });
}

/** A value's source; lists that occur more than once (counted in `shared`) become shared constants. */
function sourceOf(value, themeKeys, shared = new Map()) {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "function") {
    const name = Object.keys(validators).find((k) => validators[k] === value);
    if (name) return `v.${name}`;
    if (value.isThemeGetter) {
      let key;
      value(new Proxy({}, { get: (_, k) => ((key = String(k)), []) }));
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    throw new Error(`tailwind-merge: unknown function in the configuration: ${value}`);
  }
  if (Array.isArray(value)) {
    const text = `[${value.map((v) => sourceOf(v, themeKeys, shared)).join(", ")}]`;
    if (shared.frozen) return shared.get(text)?.name ?? text;
    shared.set(text, (shared.get(text) ?? 0) + 1);
    return text;
  }
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${sourceOf(v, themeKeys, shared)}`)
    .join(", ")} }`;
}

/** The text of src/lib/merge-config.ts for the kit's current sources. */
export function generateMergeConfig() {
  const config = getDefaultConfig();
  const needed = neededGroups(groupsOf(stringTokens(kitFiles()), config), config);
  const ids = Object.keys(config.classGroups).filter((id) => needed.has(id));
  // Two passes: the first counts the lists, the second names those that repeat (gzip does better on a
  // name than on a repeated list, and the default configuration shares them the same way).
  const emit = (shared) => {
    const themeKeys = new Set();
    const groups = ids.map(
      (id) => `    ${JSON.stringify(id)}: ${sourceOf(config.classGroups[id], themeKeys, shared)},`,
    );
    // Theme scales may name other scales: follow them until none is new.
    const theme = new Map();
    for (let grew = true; grew; ) {
      grew = false;
      for (const key of [...themeKeys].filter((k) => !theme.has(k))) {
        theme.set(key, sourceOf(config.theme[key] ?? [], themeKeys, shared));
        grew = true;
      }
    }
    return { groups, theme };
  };
  const counts = new Map();
  emit(counts);
  const repeated = [...counts].filter(([text, count]) => count > 1 && text.includes(","));
  const shared = new Map(repeated.map(([text], i) => [text, { name: `s${i}` }]));
  shared.frozen = true;
  const { groups, theme } = emit(shared);
  const within = (map) =>
    Object.entries(map)
      .filter(([id]) => needed.has(id))
      .map(([id, removed]) => [id, removed.filter((g) => needed.has(g))])
      .filter(([, removed]) => removed.length > 0)
      .map(([id, removed]) => `    ${JSON.stringify(id)}: ${JSON.stringify(removed)},`);
  const constants = [...shared].map(([text, e]) => `const ${e.name} = ${text};`);
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ui, "../../node_modules/tailwind-merge/package.json"), "utf8"),
  );
  return `// Generated by packages/ui/scripts/merge-config.mjs from tailwind-merge ${version}'s default configuration:
// the ${ids.length} class groups the kit's classes belong to, the groups that override them and the groups whose
// classes it would otherwise misread (decision 025).
// Do not edit: run \`node packages/ui/scripts/merge-config.mjs\` after adding a class of a new kind.
import { fromTheme, validators as v, type Config } from "tailwind-merge";

${constants.join("\n")}

export const mergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  theme: {
${[...theme.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([k, s]) => `    ${JSON.stringify(k)}: ${s},`)
  .join("\n")}
  },
  classGroups: {
${groups.join("\n")}
  },
  conflictingClassGroups: {
${within(config.conflictingClassGroups).join("\n")}
  },
  conflictingClassGroupModifiers: {
${within(config.conflictingClassGroupModifiers).join("\n")}
  },
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
  postfixLookupClassGroups: ${JSON.stringify(config.postfixLookupClassGroups.filter((g) => needed.has(g)))},
});
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = generateMergeConfig();
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(CONFIG_FILE) ? fs.readFileSync(CONFIG_FILE, "utf8") : "";
    if (current !== text) {
      console.error(
        `${path.relative(process.cwd(), CONFIG_FILE)} is stale: run node packages/ui/scripts/merge-config.mjs`,
      );
      process.exit(1);
    }
  } else {
    fs.writeFileSync(CONFIG_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), CONFIG_FILE)}`);
  }
}
