/**
 * The VTC prior-booking proof (decision 020). Code des transports, art. L. 3120-2 II and L. 3122-9:
 * a VTC driver may take a client on board, or wait for one, only on a booking made in advance, and
 * must be able to prove it on paper or on a screen. Its content is fixed by article 1 of the arrêté
 * of 6 August 2025 (in force since 29 October 2025): the seven mentions below, in its order.
 */
import { PROOF_TEXT } from "~/i18n/staff";
import { formatDateTime, formatTripDate } from "./format";
import { A4, type PdfItem, wrapText, writePdf } from "./pdf";

export interface ProofCompany {
  name: string;
  address: string;
  phone: string;
  email: string;
  vtcRegister: string;
  siret: string;
}

export interface ProofJob {
  reference: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** when the client's booking reached us: the "date et heure de la réservation" */
  createdAt: Date | string;
  date: string;
  time: string;
  departure: string;
  arrival: string;
  passengers: number;
  flightNumber: string | null;
  driver: { fullName: string; phone: string } | null;
  vehicle: { model: string; plate: string } | null;
}

export interface Mention {
  /** the arrêté's numbering, 1° to 7° */
  number: number;
  label: string;
  value: string;
}

/** The SIREN (the "numéro unique d'identification", C. com. art. D. 123-235): a SIRET's first nine digits. */
export function sirenOf(siret: string): string {
  const digits = siret.replace(/\s/g, "");
  if (/^\d{14}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return siret;
}

/** The seven required mentions, in the arrêté's order. */
export function proofMentions(company: ProofCompany, job: ProofJob): Mention[] {
  const m = PROOF_TEXT.mentions;
  return [
    {
      number: 1,
      label: m.operator,
      value: `${company.name}, ${company.address}, ${company.phone}, ${company.email}`,
    },
    { number: 2, label: m.register, value: company.vtcRegister },
    { number: 3, label: m.siren, value: sirenOf(company.siret) },
    { number: 4, label: m.client, value: `${job.firstName} ${job.lastName}, ${job.phone}` },
    { number: 5, label: m.bookedAt, value: formatDateTime(job.createdAt) },
    { number: 6, label: m.pickupAt, value: PROOF_TEXT.at(formatTripDate(job.date), job.time) },
    { number: 7, label: m.pickupPlace, value: job.departure },
  ];
}

/** What the driver also needs on the way (not required by the arrêté). */
export function proofDetails(job: ProofJob): Array<{ label: string; value: string }> {
  const d = PROOF_TEXT.details;
  return [
    { label: d.reference, value: job.reference },
    { label: d.destination, value: job.arrival },
    { label: d.passengers, value: String(job.passengers) },
    ...(job.flightNumber ? [{ label: d.flight, value: job.flightNumber }] : []),
    { label: d.driver, value: job.driver ? `${job.driver.fullName}, ${job.driver.phone}` : d.none },
    { label: d.vehicle, value: job.vehicle ? `${job.vehicle.model}, ${job.vehicle.plate}` : d.none },
  ];
}

const MARGIN = 56;
const LABEL_WIDTH = 200;

/** The proof as a one-page A4 PDF, the same mentions as the printable page. */
export function proofPdf(company: ProofCompany, job: ProofJob): Uint8Array {
  const items: PdfItem[] = [];
  let y = A4.height - MARGIN;
  const text = (x: number, size: number, value: string, bold = false) =>
    items.push({ kind: "text", x, y, size, bold, text: value });
  text(MARGIN, 18, PROOF_TEXT.title, true);
  y -= 20;
  text(MARGIN, 10, PROOF_TEXT.legalBasis);
  y -= 14;
  items.push({ kind: "rule", x1: MARGIN, y1: y, x2: A4.width - MARGIN, y2: y });
  const valueX = MARGIN + LABEL_WIDTH;
  const valueWidth = A4.width - MARGIN - valueX;
  const row = (label: string, value: string, bold: boolean) => {
    y -= 20;
    const labelLines = wrapText(label, 9, LABEL_WIDTH - 12);
    const valueLines = wrapText(value, 11, valueWidth);
    const top = y;
    labelLines.forEach((line, i) => {
      y = top - i * 11;
      text(MARGIN, 9, line);
    });
    valueLines.forEach((line, i) => {
      y = top - i * 14;
      text(valueX, 11, line, bold);
    });
    y = top - Math.max((labelLines.length - 1) * 11, (valueLines.length - 1) * 14);
  };
  y -= 6;
  text(MARGIN, 12, PROOF_TEXT.mentionsTitle, true);
  for (const mention of proofMentions(company, job))
    row(`${mention.number}° ${mention.label}`, mention.value, true);
  y -= 18;
  items.push({ kind: "rule", x1: MARGIN, y1: y, x2: A4.width - MARGIN, y2: y });
  y -= 20;
  text(MARGIN, 12, PROOF_TEXT.detailsTitle, true);
  for (const detail of proofDetails(job)) row(detail.label, detail.value, false);
  y -= 30;
  for (const line of wrapText(PROOF_TEXT.footer, 8, A4.width - 2 * MARGIN)) {
    text(MARGIN, 8, line);
    y -= 11;
  }
  return writePdf([items], { title: PROOF_TEXT.fileTitle(job.reference), author: company.name });
}
