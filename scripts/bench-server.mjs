// The built server in its own process for the benchmarks, on a temporary data folder, once ready.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./build-state.mjs";

export async function startServer(port, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-bench-"));
  const child = spawn(process.execPath, [path.join(root, "server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      BOOKING_RATE_LIMIT: "100000",
      ...env,
    },
    stdio: process.env.BENCH_VERBOSE ? "inherit" : "ignore",
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  for (let i = 0; i < 300; i++) {
    if (exited) throw new Error("the server exited at start (run with BENCH_VERBOSE=1 to see why)");
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (!exited) {
        child.kill("SIGTERM");
        await new Promise((r) => child.on("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
