/**
 * The content security policy, in one place. A page rendered for one request carries that request's
 * nonce; a page served from the page cache (server/page-cache.ts) carries the SHA-256 of each of
 * its inline scripts and styles instead, so its bytes never change and can be compressed once
 * (decision 022).
 */
import { createHash } from "node:crypto";
import type { Env } from "~/lib/env.server";

/** The sources that allow the page's own inline scripts and styles. */
export interface InlineSources {
  script: string[];
  style: string[];
}

export function nonceSources(nonce: string): InlineSources {
  return { script: [`'nonce-${nonce}'`], style: [`'nonce-${nonce}'`] };
}

/** The policy's header value, directives in a fixed order. */
export function contentSecurityPolicy(env: Env, dev: boolean, inline: InlineSources): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...inline.script, ...(dev ? ["'unsafe-inline'"] : []), ...env.mapOrigins.script],
    ],
    // The inline stylesheet carries the nonce or its hash (decisions 014, 022); Google's map injects
    // styles of its own.
    [
      "style-src",
      [
        "'self'",
        ...(env.map.provider === "google" || dev ? ["'unsafe-inline'"] : inline.style),
        ...env.mapOrigins.style,
      ],
    ],
    ["img-src", ["'self'", "data:", ...env.mapOrigins.img]],
    ["font-src", ["'self'", ...env.mapOrigins.font]],
    ["connect-src", ["'self'", ...(dev ? ["ws:"] : []), ...env.mapOrigins.connect]],
    ["worker-src", ["'self'", ...env.mapOrigins.worker]],
    ["frame-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'", "https://wa.me"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ...(env.isProduction ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Data blocks (JSON-LD and the like) are not run, so the policy need not name them. */
function runsAsScript(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined || type === "module" || type === "text/javascript" || type === "application/javascript"
  );
}

/**
 * The hash sources of a rendered document's inline scripts and styles: the text between the tags,
 * exactly as sent, which is what the browser hashes.
 */
export function inlineHashes(html: string): InlineSources {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || !runsAsScript(attributes)) continue;
    script.add(sha256Source(text));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    style.add(sha256Source(match[1] ?? ""));
  }
  return { script: [...script], style: [...style] };
}
