/**
 * What an administrator may do to a staff account (decision 021): change its role, deactivate or
 * reactivate it, reset its password. The site must always keep one active administrator, and an
 * administrator cannot lock themself out.
 */
import type { Role } from "~/db/schema";

export interface AccountState {
  id: string;
  role: Role | null;
  active: boolean;
}

export type AccountChange =
  | { intent: "role"; role: Role }
  | { intent: "deactivate" }
  | { intent: "reactivate" }
  | { intent: "reset-password" };

export type AccountRefusal = "last-admin" | "self" | "unchanged" | "inactive";

/** Reads the form's intent and role; undefined for anything else. */
export function parseAccountChange(intent: unknown, role: unknown): AccountChange | undefined {
  if (intent === "role") return role === "admin" || role === "staff" ? { intent, role } : undefined;
  if (intent === "deactivate" || intent === "reactivate" || intent === "reset-password") return { intent };
  return undefined;
}

/**
 * Checks a change against the accounts as they are (read inside the transaction that applies it, so
 * two administrators demoting each other at once cannot both succeed).
 */
export function checkAccountChange(
  accounts: readonly AccountState[],
  actorId: string,
  targetId: string,
  change: AccountChange,
): { ok: true } | { ok: false; error: AccountRefusal } {
  const target = accounts.find((a) => a.id === targetId);
  if (!target) return { ok: false, error: "unchanged" };
  const activeAdmins = accounts.filter((a) => a.active && a.role === "admin");
  const isLastAdmin = target.active && target.role === "admin" && activeAdmins.length <= 1;
  switch (change.intent) {
    case "role":
      if (target.role === change.role) return { ok: false, error: "unchanged" };
      if (targetId === actorId) return { ok: false, error: "self" };
      if (change.role !== "admin" && isLastAdmin) return { ok: false, error: "last-admin" };
      return { ok: true };
    case "deactivate":
      if (!target.active) return { ok: false, error: "unchanged" };
      if (targetId === actorId) return { ok: false, error: "self" };
      if (isLastAdmin) return { ok: false, error: "last-admin" };
      return { ok: true };
    case "reactivate":
      return target.active ? { ok: false, error: "unchanged" } : { ok: true };
    case "reset-password":
      if (!target.active) return { ok: false, error: "inactive" };
      return { ok: true };
  }
}
