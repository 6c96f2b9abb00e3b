import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/**
 * The band at the top of a staff page: its title, what goes under it (status, intro...) and, with
 * `back`, the way back to the list under that.
 */
export function StaffBar({
  title,
  back,
  children,
}: {
  title: string;
  /** The label of the way back to the list. */
  back?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="staff-title" className="border-b border-ivory-300 bg-ivory-100">
      <div className="container-staff py-6 md:py-8">
        <h1 id="staff-title" className="text-3xl text-navy-900 md:text-4xl">
          {title}
        </h1>
        {children}
        {back ? <BackToList label={back} className="mt-3" /> : null}
      </div>
    </section>
  );
}

/** The way back to the list of requests, under a staff page's title. */
export function BackToList({ label, className }: { label: string; className?: string }) {
  return (
    <Link
      to="/admin"
      className={cn(
        className,
        "inline-flex items-center gap-1.5 rounded text-sm text-gold-700 underline underline-offset-4 hover:text-navy-900",
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
