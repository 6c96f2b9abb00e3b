/**
 * The four categories the services are grouped in (/services and the home page), both languages side by
 * side. Which services a category holds comes from each service's line in service-registry.json.
 */
import type { IconName, Localized, ServiceCategoryId } from "./types";

export interface ServiceCategoryText {
  id: ServiceCategoryId;
  icon: IconName;
  title: Localized<string>;
  description: Localized<string>;
}

/** The four categories of /services and the home page, in display order. */
export const SERVICE_CATEGORIES: ServiceCategoryText[] = [
  {
    id: "airport",
    icon: "Plane",
    title: { fr: "Aéroports et héliport", en: "Airports and heliport" },
    description: {
      fr: "Transferts depuis Nice Côte d’Azur, Cannes-Mandelieu et l’héliport de Monaco, avec suivi de vol.",
      en: "Transfers from Nice Côte d’Azur, Cannes-Mandelieu and Monaco heliport, with flight tracking.",
    },
  },
  {
    id: "long-distance",
    icon: "Route",
    title: { fr: "Longues distances et voyages", en: "Long distance and journeys" },
    description: {
      fr: "Milan, la Suisse, Saint-Tropez et des circuits de plusieurs jours, de porte à porte.",
      en: "Milan, Switzerland, Saint-Tropez and multi-day circuits, door to door.",
    },
  },
  {
    id: "events",
    icon: "CalendarCheck",
    title: { fr: "Événements", en: "Events" },
    description: {
      fr: "Festival de Cannes, Grand Prix de Monaco, événements d’entreprise, célébrations privées et transport d’invités.",
      en: "The Cannes Film Festival, the Monaco Grand Prix, corporate events, private celebrations and guest transport.",
    },
  },
  {
    id: "hotel",
    icon: "Hotel",
    title: { fr: "Hôtels et clientèle VIP", en: "Hotels and VIP clients" },
    description: {
      fr: "Collaboration avec les concierges d’hôtel et services sur mesure pour une clientèle exigeante.",
      en: "Working with hotel concierges, and bespoke services for discerning clients.",
    },
  },
];
