import { Check, MessageCircle } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

/** Beside the form: what the request includes, and the WhatsApp alternative carrying the trip so far. */
export function BookingAside({ lang, whatsappHref }: { lang: Lang; whatsappHref: string }) {
  const ui = dictionary(lang).booking;
  return (
    <aside aria-label={ui.asideTitle} className="space-y-6">
      <div className="rounded-2xl bg-navy-900 p-6 text-ivory-100">
        <h2 className="text-2xl text-ivory-50">{ui.asideTitle}</h2>
        <ul className="mt-4 space-y-3 text-sm">
          {ui.asidePoints.map((point) => (
            <li key={point} className="flex gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-ivory-300 bg-white p-6">
        <h2 className="text-2xl text-navy-900">{ui.whatsappTitle}</h2>
        <p className="mt-2 text-sm text-muted">{ui.whatsappText}</p>
        <a
          href={whatsappHref}
          rel="noopener noreferrer"
          className={buttonClass({ variant: "secondary", className: "mt-4 w-full" })}
        >
          <MessageCircle aria-hidden="true" />
          {ui.whatsappButton}
        </a>
      </div>
    </aside>
  );
}
