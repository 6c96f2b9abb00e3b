// Decides whether the production build is older than the sources, by comparing a fingerprint
// (paths, sizes and modification times of everything the build reads) with the one stored after the last build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const INPUTS = [
  "app",
  "server",
  "public",
  "photos",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const STAMP = path.join(buildDir, ".fingerprint");

function walk(target, out) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) {
      if (name === "node_modules" || name.startsWith(".react-router")) continue;
      walk(path.join(target, name), out);
    }
  } else {
    out.push(`${path.relative(root, target)}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
  }
}

function fingerprint() {
  const entries = [];
  for (const input of INPUTS) walk(path.join(root, input), entries);
  return createHash("sha256").update(entries.join("\n")).digest("hex");
}

export function buildIsCurrent() {
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) return false;
  try {
    return fs.readFileSync(STAMP, "utf8").trim() === fingerprint();
  } catch {
    return false;
  }
}

export function recordBuild() {
  fs.writeFileSync(STAMP, `${fingerprint()}\n`);
}
