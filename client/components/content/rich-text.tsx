/** @module Inline copy of the content records: `{tokens}` filled with D1 counts, `[label](href)` made links. */
import type { ReactNode } from "react";
import { fillTokens } from "../../../shared/content/facts";
import { useContentData } from "./content-context";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with its tokens filled and its Markdown-style links rendered (external links open in a new tab). */
export function RichText({ text }: { text: string }) {
  const { values } = useContentData();
  const filled = fillTokens(text, values);
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
