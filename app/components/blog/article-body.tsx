import { PullQuote } from "./pull-quote";

/** HTML produced on the server by markdown-it with `html: false`: raw HTML in the source is escaped. */
function RenderedMarkdown({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted Markdown rendering with raw HTML disabled
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The article's sections in a `prose-article` container, with its quote set as a pull quote between them. */
export function ArticleBody({ before, after, quote }: { before: string; after: string; quote: string }) {
  return (
    <div className="prose-article text-ink" data-testid="article-body">
      <RenderedMarkdown html={before} />
      <PullQuote text={quote} />
      {after ? <RenderedMarkdown html={after} /> : null}
    </div>
  );
}
