/**
 * @module A server fragment (issue #34; shared/fragments/address.ts): markup only the Worker draws, which React keeps
 * through hydration (an empty `__html` is never written over it), so the browser ships none of the code or data that
 * drew it. On the server the fragment is drawn into the page: within the render from a `seed` the page already has
 * (RouterContext.drawFragment), else after it from its address (worker/fragments/fill.ts). In the browser, when the
 * address changes or the page was reached by client navigation (the fragment is then empty), the markup is fetched
 * from its address and swapped in; `data-stale` marks the old markup meanwhile.
 */
import { useRouter } from "@tanstack/react-router";
import { type HTMLAttributes, type RefObject, useEffect, useRef } from "react";
import { type FragmentName, type FragmentParams, type FragmentSeeds, fragmentAddress } from "../../shared/fragments/address";

/** A fragment's props: its name and parameters (typed together), and for a seedable one what the page has loaded. */
export type ServerFragmentProps<N extends FragmentName> = {
  name: N;
  params: FragmentParams[N];
  /** Server only: the facts to draw it from within the render (FragmentSeeds); ignored in the browser. */
  seed?: N extends keyof FragmentSeeds ? FragmentSeeds[N] : never;
  /** The element holding the markup, when the page needs it too (the map measures it). */
  ref?: RefObject<HTMLDivElement | null>;
  /** After fetched markup was swapped in (not after hydration). */
  onShown?: () => void;
  /** When a fetch failed (the markup is then cleared), and with `false` when the next one starts. */
  onFailed?: (failed: boolean) => void;
} & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">;

export function ServerFragment<N extends FragmentName>({ name, params, seed, ref, onShown, onFailed, ...attributes }: ServerFragmentProps<N>) {
  const draw = useRouter().options.context.drawFragment;
  const address = fragmentAddress(name, params);
  const own = useRef<HTMLDivElement>(null);
  const holder = ref ?? own;
  // The address whose markup the fragment holds: the server's (found at the first effect; "" when the page was reached
  // by client navigation and the fragment is empty), then each fetched one; "" again after a failed fetch.
  const shown = useRef<string>(undefined);
  useEffect(() => {
    const fragment = holder.current;
    if (!fragment) return;
    shown.current ??= fragment.firstChild ? address : "";
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
    fragment.dataset.stale = "";
    onFailed?.(false);
    fetch(address, { signal: controller.signal })
      // A refusal's text (its 400 or 404) is for a reader of the address, not for the page.
      .then((response) => (response.ok ? response.text() : Promise.reject()))
      .then(settle, () => settle(null));
    return () => controller.abort();
    // The callbacks are the page's; only a new address starts a fetch.
  }, [address]);
  // A seeded fragment is drawn here on the server; any other is left empty, with its address, for fill.ts.
  const markup = draw && seed ? draw(name as keyof FragmentSeeds, seed) : "";
  return <div {...attributes} ref={holder} data-fragment={address} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
}
