// `npm start`: builds when needed, then serves the built site (migrations are applied at start).
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-state.mjs";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
const child = spawn(process.execPath, [path.join(root, "server", "main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
