import { LANGUAGE_LABELS, STATUS_LABELS } from "~/i18n/staff";
import { type CsvColumn, toCsv } from "./csv";
import { centsToDecimal, formatDateTime, formatTripDate } from "./format";
import type { Status } from "./status";

/** What the export needs of a reservation (a row of the `reservations` table). */
interface ExportRow {
  reference: string;
  status: Status;
  createdAt: Date;
  language: "fr" | "en";
  date: string;
  time: string;
  departure: string;
  arrival: string;
  distanceKm: number | null;
  durationMin: number | null;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string | null;
  priceCents: number | null;
  tariffVersion: string | null;
  finalPriceCents: number | null;
  routeSource: string | null;
  statusChangedAt: Date | null;
}

const decimal = (value: number | null, digits: number) =>
  value === null ? "" : value.toFixed(digits).replace(".", ",");

const RESERVATION_COLUMNS: readonly CsvColumn<ExportRow>[] = [
  { header: "Référence", value: (r) => r.reference },
  { header: "Statut", value: (r) => STATUS_LABELS[r.status] },
  { header: "Reçue le", value: (r) => formatDateTime(r.createdAt) },
  { header: "Langue", value: (r) => LANGUAGE_LABELS[r.language] },
  { header: "Date du trajet", value: (r) => formatTripDate(r.date) },
  { header: "Heure", value: (r) => r.time },
  { header: "Départ", value: (r) => r.departure },
  { header: "Arrivée", value: (r) => r.arrival },
  { header: "Distance (km)", value: (r) => decimal(r.distanceKm, 1) },
  { header: "Durée (min)", value: (r) => r.durationMin },
  { header: "Passagers", value: (r) => r.passengers },
  { header: "Bagages", value: (r) => r.luggage },
  { header: "Numéro de vol", value: (r) => r.flightNumber },
  { header: "Prénom", value: (r) => r.firstName },
  { header: "Nom", value: (r) => r.lastName },
  { header: "E-mail", value: (r) => r.email },
  { header: "Téléphone", value: (r) => r.phone },
  { header: "Message", value: (r) => r.message },
  { header: "Estimation (€)", value: (r) => centsToDecimal(r.priceCents) },
  { header: "Version du tarif", value: (r) => r.tariffVersion },
  { header: "Prix final (€)", value: (r) => centsToDecimal(r.finalPriceCents) },
  { header: "Source de l’itinéraire", value: (r) => r.routeSource },
  { header: "Statut modifié le", value: (r) => (r.statusChangedAt ? formatDateTime(r.statusChangedAt) : "") },
];

export function reservationsCsv(rows: Iterable<ExportRow>): string {
  return toCsv(RESERVATION_COLUMNS, rows);
}
