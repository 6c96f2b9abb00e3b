import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A prominent link from an editorial article to the matching commercial service page. */
export function ServiceCallout({
  eyebrow,
  title,
  text,
  cta,
  to,
}: {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
}) {
  return (
    <aside
      aria-labelledby="service-callout-title"
      data-testid="service-callout"
      className="relative overflow-hidden rounded-2xl bg-navy-900 p-7 text-ivory-100 shadow-lg md:p-8"
    >
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-gold-500" />
      <p className="eyebrow text-gold-300">{eyebrow}</p>
      <p
        id="service-callout-title"
        className="mt-2 font-serif text-2xl leading-tight text-ivory-50 md:text-[1.75rem]"
      >
        {title}
      </p>
      <p className="mt-3 leading-relaxed text-ivory-200">{text}</p>
      <Link to={to} className={buttonClass({ className: "mt-6 whitespace-normal text-center no-underline" })}>
        {cta}
        <ArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}
