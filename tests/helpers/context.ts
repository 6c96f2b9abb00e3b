import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import type { Lang } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { type Env, loadEnv, setEnv } from "~/lib/env.server";
import { setLogLevel } from "~/lib/logger.server";

/** A checked configuration for tests, with its own data folder, installed as the current one. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-env-"));
  setLogLevel("silent");
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  setEnv(env);
  return env;
}

/** The context the Express server and the root middleware give loaders and actions. */
export function routeContext(env: Env, clientIp = "127.0.0.1", lang: Lang = "fr") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "test", clientIp, env });
  context.set(languageContext, lang);
  return context;
}

export function formRequest(url: string, fields: Record<string, string>, init: { cookie?: string } = {}) {
  const body = new URLSearchParams(fields);
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
  });
}
