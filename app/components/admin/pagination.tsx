import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ADMIN_TEXT } from "~/i18n/staff";

/** Previous / next links with "Page n sur m"; each page has its own address. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const linkClass = buttonClass({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={ADMIN_TEXT.pagination} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" />
          {ADMIN_TEXT.previous}
        </Link>
      ) : (
        <span />
      )}
      <p>{ADMIN_TEXT.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          {ADMIN_TEXT.next}
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
