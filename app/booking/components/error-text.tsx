import { Link } from "react-router";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";

/**
 * A field's error as the server worded it; "write to us" in the out-of-area refusal is a link to the
 * contact page in the page's language (a plain link: it works without JavaScript).
 */
export function ErrorText({ message, lang }: { message: string; lang: Lang }) {
  const ui = dictionary(lang).booking;
  const words = ui.outsideAreaContact;
  const at = message === ui.errors.placeOutsideArea ? message.indexOf(words) : -1;
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Link to={localizePath("/contact", lang)} className="underline underline-offset-4">
        {words}
      </Link>
      {message.slice(at + words.length)}
    </>
  );
}
