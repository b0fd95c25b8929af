/**
 * @module A server fragment (issue #34; shared/fragments/address.ts): markup only the Worker draws, which React keeps
 * through hydration (an empty `__html` is never written over it), so the browser ships none of the code or data that
 * drew it. On the server an empty fragment is filled after the render from its address (worker/fragments/fill.ts). In
 * the browser, when the address changes or the page was reached by client navigation (the fragment is then empty),
 * the markup is fetched from its address and swapped in; `data-stale` marks the old markup meanwhile.
 *
 * A fragment fetched `whenNear` (the requirement map: 650 SVG elements and 120 KB far down the page) is left out of
 * the page: it holds a `<noscript>` note and is fetched when it comes within half a screen of the viewport. On
 * Lighthouse's phone run the map in the page was about half the finder's and the comparison's HTML, and its parse,
 * layout and paint their blocking time over budget (stop 53).
 */
import { type HTMLAttributes, type RefObject, useEffect, useRef } from "react";
import { type FragmentName, type FragmentParams, fragmentAddress } from "../../shared/fragments/address";

/** A fragment's props: its name and parameters (typed together), and how the page follows it. */
export type ServerFragmentProps<N extends FragmentName> = {
  name: N;
  params: FragmentParams[N];
  /** The element holding the markup, when the page needs it too (the map measures it). */
  ref?: RefObject<HTMLDivElement | null>;
  /** After fetched markup was swapped in (not after hydration). */
  onShown?: () => void;
  /** When a fetch failed (the markup is then cleared), and with `false` when the next one starts. */
  onFailed?: (failed: boolean) => void;
  /**
   * Fetched only when it nears the viewport (the module's note); until then it holds this note, for a visitor without
   * scripts, in a `<noscript>`. Written as it is: plain text without `<` or `&`.
   */
  whenNear?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">;

export function ServerFragment<N extends FragmentName>({ name, params, ref, onShown, onFailed, whenNear, ...attributes }: ServerFragmentProps<N>) {
  const address = fragmentAddress(name, params);
  const own = useRef<HTMLDivElement>(null);
  const holder = ref ?? own;
  // The address whose markup the fragment holds: the server's (found at the first effect; "" when the page was reached
  // by client navigation and the fragment is empty), then each fetched one; "" again after a failed fetch.
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const fragment = holder.current;
    if (!fragment) return;
    // A fragment fetched when near holds only its <noscript> note until then.
    const waiting = fragment.firstChild?.nodeName === "NOSCRIPT";
    shown.current ??= fragment.firstChild && !waiting ? address : "";
    if (shown.current === address) return;
    const controller = new AbortController();
    // A fetch's end, unless a newer address replaced it: its markup (nothing after a failure) and the page's callback.
    const settle = (markup: string | null) => {
      if (controller.signal.aborted) return;
      shown.current = markup === null ? "" : address;
      fragment.innerHTML = markup ?? "";
      delete fragment.dataset.stale;
      markup === null ? onFailed?.(true) : onShown?.();
    };
    const load = () => {
      fragment.dataset.stale = "";
      onFailed?.(false);
      fetch(address, { signal: controller.signal })
        // A refusal's text (its 400 or 404) is for a reader of the address, not for the page.
        .then((response) => (response.ok ? response.text() : Promise.reject()))
        .then(settle, () => settle(null));
    };
    if (waiting) {
      const near = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          near.disconnect();
          load();
        },
        { rootMargin: "50% 0px" },
      );
      near.observe(fragment);
      controller.signal.addEventListener("abort", () => near.disconnect());
    } else load();
    return () => controller.abort();
    // The callbacks are the page's; only a new address starts a fetch.
  }, [address]);
  // Left empty, with its address, for fill.ts; a fragment fetched when near is not filled (fill.ts fills empty ones).
  const markup = whenNear ? `<noscript>${whenNear}</noscript>` : "";
  return <div {...attributes} ref={holder} data-fragment={address} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
}
