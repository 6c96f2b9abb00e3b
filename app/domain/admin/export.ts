import type { TripFacts } from "~/domain/pricing/lines";
import { type TripType, tariffTripFacts } from "~/domain/pricing/trip";
import type { RequestBasics } from "~/domain/request";
import { LANGUAGE_LABELS, ROUTE_SOURCE_LABELS, STATUS_LABELS } from "~/i18n/staff";
import { type CsvColumn, toCsv } from "./csv";
import { centsToDecimal, formatDateTime, formatTripDate } from "./format";
import { type ReservationSource, sourceLabel } from "./source";
import type { Status } from "./status";
import { staffTripCells } from "./trip-facts";

/** What the export needs of a reservation (a row of the `reservations` table). */
interface ExportRow extends Omit<TripFacts, "tripType" | "departureKind">, RequestBasics {
  tripType: TripType;
  departureKind: string | null;
  reference: string;
  status: Status;
  createdAt: Date;
  language: "fr" | "en";
  tariffVersion: string | null;
  finalPriceCents: number | null;
  routeSource: string | null;
  statusChangedAt: Date | null;
  source: ReservationSource;
  sourceName: string | null;
  /** The driver and vehicle on the job, as the office names them ("Luca Bianchi", "Mercedes Classe V · GH-456-JK"). */
  driverName: string | null;
  vehicleLabel: string | null;
}

/** Where the route estimate came from, in the office's words: "embedded" → "Estimation intégrée". */
export function routeSourceLabel(source: string | null): string {
  if (!source) return "";
  return source in ROUTE_SOURCE_LABELS
    ? ROUTE_SOURCE_LABELS[source as keyof typeof ROUTE_SOURCE_LABELS]
    : source;
}

const decimal = (value: number | null, digits: number) =>
  value === null ? "" : value.toFixed(digits).replace(".", ",");

type Row = ExportRow & { trip: ReturnType<typeof staffTripCells> };

const RESERVATION_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: "Référence", value: (r) => r.reference },
  { header: "Statut", value: (r) => STATUS_LABELS[r.status] },
  { header: "Reçue le", value: (r) => formatDateTime(r.createdAt) },
  { header: "Langue", value: (r) => LANGUAGE_LABELS[r.language] },
  { header: "Date du trajet", value: (r) => formatTripDate(r.date) },
  { header: "Heure", value: (r) => r.time },
  { header: "Nature de l’heure", value: (r) => r.trip.timeLabel },
  { header: "Type de trajet", value: (r) => r.trip.type },
  { header: "Départ", value: (r) => r.departure },
  { header: "Arrêts", value: (r) => r.trip.stops },
  { header: "Arrivée", value: (r) => r.arrival },
  { header: "Date du retour", value: (r) => r.trip.returnDate },
  { header: "Heure du retour", value: (r) => r.trip.returnTime },
  { header: "Mise à disposition", value: (r) => r.trip.hire },
  { header: "Distance (km)", value: (r) => decimal(r.distanceKm, 1) },
  { header: "Durée (min)", value: (r) => r.durationMin },
  { header: "Passagers", value: (r) => r.passengers },
  { header: "Bagages", value: (r) => r.luggage },
  { header: "Numéro de vol ou de train", value: (r) => r.flightNumber },
  { header: "Attente incluse (min)", value: (r) => r.trip.includedWaitingMinutes },
  { header: "Véhicules", value: (r) => r.trip.vehicles },
  { header: "Options", value: (r) => r.trip.extras },
  { header: "Pancarte", value: (r) => r.trip.nameBoard },
  { header: "Prénom", value: (r) => r.firstName },
  { header: "Nom", value: (r) => r.lastName },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => r.phone },
  { header: "Passager", value: (r) => r.passengerName },
  { header: "Téléphone du passager", value: (r) => r.passengerPhone },
  { header: "Message", value: (r) => r.message },
  { header: "Estimation (€)", value: (r) => centsToDecimal(r.priceCents) },
  { header: "Détail de l’estimation", value: (r) => r.trip.priceDetail },
  { header: "Version du tarif", value: (r) => r.tariffVersion },
  { header: "Prix final (€)", value: (r) => centsToDecimal(r.finalPriceCents) },
  { header: "Chauffeur", value: (r) => r.driverName },
  { header: "Véhicule attribué", value: (r) => r.vehicleLabel },
  { header: "Source de l’itinéraire", value: (r) => routeSourceLabel(r.routeSource) },
  { header: "Statut modifié le", value: (r) => (r.statusChangedAt ? formatDateTime(r.statusChangedAt) : "") },
  { header: "Source", value: (r) => sourceLabel(r.source, r.sourceName) },
];

function* withTrip(rows: Iterable<ExportRow>): Iterable<Row> {
  for (const row of rows) yield { ...row, trip: staffTripCells({ ...row, ...tariffTripFacts(row) }) };
}

export function reservationsCsv(rows: Iterable<ExportRow>): string {
  return toCsv(RESERVATION_COLUMNS, withTrip(rows));
}
