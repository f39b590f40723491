import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Storybook for packages/ui: the kit's documentation, interaction tests and visual baselines. */
const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: "react-docgen-typescript",
    // The props tables come from the kit's TSDoc. The docgen plugin only reads files that belong to the
    // tsconfig it is given, and the root one does not include packages/ui/src: without these options
    // every docs page had no props table at all.
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(dirname, "../packages/ui/tsconfig.json"),
      include: ["packages/ui/src/**/*.tsx"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx", "**/node_modules/**"],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Props the kit declares; React's HTML attributes would bury them.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import("vite");
    const { default: react } = await import("@vitejs/plugin-react");
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    const hasReact = viteConfig.plugins
      ?.flat()
      .some((p) => p && typeof p === "object" && "name" in p && p.name === "vite:react-babel");
    return mergeConfig(viteConfig, {
      plugins: [...(hasReact ? [] : [react()]), tailwindcss()],
      // Workspace packages are read from source ("source" export condition), never from a built dist/.
      resolve: { conditions: ["source", ...defaultClientConditions] },
    });
  },
};

export default config;
