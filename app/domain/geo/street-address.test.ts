import { describe, expect, it } from "vitest";
import { streetAddress } from "./street-address";

describe("a street or villa address typed as clients type it", () => {
  it("is kept as typed and placed at the town it names", () => {
    const villa = streetAddress("Villa Les Roses,  12 avenue Denis Séméria, Saint-Jean-Cap-Ferrat", "fr");
    expect(villa?.label).toBe("Villa Les Roses, 12 avenue Denis Séméria, Saint-Jean-Cap-Ferrat");
    expect(villa?.town.name).toBe("Saint-Jean-Cap-Ferrat");
    expect(villa?.town.lat).toBeCloseTo(43.69, 1);
    expect(streetAddress("10 rue de France, Nice", "en")?.town.name).toBe("Nice");
    expect(streetAddress("10 rue de France Nice", "fr")?.town.name).toBe("Nice");
    expect(streetAddress("5 chemin du Riou, 06400 Cannes", "fr")?.town.name).toBe("Cannes");
    expect(streetAddress("Villa Orangeraie, route du Cap, Antibes", "fr")?.town.name).toBe("Antibes");
  });

  it("is not a town, a named place, a street without its town, or a road named after a town", () => {
    for (const text of [
      "Saint-Jean-Cap-Ferrat",
      "06230 Saint-Jean-Cap-Ferrat",
      "Hôtel Negresco",
      "Promenade des Anglais, Nice",
      "Casino Monaco",
      "12 avenue des Fleurs",
      "Route de Nice",
      "Villa Ephrussi de Rothschild",
    ])
      expect(streetAddress(text, "fr"), text).toBeUndefined();
  });
});
