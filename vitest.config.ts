import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "apps/web/app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
