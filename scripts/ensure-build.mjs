// Builds the site when the sources changed since the last build (or when there is none).
import { spawnSync } from "node:child_process";
import { buildIsCurrent, root } from "./build-state.mjs";

export function ensureBuild() {
  if (buildIsCurrent()) return;
  console.log("Building the site (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed.");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main || process.argv[1] === import.meta.filename) ensureBuild();
