import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Physical direction utilities break RTL (STYLE.md): use ms-/me-, ps-/pe-, start-/end-, text-start,
 * rounded-s/e, border-s/e and gap instead.
 */
const PHYSICAL =
  "(^|[\\s\"'`:])-?(ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[0-9a-z\\[]|(^|[\\s\"'`:])text-(left|right)(\\s|$|[\"'`])|(^|[\\s\"'`:])rounded-([lr]|tl|tr|bl|br)(-|\\s|$|[\"'`])|(^|[\\s\"'`:])border-[lr](-|\\s|$|[\"'`])|(^|[\\s\"'`:])space-x-";
const message =
  "Physical left/right utility: use the logical one (ms/me, ps/pe, start/end, text-start, rounded-s, border-s, gap).";

/**
 * The app's layers (docs/architecture.md), as import rules: a module may import only from the layers
 * below it. Each entry is a folder of apps/web/app and what it must not import; every folder also keeps
 * out of the Node host (server/), the build plugins (vite/) and the command-line scripts. ESLint applies
 * the last matching block's options only, so each block carries the shared rule too.
 */
const APP = "apps/web/app";
const HOST = {
  regex: "^(\\.\\./)+(server|vite|scripts)(/|$)",
  message:
    "The app never imports the host (server/), the build plugins (vite/) or the scripts: the host imports the app.",
};
const layer = (files, ...restricted) => ({
  files,
  rules: {
    "no-restricted-imports": "off",
    "@typescript-eslint/no-restricted-imports": ["error", { patterns: [HOST, ...restricted] }],
  },
});
const DATA_ALIAS = {
  regex: "^#app/(?!data/|env|utils/)",
  message: "data/ holds ports, adapters, their contract suite and migrations: it imports no other layer of the app.",
};
const DATA_RELATIVE = "data/ imports nothing outside data/.";
const LAYERS = [
  layer([`${APP}/**/*.{ts,tsx}`]),
  // data/ imports no other layer, by alias or by a relative path that leaves it (one block per depth:
  // ESLint takes the options of the last matching block only).
  layer([`${APP}/data/*.{ts,tsx}`], DATA_ALIAS, { regex: "^\\.\\./", message: DATA_RELATIVE }),
  layer([`${APP}/data/*/**/*.{ts,tsx}`], DATA_ALIAS, { regex: "^\\.\\./\\.\\./", message: DATA_RELATIVE }),
  layer([`${APP}/routes/**/*.{ts,tsx}`], {
    regex: "^#app/(data/|repositories\\.server)",
    allowTypeImports: true,
    message: "Routes call services: the repositories are theirs (app/repositories.server.ts).",
  }),
  layer([`${APP}/services/**/*.{ts,tsx}`], {
    regex: "^#app/(routes|components)/",
    message: "Services serve routes and components; they import neither.",
  }),
  layer(
    [`${APP}/components/**/*.{ts,tsx}`],
    {
      regex: "^#app/(routes/|data/|repositories\\.server)",
      allowTypeImports: true,
      message: "Components render what routes hand them: no route, repository or adapter (types aside).",
    },
    {
      regex: "^#app/services/",
      allowTypeImports: true,
      message: "Components take services' types only; the loader calls the service.",
    },
  ),
  layer([`${APP}/auth/**/*.{ts,tsx}`], {
    regex: "^#app/(services|routes|components)/",
    message: "auth/ sits below the services: sessions and guards import no service, route or component.",
  }),
  layer([`${APP}/**/*.test.{ts,tsx}`, `${APP}/testing/**`]),
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "packages/ui/dist/**",
      "storybook-static/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
      "tests/visual/report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=/${PHYSICAL}/]`, message },
        { selector: `TemplateElement[value.raw=/${PHYSICAL}/]`, message },
      ],
    },
  },
  ...LAYERS,
  {
    files: ["**/*.stories.tsx", "**/*.test.ts", "**/*.test.tsx", "**/tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Generated from tailwind-merge: names every Tailwind class group, physical ones included, to
    // recognise them; it sets no class (decision 025).
    files: ["packages/ui/src/lib/merge-config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
