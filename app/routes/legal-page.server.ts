/**
 * Fills the legal texts' placeholders (`{company.name}`, `{company.siret}`...) from the configuration,
 * on the server. An identifier the owner has not configured shows as "[COMPANY_SIRET]": visible,
 * never invented.
 */
import {
  COMPANY_PLACEHOLDERS,
  type CompanyPlaceholder,
  type LegalDocument,
  legalNotice,
  privacyPolicy,
  terms,
} from "~/content/legal";
import type { Lang } from "~/i18n/lang";
import { type Env, LEGAL_IDENTITY_VARIABLES } from "~/lib/env.server";

export type LegalPageId = "legal" | "privacy" | "terms";

export const LEGAL_DOCUMENTS = { legal: legalNotice, privacy: privacyPolicy, terms } as const;

type IdentityEnv = Pick<Env, "COMPANY_NAME" | "COMPANY_PHONE" | "COMPANY_EMAIL"> &
  Partial<Record<(typeof LEGAL_IDENTITY_VARIABLES)[keyof typeof LEGAL_IDENTITY_VARIABLES], string>>;

/** The value of every placeholder, from the environment. */
export function legalValues(env: IdentityEnv): Record<CompanyPlaceholder, string> {
  const values = {
    "company.name": env.COMPANY_NAME,
    "company.phone": env.COMPANY_PHONE,
    "company.email": env.COMPANY_EMAIL,
  } as Record<CompanyPlaceholder, string>;
  for (const [placeholder, variable] of Object.entries(LEGAL_IDENTITY_VARIABLES)) {
    values[placeholder as CompanyPlaceholder] = env[variable] || `[${variable}]`;
  }
  return values;
}

const PLACEHOLDER = /\{([a-zA-Z]+\.[a-zA-Z]+)\}/g;

/** Replaces each known `{placeholder}`; an unknown one is left as written so a test can find it. */
export function fillPlaceholders(text: string, values: Record<CompanyPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    (COMPANY_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as CompanyPlaceholder] : whole,
  );
}

interface FilledSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

interface FilledDocument {
  title: string;
  metaTitle: string;
  description: string;
  updated: string;
  sections: FilledSection[];
}

/** An anchor from a heading: "Données personnelles et cookies" → "donnees-personnelles-et-cookies". */
export function anchorFor(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The document in the language, with its placeholders filled and an anchor per section. */
function fillDocument(document: LegalDocument, values: Record<CompanyPlaceholder, string>): FilledDocument {
  const fill = (text: string) => fillPlaceholders(text, values);
  const used = new Set<string>();
  return {
    title: fill(document.title),
    metaTitle: fill(document.meta.title),
    description: fill(document.meta.description),
    updated: document.updated,
    sections: document.sections.map((section, index) => {
      let id = anchorFor(section.heading) || `section-${index + 1}`;
      if (used.has(id)) id = `${id}-${index + 1}`;
      used.add(id);
      return {
        id,
        heading: fill(section.heading),
        paragraphs: section.paragraphs.map(fill),
        ...(section.list ? { list: section.list.map(fill) } : {}),
      };
    }),
  };
}

export function legalDocument(id: LegalPageId, lang: Lang, env: IdentityEnv): FilledDocument {
  return fillDocument(LEGAL_DOCUMENTS[id][lang], legalValues(env));
}
