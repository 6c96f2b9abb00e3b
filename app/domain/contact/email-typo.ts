/**
 * Likely typos in an e-mail address's domain ("gmial.com", "gmail.con", "orange.frr"), to ask the
 * visitor "did you mean …?" before the acknowledgement goes astray. Conservative on purpose: a domain
 * of the list is never flagged, an unknown domain only for a top-level domain that does not exist and
 * is one key away from a common one (".con", ".frr"), and a domain close to a known provider's only
 * within one edit (two for the longer names), with the same first letter. Pure and browser-safe.
 */

/** Mailbox providers our clients use, most common first (a tie goes to the first). Never flagged. */
const PROVIDERS = [
  "gmail.com",
  "hotmail.com",
  "hotmail.fr",
  "outlook.com",
  "outlook.fr",
  "yahoo.com",
  "yahoo.fr",
  "icloud.com",
  "orange.fr",
  "free.fr",
  "wanadoo.fr",
  "sfr.fr",
  "laposte.net",
  "live.com",
  "live.fr",
  "me.com",
  "mac.com",
  "gmx.fr",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "googlemail.com",
  "msn.com",
  "aol.com",
  "yahoo.co.uk",
  "hotmail.co.uk",
  "live.co.uk",
  "outlook.de",
  "outlook.it",
  "outlook.es",
  "hotmail.it",
  "hotmail.de",
  "hotmail.es",
  "yahoo.it",
  "yahoo.de",
  "yahoo.es",
  "ymail.com",
  "neuf.fr",
  "bbox.fr",
  "numericable.fr",
  "aliceadsl.fr",
  "club-internet.fr",
  "mail.com",
  "web.de",
  "libero.it",
  "bluewin.ch",
  "skynet.be",
  "telenet.be",
  "yandex.ru",
  "mail.ru",
] as const;

const KNOWN = new Set<string>(PROVIDERS);

/** Top-level domains that do not exist, one slip from a common one. */
const TLD_TYPOS: Record<string, string> = {
  con: "com",
  cpm: "com",
  xom: "com",
  vom: "com",
  cim: "com",
  cmo: "com",
  ocm: "com",
  comm: "com",
  coom: "com",
  cmm: "com",
  fe: "fr",
  frr: "fr",
  ffr: "fr",
  rf: "fr",
  nte: "net",
  nett: "net",
  ogr: "org",
  orgg: "org",
};

/** Edits between two strings: insertions, deletions, substitutions and swaps of two neighbours. */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  return rows[a.length]![b.length]!;
}

/** How far a domain may be from a provider's to be taken for a typo of it: short names are left alone. */
function tolerance(provider: string): number {
  if (provider.length >= 11) return 2;
  if (provider.length >= 7) return 1;
  return 0;
}

/** The provider's domain a typed one most likely meant, if any. */
function closestProvider(domain: string): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const provider of PROVIDERS) {
    const allowed = tolerance(provider);
    // A slip rarely hits the first letter; "cloud.com" is not "icloud.com".
    if (!allowed || provider[0] !== domain[0] || Math.abs(provider.length - domain.length) > allowed)
      continue;
    const d = distance(domain, provider);
    if (d > 0 && d <= allowed && d < bestDistance) {
      best = provider;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The address the visitor probably meant ("zoe.lemaitre@gmail.com" for "zoe.lemaitre@gmial.com"), in
 * lower case, or null when nothing looks mistyped. Expects an address already checked for its form.
 */
export function suggestEmail(address: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 1) return null;
  const local = address.slice(0, at);
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain || KNOWN.has(domain)) return null;
  const provider = closestProvider(domain);
  if (provider) return `${local}@${provider}`;
  const dot = domain.lastIndexOf(".");
  const tld = TLD_TYPOS[domain.slice(dot + 1)];
  if (dot > 0 && tld) {
    const fixed = `${domain.slice(0, dot)}.${tld}`;
    return `${local}@${closestProvider(fixed) ?? fixed}`;
  }
  return null;
}

/**
 * The question about a mistyped domain as the forms post it: the radio (`suggested` or `typed`), the
 * address it was asked about, and (in the answer's values only) the suggestion shown.
 */
export const EMAIL_CHECK = {
  choice: "emailChoice",
  checked: "emailChecked",
  suggested: "emailSuggested",
} as const;

/**
 * The visitor's answer to "did you mean …?": the suggestion (`use`), or the address kept as typed. It
 * holds only for the address it was asked about; an address edited since is asked about again.
 */
export function emailCheckAnswer(
  fields: Record<string, string | undefined>,
  typed: string,
): {
  use?: string;
  kept: boolean;
} {
  const checked = (fields[EMAIL_CHECK.checked] ?? "").trim();
  const same = checked !== "" && checked.toLowerCase() === typed.trim().toLowerCase();
  const choice = same ? (fields[EMAIL_CHECK.choice] ?? "") : "";
  if (choice === "typed") return { kept: true };
  const suggested = choice === "suggested" ? suggestEmail(checked) : null;
  return suggested ? { use: suggested, kept: true } : { kept: false };
}
