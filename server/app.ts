import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { backupRequestHandler } from "~/db/backup-requests.server";
import {
  type Database,
  getDatabase,
  db as getDatabaseDb,
  openDatabase,
  setDatabase,
} from "~/db/client.server";
import { seedForEndToEndTests } from "~/lib/auth.server";
import { type RequestInfo, requestInfoContext } from "~/lib/context.server";
import { type Env, loadEnv, setEnv, unsetLegalIdentifiers } from "~/lib/env.server";
import { deferHydration } from "~/lib/first-paint.server";
import { configureGeo } from "~/lib/geo.server";
import { providersFromEnv } from "~/lib/geo-providers.server";
import { setClientDir } from "~/lib/inline-css.server";
import { log, setLogLevel } from "~/lib/logger.server";
import { startOutboxWorker } from "~/lib/mail.server";
import { metricsHandler, observeRequests, recordRequest, setRoutePatterns } from "~/lib/metrics.server";
import { databaseStore, memoryStore, setCounterStore } from "~/lib/rate-limit.server";
import { startReminders } from "~/lib/reminders.server";
import { startRetention } from "~/lib/retention.server";
import { contentSecurityPolicy, inlineHashes, nonceSources } from "./csp";
import { languageRedirect } from "./language-redirect";
import { pageCache } from "./page-cache";
import { reactRouterHandler } from "./react-router-handler";
import { guardBody, rejectMalformedUrl } from "./request-guard";
import { DIRECT_ROUTE_IDS, directRoute } from "./resource-routes";

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

/** The date in Paris (what the shared pages take from the clock: decision 022), as 2026-11-23. */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

export interface BootedApp {
  app: express.Express;
  env: Env;
  database: Database;
  /** Called at SIGTERM: /readyz answers 503 and every response closes its connection. */
  drain: () => void;
  /**
   * Answers a request for a shared page already made, before Express (decision 022); false when the
   * request is Express's to handle.
   */
  serveShared: (req: IncomingMessage, res: ServerResponse) => boolean;
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
  const stopReminders = startReminders(env);
  const stopBackups = backupRequests.serve(database, env.DATA_DIR);
  await seedForEndToEndTests(process.env.E2E_SEED_ADMIN, env.isProduction);
  log.info("database ready", {
    kind: database.kind,
    dataDir: database.kind === "pglite" ? env.DATA_DIR : undefined,
  });
  // The legal notice and the terms show an unset identifier as its variable's name (never an
  // invented value): said at every start in production, so that it is not first seen by a visitor.
  const unsetLegal = unsetLegalIdentifiers(env);
  if (env.isProduction && unsetLegal.length) {
    log.warn("legal identifiers not configured: the legal pages show their names", { unset: unsetLegal });
  }

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
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    // A page served from the page cache replaces it with its hashes (decision 022).
    res.set("Content-Security-Policy", contentSecurityPolicy(env, dev, nonceSources(nonce)));
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: env.isProduction ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );

  app.use(rejectMalformedUrl);
  const handle = createRequestHandler(
    // Outside development the build never changes: given as an object, React Router derives its
    // routes and request handler once. Given as a function it derives them again on every request
    // (for hot reloading): the 91 routes flattened, ranked and their paths compiled each time, about
    // a third of the CPU an address search took.
    dev ? () => import("virtual:react-router/server-build") : build,
    env.isProduction ? "production" : "development",
  );
  const contextFor = (info: RequestInfo) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, info);
    return context;
  };
  const cache = pageCache({
    enabled: !dev,
    canonicalHost: new URL(env.SITE_URL).host,
    // As a visitor without cookies would get it, whole, without a nonce.
    render: (url) =>
      handle(
        new Request(url, { headers: { Accept: "text/html", Host: new URL(url).host } }),
        contextFor({ clientIp: "page-cache", env, forSharing: true }),
      ),
    policyFor: (html) => contentSecurityPolicy(env, dev, inlineHashes(html)),
    prepare: deferHydration,
    day: () => PARIS_DAY.format(new Date()),
  });
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
  // After the language redirect, so that a shared page's first answer carries its Vary; the next
  // answers come from serveShared, which leaves to Express whatever the redirect would answer.
  app.use(cache);
  app.use(guardBody);

  const requestContext = (req: Request, res: Response) =>
    contextFor({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      env,
    });
  // The JSON endpoints called while the visitor types, without the router's request handler (decision
  // 027); in development the router answers them too, so that their modules reload.
  if (!dev) {
    for (const id of DIRECT_ROUTE_IDS) {
      const route = directRoute(build, id);
      app.all(route.path, reactRouterHandler(route.handle, requestContext));
    }
  }
  app.all("/{*path}", reactRouterHandler(handle, requestContext));

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
    serveShared: (req, res) => {
      if (draining) return false;
      const started = process.hrtime.bigint();
      if (!cache.serve(req, res)) return false;
      recordRequest(
        req.url ?? "",
        req.method ?? "",
        res.statusCode,
        Number(process.hrtime.bigint() - started) / 1e9,
      );
      return true;
    },
    close: async () => {
      await stopReminders();
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
