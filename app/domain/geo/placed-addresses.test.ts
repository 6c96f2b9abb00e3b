import { describe, expect, it } from "vitest";
import { namedPlaceBeforeAddress, placedAddresses, placedTripPlaces, streetAddress } from "./street-address";

describe("addresses kept as typed, and where the estimate puts them", () => {
  const kept = (text: string) => {
    const address = streetAddress(text, "fr")!;
    return { label: text, lat: address.place.lat, lng: address.place.lng, kind: "address" };
  };

  it("names the town, or the gazetteer's street with its town, in the visitor's language", () => {
    const villa = kept("Villa Les Cèdres St Jean Cap Ferrat");
    const promenade = kept("45 promenade des anglais");
    const geneva = kept("Rue du Rhône 10, Genève");
    expect(placedAddresses([villa, undefined, promenade], "fr")).toEqual([
      { label: "Villa Les Cèdres St Jean Cap Ferrat", where: "Saint-Jean-Cap-Ferrat" },
      { label: "45 promenade des anglais", where: "Promenade des Anglais, Nice" },
    ]);
    expect(placedAddresses([geneva], "fr")).toEqual([{ label: "Rue du Rhône 10, Genève", where: "Genève" }]);
    expect(placedAddresses([geneva], "en")).toEqual([{ label: "Rue du Rhône 10, Genève", where: "Geneva" }]);
  });

  it("leaves out the gazetteer's own places and an address an outside geocoder placed itself", () => {
    const nice = { label: "Nice", lat: 43.7031, lng: 7.2661, kind: "town" };
    // Photon's point for the same text: on the street itself, not at the gazetteer's place.
    const geocoded = { label: "45 promenade des anglais", lat: 43.6941, lng: 7.2617, kind: "address" };
    expect(placedAddresses([nice, geocoded], "en")).toEqual([]);
  });

  it("reads a stored request's departure, stops and arrival in the trip's order; an hourly hire, its departure", () => {
    const villa = kept("Villa Les Cèdres St Jean Cap Ferrat");
    const stop = { ...kept("Villa Les Oliviers Èze"), waitingMinutes: 15 };
    const monaco = { label: "Monaco", lat: 43.7396, lng: 7.4277, kind: "town", waitingMinutes: 0 };
    const promenade = kept("45 promenade des anglais");
    const trip = {
      departure: villa.label,
      arrival: promenade.label,
      departureKind: "address",
      arrivalKind: "address",
      stops: [monaco, stop],
    };
    const points = { departure: villa, arrival: promenade };
    expect(placedTripPlaces({ ...trip, tripType: "oneWay" }, points, "en")).toEqual([
      { label: "Villa Les Cèdres St Jean Cap Ferrat", where: "Saint-Jean-Cap-Ferrat" },
      { label: "Villa Les Oliviers Èze", where: "Èze" },
      { label: "45 promenade des anglais", where: "Promenade des Anglais, Nice" },
    ]);
    expect(placedTripPlaces({ ...trip, tripType: "hourly" }, points, "en")).toEqual([
      { label: "Villa Les Cèdres St Jean Cap Ferrat", where: "Saint-Jean-Cap-Ferrat" },
    ]);
    // An end stored without its point says nothing of it.
    expect(placedTripPlaces({ ...trip, stops: [] }, { arrival: promenade }, "en")).toEqual([
      { label: "45 promenade des anglais", where: "Promenade des Anglais, Nice" },
    ]);
  });

  it("takes a hotel or a landmark named before its address for that place", () => {
    const named = (text: string) => namedPlaceBeforeAddress(text, "fr")?.name;
    expect(named("Hotel Negresco, 37 Promenade des Anglais, Nice")).toBe("Hôtel Le Negresco");
    expect(named("Hôtel Negresco, 37 promenade des anglais")).toBe("Hôtel Le Negresco");
    // Typed without commas: the name is what comes before the house number.
    expect(named("Hotel Negresco 37 Promenade des Anglais Nice")).toBe("Hôtel Le Negresco");
    expect(named("negresco 37 promenade des anglais")).toBe("Hôtel Le Negresco");
    expect(named("Hotel Negresco 12 rue de la Paix Menton")).toBeUndefined();
    expect(named("Villa Les Cèdres 12 avenue Denis Séméria St Jean Cap Ferrat")).toBeUndefined();
    expect(named("Casino de Monte-Carlo, Place du Casino, Monaco")).toMatch(/^Casino de Monte-Carlo/);
    // Named in another town than its own, or only half named, or no address after it: not that place.
    expect(named("Hotel Negresco, 12 rue de la Paix, Menton")).toBeUndefined();
    expect(named("Villa Les Cèdres, St Jean Cap Ferrat")).toBeUndefined();
    expect(named("Hotel Negresco")).toBeUndefined();
  });
});
