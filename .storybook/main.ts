import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for packages/ui: the kit's documentation, interaction tests and visual baselines. */
const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
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
