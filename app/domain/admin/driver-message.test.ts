import { describe, expect, it } from "vitest";
import { driverDayMessage, driverMessageLinks, type SheetJob, sheetChanges } from "./driver-message";

const airport: SheetJob = {
  time: "09:30",
  timeLabel: "Heure d’atterrissage prévue",
  reference: "RC-ABC123",
  departure: "Aéroport Nice Côte d’Azur — Terminal 2, France",
  meetingPoint: "Hall des arrivées, sortie A",
  arrival: "Hôtel de Paris, Monaco",
  end: "environ 40 min de route après la prise en charge",
  facts: [["Panneau nominatif", "M. et Mme\nWhitfield"]],
  client: "Eleanor Whitfield",
  phone: "+44 7700 900123",
  bookedBy: null,
  passengers: 2,
  luggage: 3,
  flightNumber: "BA342",
  travelLabel: "Vol",
  vehicle: "Mercedes Classe V 300d, GH-456-JK",
  collect: "À encaisser\u00a0: 180 €",
  message: "Un siège enfant,\nmerci.",
};
const hire: SheetJob = {
  ...airport,
  time: "14:00",
  timeLabel: "Heure de prise en charge",
  reference: "RC-DEF456",
  departure: "Villa Les Cèdres, Saint-Jean-Cap-Ferrat",
  meetingPoint: "Villa Les Cèdres, Saint-Jean-Cap-Ferrat",
  arrival: null,
  facts: [],
  flightNumber: null,
  vehicle: null,
  message: null,
  end: "18:00 (mise à disposition de 4 h)",
};

describe("the driver's day as a message", () => {
  it("lists each job in order, with what the driver needs, one fact per line", () => {
    const text = driverDayMessage(
      { fullName: "Luca Bianchi" },
      "samedi 12 décembre 2026",
      [airport, hire],
      "Riviera Chauffeur Privé",
    );
    expect(text).toBe(
      [
        "Bonjour Luca,",
        "voici vos 2\u00a0courses du samedi 12 décembre 2026\u00a0:",
        [
          "1. 09:30 (heure d’atterrissage prévue) · RC-ABC123",
          "Prise en charge\u00a0: Aéroport Nice Côte d’Azur — Terminal 2, France",
          "Rendez-vous\u00a0: Hall des arrivées, sortie A",
          "Destination\u00a0: Hôtel de Paris, Monaco",
          "Panneau nominatif\u00a0: M. et Mme\u00a0; Whitfield",
          "Client\u00a0: Eleanor Whitfield, +44 7700 900123",
          "2 passagers, 3 bagages",
          "Vol\u00a0: BA342",
          "Véhicule\u00a0: Mercedes Classe V 300d, GH-456-JK",
          "À encaisser\u00a0: 180 €",
          "Fin estimée\u00a0: environ 40 min de route après la prise en charge",
          "Message du client\u00a0: Un siège enfant, merci.",
        ].join("\n"),
        [
          "2. 14:00 (heure de prise en charge) · RC-DEF456",
          "Prise en charge\u00a0: Villa Les Cèdres, Saint-Jean-Cap-Ferrat",
          "Client\u00a0: Eleanor Whitfield, +44 7700 900123",
          "2 passagers, 3 bagages",
          "Véhicule\u00a0: Non attribué",
          "À encaisser\u00a0: 180 €",
          "Fin estimée\u00a0: 18:00 (mise à disposition de 4 h)",
        ].join("\n"),
        "Riviera Chauffeur Privé",
      ].join("\n\n"),
    );
  });

  it("names the passenger a client booked for, and the client as the one who booked (decision 043)", () => {
    const booked = {
      ...hire,
      client: "M. et Mme Laurent",
      bookedBy: { name: "Claire Martin", phone: "04 93 76 50 50" },
    };
    const text = driverDayMessage({ fullName: "Inès" }, "lundi 14 décembre 2026", [booked], "RCP");
    expect(text).toContain(
      "Passager\u00a0: M. et Mme Laurent, +44 7700 900123\nRéservé par\u00a0: Claire Martin, 04 93 76 50 50\n",
    );
    expect(text).not.toContain("Client\u00a0:");
    // A passenger whose phone was not given: the driver reaches them through the one who booked.
    const noPhone = driverDayMessage({ fullName: "Inès" }, "lundi", [{ ...booked, phone: null }], "RCP");
    expect(noPhone).toContain(
      "Passager\u00a0: M. et Mme Laurent\nRéservé par\u00a0: Claire Martin, 04 93 76 50 50\n",
    );
  });

  it("says 'votre course' for a single job", () => {
    expect(driverDayMessage({ fullName: "Inès" }, "lundi 14 décembre 2026", [hire], "RCP")).toContain(
      "Bonjour Inès,\n\nvoici votre course du lundi 14 décembre 2026\u00a0:",
    );
  });

  it("opens WhatsApp and SMS on the driver's number with its country code, the text encoded whole", () => {
    const text = "Bonjour Luca,\n\n1. 09:30 · RC-ABC123 & co ?";
    const links = driverMessageLinks("06 98 76 54 32", text);
    expect(links.whatsapp).toBe(`https://wa.me/33698765432?text=${encodeURIComponent(text)}`);
    expect(links.sms).toBe(`sms:+33698765432?body=${encodeURIComponent(text)}`);
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe(text);
  });
});

describe("what changed on a sheet since it was sent", () => {
  const job = (key: string, label: string, digest: string) => ({ key, label, digest });
  it("names the jobs changed and added in the sheet's order, then the ones gone", () => {
    const sent = [
      job("a", "08:00 · RC-A", "1"),
      job("b", "09:00 · RC-B", "2"),
      job("c", "10:00 · RC-C", "3"),
    ];
    const now = [job("d", "07:30 · RC-D", "4"), job("a", "08:00 · RC-A", "1"), job("c", "11:00 · RC-C", "5")];
    expect(sheetChanges(sent, now)).toEqual([
      { kind: "added", key: "d", label: "07:30 · RC-D" },
      { kind: "changed", key: "c", label: "11:00 · RC-C" },
      { kind: "removed", key: "b", label: "09:00 · RC-B" },
    ]);
    expect(sheetChanges(sent, sent)).toEqual([]);
  });
});
