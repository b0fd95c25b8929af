/** @module Inline copy of the content records: `{tokens}` filled with D1 counts and fees, `[label](href)` made links. */
import type { ReactNode } from "react";
import { fillTokens } from "../../../shared/content/facts";
import { useContentData } from "./content-context";
import { fillFeeTokens } from "./fee-tokens";

/** A function that fills every token of a text (D1 counts, then fee figures) for the current page. */
export function useFillTokens(): (text: string) => string {
  const { values, fees, ratesOn } = useContentData();
  return (text) => fillFeeTokens(fillTokens(text, values), fees, ratesOn);
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with its tokens filled and its Markdown-style links rendered (external links open in a new tab). */
export function RichText({ text }: { text: string }) {
  const filled = useFillTokens()(text);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const at = match.index ?? 0;
    if (at > last) parts.push(filled.slice(last, at));
    const external = /^https?:/.test(href);
    parts.push(
      <a key={at} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {label}
      </a>,
    );
    last = at + whole.length;
  }
  if (last < filled.length) parts.push(filled.slice(last));
  return <>{parts}</>;
}
