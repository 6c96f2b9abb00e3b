import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner; the workers inherit it, so tests can reach the server's data folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `riviera-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

// Three lanes. The specs that write to the shared server (bookings, staff actions) run one at a
// time, in file order, as their data expects. Beside them, two kinds of spec that cannot disturb
// them or each other: those that only read the public pages of the same server (the writes never
// show on the pages they read), and those that start servers of their own, on their own data and
// ports. The writing lane is the longest, so its files always come first (one worker on it while it
// has files); the other worker takes the rest, and both share what is left when it is done.
// E2E_WORKERS=1 runs everything one after the other, as on a one-core machine.
const READ_ONLY = /(site-walk|blog|services|home|first-visit|pages)\.spec\.ts$/;
const OWN_SERVER = /(backup|durability|email|hostile|maps|planner|rolling-restart)\.spec\.ts$/;
const desktop = { ...devices["Desktop Chrome"], channel: undefined, locale: "fr-FR" };

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: process.env.BUILD_DIR ? `test-results-${process.env.BUILD_DIR}` : "test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A French browser, as most of the specs expect: a browser preferring English is sent to the
    // English pages on its first visit (decision 024); tests of that make their own context.
    locale: "fr-FR",
    // Recording a trace for every test costs CI a share of its two cores; a failure there is run
    // again locally with the trace on (npx playwright test --trace on).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, "--disable-quic"],
    },
  },
  projects: [
    { name: "chromium", use: desktop, testIgnore: [READ_ONLY, OWN_SERVER], workers: 1 },
    // The specs with servers of their own before the read-only ones: their files are long and run
    // in series (the planner's takes four minutes on a slow machine), so they start early beside the
    // writing lane, and the short read-only files fill the end (CI on 2026-12-02 ended on the
    // planner alone for minutes).
    { name: "own-server", use: desktop, testMatch: OWN_SERVER },
    { name: "pages", use: desktop, testMatch: READ_ONLY },
  ],
  webServer: {
    command: "node server/main.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      E2E: "1",
      // tests/e2e/admin.spec.ts signs in with this account (created at start, with sample data).
      E2E_SEED_ADMIN: "equipe.e2e@example.com:Riviera-e2e-2027!",
      BOOKING_RATE_LIMIT: "1000",
      CONTACT_RATE_LIMIT: "1000",
    },
  },
});
