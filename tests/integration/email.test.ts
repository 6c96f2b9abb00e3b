import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction } from "~/booking/flow.server";
import { toMailData } from "~/booking/store.server";
import { type Database, db, setDatabase } from "~/db/client.server";
import { emailOutbox, reservations } from "~/db/schema";
import { writePdf } from "~/domain/admin/pdf";
import {
  clientCancelled,
  clientConfirmed,
  clientContactAcknowledgement,
  clientDeclined,
  clientInvoice,
  staffNewContact,
} from "~/domain/email/templates";
import { getEnv } from "~/lib/env.server";
import {
  companyFromEnv,
  deliverDue,
  enqueueEmails,
  LEASE_MS,
  recoverExpiredLeases,
  staffAddress,
  transportFromEnv,
} from "~/lib/mail.server";
import { purgeOldEmails } from "~/lib/retention.server";
import { formRequest, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";

const FUTURE = new Date(Date.now() + 365 * 86_400_000);

function request(lang: "fr" | "en", fields: Record<string, string>) {
  return bookingAction({
    request: formRequest(
      lang === "fr" ? "http://localhost/reservations" : "http://localhost/en/reservations",
      {
        intent: "confirm",
        step: "4",
        departure: "Nice aéroport terminal 1",
        arrival: "Monaco",
        date: "2027-06-04",
        time: "18:45",
        passengers: "4",
        luggage: "5",
        flightNumber: "AF7700",
        firstName: "Léa",
        lastName: "Martin",
        email: "lea@example.com",
        phone: "+33 6 12 34 56 78",
        message: "",
        ...fields,
      },
    ),
    lang,
    clientIp: `10.7.${Math.floor(Math.random() * 250)}.1`,
    env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
  });
}

async function referenceOf(result: unknown) {
  const location = (result as Response).headers.get("location") ?? "";
  const reference = location.split("ref=")[1]!;
  const [row] = await db().select().from(reservations).where(eq(reservations.reference, reference));
  return row!;
}

describe.each(testDatabases())("e-mails through the outbox on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    testEnv({
      SMTP_URL: smtp.url,
      COMPANY_EMAIL: "office@chauffeur.example",
      SITE_URL: "https://chauffeur.example",
    });
    database = await target.open();
    setDatabase(database);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
    await target.dispose();
  });

  const env = () =>
    testEnv({
      SMTP_URL: smtp.url,
      COMPANY_EMAIL: "office@chauffeur.example",
      SITE_URL: "https://chauffeur.example",
    });

  it("a new request sends the office every detail and the client an acknowledgement in their language", async () => {
    const e = env();
    const transport = transportFromEnv(e);
    const fr = await referenceOf(
      await request("fr", { message: "<script>alert('x')</script> & <b>merci</b>" }),
    );
    const en = await referenceOf(await request("en", { firstName: "James", email: "james@example.com" }));
    expect(await deliverDue(e, transport, FUTURE)).toBe(4);
    const staff = smtp.received.filter(
      (m) => m.to && JSON.stringify(m.to).includes("office@chauffeur.example"),
    );
    const clients = smtp.received.filter((m) => !JSON.stringify(m.to).includes("office@chauffeur.example"));
    expect(staff).toHaveLength(2);
    expect(clients).toHaveLength(2);
    const staffFr = staff.find((m) => m.subject?.includes(fr.reference))!;
    expect(staffFr.subject).toMatch(/^Demande RC-[0-9A-Z]{6} · 04\/06 18:45 · /);
    expect(staffFr.subject!.length).toBeLessThanOrEqual(70);
    // Each request gets its own secret for the client's private link (decision 021).
    expect(fr.clientToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(en.clientToken).not.toBe(fr.clientToken);
    expect(staffFr.text).toContain(`https://chauffeur.example/admin/reservations/${fr.id}`);
    for (const detail of [
      "Léa Martin",
      "lea@example.com",
      "+33 6 12 34 56 78",
      "AF7700",
      "4 passagers, 5 bagages",
      "18:45",
    ]) {
      expect(staffFr.text).toContain(detail);
    }
    // What the visitor typed is shown as text, never as markup.
    expect(staffFr.html).toContain(
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;merci&lt;/b&gt;",
    );
    expect(staffFr.html).not.toContain("<script>");
    expect(staffFr.text).toContain("<script>alert('x')</script>");

    const ackFr = clients.find((m) => m.subject?.includes(fr.reference))!;
    expect(ackFr.subject).toBe(`Votre demande ${fr.reference} est bien reçue`);
    expect(ackFr.text).toMatch(/Bonjour Léa/);
    expect(ackFr.text).toMatch(/1\. Nous vérifions la disponibilité/);
    expect(ackFr.text).toMatch(/dans les 2 heures/);
    expect(ackFr.text).toMatch(/Annulation gratuite plus de 48\s?h/u);
    expect(ackFr.text).toMatch(/Prix estimé : \d+ €/);
    expect(ackFr.html).not.toContain("<script>");
    const ackEn = clients.find((m) => m.subject?.includes(en.reference))!;
    expect(ackEn.subject).toBe(`We have received your request ${en.reference}`);
    expect(ackEn.text).toMatch(/Dear James/);
    expect(ackEn.text).toMatch(/within 2 hours/);
    expect(ackEn.text).toMatch(/Estimated price: €\d+/);
    expect(ackEn.text).toContain("https://wa.me/");
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, fr.id));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("a contact message, a confirmation with its calendar file, and a cancellation", async () => {
    const e = env();
    const company = companyFromEnv(e);
    const row = await referenceOf(await request("en", { firstName: "Ana", email: "ana@example.com" }));
    await deliverDue(e, transportFromEnv(e), FUTURE);
    smtp.received.length = 0;
    const confirmed = { ...toMailData(row), finalPriceCents: 15_000 };
    await db().transaction(async (tx) => {
      await enqueueEmails(tx, [
        clientConfirmed(confirmed, company, new Date()),
        clientCancelled(toMailData(row), company, { by: "office", reason: "Duplicate request" }),
      ]);
      await enqueueEmails(tx, [
        staffNewContact(
          {
            id: "x",
            name: "<img src=x onerror=alert(1)>",
            email: "c@example.com",
            phone: null,
            message: "Hello\nthere",
            language: "en",
          },
          company,
          staffAddress(e),
        ),
      ]);
    });
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(3);
    const confirmation = smtp.received.find((m) => m.subject === `Booking confirmed: ${row.reference}`)!;
    expect(confirmation.text).toMatch(/Confirmed price: €150/);
    expect(confirmation.text).toMatch(/cash, card or bank transfer/);
    expect(confirmation.text).toMatch(/Free cancellation more than 48 hours/);
    const ics = confirmation.attachments.find((a) => a.filename === `${row.reference}.ics`)!;
    expect(ics.contentType).toBe("text/calendar");
    const calendar = ics.content.toString("utf8");
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain("TZID:Europe/Paris");
    expect(calendar).toContain("DTSTART;TZID=Europe/Paris:20270604T184500");
    expect(calendar).toMatch(/UID:RC-[0-9A-Z]{6}@chauffeur\.example/);
    expect(calendar.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(smtp.received.find((m) => m.subject === `Request cancelled: ${row.reference}`)).toBeTruthy();
    const contact = smtp.received.find((m) => m.subject?.startsWith("Message de"))!;
    expect(contact.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(contact.html).not.toContain("<img src=x");
    expect(contact.replyTo?.text).toContain("c@example.com");
  });

  it("an invoice arrives with its PDF attached, byte for byte (decision 045)", async () => {
    const e = env();
    const row = await referenceOf(await request("en", { firstName: "Iris", email: "iris@example.com" }));
    await deliverDue(e, transportFromEnv(e), FUTURE);
    smtp.received.length = 0;
    const pdf = writePdf(
      [[{ kind: "text", x: 50, y: 800, size: 12, text: "Facture n° 2027-0004 · 960\u00a0€" }]],
      {
        title: "Facture 2027-0004",
        author: "Test",
      },
    );
    await enqueueEmails(db(), [
      clientInvoice(toMailData(row), companyFromEnv(e), {
        kind: "invoice",
        number: "2027-0004",
        cancels: null,
        totalCents: 96_000,
        dueOn: "2027-06-21",
        pdf,
      }),
    ]);
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe(`Your invoice 2027-0004: journey ${row.reference}`);
    expect(mail!.text).toMatch(/It is written in French, with the English beside each heading\./);
    expect(mail!.text).toMatch(/Payable no later than: Monday, 21 June 2027/);
    const attached = mail!.attachments.find((a) => a.filename === "facture-2027-0004.pdf")!;
    expect(attached.contentType).toBe("application/pdf");
    expect(Buffer.compare(attached.content, Buffer.from(pdf))).toBe(0);
  });

  it("declines, cancellations (by the office, by the client) and contact acknowledgements arrive in both languages", async () => {
    const e = env();
    const company = companyFromEnv(e);
    const fr = await referenceOf(await request("fr", { firstName: "Inès", email: "ines@example.com" }));
    const en = await referenceOf(await request("en", { firstName: "Grace", email: "grace@example.com" }));
    await deliverDue(e, transportFromEnv(e), FUTURE);
    smtp.received.length = 0;
    const contact = (language: "fr" | "en") => ({
      id: "x",
      name: language === "fr" ? "Inès" : "Grace",
      email: `${language}.contact@example.com`,
      phone: null,
      message: "Un devis pour 8 personnes ?",
      language,
    });
    await db().transaction(async (tx) => {
      await enqueueEmails(tx, [
        clientDeclined(toMailData(fr), company, "Aucun véhicule libre à cette heure"),
        clientDeclined(toMailData(en), company, "No vehicle is free at that time"),
        clientCancelled(toMailData(fr), company, { by: "office", reason: "Doublon de RC-AAAAAA" }),
        clientCancelled(toMailData(en), company, { by: "client" }),
        clientContactAcknowledgement(contact("fr"), company),
        clientContactAcknowledgement(contact("en"), company),
      ]);
    });
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(6);
    const bySubject = (subject: string) => {
      const found = smtp.received.find((m) => m.subject === subject);
      expect(found, subject).toBeTruthy();
      return found!;
    };
    const declinedFr = bySubject(`Votre demande ${fr.reference}\u00a0: trajet indisponible`);
    expect(declinedFr.text).toContain("Motif : Aucun véhicule libre à cette heure");
    expect(declinedFr.html).toContain('href="https://wa.me/');
    expect(declinedFr.html).toContain('src="https://chauffeur.example/email-logo.png"');
    const declinedEn = bySubject(`Your request ${en.reference}: we cannot take it on`);
    expect(declinedEn.text).toContain("Reason: No vehicle is free at that time");
    const cancelledFr = bySubject(`Demande annulée\u00a0: ${fr.reference}`);
    expect(cancelledFr.text).toContain("Nous avons dû annuler votre demande");
    expect(cancelledFr.text).toContain("Motif : Doublon de RC-AAAAAA");
    expect(cancelledFr.text).not.toMatch(/si vous ne l/i);
    const cancelledEn = bySubject(`Cancellation confirmed: ${en.reference}`);
    expect(cancelledEn.text).toContain("As you asked, your journey is cancelled, free of charge.");
    expect(cancelledEn.html).toMatch(/href="tel:\+\d+"/);
    const ackFr = bySubject("Nous avons bien reçu votre message");
    expect(JSON.stringify(ackFr.to)).toContain("fr.contact@example.com");
    expect(ackFr.text).toContain("Merci Inès, votre message nous est bien parvenu.");
    expect(ackFr.text).toContain("Un devis pour 8 personnes ?");
    const ackEn = bySubject("We have received your message");
    expect(ackEn.text).toContain("We reply within 2 hours");
  });

  it("with the mail server down, requests still succeed; once it is back every e-mail arrives exactly once", async () => {
    const e = env();
    const port = smtp.port;
    await smtp.close();
    const a = await referenceOf(await request("fr", { firstName: "Down", email: "down1@example.com" }));
    const b = await referenceOf(await request("en", { firstName: "Down", email: "down2@example.com" }));
    expect(a.reference).toMatch(/^RC-/);
    expect(b.reference).toMatch(/^RC-/);
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(0);
    const pending = await db().select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));
    expect(pending.length).toBe(4);
    // Nothing was claimed while the server was unreachable; the reason is kept for staff.
    expect(
      pending.every((row) => row.attempts === 0 && row.lastError?.startsWith("Mail server unreachable")),
    ).toBe(true);

    // The worker dies between two attempts (rows pending), and a second one died in the middle of a
    // send (a row left `sending` under its lease): once the lease ran out, nothing is sent twice.
    const claim = {
      status: "sending" as const,
      lockedBy: "gone:1:x",
      leaseUntil: new Date(Date.now() + LEASE_MS),
    };
    await db().update(emailOutbox).set(claim).where(eq(emailOutbox.id, pending[0]!.id));
    expect(await recoverExpiredLeases()).toBe(0);
    expect(await recoverExpiredLeases(db(), new Date(Date.now() + LEASE_MS + 60_000))).toBe(1);

    smtp = await startSmtp(port);
    expect(await deliverDue(e, transportFromEnv(e), new Date(Date.now() + 10 * 60_000))).toBe(3);
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(0);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(smtp.received).toHaveLength(3);
    const failed = await db().select().from(emailOutbox).where(eq(emailOutbox.status, "failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toMatch(/Interrupted while sending/);
  });
});

describe("retention", () => {
  it("deletes sent e-mails after 12 months, keeps the rest", async () => {
    testEnv();
    const target = testDatabases()[0]![1]();
    const database = await target.open();
    setDatabase(database);
    const base = { kind: "test", toAddress: "a@example.com", subject: "s", textBody: "t", htmlBody: "h" };
    await db()
      .insert(emailOutbox)
      .values([
        { ...base, messageId: "<old@x>", status: "sent", sentAt: new Date("2025-01-01T00:00:00Z") },
        { ...base, messageId: "<recent@x>", status: "sent", sentAt: new Date("2026-06-01T00:00:00Z") },
        { ...base, messageId: "<failed@x>", status: "failed" },
      ]);
    expect(await purgeOldEmails(new Date("2026-11-22T00:00:00Z"))).toBe(1);
    const left = await db().select().from(emailOutbox);
    expect(left.map((r) => r.messageId).sort()).toEqual(["<failed@x>", "<recent@x>"]);
    await database.close();
    await target.dispose();
  });
});

describe("without SMTP configuration", () => {
  it("writes each e-mail as an .eml file under DATA_DIR/outbox", async () => {
    const { default: fs } = await import("node:fs");
    const e = testEnv();
    const target = testDatabases()[0]![1]();
    const database = await target.open();
    setDatabase(database);
    await request("fr", {});
    expect(await deliverDue(e, transportFromEnv(e), FUTURE)).toBe(2);
    const files = fs.readdirSync(`${e.DATA_DIR}/outbox`).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const content = fs.readFileSync(`${e.DATA_DIR}/outbox/${files[0]}`, "utf8");
    expect(content).toMatch(/^Content-Type: multipart\/alternative/m);
    await database.close();
    await target.dispose();
  });
});
