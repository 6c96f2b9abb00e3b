import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { driverSheetSends, drivers, reservations } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as planning from "~/routes/admin-planning";
import * as detail from "~/routes/admin-reservation";
import * as sheet from "~/routes/admin-sheet";
import { testDatabases } from "../helpers/databases";
import {
  args,
  contextFor,
  get,
  pickupIn,
  post,
  reservationValues,
  staffDatabase,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

/** A driver's day sheet sent on WhatsApp or by SMS, and the changes the office is told of after it (decision 042). */
describe.each(testDatabases())("a driver's sheet sent, then changed, on %s", (_name, make) => {
  const state = staffDatabase(make);
  const context = contextFor(testEnv());
  const day = pickupIn(72).date;
  const ids = { driver: "", early: "", late: "", open: "" };

  const sheetUrl = () => `/admin/planning/sheet?date=${day}&driver=${ids.driver}`;
  const readSheet = async () => {
    const result = await throughStaffLayout(get(sheetUrl(), state.staffCookie), context, (r) =>
      sheet.loader(args(r, context)),
    );
    expect(result.status).toBe(200);
    return JSON.parse(result.body) as {
      message: { digest: string } | null;
      sent: {
        channel: string;
        actorName: string;
        text: string;
        changes: { kind: string; label: string }[];
      } | null;
    };
  };
  const send = (fields: Record<string, string>, cookie = state.staffCookie) =>
    throughStaffLayout(post(sheetUrl(), { date: day, driver: ids.driver, ...fields }, cookie), context, (r) =>
      sheet.action(args(r, context)),
    );
  const outdatedOn = async (id: string) => {
    const result = await throughStaffLayout(
      get(`/admin/reservations/${id}`, state.staffCookie),
      context,
      (r) => detail.loader(args(r, context, { id })),
    );
    expect(result.status).toBe(200);
    return (JSON.parse(result.body) as { outdated: { driverName: string; day: string; kind: string }[] })
      .outdated;
  };
  const sends = async () => db().select().from(driverSheetSends);
  /** The address the page opens once the send is recorded: wa.me or sms:. */
  const handedTo = (result: { body: string }, channel: string) => {
    const answer = JSON.parse(result.body) as { sent: string; href: string };
    expect(answer.sent).toBe(channel);
    return answer.href;
  };
  /** The planning of the day: each driver's sheet, sent or not, changed since or not. */
  const planned = async () => {
    const result = await throughStaffLayout(
      get(`/admin/planning?date=${day}`, state.staffCookie),
      context,
      (r) => planning.loader(args(r, context)),
    );
    expect(result.status).toBe(200);
    return (
      JSON.parse(result.body) as {
        sheets: { driverName: string; jobs: number; sentAt: string | null; changes: number }[];
      }
    ).sheets.map(({ driverName, jobs, sentAt, changes }) => ({
      driverName,
      jobs,
      sent: sentAt !== null,
      changes,
    }));
  };

  it("records the sheet sent and hands it to WhatsApp or the phone's messages; refuses a sheet changed meanwhile", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Luca Bianchi", phone: "06 11 22 33 44" })
      .returning();
    ids.driver = driver!.id;
    const [early, late, open] = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-SND001",
          status: "confirmed",
          date: day,
          time: "09:00",
          driverId: ids.driver,
        }),
        reservationValues({
          reference: "RC-SND002",
          status: "confirmed",
          date: day,
          time: "15:00",
          driverId: ids.driver,
        }),
        reservationValues({ reference: "RC-SND003", status: "confirmed", date: day, time: "11:00" }),
      ])
      .returning();
    Object.assign(ids, { early: early!.id, late: late!.id, open: open!.id });

    const before = await readSheet();
    expect(before.sent).toBeNull();
    expect(await planned()).toEqual([{ driverName: "Luca Bianchi", jobs: 2, sent: false, changes: 0 }]);
    const digest = before.message!.digest;

    // Refused, nothing written: a sheet changed since the page was drawn, an unknown channel or driver.
    const stale = await send({ channel: "whatsapp", digest: "0000000000000000" });
    expect(stale.status).toBe(409);
    expect(stale.body).toContain("La feuille a changé depuis l’affichage de la page");
    expect((await send({ channel: "fax", digest })).status).toBe(400);
    const unknown = await throughStaffLayout(
      post(
        sheetUrl(),
        { date: day, driver: "00000000-0000-4000-8000-000000000000", channel: "sms", digest },
        state.staffCookie,
      ),
      context,
      (r) => sheet.action(args(r, context)),
    );
    expect(unknown.status).toBe(404);
    // Signed out: sent to sign in, nothing written.
    const signedOut = await send({ channel: "whatsapp", digest }, "");
    expect(signedOut.status).toBe(302);
    // Posted from another site with the office's cookie: refused.
    const forged = post(
      sheetUrl(),
      { date: day, driver: ids.driver, channel: "sms", digest },
      state.staffCookie,
    );
    forged.headers.set("Sec-Fetch-Site", "cross-site");
    forged.headers.set("Origin", "https://evil.example");
    expect((await throughStaffLayout(forged, context, (r) => sheet.action(args(r, context)))).status).toBe(
      403,
    );
    expect(await sends()).toHaveLength(0);

    const whatsapp = await send({ channel: "whatsapp", digest });
    expect(whatsapp.status).toBe(200);
    const chat = new URL(handedTo(whatsapp, "whatsapp"));
    expect(chat.origin + chat.pathname).toBe("https://wa.me/33611223344");
    const text = chat.searchParams.get("text")!;
    expect(text).toMatch(/^Bonjour Luca,\n\nvoici vos 2\u00a0courses du /);
    expect(text.indexOf("RC-SND001")).toBeLessThan(text.indexOf("RC-SND002"));
    expect(text).not.toContain("RC-SND003");

    const sms = await send({ channel: "sms", digest });
    expect(sms.status).toBe(200);
    const message = handedTo(sms, "sms");
    expect(message).toMatch(/^sms:\+33611223344\?body=/);
    expect(decodeURIComponent(message.split("?body=")[1]!)).toBe(text);

    const rows = await sends();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.channel).sort()).toEqual(["sms", "whatsapp"]);
    expect(rows[0]!.actorName).toBe("Test desk@example.com");
    expect(rows[0]!.jobs.map((j) => j.label)).toEqual(["09:00 · RC-SND001", "15:00 · RC-SND002"]);

    const after = await readSheet();
    expect(after.sent).toMatchObject({ channel: "sms", actorName: "Test desk@example.com", changes: [] });
    // What the driver was told, word for word, kept with the send.
    expect(after.sent!.text).toBe(text);
    expect(await outdatedOn(ids.early)).toEqual([]);
    expect(await planned()).toEqual([{ driverName: "Luca Bianchi", jobs: 2, sent: true, changes: 0 }]);
  });

  it("tells the office which jobs changed since, on the sheet and on each request's page", async () => {
    // The early job moves to 10:00, the late one is cancelled, the open one is given to the driver.
    await db().update(reservations).set({ time: "10:00" }).where(eq(reservations.id, ids.early));
    await db().update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, ids.late));
    await db().update(reservations).set({ driverId: ids.driver }).where(eq(reservations.id, ids.open));

    const changed = await readSheet();
    expect(changed.sent!.changes).toEqual([
      { kind: "changed", key: ids.early, label: "10:00 · RC-SND001" },
      { kind: "added", key: ids.open, label: "11:00 · RC-SND003" },
      { kind: "removed", key: ids.late, label: "15:00 · RC-SND002" },
    ]);
    expect(await outdatedOn(ids.early)).toMatchObject([{ driverName: "Luca Bianchi", day, kind: "changed" }]);
    expect(await outdatedOn(ids.late)).toMatchObject([{ driverName: "Luca Bianchi", day, kind: "removed" }]);
    // A job added to the day is on the next sheet; the driver never had it to be told otherwise.
    expect(await outdatedOn(ids.open)).toEqual([]);
    expect(await planned()).toEqual([{ driverName: "Luca Bianchi", jobs: 2, sent: true, changes: 3 }]);

    // Sent again: nothing left to tell.
    expect((await send({ channel: "whatsapp", digest: changed.message!.digest })).status).toBe(200);
    expect((await readSheet()).sent!.changes).toEqual([]);
    expect(await outdatedOn(ids.early)).toEqual([]);
    expect(await outdatedOn(ids.late)).toEqual([]);

    // A job done leaves the sheet without anything to tell the driver.
    await db().update(reservations).set({ status: "completed" }).where(eq(reservations.id, ids.early));
    expect((await readSheet()).sent!.changes).toEqual([]);
    expect(await outdatedOn(ids.early)).toEqual([]);
  });

  it("tells a driver whose day emptied, and warns only the driver who had a job given to another", async () => {
    // The job of 11:00 goes to another driver: the first is told it left, the second was never sent it.
    const [other] = await db()
      .insert(drivers)
      .values({ fullName: "Anne Roux", phone: "+33 6 55 44 33 22" })
      .returning();
    await db().update(reservations).set({ driverId: other!.id }).where(eq(reservations.id, ids.open));
    expect(await outdatedOn(ids.open)).toMatchObject([{ driverName: "Luca Bianchi", kind: "removed" }]);
    expect(await planned()).toEqual([
      { driverName: "Anne Roux", jobs: 1, sent: false, changes: 0 },
      { driverName: "Luca Bianchi", jobs: 0, sent: true, changes: 1 },
    ]);
    // Luca has nothing left that day: the sheet still offers to tell him so.
    const emptied = await readSheet();
    expect(emptied.sent!.changes).toEqual([{ kind: "removed", key: ids.open, label: "11:00 · RC-SND003" }]);
    const told = await send({ channel: "sms", digest: emptied.message!.digest });
    expect(decodeURIComponent(handedTo(told, "sms"))).toContain("vous n’avez plus de course le ");
    expect(await outdatedOn(ids.open)).toEqual([]);
    expect(await planned()).toEqual([{ driverName: "Anne Roux", jobs: 1, sent: false, changes: 0 }]);
    // Nothing more to tell: a second message for an empty day is refused.
    const again = await readSheet();
    expect(again.message).toBeNull();
    expect((await send({ channel: "sms", digest: emptied.message!.digest })).status).toBe(409);

    // A sheet sent for a day gone by is history: never flagged on the request's page.
    await db()
      .insert(driverSheetSends)
      .values({
        driverId: other!.id,
        day: "2020-01-02",
        channel: "whatsapp",
        jobs: [{ key: ids.open, label: "11:00 · RC-SND003", digest: "0000000000000000" }],
        text: "Bonjour Anne,",
        actorName: "Test",
      });
    expect(await outdatedOn(ids.open)).toEqual([]);
  });

  it("draws today's sheet for a date no calendar has", async () => {
    const result = await throughStaffLayout(
      get(`/admin/planning/sheet?date=0000-01-01&driver=${ids.driver}`, state.staffCookie),
      context,
      (r) => sheet.loader(args(r, context)),
    );
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body).date).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
  });
});
