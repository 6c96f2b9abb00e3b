/** The bar's width per step, as classes: the content security policy allows no inline style attribute. */
const WIDTHS = ["w-1/4", "w-1/2", "w-3/4", "w-full"] as const;

/** Where the visitor is in the four steps: a progress bar, and the steps' names on wider screens. */
export function Progress({
  step,
  labels,
  progressText,
}: {
  step: number;
  labels: string[];
  progressText: string;
}) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-navy-900">{progressText}</p>
        <p className="text-muted">{step}/4</p>
      </div>
      <div
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={step}
        aria-valuetext={progressText}
        aria-label={progressText}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-ivory-200"
      >
        <div className={`h-full rounded-full bg-gold-500 transition-all ${WIDTHS[step - 1] ?? "w-1/4"}`} />
      </div>
      <ol className="mt-4 hidden grid-cols-4 gap-2 text-xs sm:grid">
        {labels.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? "step" : undefined}
            className={index + 1 <= step ? "font-semibold text-navy-900" : "text-muted"}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
