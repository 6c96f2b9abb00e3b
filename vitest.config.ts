import { defineConfig } from "vitest/config";
import { yamlData } from "./vite-yaml-data.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [yamlData()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/setup/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "tests/code/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/console-error.ts"],
    globalSetup: ["tests/setup/pglite-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
