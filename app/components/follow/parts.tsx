/** The client's private page (/suivi/<token>, decision 021): its unknown-link page, its rows and its notices. */
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { NothingToShow } from "~/components/pages/blocks";
import { RequestRows } from "~/components/ui/pairs";
import { PhoneLink } from "~/components/ui/phone-link";
import { type PickupAssignment, type PickupCrew, pickupRows } from "~/domain/follow";
import { followTexts } from "~/i18n/follow";
import type { FollowTexts } from "~/i18n/fr/follow";
import type { Lang } from "~/i18n/lang";

export function NoRequest({ kind, lang }: { kind: "unknown" | "expired" | "limited"; lang: Lang }) {
  const t = followTexts(lang);
  const texts =
    kind === "limited"
      ? { title: t.errors.rateLimited, text: "" }
      : kind === "expired"
        ? t.expired
        : t.unknown;
  return <NothingToShow title={texts.title} text={texts.text} book={t.book} home={t.home} lang={lang} />;
}

export function Alert({ tone, children }: { tone: "ok" | "error"; children: React.ReactNode }) {
  const Icon = tone === "ok" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "ok" ? "status" : "alert"}
      className={
        tone === "ok"
          ? "flex items-start gap-3 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-900"
          : "flex items-start gap-3 rounded-xl border border-red-600/30 bg-red-50 p-4 text-red-900"
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** A vehicle: its model, then its plate, kept on one line (never broken at a hyphen: "LM-789-NP"). */
function vehicleValue(crew: PickupCrew): ReactNode {
  if (!crew.vehiclePlate) return crew.vehicleModel;
  const plate = <span className="whitespace-nowrap">{crew.vehiclePlate}</span>;
  return crew.vehicleModel ? (
    <>
      {crew.vehicleModel} · {plate}
    </>
  ) : (
    plate
  );
}

/** A chauffeur's phone, dialled in one tap from the client's phone; after their first name with several vans. */
function phoneValue(phone: string, name: string | null): ReactNode {
  const link = <PhoneLink phone={phone} className="underline underline-offset-2" />;
  return name ? (
    <>
      {name} · {link}
    </>
  ) : (
    link
  );
}

/** The pickup section: each van's chauffeur, phone and vehicle, and the meeting point. */
export function PickupRows({ assignment, t }: { assignment: PickupAssignment; t: FollowTexts }) {
  return <RequestRows rows={pickupRows(assignment, t, vehicleValue, phoneValue)} />;
}
