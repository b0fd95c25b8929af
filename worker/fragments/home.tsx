/** @module Home's static-link fragments: the fee-page and guide cards, and the "Visa tools" block (issue #33). */
import { renderToStaticMarkup } from "react-dom/server";
import { GuideCards, LinkCards } from "../../client/features/home/link-cards";
import { ToolCards } from "../../client/features/home/tool-cards";

/** Home's fee-page and guide cards: static links, no data. */
export async function homeCards(): Promise<string> {
  return renderToStaticMarkup(
    <>
      <LinkCards />
      <GuideCards />
    </>,
  );
}

/** Home's "Visa tools" block under the check: static links, no data. */
export async function homeTools(): Promise<string> {
  return renderToStaticMarkup(<ToolCards />);
}
