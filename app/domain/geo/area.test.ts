import { describe, expect, it } from "vitest";
import { isInServedArea } from "./area";

describe("isInServedArea", () => {
  const inside: [string, number, number][] = [
    ["Nice", 43.70313, 7.26608],
    ["Nice airport", 43.6652, 7.2146],
    ["Monaco", 43.73333, 7.41667],
    ["Cannes", 43.55135, 7.01275],
    ["Saint-Tropez", 43.26764, 6.64049],
    ["Toulon", 43.12442, 5.92836],
    ["Marseille", 43.2965, 5.3698],
    ["Aix-en-Provence", 43.5297, 5.4474],
    ["Isola 2000", 44.1866, 7.1582],
    ["Courchevel 1850", 45.4148, 6.6343],
    ["Val d'Isère", 45.4481, 6.9797],
    ["Chamonix", 45.9237, 6.8694],
    ["Grenoble", 45.1885, 5.7245],
    ["Genoa", 44.40478, 8.94439],
    ["Portofino", 44.3035, 9.2096],
    ["La Spezia", 44.103, 9.82375],
    ["Sanremo", 43.81725, 7.7772],
    ["Turin", 45.07049, 7.68682],
    ["Milan", 45.46427, 9.18951],
    ["Bergamo", 45.69601, 9.66721],
    ["Aosta", 45.73764, 7.31722],
    ["Geneva", 46.20222, 6.14569],
    ["Lausanne", 46.516, 6.63282],
    ["Verbier", 46.0961, 7.2285],
    ["Zermatt", 46.0207, 7.7491],
    ["Gstaad", 46.4752, 7.2861],
    ["Bern", 46.94809, 7.44744],
    ["Lyon", 45.764, 4.8357],
    ["Lyon-Saint Exupéry airport", 45.7256, 5.0811],
    ["Avignon", 43.9493, 4.8055],
    ["Gordes (Luberon)", 43.9129, 5.1989],
    ["Zurich", 47.3769, 8.5417],
    ["Zurich airport", 47.4503, 8.5618],
    ["Basel", 47.5596, 7.5886],
    ["Lugano", 46.01, 8.96],
    ["St. Moritz", 46.4983, 9.8392],
    ["Davos", 46.8043, 9.8372],
    ["Bellagio (Lake Como)", 45.987, 9.261],
  ];
  const outside: [string, number, number][] = [
    ["Paris", 48.8566, 2.3522],
    ["Montpellier", 43.6108, 3.8767],
    ["Clermont-Ferrand", 45.7772, 3.087],
    ["Dijon", 47.322, 5.0415],
    ["Munich", 48.1351, 11.582],
    ["Innsbruck", 47.2692, 11.4041],
    ["Ajaccio (Corsica)", 41.9192, 8.7386],
    ["Florence", 43.7696, 11.2558],
    ["Bologna", 44.4949, 11.3426],
    ["Venice", 45.4408, 12.3155],
    ["Rome", 41.9028, 12.4964],
    ["open sea south of Nice", 42.5, 7.5],
  ];
  for (const [name, lat, lng] of inside)
    it(`includes ${name}`, () => expect(isInServedArea(lat, lng)).toBe(true));
  for (const [name, lat, lng] of outside)
    it(`excludes ${name}`, () => expect(isInServedArea(lat, lng)).toBe(false));
  it("rejects non-finite input", () => expect(isInServedArea(Number.NaN, 7)).toBe(false));
});
