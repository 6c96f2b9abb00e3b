import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { clientContactAcknowledgement, staffNewContact } from "~/domain/email/templates";
import type { Lang } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "~/lib/mail.server";

/**
 * How long a message sent again (same address, same text) counts as the same one: the second post of
 * a double click, or Send pressed again on a slow line, stores nothing and sends no e-mail twice.
 */
export const CONTACT_REPEAT_WINDOW_S = 120;

/**
 * Stores a contact message, the office's e-mail about it and the visitor's acknowledgement in one
 * transaction, unless the same message from the same address was stored in the last two minutes
 * (`repeated`). Two sends of one message at once wait for each other on a lock named by its content.
 */
export async function storeContactMessage(
  input: { name: string; email: string; phone: string | null; message: string },
  lang: Lang,
  env: Env,
): Promise<{ id: string; repeated: boolean }> {
  const id = randomUUID();
  const company = companyFromEnv(env);
  const message = { ...input, id, language: lang };
  return db().transaction(async (tx) => {
    const key = `riviera:contact:${input.email.toLowerCase()}:${input.message}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [earlier] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(
        and(
          sql`lower(${contactMessages.email}) = ${input.email.toLowerCase()}`,
          eq(contactMessages.message, input.message),
          gte(contactMessages.createdAt, sql`now() - make_interval(secs => ${CONTACT_REPEAT_WINDOW_S})`),
        ),
      )
      .limit(1);
    if (earlier) return { id: earlier.id, repeated: true };
    await tx.insert(contactMessages).values(message);
    await enqueueEmails(
      tx,
      [staffNewContact(message, company, staffAddress(env)), clientContactAcknowledgement(message, company)],
      { contactMessageId: id },
      new URL(env.SITE_URL).host,
    );
    return { id, repeated: false };
  });
}
