/** What every reading of a stored request shares (the e-mails, the CSV export): the trip's ends and who asked. */
export interface RequestBasics {
  departure: string;
  arrival: string;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  firstName: string;
  lastName: string;
  /** Null for a request the office took without an address (decision 038): no e-mail reaches that client. */
  email: string | null;
  phone: string;
  message: string | null;
  /** Who travels when the one who asked books for someone else (decision 043); null otherwise. */
  passengerName: string | null;
  passengerPhone: string | null;
  distanceKm: number | null;
  durationMin: number | null;
  priceCents: number | null;
}
