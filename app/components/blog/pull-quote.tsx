/** The article's key sentence, set large between two sections. */
export function PullQuote({ text }: { text: string }) {
  return (
    <figure className="relative my-12 border-y border-gold-500/40 py-10 text-center md:my-14">
      <span
        aria-hidden="true"
        className="absolute -top-7 left-1/2 flex size-14 -translate-x-1/2 items-center justify-center rounded-full bg-ivory-50 font-serif text-6xl leading-none text-gold-600"
      >
        “
      </span>
      <blockquote className="m-0 border-0 p-0 font-serif text-[1.75rem] leading-snug text-navy-900 not-italic md:text-[2.1rem]">
        <p className="my-0 text-balance">{text}</p>
      </blockquote>
    </figure>
  );
}
