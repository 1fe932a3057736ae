import { useEffect } from "react";

/**
 * The homeowner's page is not for search engines (issue 11 §3): a robots `noindex` meta while it
 * is shown (the server also answers /q/* and the public API with `X-Robots-Tag: noindex`), and a
 * title naming the quote.
 */
export function useDocumentHead(title: string): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
