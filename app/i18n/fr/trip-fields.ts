/** The trip's fields in French, as the client's e-mails and the staff area name them alike. */
export const TRIP_FIELDS_FR = {
  departure: "Départ",
  arrival: "Arrivée",
  date: "Date",
  time: "Heure",
  returnDate: "Date du retour",
  returnTime: "Heure du retour",
  passengers: "Passagers",
  luggage: "Bagages",
  flightNumber: "Vol ou train",
  extras: "Options",
  nameBoard: "Pancarte",
};
