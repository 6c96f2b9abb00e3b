import { describe, expect, it } from "vitest";
import { getPlace } from "./places";
import { streetAddress } from "./street-address";

describe("a street or villa address typed as clients type it", () => {
  it("is kept as typed and placed at the town it names", () => {
    const villa = streetAddress("Villa Les Roses,  12 avenue Denis Séméria, Saint-Jean-Cap-Ferrat", "fr");
    expect(villa?.label).toBe("Villa Les Roses, 12 avenue Denis Séméria, Saint-Jean-Cap-Ferrat");
    expect(villa?.place.name).toBe("Saint-Jean-Cap-Ferrat");
    expect(villa?.place.lat).toBeCloseTo(43.69, 1);
    expect(streetAddress("10 rue de France, Nice", "en")?.place.name).toBe("Nice");
    expect(streetAddress("10 rue de France Nice", "fr")?.place.name).toBe("Nice");
    expect(streetAddress("5 chemin du Riou, 06400 Cannes", "fr")?.place.name).toBe("Cannes");
    expect(streetAddress("Villa Orangeraie, route du Cap, Antibes", "fr")?.place.name).toBe("Antibes");
  });

  it("is found without a comma or a number, with the town abbreviated or in its short name", () => {
    const cases: [string, string][] = [
      ["villa les cedres saint-jean-cap-ferrat", "Saint-Jean-Cap-Ferrat"],
      ["Villa Les Cèdres St Jean Cap Ferrat", "Saint-Jean-Cap-Ferrat"],
      ["Villa Santo Sospir, St-Jean-Cap-Ferrat", "Saint-Jean-Cap-Ferrat"],
      ["Villa La Léopolda Villefranche", "Villefranche-sur-Mer"],
      ["Villa Les Roses Beaulieu", "Beaulieu-sur-Mer"],
      ["45 promenade des Anglais nice", "Promenade des Anglais"],
      ["route de Grasse Antibes", "Antibes"],
      ["avenue de Cannes Mandelieu", "Mandelieu-la-Napoule"],
      ["Route de la Turbie, Èze", "Èze"],
      ["Chemin des Collines Le Cannet", "Le Cannet"],
      ["3 bd Princesse Charlotte Monaco", "Monaco"],
      ["Via Montenapoleone 8, Milano", "Via Montenapoleone, Milan"],
      ["Rue du Rhône 10, Genève", "Geneva"],
      ["Bahnhofstrasse 1 Zürich", "Zürich"],
      ["villa les cèdres, cap Ferrat", "Saint-Jean-Cap-Ferrat"],
      ["lieu-dit les Moulins, Ramatuelle", "Ramatuelle"],
    ];
    for (const [text, town] of cases) expect(streetAddress(text, "en")?.place.name, text).toBe(town);
    expect(streetAddress("Villa Les Cèdres St Jean Cap Ferrat", "fr")?.label).toBe(
      "Villa Les Cèdres St Jean Cap Ferrat",
    );
  });

  it("is placed on the gazetteer's own street it is on, with or without its town", () => {
    const promenade = getPlace("promenade-des-anglais")!;
    for (const text of [
      "45 promenade des Anglais",
      "45 Promenade des Anglais, Nice",
      "45 prom des anglais nice",
    ]) {
      const address = streetAddress(text, "fr");
      expect(address?.label, text).toBe(text);
      expect(address?.place.id, text).toBe(promenade.id);
    }
    expect(streetAddress("58 bd de la Croisette", "en")?.place.id).toBe("croisette");
    // Another town's street of that name is not the Croisette; a street without number or town is none.
    expect(streetAddress("12 boulevard de la Croisette, Menton", "fr")?.place.name).toBe("Menton");
    expect(streetAddress("promenade des Anglais", "fr")).toBeUndefined();
    expect(streetAddress("12 avenue des Fleurs", "fr")).toBeUndefined();
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
      "Route de Grasse",
      "route de la Turbie",
      "Villa Ephrussi, Saint-Jean-Cap-Ferrat",
      "Le Mas Candille Mougins",
      "hôtel St Tropez",
      "12 rue de la Paix Saint",
      "Villa Ephrussi de Rothschild",
    ])
      expect(streetAddress(text, "fr"), text).toBeUndefined();
  });
});
