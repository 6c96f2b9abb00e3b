import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { clientContactAcknowledgement, staffNewContact } from "~/domain/email/templates";
import type { Lang } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "~/lib/mail.server";

/** Stores a contact message, the office's e-mail about it and the visitor's acknowledgement in one transaction. */
export async function storeContactMessage(
  input: { name: string; email: string; phone: string | null; message: string },
  lang: Lang,
  env: Env,
) {
  const id = randomUUID();
  const company = companyFromEnv(env);
  const message = { ...input, id, language: lang };
  await db().transaction(async (tx) => {
    await tx.insert(contactMessages).values(message);
    await enqueueEmails(
      tx,
      [staffNewContact(message, company, staffAddress(env)), clientContactAcknowledgement(message, company)],
      { contactMessageId: id },
      new URL(env.SITE_URL).host,
    );
  });
  return id;
}
