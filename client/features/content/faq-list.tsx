/** @module FAQs as native disclosures (`<details>`/`<summary>`): keyboard and screen-reader accessible, no script. */
import type { Faq } from "../../../shared/content/types";
import { RichText } from "./rich-text";

/** The questions of a FAQ block, each a closed disclosure the reader opens. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="faq">
      {faqs.map((f) => (
        <details key={f.question} className="faq__item">
          <summary className="faq__question">{f.question}</summary>
          <p className="faq__answer">
            <RichText text={f.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
