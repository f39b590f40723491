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
