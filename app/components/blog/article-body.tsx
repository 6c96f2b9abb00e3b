import type { ReactNode } from "react";
import { PullQuote } from "./pull-quote";

/** HTML produced on the server by markdown-it with `html: false`: raw HTML in the source is escaped. */
function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted Markdown rendering with raw HTML disabled
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The article's sections in a `prose-article` container: the introduction set as a lead, an optional
 * block after it (the link to a service), then the sections with the article's quote set halfway.
 */
export function ArticleBody({
  body,
  quote,
  aside,
}: {
  body: { intro: string; first: string; rest: string };
  quote: string;
  aside?: ReactNode;
}) {
  return (
    <div className="prose-article text-ink" data-testid="article-body">
      <RenderedMarkdown
        html={body.intro}
        className="text-lg leading-[1.7] text-navy-900 md:text-xl [&>p:first-child]:mt-0"
      />
      {aside ? <div className="my-10">{aside}</div> : null}
      <RenderedMarkdown html={body.first} />
      <PullQuote text={quote} />
      {body.rest ? <RenderedMarkdown html={body.rest} /> : null}
    </div>
  );
}
