// Starts the site: `node server/main.js` serves the production build, `--dev` runs Vite in middleware mode.
// Plain JavaScript so that Node runs it as is; everything else is TypeScript bundled by Vite.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `This site needs Node 24 (found ${process.versions.node}). Run it through npm (npm start), which uses the pinned Node from node_modules.`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
// Variables already set in the environment win over the .env file.
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

function fail(error) {
  const known = error && (error.name === "ConfigError" || error.name === "DirectoryLockedError");
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: known ? error.message : "start-up failed",
      error: known ? undefined : String(error?.stack ?? error),
    }),
  );
  if (known) console.error(`\n${error.message}\n`);
  process.exit(1);
}

const outer = express();
outer.disable("x-powered-by");
outer.use(compression());
let booted;
// A shared page already made is answered before Express (decision 022); anything else goes through it.
const server = http.createServer((req, res) => {
  if (!booted.serveShared?.(req, res)) outer(req, res);
});

try {
  if (dev) {
    const vite = await import("vite");
    // Hot reload over this server's own port: Vite's default, a port of its own (24678), is taken by
    // a second development server on the machine, whose pages then talk to the first one.
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true, hmr: { server } } });
    const mod = await viteServer.ssrLoadModule("./server/app.ts");
    booted = await mod.boot({ dev: true });
    outer.use(viteServer.middlewares);
    outer.use(async (req, res, next) => {
      try {
        const fresh = await viteServer.ssrLoadModule("./server/app.ts");
        const current = await fresh.boot({ dev: true });
        current.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    const mod = await import(path.join(buildDir, "server/index.js"));
    // The application serves the built files itself, behind its security headers.
    booted = await mod.boot({ clientDir: path.join(buildDir, "client") });
    outer.use(booted.app);
  }
} catch (error) {
  fail(error);
}

const { env } = booted;
server.listen(env.PORT, env.HOST, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      msg: "listening",
      url: `http://localhost:${env.PORT}`,
      mode: dev ? "development" : "built",
    }),
  );
});
server.on("error", (error) => fail(error));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(
    JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "shutting down", signal }),
  );
  const force = setTimeout(() => {
    console.error(
      JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "forced exit after 10 s" }),
    );
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stop accepting, let in-flight requests finish (closing their connections: /readyz says 503
  // meanwhile), then close the database and release its lock.
  booted.drain();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
  });
  try {
    await booted.close();
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "error while closing the database", error: String(error) }),
    );
  }
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
