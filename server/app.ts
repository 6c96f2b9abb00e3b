import { randomBytes } from "node:crypto";
import { join } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { backupRequestHandler } from "~/db/backup-requests.server";
import {
  type Database,
  getDatabase,
  db as getDatabaseDb,
  openDatabase,
  setDatabase,
} from "~/db/client.server";
import { seedForEndToEndTests } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { type Env, loadEnv, setEnv } from "~/lib/env.server";
import { configureGeo } from "~/lib/geo.server";
import { providersFromEnv } from "~/lib/geo-providers.server";
import { setClientDir } from "~/lib/inline-css.server";
import { log, setLogLevel } from "~/lib/logger.server";
import { startOutboxWorker } from "~/lib/mail.server";
import { metricsHandler, observeRequests, setRoutePatterns } from "~/lib/metrics.server";
import { databaseStore, memoryStore, setCounterStore } from "~/lib/rate-limit.server";
import { startRetention } from "~/lib/retention.server";
import { languageRedirect } from "./language-redirect";
import { reactRouterHandler } from "./react-router-handler";
import { guardBody, rejectMalformedUrl } from "./request-guard";

/** Browser features the site never uses, refused to every page and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

export interface BootedApp {
  app: express.Express;
  env: Env;
  database: Database;
  /** Called at SIGTERM: /readyz answers 503 and every response closes its connection. */
  drain: () => void;
  close: () => Promise<void>;
}

const holder = globalThis as unknown as { __booted?: Promise<BootedApp> };

/**
 * Reads the configuration, opens the database (taking the data folder's lock and applying
 * migrations) and builds the Express application. Called once per process.
 */
export function boot(options: { dev?: boolean; clientDir?: string } = {}): Promise<BootedApp> {
  holder.__booted ??= bootOnce(options);
  return holder.__booted;
}

async function bootOnce({
  dev = false,
  clientDir,
}: {
  dev?: boolean;
  clientDir?: string;
}): Promise<BootedApp> {
  const env = loadEnv();
  setClientDir(dev ? undefined : clientDir);
  setEnv(env);
  setLogLevel(env.LOG_LEVEL);
  // Listening before the folder is locked: a request that comes during start-up waits for the database.
  const backupRequests = listenForBackupRequests();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(database);
  // Shared counters for every instance on PostgreSQL; the embedded database serves one process only.
  setCounterStore(database.kind === "postgres" ? databaseStore(getDatabaseDb) : memoryStore());
  configureGeo(providersFromEnv(env));
  const stopOutbox = await startOutboxWorker(env);
  const stopRetention = startRetention();
  const stopBackups = backupRequests.serve(database, env.DATA_DIR);
  await seedForEndToEndTests(process.env.E2E_SEED_ADMIN, env.isProduction);
  log.info("database ready", {
    kind: database.kind,
    dataDir: database.kind === "pglite" ? env.DATA_DIR : undefined,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const build = await import("virtual:react-router/server-build");
  setRoutePatterns(Object.values(build.routes).flatMap((route) => (route?.path ? [route.path] : [])));
  app.use(observeRequests);

  let draining = false;
  app.use((_req, res, next) => {
    // Stopping: a proxy must not reuse the connection for a request this process would not answer.
    if (draining) res.set("Connection", "close");
    next();
  });

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
            ...(dev ? ["'unsafe-inline'"] : []),
            ...env.mapOrigins.script,
          ],
          // The inline stylesheet carries the nonce (decision 014); Google's map injects styles of its own.
          "style-src": [
            "'self'",
            env.map.provider === "google" || dev
              ? "'unsafe-inline'"
              : (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
            ...env.mapOrigins.style,
          ],
          "img-src": ["'self'", "data:", ...env.mapOrigins.img],
          "font-src": ["'self'", ...env.mapOrigins.font],
          "connect-src": ["'self'", ...(dev ? ["ws:"] : []), ...env.mapOrigins.connect],
          "worker-src": ["'self'", ...env.mapOrigins.worker],
          "frame-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'", "https://wa.me"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          ...(env.isProduction ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: env.isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );

  app.use(rejectMalformedUrl);
  // Static files after the headers above, so they carry them too.
  if (clientDir) {
    app.use(
      "/assets",
      express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", uptime: Math.round(process.uptime()) });
  });
  app.get("/metrics", metricsHandler(env));
  app.get("/readyz", async (_req, res) => {
    if (draining) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
      return;
    }
    try {
      await getDatabase().ping();
      res.set("Cache-Control", "no-store").json({ status: "ready", database: getDatabase().kind });
    } catch (error) {
      log.error("readiness check failed", { error });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  app.use(languageRedirect);
  app.use(guardBody);

  app.all(
    "/{*path}",
    reactRouterHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: env.isProduction ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          cspNonce: res.locals.cspNonce as string,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          env,
        });
        return context;
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // A client error reported by Express itself (a path parameter that does not decode, ...).
      if (!res.headersSent) res.status(status).type("text/plain").send("Bad Request");
      return;
    }
    log.error("unhandled request error", { path: req.path, error });
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });

  return {
    app,
    env,
    database,
    drain: () => {
      draining = true;
    },
    close: async () => {
      await stopOutbox();
      await stopRetention();
      await stopBackups();
      await database.close();
      setDatabase(undefined);
      holder.__booted = undefined;
    },
  };
}

/**
 * With PGlite, `npm run db:backup` asks the running server (which owns the folder) through SIGUSR2.
 * `serve` starts answering (and answers a request that came during start-up); the function it returns
 * stops listening and waits for a backup under way.
 */
function listenForBackupRequests() {
  let handle: (() => Promise<void>) | undefined;
  let waiting = false;
  let current: Promise<void> | undefined;
  const run = () => {
    if (!handle) return;
    current = handle().catch((error) => log.error("backup request failed", { error }));
  };
  const onSignal = () => {
    waiting = true;
    run();
  };
  process.on("SIGUSR2", onSignal);
  return {
    serve(database: Database, dataDir: string) {
      if (database.kind === "pglite") handle = backupRequestHandler(database, dataDir);
      if (waiting) run();
      return async () => {
        process.off("SIGUSR2", onSignal);
        await current;
      };
    },
  };
}
