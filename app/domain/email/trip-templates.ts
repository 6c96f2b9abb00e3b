/**
 * The e-mails about a confirmed trip's day (issue 12): the driver and vehicle assigned or changed,
 * and the reminder the day before. In the client's language, HTML with a plain-text twin. Pure.
 */
import { formatLongDate } from "~/domain/dates";
import { dictionary } from "~/i18n/dictionary";
import {
  assignmentRows,
  type Company,
  contactRows,
  type Email,
  fixText,
  heading,
  layout,
  paragraph,
  type ReservationData,
  type Row,
  table,
  textRows,
  tripRows,
} from "./templates";

function tripEmail(
  kind: string,
  r: ReservationData,
  company: Company,
  subject: string,
  intro: string,
  after: string[] = [],
): Email {
  const lang = r.language;
  const t = dictionary(lang).email;
  const trip = dictionary(lang).tripEmail;
  const rows: Row[] = tripRows(r, lang, "final");
  const assigned = r.assignment ? assignmentRows(r.assignment, lang) : null;
  const blocks = [
    paragraph(t.hello(r.firstName)),
    paragraph(intro),
    heading(t.pickupTitle),
    assigned ? table(assigned) : paragraph(trip.notAssignedYet),
    table(rows),
    ...after.map(paragraph),
    heading(t.contactTitle),
    table(contactRows(company, lang)),
    paragraph(t.signature(company.name)),
  ];
  const text = [
    t.hello(r.firstName),
    "",
    intro,
    "",
    t.pickupTitle,
    assigned ? textRows(assigned, lang) : trip.notAssignedYet,
    "",
    textRows(rows, lang),
    ...after.flatMap((line) => ["", line]),
    "",
    t.contactTitle,
    textRows(contactRows(company, lang), lang),
    "",
    t.signature(company.name),
  ].join("\n");
  return {
    kind,
    to: r.email,
    replyTo: company.email,
    subject: fixText(subject),
    text: fixText(text),
    html: layout(company, subject, blocks),
  };
}

/** The driver, the vehicle or the meeting point of a confirmed trip was set or changed. */
export function clientAssignmentChanged(r: ReservationData, company: Company): Email {
  const trip = dictionary(r.language).tripEmail;
  return tripEmail("reservation_assignment", r, company, trip.changedSubject(r.reference), trip.changedIntro);
}

/** The day before: who comes, in what, where and when. */
export function clientReminder(r: ReservationData, company: Company): Email {
  const lang = r.language;
  const trip = dictionary(lang).tripEmail;
  const when = `${formatLongDate(r.date, lang)}, ${r.time}`;
  return tripEmail(
    "reservation_reminder",
    r,
    company,
    trip.reminderSubject(r.reference, r.time),
    trip.reminderIntro(when),
    [trip.reminderNote],
  );
}
