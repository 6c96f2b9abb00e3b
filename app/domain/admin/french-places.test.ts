import { describe, expect, it } from "vitest";
import { placeInFrench, placeLabelsMatching, search } from "~/domain/geo/places";
import { frenchPlaces } from "./french-places";

describe("the places as the office reads them", () => {
  const airport = search("nice airport terminal 2", { lang: "en" })[0]!;

  it("shows a place stored in English in French, and leaves addresses and French labels alone", () => {
    expect(airport.label).toBe("Nice Côte d’Azur Airport — Terminal 2, France");
    expect(placeInFrench(airport.label)).toBe("Aéroport Nice Côte d’Azur — Terminal 2, France");
    expect(placeInFrench("Aéroport Nice Côte d’Azur — Terminal 2, France")).toBe(
      "Aéroport Nice Côte d’Azur — Terminal 2, France",
    );
    expect(placeInFrench("Villa Les Roses, 12 chemin des Pins, Saint-Jean-Cap-Ferrat")).toBe(
      "Villa Les Roses, 12 chemin des Pins, Saint-Jean-Cap-Ferrat",
    );
    const row = frenchPlaces({
      departure: airport.label,
      arrival: "Monaco",
      stops: [{ label: "Nice-Ville railway station, France", waitingMinutes: 0 }],
    });
    expect(row).toEqual({
      departure: "Aéroport Nice Côte d’Azur — Terminal 2, France",
      arrival: "Monaco",
      stops: [{ label: "Gare de Nice-Ville, France", waitingMinutes: 0 }],
    });
  });

  it("finds a place's labels in both languages from the words the office types, and nothing from a name", () => {
    const labels = placeLabelsMatching("aeroport nice");
    expect(labels).toContain("Nice Côte d’Azur Airport — Terminal 2, France");
    expect(labels).toContain("Aéroport Nice Côte d’Azur — Terminal 2, France");
    expect(placeLabelsMatching("gare nice")).toContain("Nice-Ville railway station, France");
    expect(placeLabelsMatching("Whitfield")).toEqual([]);
    expect(placeLabelsMatching("RC-3V85FE")).toEqual([]);
    expect(placeLabelsMatching("06 12 34")).toEqual([]);
  });
});

describe("a name after « de » in the office's French", () => {
  it("is elided before a vowel", async () => {
    const { ofName } = await import("~/i18n/staff-phone");
    expect(ofName("Eleanor Hartley")).toBe("d’Eleanor Hartley");
    expect(ofName("Élodie Martin")).toBe("d’Élodie Martin");
    expect(ofName("Luca Bianchi")).toBe("de Luca Bianchi");
  });
});
