import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** A port nothing listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A new data folder: empty, or holding a copy of the migrated template when the run made one. */
function newDataDir(fresh: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-proc-"));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (!fresh && template && fs.existsSync(template))
    fs.cpSync(template, path.join(dir, "pglite"), { recursive: true });
  return dir;
}

/** Starts the built server in its own process (as `npm start` does) on a free port. */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    waitReady?: boolean;
    args?: string[];
    port?: number;
    /** How long to wait for /readyz (a loaded machine may need more than the default 90 s). */
    readyTimeoutMs?: number;
    /**
     * A new data folder starts as a copy of the run's migrated template (tests/e2e/global-setup.ts);
     * `fresh` creates and migrates its database from nothing, as on a new machine.
     */
    fresh?: boolean;
  } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir(options.fresh === true);
  let out = "";
  const child = spawn(process.execPath, ["server/main.js", ...(options.args ?? [])], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      SITE_URL: `http://localhost:${port}`,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server: RunningServer = {
    child,
    port,
    dataDir,
    output: () => out,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitReady !== false) {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      try {
        const response = await fetch(`http://localhost:${port}/readyz`);
        if (response.ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become ready:\n${out}`);
  }
  return server;
}

/** The last step of a booking as the form posts it (a trip a month ahead); `fields` override. */
export function bookingForm(fields: Record<string, string> = {}) {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({
    intent: "confirm",
    step: "4",
    departure: "Cannes",
    arrival: "Nice aéroport terminal 1",
    date,
    time: "09:30",
    passengers: "2",
    luggage: "2",
    firstName: "Chloé",
    lastName: "Test",
    email: "client@example.com",
    phone: "+33 6 12 34 56 78",
    ...fields,
  });
}
