/**
 * @module The guides' structured data, Article and FAQPage (schema.org), apart from ./json-ld.ts: only the server's
 * route tree has the guides, so the browser's bundle never carries these builders.
 */
import { DEFAULT_CONTENT_DATE, organization, type StructuredData } from "./json-ld";

/** A guide: headline is the page title; dates (YYYY-MM-DD) default to 2025-07-29, dateModified to datePublished. */
export function articleLd(dates: { datePublished?: string; dateModified?: string }): StructuredData {
  return {
    type: "Built",
    build: (page) => ({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.title,
      description: page.description,
      url: page.url,
      mainEntityOfPage: page.url,
      image: page.image,
      datePublished: dates.datePublished ?? DEFAULT_CONTENT_DATE,
      dateModified: dates.dateModified ?? dates.datePublished ?? DEFAULT_CONTENT_DATE,
      author: organization(page.siteUrl),
      publisher: organization(page.siteUrl),
    }),
  };
}

/** A page with questions and answers, in the order shown. */
export function faqPageLd(faqs: ReadonlyArray<{ question: string; answer: string }>): StructuredData {
  return {
    type: "Built",
    build: (page) => ({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url: page.url,
      mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
    }),
  };
}
