import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/lang";
import {
  type Company,
  type ContactData,
  clientAcknowledgement,
  clientCancelled,
  clientConfirmed,
  type ReservationData,
  staffNewContact,
  staffNewReservation,
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
    ["cancellation", () => clientCancelled(r, company)],
    ["staff reservation", () => staffNewReservation(r, company, "staff@example.com")],
    ["staff contact", () => staffNewContact({ ...contact, language: lang }, company, "staff@example.com")],
  ])("renders the %s unchanged", (_name, render) => {
    expect(render()).toMatchSnapshot();
  });
});
