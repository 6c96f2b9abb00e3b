/**
 * The request page's edit, price and duplicate parts (app/routes/admin-reservation.tsx): what the
 * loader adds, and the actions `edit-trip` and `override-price`. Staff and admins alike.
 */
import { redirect } from "react-router";
import type { Reservation } from "~/db/schema";
import { readClientEdit, readPreviousClient, readPriceOverride, readTripEdit } from "~/domain/admin/edit";
import { TARIFF } from "~/domain/pricing/tariff";
import { EDIT_TEXT } from "~/i18n/staff";
import { duplicatesOf, editClient, editTrip, overridePrice } from "~/lib/edit-store.server";
import type { Env } from "~/lib/env.server";
import { type FormFields, invalid } from "~/lib/form-action.server";

/** What the page needs to offer the edit: the extras (names and limits, never prices) and the duplicates. */
export async function editLoaderData(row: Reservation) {
  return {
    extraOptions: TARIFF.extras.map((e) => ({ id: e.id, label: e.label.fr, max: e.max })),
    duplicates: await duplicatesOf(row),
  };
}

export async function editAction(
  row: Reservation,
  fields: FormFields,
  actor: { id: string; fullName: string },
  env: Env,
) {
  const back = `/admin/reservations/${row.id}`;
  // The box is ticked by default on the form; a post without it tells nobody (decision 029).
  const notify = fields.notify === "on" ? { env } : null;
  if (fields.intent === "override-price") {
    const read = readPriceOverride(fields);
    if (!read.ok) return invalid({ error: EDIT_TEXT.errors[read.error], to: "override-price" });
    const result = await overridePrice({ id: row.id, cents: read.cents, reason: read.reason, actor, notify });
    if (result !== "ok") return invalid({ error: EDIT_TEXT.errors[result], to: "override-price" }, 409);
    throw redirect(back);
  }
  if (fields.intent === "edit-client") {
    // The site's own requests keep an address; one the office took may have none (decision 038).
    const read = readClientEdit(fields, row.source === "site", row);
    if (!read.ok) return invalid({ error: EDIT_TEXT.clientErrors[read.error], to: "edit-client" });
    // The details the form was drawn with: a page left open never undoes a colleague's correction.
    const expected = readPreviousClient(fields);
    const result = await editClient({ id: row.id, client: read.data, expected, actor });
    if (!result.ok && result.error === "stale")
      return invalid({ error: EDIT_TEXT.clientStale, to: "edit-client" }, 409);
    if (!result.ok) return invalid({ error: EDIT_TEXT.errors["not-found"], to: "edit-client" }, 404);
    throw redirect(back);
  }
  // A form without the name board's field (an older page) keeps the board as it is.
  const board = row.extras?.nameBoard ? (row.nameBoard ?? "") : "";
  const read = readTripEdit({ nameBoard: board, ...fields }, row.tripType);
  if (!read.ok) return invalid({ error: EDIT_TEXT.errors[read.error], to: "edit-trip" });
  const result = await editTrip({ id: row.id, edit: read.data, actor, notify });
  if (!result.ok)
    return invalid(
      { error: EDIT_TEXT.errors[result.error], to: "edit-trip" },
      result.error === "closed" ? 409 : 400,
    );
  throw redirect(back);
}
