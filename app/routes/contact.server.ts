import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { clientContactAcknowledgement, staffNewContact } from "~/domain/email/templates";
import type { Lang } from "~/i18n/lang";
import type { Env } from "~/lib/env.server";
import { SENT_AGAIN_WINDOW_S } from "~/lib/form-action.server";
import { companyFromEnv, enqueueEmails, staffAddress } from "~/lib/mail.server";

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
    const email = input.email.toLowerCase();
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`riviera:contact:${email}:${input.message}`}))`,
    );
    // Stored unless the same message from the same address already was, in the same statement.
    const earlier = and(
      sql`lower(${contactMessages.email}) = ${email}`,
      eq(contactMessages.message, input.message),
      gte(contactMessages.createdAt, sql`now() - make_interval(secs => ${SENT_AGAIN_WINDOW_S})`),
    );
    const inserted = await tx.execute(sql`
      insert into ${contactMessages} (id, name, email, phone, message, language)
      select ${id}, ${input.name}, ${input.email}, ${input.phone}, ${input.message}, ${lang}
      where not exists (select 1 from ${contactMessages} where ${earlier})
      returning id`);
    if (inserted.rows.length === 0) {
      const [first] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(earlier)
        .limit(1);
      return { id: first?.id ?? id, repeated: true };
    }
    await enqueueEmails(
      tx,
      [staffNewContact(message, company, staffAddress(env)), clientContactAcknowledgement(message, company)],
      { contactMessageId: id },
      new URL(env.SITE_URL).host,
    );
    return { id, repeated: false };
  });
}
