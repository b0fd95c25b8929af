/**
 * @module A server island (worker/islands/): markup the Worker draws into the page, which React keeps through
 * hydration (an empty `__html` is never written over it), so the browser ships none of the code that drew it. When
 * `src` changes after hydration, or the page was reached by client navigation (the island is then empty), the
 * markup is fetched from `/islands/{src}`.
 */
import { useEffect, useRef } from "react";

/** `src`: the island's name and query, e.g. "pair-extras?from=IN&to=MX&holds=us-visa" (worker/islands/islands.tsx). */
export function ServerIsland({ src, className }: { src: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The src whose markup the island holds: the server's, found at the first effect, then each fetched one.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const island = ref.current;
    if (!island) return;
    if (shown.current === null && island.firstChild) shown.current = src;
    if (shown.current === src) return;
    const controller = new AbortController();
    island.dataset.stale = "";
    fetch(`/islands/${src}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ""))
      .then((markup) => {
        shown.current = src;
        island.innerHTML = markup;
      })
      .catch(() => {})
      .finally(() => {
        if (!controller.signal.aborted) delete island.dataset.stale;
      });
    return () => controller.abort();
  }, [src]);
  return <div ref={ref} className={className} data-island={src} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
