/**
 * Every rate limit of the site, in one table, behind one API. A limit counts hits per key (a client
 * address, an account...) in fixed windows. The counters live in PostgreSQL when the site runs on it
 * (DATABASE_URL), so every server process shares them, and in memory with the embedded database
 * (one process only). Counting is atomic in both: a hit is counted and compared in one step, so
 * parallel requests cannot overshoot a limit. A hit is taken BEFORE the work it guards and given
 * back (`refund`) when the work fails on the server's side, so a visitor never pays for our errors.
 * Decision 013 explains the sign-in limits.
 */
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import type { Env } from "./env.server";
import { log } from "./logger.server";

const MINUTE_S = 60;

/** What each limit counts, per what, how many, over which window (seconds). */
export const RATE_LIMITS = {
  /** contact messages stored, per client address (CONTACT_RATE_LIMIT, default 5) */
  contactMessage: { per: "address", windowS: 10 * MINUTE_S, limit: (env: Env) => env.CONTACT_RATE_LIMIT },
  /** contact form submissions of any outcome, per client address: six times the messages */
  contactSubmission: {
    per: "address",
    windowS: 10 * MINUTE_S,
    limit: (env: Env) => env.CONTACT_RATE_LIMIT * 6,
  },
  /** booking requests stored, per client address (BOOKING_RATE_LIMIT, default 20) */
  bookingRequest: { per: "address", windowS: 60 * MINUTE_S, limit: (env: Env) => env.BOOKING_RATE_LIMIT },
  /** POST /api/calculate-trip, per client address */
  tripCalculation: { per: "address", windowS: MINUTE_S, limit: () => 120 },
  /** GET /api/places (address search as one types), per client address */
  placeSearch: { per: "address", windowS: MINUTE_S, limit: () => 300 },
  /** GET /api/places/details, per client address */
  placeDetails: { per: "address", windowS: MINUTE_S, limit: () => 120 },
  /** the client's private page (/suivi/<token>), per client address: guessing tokens is hopeless, and slow */
  followPage: { per: "address", windowS: 10 * MINUTE_S, limit: () => 60 },
  /** cancellations and change requests sent from private pages, per client address */
  followAction: { per: "address", windowS: 10 * MINUTE_S, limit: () => 10 },
  /** failed sign-ins from an address without this account's device cookie, whatever the account */
  signInAddress: { per: "address", windowS: 15 * MINUTE_S, limit: () => 10 },
  /** failed sign-ins on an account from browsers without its device cookie, all addresses together */
  signInAccount: { per: "account", windowS: 60 * MINUTE_S, limit: () => 100 },
  /** failed sign-ins from a browser holding the account's device cookie (the real user's) */
  signInDevice: { per: "device", windowS: 15 * MINUTE_S, limit: () => 10 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

export interface Hit {
  /** true when the hit is within the limit */
  ok: boolean;
  /** seconds until the window ends (for Retry-After) */
  retryAfter: number;
  /** gives the hit back (the work failed on our side, or a sign-in succeeded) */
  refund: () => Promise<void>;
}

/** Where counters live: count one hit and answer the new count, give one back, forget a key. */
export interface CounterStore {
  increment: (key: string, windowS: number, now: Date) => Promise<{ count: number; resetAt: Date }>;
  decrement: (key: string, now: Date) => Promise<void>;
}

export function memoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return {
    async increment(key, windowS, now) {
      const t = now.getTime();
      if (t >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        nextSweep = t + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowS * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: new Date(window.resetAt) };
    },
    async decrement(key, now) {
      const window = windows.get(key);
      if (window && window.resetAt > now.getTime() && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Counters in the `rate_limits` table: one `insert … on conflict do update … returning` per hit,
 * atomic under concurrency from any number of processes. Rows whose window ended are reused in
 * place, and swept at most once a minute per process.
 */
export function databaseStore(db: () => Db): CounterStore {
  let nextSweep = 0;
  return {
    async increment(key, windowS, now) {
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + 60_000;
        await db().delete(rateLimits).where(lt(rateLimits.resetAt, now));
      }
      const resetAt = new Date(now.getTime() + windowS * 1000);
      const [row] = await db()
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return row!;
    },
    async decrement(key, now) {
      await db()
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now}`);
    },
  };
}

let store: CounterStore = memoryStore();

/** Chooses where the counters live; called at start (memory until then). */
export function setCounterStore(next: CounterStore) {
  store = next;
}

/** The stored key: a hash, so no address or e-mail is written to the table. */
function storedKey(name: LimitName, key: string): string {
  return createHash("sha256").update(`${name}\n${key}`).digest("base64url");
}

/** Counts one hit on `name` for `key`. */
export async function hit(name: LimitName, key: string, env: Env, now = new Date()): Promise<Hit> {
  const { windowS, limit } = RATE_LIMITS[name];
  const stored = storedKey(name, key);
  let counted: { count: number; resetAt: Date };
  try {
    counted = await store.increment(stored, windowS, now);
  } catch (error) {
    // The work the limit guards needs the same database: it will fail or succeed on its own.
    log.error("rate-limit counters unavailable; hit allowed", { limit: name, error });
    return { ok: true, retryAfter: 0, refund: async () => {} };
  }
  return {
    ok: counted.count <= limit(env),
    retryAfter: Math.max(1, Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000)),
    refund: () =>
      store.decrement(stored, now).catch((error: unknown) => {
        log.error("rate-limit hit not given back", { limit: name, error });
      }),
  };
}
