import { data } from "react-router";
import type { Driver, Reservation, Vehicle } from "~/db/schema";
import { frenchPlaces } from "~/domain/admin/french-places";
import type { ProofCompany, ProofJob } from "~/domain/admin/proof";
import { UUID } from "~/domain/ids";
import { PROOF_TEXT } from "~/i18n/staff";
import type { Env } from "./env.server";
import { jobWithFleet } from "./fleet-store.server";

/** The operator's identity on the VTC booking proof (decision 020), from the configuration. */
export function proofCompany(env: Env): ProofCompany {
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    phone: env.COMPANY_PHONE,
    email: env.COMPANY_EMAIL,
    vtcRegister: env.COMPANY_VTC_REGISTER,
    siret: env.COMPANY_SIRET,
  };
}

export function proofJob(row: {
  reservation: Reservation;
  driver: Driver | null;
  vehicle: Vehicle | null;
}): ProofJob {
  const r = frenchPlaces(row.reservation);
  return {
    reference: r.reference,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    createdAt: r.createdAt,
    date: r.date,
    time: r.time,
    departure: r.departure,
    arrival: r.arrival,
    passengers: r.passengers,
    flightNumber: r.flightNumber,
    driver: row.driver ? { fullName: row.driver.fullName, phone: row.driver.phone } : null,
    vehicle: row.vehicle ? { model: row.vehicle.model, plate: row.vehicle.plate } : null,
  };
}

/** A proof exists for a job the office confirmed (and keeps existing once the job is done). */
export async function proofFor(id: string, van = 1) {
  const row = await jobWithFleet(id, van);
  if (!row) return { found: false as const };
  if (row.reservation.status !== "confirmed" && row.reservation.status !== "completed")
    return { found: true as const, confirmed: false as const };
  return {
    found: true as const,
    confirmed: true as const,
    job: proofJob(row),
    id: row.reservation.id,
    van: row.van,
  };
}

/** The proof of a confirmed job for its page and its PDF: 404 for an unknown id, 409 before confirmation. */
export async function confirmedProof(id: string, env: Env, request?: Request) {
  if (!UUID.test(id)) throw data({ notFound: true }, { status: 404 });
  // A request in several vans has a proof for each (?van=2…), each with its own driver and vehicle.
  const asked = request ? (new URL(request.url).searchParams.get("van") ?? "1") : "1";
  if (!/^[1-4]$/.test(asked)) throw data({ notFound: true }, { status: 404 });
  const proof = await proofFor(id, Number(asked));
  if (!proof.found) throw data({ notFound: true }, { status: 404 });
  if (!proof.confirmed) throw data({ error: PROOF_TEXT.notConfirmed }, { status: 409 });
  return { id: proof.id, van: proof.van, job: proof.job, company: proofCompany(env) };
}
