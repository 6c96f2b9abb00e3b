import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { staffNewContact } from "~/domain/email/templates";
import type { Lang } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "~/lib/mail.server";

/** Stores a contact message and the office's e-mail about it in one transaction. */
export async function storeContactMessage(
  input: { name: string; email: string; phone: string | null; message: string },
  lang: Lang,
  env: Env,
) {
  const id = randomUUID();
  await db().transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, id, language: lang });
    await enqueueEmails(
      tx,
      [staffNewContact({ ...input, id, language: lang }, companyFromEnv(env), staffAddress(env))],
      { contactMessageId: id },
      new URL(env.SITE_URL).host,
    );
  });
  return id;
}
