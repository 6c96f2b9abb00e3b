/** The staff action answering a client's change request (app/routes/admin-reservation.tsx, intent answer-change). */
import { redirect } from "react-router";
import { FOLLOW_STAFF_TEXT } from "~/i18n/staff";
import type { Env } from "~/lib/env.server";
import { answerChangeRequest } from "~/lib/follow-store.server";
import { type FormFields, invalid } from "~/lib/form-action.server";

export async function answerChangeAction(
  id: string,
  fields: FormFields,
  actor: { id: string; fullName: string },
  env: Env,
) {
  const decision = fields.decision;
  if (decision !== "approved" && decision !== "refused")
    return invalid({ error: FOLLOW_STAFF_TEXT.none, to: "answer-change" });
  const message = (fields.message ?? "").replace(/\r\n/g, "\n").trim();
  if (message.length > 1000) return invalid({ error: FOLLOW_STAFF_TEXT.tooLong, to: "answer-change" });
  const result = await answerChangeRequest({
    id,
    approved: decision === "approved",
    message: message || null,
    actor,
    env,
  });
  if (result === "none") return invalid({ error: FOLLOW_STAFF_TEXT.none, to: "answer-change" }, 409);
  throw redirect(`/admin/reservations/${id}`);
}
