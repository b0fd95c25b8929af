/**
 * @module What a content page's document head says, built by its loader from the record and the D1 figures the
 * page quotes. Imported lazily by the loader, so this code is not in the shared entry.
 */
import { fillTokens, pageFaqs, plainText, tokenValues, type EditorialFacts } from "../../../shared/content/facts";
import type { ContentPage, Faq, PageKind } from "../../../shared/content/types";
import { fillFeeTokens } from "../../features/content/fee-tokens";
import type { EditorialFee } from "../../features/content/content-context";

/** The part of a record the document head needs, passed through loader data (figures filled, plain text). */
export interface HeadFacts {
  path: string;
  metaTitle: string;
  description: string;
  kind: PageKind;
  publishedOn: string;
  updatedOn: string;
  faqs: Faq[];
}

/** Builds the head facts: tokens filled with the same D1 counts and fees as the page, links reduced to labels. */
export function buildHead(
  page: ContentPage,
  facts: EditorialFacts,
  fees: { ratesOn: string | null; records: readonly EditorialFee[] } | null,
  contactEmail: string,
): HeadFacts {
  const values = tokenValues(facts, contactEmail);
  const fill = (text: string) => plainText(fillFeeTokens(fillTokens(text, values), fees?.records ?? [], fees?.ratesOn ?? null));
  return {
    path: page.path,
    metaTitle: fill(page.metaTitle),
    description: fill(page.description),
    kind: page.kind,
    publishedOn: page.publishedOn,
    updatedOn: page.updatedOn,
    faqs: pageFaqs(page).map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
  };
}
