import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import {
  type Company,
  type ContactData,
  clientAcknowledgement,
  clientCancelled,
  clientConfirmed,
  clientContactAcknowledgement,
  clientDeclined,
  MAX_STAFF_SUBJECT,
  type ReservationData,
  staffNewContact,
  staffNewReservation,
  staffSubject,
} from "./templates";

const company: Company = {
  name: "Riviera & Co",
  phone: "+33 4 93 00 00 00",
  email: "bonjour@example.com",
  whatsapp: "33600000000",
  siteUrl: "https://example.com",
};

function reservation(language: Lang): ReservationData {
  return {
    id: "9b2f4c1e-0000-4000-8000-000000000001",
    reference: "RV-2027-0042",
    language,
    departure: "Nice aéroport terminal 1",
    arrival: "Monaco <Casino>",
    date: "2027-06-04",
    time: "18:45",
    passengers: 4,
    luggage: 1,
    flightNumber: "AF7700",
    firstName: "Léa",
    lastName: "O'Brien",
    email: "lea@example.com",
    phone: "+33 6 12 34 56 78",
    message: "Siège enfant, s'il vous plaît.\nMerci !",
    distanceKm: 24.6,
    durationMin: 37,
    priceCents: 15_000,
    finalPriceCents: 14_000,
    tariffVersion: "2026-1",
  };
}

const contact: ContactData = {
  id: "c1",
  name: "Sam <Smith>",
  email: "sam@example.com",
  phone: null,
  message: "Bonjour,\nun devis pour 12 personnes ?",
  language: "en",
};

const NOW = new Date("2027-05-01T08:00:00Z");

/** The exact subject, text, HTML and attachments of every e-mail, so a refactoring cannot change a byte. */
describe.each(["fr", "en"] as const)("e-mails in %s", (lang) => {
  const r = reservation(lang);
  it.each([
    ["acknowledgement", () => clientAcknowledgement(r, company)],
    [
      "acknowledgement without message or route",
      () =>
        clientAcknowledgement(
          {
            ...r,
            message: null,
            flightNumber: null,
            distanceKm: null,
            priceCents: null,
            luggage: 0,
            passengers: 1,
          },
          company,
        ),
    ],
    ["confirmation", () => clientConfirmed(r, company, NOW)],
    ["cancellation by the office", () => clientCancelled(r, company, { by: "office", reason: "Doublon" })],
    ["cancellation by the client", () => clientCancelled(r, company, { by: "client" })],
    ["decline", () => clientDeclined(r, company, "Aucun véhicule disponible à cette heure")],
    ["contact acknowledgement", () => clientContactAcknowledgement({ ...contact, language: lang }, company)],
    [
      "acknowledgement with the follow-up link",
      () => clientAcknowledgement({ ...r, followUrl: "https://example.com/suivi/abc" }, company),
    ],
    ["staff reservation", () => staffNewReservation(r, company, "staff@example.com")],
    ["staff contact", () => staffNewContact({ ...contact, language: lang }, company, "staff@example.com")],
  ])("renders the %s unchanged", (_name, render) => {
    expect(render()).toMatchSnapshot();
  });
});

describe("what the e-mails say", () => {
  it("says who cancelled and why, never 'if you did not ask for this' when the office cancelled", () => {
    const office = clientCancelled(reservation("fr"), company, { by: "office", reason: "Véhicule en panne" });
    expect(office.text).toContain("Nous avons dû annuler votre demande");
    expect(office.text).toContain("Motif : Véhicule en panne");
    expect(office.text).not.toMatch(/si vous ne l/i);
    const client = clientCancelled(reservation("en"), company, { by: "client" });
    expect(client.subject).toBe("Cancellation confirmed: RV-2027-0042");
    expect(client.text).toContain("As you asked, your journey is cancelled, free of charge.");
    expect(client.text).not.toContain("Reason");
  });

  it("declines kindly, with the reason, in the client's language", () => {
    const en = clientDeclined(reservation("en"), company, "No vehicle is free at that time");
    expect(en.subject).toBe("Your request RV-2027-0042: we cannot take it on");
    expect(en.text).toContain("We are very sorry");
    expect(en.text).toContain("Reason: No vehicle is free at that time");
    expect(en.text).toContain("If another time or date would suit you");
  });

  it("makes the phone and WhatsApp tappable, WhatsApp with a message about the request, and shows the logo", () => {
    const mail = clientAcknowledgement(reservation("fr"), company);
    expect(mail.html).toContain('href="tel:+33493000000"');
    expect(mail.html).toContain(
      `href="https://wa.me/33600000000?text=${encodeURIComponent("Bonjour, au sujet de ma demande RV-2027-0042\u00a0: ")}"`,
    );
    expect(mail.html).toContain('<img src="https://example.com/email-logo.png"');
    expect(mail.text).toContain("https://wa.me/33600000000?text=");
    const staff = staffNewReservation(reservation("en"), company, "staff@example.com");
    expect(staff.html).toContain('href="tel:+33612345678"');
    expect(staff.html).toContain('href="https://wa.me/33612345678?text=');
  });

  it("keeps office subjects within 70 characters with the reference, date and route", () => {
    const long = {
      ...reservation("fr"),
      departure: "Aéroport Nice Côte d'Azur, Terminal 2, Promenade des Anglais, 06200 Nice",
      arrival: "Hôtel Hermitage Monte-Carlo, Square Beaumarchais, 98000 Monaco",
    };
    const subject = staffNewReservation(long, company, "s@example.com").subject;
    expect(subject.length).toBeLessThanOrEqual(MAX_STAFF_SUBJECT);
    expect(subject).toMatch(/^Demande RV-2027-0042 · 04\/06 18:45 · Aéroport Nice.* → Hôtel Hermitage/);
    expect(staffSubject("Demande", { ...long, departure: "Nice", arrival: "Monaco" })).toBe(
      "Demande RV-2027-0042 · 04/06 18:45 · Nice → Monaco",
    );
    const contactSubject = staffNewContact(
      { ...contact, name: "N".repeat(120) },
      company,
      "s@example.com",
    ).subject;
    expect(contactSubject.length).toBeLessThanOrEqual(MAX_STAFF_SUBJECT);
  });
});
