/**
 * Who the driver greets and calls (decision 043): the client, or the passenger they booked for. A
 * passenger whose phone was not given is reached through the client, whose name and phone then
 * follow as "booked by".
 */
export interface Traveller {
  /** The passenger's name, or the client's first and last name. */
  name: string;
  /** The number that reaches the one who travels: null for a passenger whose phone was not given. */
  phone: string | null;
  /** The client who booked, when someone else travels. */
  bookedBy: { name: string; phone: string } | null;
}

export interface TravellerFields {
  firstName: string;
  lastName: string;
  phone: string;
  passengerName: string | null;
  passengerPhone: string | null;
}

export function travellerOf(r: TravellerFields): Traveller {
  const client = `${r.firstName} ${r.lastName}`;
  if (!r.passengerName) return { name: client, phone: r.phone, bookedBy: null };
  return { name: r.passengerName, phone: r.passengerPhone, bookedBy: { name: client, phone: r.phone } };
}

/** The traveller in one line, as the driver's message and the evening sheet write it. */
export function travellerText(t: { name: string; phone: string | null }): string {
  return t.phone ? `${t.name}, ${t.phone}` : t.name;
}

/**
 * The passenger booked for, as the client reads it ("Mr Smith · +44 20 7946 0000", the number held on
 * one line by no-break spaces); null when the client travels.
 */
export function passengerLine(r: {
  passengerName: string | null;
  passengerPhone: string | null;
}): string | null {
  if (!r.passengerName) return null;
  return r.passengerPhone
    ? `${r.passengerName} · ${r.passengerPhone.replace(/ /g, "\u00a0")}`
    : r.passengerName;
}
