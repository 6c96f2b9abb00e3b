import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_GOOGLE_MAPS_SCRIPT_URL,
  DEFAULT_MAP_STYLE_URL,
  GOOGLE_MAPS_HOSTS,
  type MapSettings,
} from "~/domain/geo/map-config";
import type { TrustConfig } from "~/domain/trust";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * The company's legal identifiers for the legal notice and the terms. Unset, each shows a visible
 * placeholder naming its variable, never an invented value.
 */
export const LEGAL_IDENTITY_VARIABLES = {
  "company.legalForm": "COMPANY_LEGAL_FORM",
  "company.capital": "COMPANY_CAPITAL",
  "company.rcs": "COMPANY_RCS",
  "company.siret": "COMPANY_SIRET",
  "company.vat": "COMPANY_VAT",
  "company.address": "COMPANY_ADDRESS",
  "company.director": "COMPANY_DIRECTOR",
  "company.vtcRegister": "COMPANY_VTC_REGISTER",
  "company.mediator": "COMPANY_MEDIATOR",
  "host.name": "HOST_NAME",
  "host.address": "HOST_ADDRESS",
  "host.phone": "HOST_PHONE",
} as const;

/** The legal identifiers left unset: the legal pages show these variables' names in brackets. */
export function unsetLegalIdentifiers(env: Record<string, unknown>): string[] {
  return Object.values(LEGAL_IDENTITY_VARIABLES).filter((name) => env[name] === `[${name}]`);
}

function legalIdentityFields() {
  return Object.fromEntries(
    Object.values(LEGAL_IDENTITY_VARIABLES).map((name) => [
      name,
      z.preprocess(emptyToUndefined, z.string().max(300).default(`[${name}]`)),
    ]),
  ) as unknown as Record<
    (typeof LEGAL_IDENTITY_VARIABLES)[keyof typeof LEGAL_IDENTITY_VARIABLES],
    z.ZodType<string>
  >;
}

/** "a; b;; c" → ["a", "b", "c"]. */
const semicolonList = (item: z.ZodString) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && value.trim() !== ""
        ? value
            .split(";")
            .map((part) => part.trim())
            .filter(Boolean)
        : undefined,
    z.array(item).max(12).optional(),
  );

/**
 * The home page's trust row (app/domain/trust.ts): each figure is the company's own statement, shown
 * only when set. The rating needs its four variables together, so that it always links to its source.
 */
function trustFields() {
  const optionalInt = (min: number, max: number) =>
    z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).optional());
  return {
    TRUST_SINCE: optionalInt(1950, 2100),
    TRUST_JOURNEYS: optionalInt(1, 10_000_000),
    TRUST_LANGUAGES: z.preprocess(
      (value) => (typeof value === "string" ? value.replaceAll(",", ";") : value),
      semicolonList(z.string().regex(/^[a-z]{2,3}$/, "ISO 639 codes such as fr, en, it, ru")),
    ),
    TRUST_RATING: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(5).optional()),
    TRUST_RATING_COUNT: optionalInt(1, 10_000_000),
    TRUST_RATING_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    TRUST_RATING_SOURCE: z.preprocess(emptyToUndefined, z.string().min(2).max(40).optional()),
    TRUST_PARTNERS: semicolonList(z.string().min(2).max(60)),
  };
}

const RATING_VARIABLES = [
  "TRUST_RATING",
  "TRUST_RATING_COUNT",
  "TRUST_RATING_URL",
  "TRUST_RATING_SOURCE",
] as const;

function trustConfig(raw: z.infer<typeof schema>): TrustConfig {
  const setRating = RATING_VARIABLES.filter((name) => raw[name] !== undefined);
  if (setRating.length > 0 && setRating.length < RATING_VARIABLES.length) {
    const missing = RATING_VARIABLES.filter((name) => raw[name] === undefined).join(", ");
    throw new ConfigError(`Invalid configuration:\n  TRUST_RATING: the rating also needs ${missing}`);
  }
  return {
    since: raw.TRUST_SINCE,
    journeys: raw.TRUST_JOURNEYS,
    languages: raw.TRUST_LANGUAGES,
    partners: raw.TRUST_PARTNERS,
    rating:
      raw.TRUST_RATING !== undefined &&
      raw.TRUST_RATING_COUNT !== undefined &&
      raw.TRUST_RATING_URL !== undefined &&
      raw.TRUST_RATING_SOURCE !== undefined
        ? {
            value: raw.TRUST_RATING,
            count: raw.TRUST_RATING_COUNT,
            url: raw.TRUST_RATING_URL,
            source: raw.TRUST_RATING_SOURCE,
          }
        : undefined,
  };
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://www.example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        "must start with postgres:// or postgresql://, or be empty for the embedded database",
      )
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
  /** One secret, or a comma-separated list newest first: cookies are signed with the first, checked with all. */
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) => value.split(",").map((secret) => secret.trim()))
      .pipe(
        z
          .array(
            z
              .string()
              .min(
                32,
                "each secret (comma-separated, newest first) must be at least 32 characters (e.g. `openssl rand -hex 32`)",
              ),
          )
          .refine((secrets) => new Set(secrets).size === secrets.length, "the same secret is listed twice"),
      )
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default("info")),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
  ),
  COMPANY_NAME: z.preprocess(emptyToUndefined, z.string().default("Riviera Chauffeur Privé")),
  COMPANY_PHONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\+[1-9][0-9 ]{6,18}$/, "must be an international number such as +33 6 12 34 56 78")
      .default("+33 6 00 00 00 00"),
  ),
  COMPANY_EMAIL: z.preprocess(emptyToUndefined, z.email().default("contact@example.com")),
  /**
   * How invoices bear VAT (decision 045): "standard", 10 % on passenger transport (COMPANY_VAT then
   * required to issue one); "franchise", a small company exempt under CGI art. 293 B.
   */
  INVOICE_VAT: z.preprocess(emptyToUndefined, z.enum(["standard", "franchise"]).default("standard")),
  /** The bank account printed on an invoice still due (decision 045); optional. */
  COMPANY_IBAN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}$/, "must be an IBAN such as FR76 3000 6000 0112 3456 7890 189")
      .optional(),
  ),
  COMPANY_BIC: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC such as AGRIFRPP")
      .optional(),
  ),
  /** Booking requests accepted per client address and hour (confirmations only). */
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Contact messages accepted per client address and 10 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Outside geography providers; "embedded" (the default) makes no request to any third party. */
  GEO_SEARCH_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(["embedded", "photon", "google"]).default("embedded"),
  ),
  GEO_ROUTE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(["embedded", "osrm", "google"]).default("embedded"),
  ),
  PHOTON_URL: z.preprocess(emptyToUndefined, z.url().default("https://photon.komoot.io")),
  OSRM_URL: z.preprocess(emptyToUndefined, z.url().default("https://router.project-osrm.org")),
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  GOOGLE_PLACES_URL: z.preprocess(emptyToUndefined, z.url().default("https://places.googleapis.com")),
  GOOGLE_ROUTES_URL: z.preprocess(emptyToUndefined, z.url().default("https://routes.googleapis.com")),
  /** The map drawn beside the estimate; "auto" follows the geography providers (see map-config.ts). */
  MAP_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(["auto", "embedded", "maplibre", "google"]).default("auto"),
  ),
  /** MapLibre style (JSON) address; its tiles, fonts and sprites must come from its own origin or MAP_EXTRA_ORIGINS. */
  MAP_STYLE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default(DEFAULT_MAP_STYLE_URL),
  ),
  /** Further origins a MapLibre style loads from (comma-separated), added to the content security policy. */
  MAP_EXTRA_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("")
      .transform((value, ctx) => {
        const origins: string[] = [];
        for (const part of value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean)) {
          try {
            const url = new URL(part);
            if (!/^https?:$/.test(url.protocol)) throw new Error("not http(s)");
            origins.push(url.origin);
          } catch {
            ctx.addIssue({
              code: "custom",
              message: `"${part}" is not an http(s) origin such as https://tiles.example.com`,
            });
          }
        }
        return origins;
      }),
  ),
  /** Key for the Google Maps JavaScript API, sent to browsers: restrict it to the site's address. */
  GOOGLE_MAPS_BROWSER_KEY: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  GOOGLE_MAPS_SCRIPT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default(DEFAULT_GOOGLE_MAPS_SCRIPT_URL),
  ),
  /** SMTP server for real delivery, e.g. smtp://user:password@smtp.example.com:587 or smtps://...:465.
   * Empty: e-mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  /** Sender of the site's e-mails; default: the company's name and COMPANY_EMAIL. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  /** Where staff alerts go; default: COMPANY_EMAIL. */
  STAFF_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  /** How often the outbox worker looks for e-mails to send, in milliseconds. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /** First retry delay after a failed send; each further retry doubles it (capped at one hour). */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Bearer token for /metrics (Prometheus); unset: /metrics does not exist. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, "at least 32 characters").optional()),
  ...legalIdentityFields(),
  ...trustFields(),
  COMPANY_WHATSAPP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[1-9][0-9]{6,15}$/, "digits only, country code first (e.g. 33600000000)")
      .optional(),
  ),
});

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET"> & {
  /** The home page's trust row, from the TRUST_* variables (app/domain/trust.ts). */
  trust: TrustConfig;
  SITE_URL: string;
  /** Newest first: the first signs, every one verifies (rotation without signing anyone out). */
  sessionSecrets: readonly string[];
  DATA_DIR: string;
  COMPANY_WHATSAPP: string;
  isProduction: boolean;
  /** The map shown to visitors and staff, resolved from MAP_PROVIDER and the geography providers. */
  map: MapSettings;
  /** Origins the map needs in the content security policy (scripts for Google; data for both). */
  mapOrigins: {
    script: string[];
    connect: string[];
    img: string[];
    font: string[];
    style: string[];
    worker: string[];
  };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and checks the configuration once. A bad value throws a ConfigError naming each variable.
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === "production";
  const dataDir = path.resolve(raw.DATA_DIR);
  if (isProduction && !raw.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters, e.g. `openssl rand -hex 32`)",
    );
  }
  if (isProduction && !raw.SITE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SITE_URL: required in production (the public origin, e.g. https://www.example.com)",
    );
  }
  for (const name of ["GEO_SEARCH_PROVIDER", "GEO_ROUTE_PROVIDER"] as const) {
    if (raw[name] === "google" && !raw.GOOGLE_MAPS_API_KEY) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: "google" needs GOOGLE_MAPS_API_KEY`);
    }
  }
  const map = resolveMap(raw);
  const trust = trustConfig(raw);
  const { SESSION_SECRET, ...rest } = raw;
  return {
    ...rest,
    DATA_DIR: dataDir,
    SITE_URL: raw.SITE_URL ?? `http://localhost:${raw.PORT}`,
    sessionSecrets: SESSION_SECRET ?? [readOrCreateSecret(dataDir)],
    COMPANY_WHATSAPP: raw.COMPANY_WHATSAPP ?? raw.COMPANY_PHONE.replace(/[^0-9]/g, ""),
    isProduction,
    trust,
    map,
    mapOrigins: mapOrigins(map, raw.MAP_EXTRA_ORIGINS),
  };
}

/**
 * The map follows the data: Google's terms want Google data on a Google map, so any Google provider
 * means the Google map (and a browser key); the open providers get MapLibre; the embedded default
 * keeps the site's own SVG map and makes no outside request.
 */
function resolveMap(raw: z.infer<typeof schema>): MapSettings {
  const googleData = raw.GEO_SEARCH_PROVIDER === "google" || raw.GEO_ROUTE_PROVIDER === "google";
  const openData = raw.GEO_SEARCH_PROVIDER === "photon" || raw.GEO_ROUTE_PROVIDER === "osrm";
  const provider =
    raw.MAP_PROVIDER !== "auto"
      ? raw.MAP_PROVIDER
      : googleData
        ? "google"
        : openData
          ? "maplibre"
          : "embedded";
  if (googleData && provider !== "google") {
    throw new ConfigError(
      `Invalid configuration:\n  MAP_PROVIDER: "${provider}" cannot show Google data; Google’s terms require a Google map (MAP_PROVIDER=google or auto)`,
    );
  }
  if (provider === "google") {
    if (!raw.GOOGLE_MAPS_BROWSER_KEY) {
      throw new ConfigError(
        "Invalid configuration:\n  GOOGLE_MAPS_BROWSER_KEY: the Google map needs a browser key for the Maps JavaScript API, restricted to the site’s address (it is sent to visitors; GOOGLE_MAPS_API_KEY stays on the server)",
      );
    }
    return { provider, scriptUrl: raw.GOOGLE_MAPS_SCRIPT_URL, browserKey: raw.GOOGLE_MAPS_BROWSER_KEY };
  }
  if (provider === "maplibre") return { provider, styleUrl: raw.MAP_STYLE_URL };
  return { provider: "embedded" };
}

function mapOrigins(map: MapSettings, extra: string[]): Env["mapOrigins"] {
  const none = { script: [], connect: [], img: [], font: [], style: [], worker: [] };
  if (map.provider === "maplibre") {
    const data = [...new Set([new URL(map.styleUrl).origin, ...extra])];
    // The worker is served by this site; blob: images are how MapLibre decodes sprites and raster tiles.
    return { ...none, connect: data, img: [...data, "blob:"] };
  }
  if (map.provider === "google") {
    const own = new URL(map.scriptUrl).origin;
    const hosts = [...new Set([own, ...(own === "https://maps.googleapis.com" ? GOOGLE_MAPS_HOSTS : [])])];
    return {
      script: hosts,
      connect: hosts,
      img: [...hosts, "blob:"],
      font: own === "https://maps.googleapis.com" ? ["https://fonts.gstatic.com"] : [],
      style: own === "https://maps.googleapis.com" ? ["https://fonts.googleapis.com"] : [],
      worker: ["blob:"],
    };
  }
  return none;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let current: Env | undefined;

export function setEnv(env: Env) {
  current = env;
}

export function getEnv(): Env {
  if (!current) current = loadEnv();
  return current;
}
