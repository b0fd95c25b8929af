/**
 * @module One lead as an e-mail to the team, for the `send_email` binding (Cloudflare Email Service / Email Routing):
 * a plain-text message built with the binding's message builder (the platform writes the MIME), from
 * LEADS_EMAIL_FROM to LEADS_EMAIL_TO, with the visitor's address as Reply-To when the form asked for one. The
 * subject names the form and what the lead is about; the body lists every field the webhook receives.
 */
import type { LeadScope } from "../db/queries/leads";

/** What the e-mail channel needs: the binding and its two addresses (worker/config.ts). */
export interface EmailTarget {
  binding: SendEmail;
  from: string;
  to: string;
}

const FORM_TITLES: Record<LeadScope, string> = {
  consultation: "Consultation request",
  "api-contact": "API access request",
  contact: "Contact message",
};

/** The field of each form that says what the lead is about, for the subject. */
const SUBJECT_FIELD: Record<LeadScope, string> = {
  consultation: "destinationName",
  "api-contact": "companyName",
  contact: "subject",
};

/** Subject lines stay on one line (a visitor's text never opens a header) and short. */
const oneLine = (value: unknown, max: number) => {
  const text = String(value ?? "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** "destinationName" → "Destination name". */
const label = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The message for one lead (`lead`: the row as the webhook receives it, from loadLead). Pure: the queue consumer
 * sends it, tests read it.
 */
export function leadEmail(form: LeadScope, lead: Record<string, unknown>, target: Pick<EmailTarget, "from" | "to">): EmailMessageBuilder {
  const about = oneLine(lead[SUBJECT_FIELD[form]], 100);
  const lines = Object.entries(lead).map(([field, value]) => `${label(field)}: ${String(value ?? "")}`);
  const replyTo = typeof lead.email === "string" && lead.email.includes("@") ? lead.email : undefined;
  return {
    from: target.from,
    to: target.to,
    subject: about ? `${FORM_TITLES[form]}: ${about}` : FORM_TITLES[form],
    ...(replyTo ? { replyTo } : {}),
    text: [
      `A new ${FORM_TITLES[form].toLowerCase()} reached Visa Fee Atlas.`,
      "",
      ...lines,
      "",
      "The same lead goes to the leads webhook when one is configured; its id is the webhook's Idempotency-Key.",
    ].join("\n"),
  };
}
