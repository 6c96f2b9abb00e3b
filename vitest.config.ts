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
    // The files of a worker share their modules instead of each loading them again: the suite took
    // 450 s with isolation on a slow 2-core machine and 172 s without (2026-12-02). Each file sets up
    // what it uses (its database in beforeAll, its env); a file that mocks a module loads its subject
    // afresh and restores it after (app/components/site/art.test.tsx).
    isolate: false,
  },
});
