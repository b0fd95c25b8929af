/**
 * @module The alerts' limits and the texts of their answers (issue #47): what keeps the "Get alerts" forms from being
 * used to mail-bomb someone. D1 is the authority (worker/db/queries/alerts.ts inserts a follow only within them).
 *
 * - A client (the hashed CF-Connecting-IP) asks for at most CLIENT_PER_HOUR follows an hour: a traveller following a
 *   trip, its pairs and a passport stays far under it.
 * - An address has at most PENDING_PER_ADDRESS follows awaiting confirmation and FOLLOWS_PER_ADDRESS in all.
 * - An address gets at most one message a day, a confirmation included: a request made after the day's message is
 *   confirmed by the next day's.
 * - A request unconfirmed after CONFIRM_DAYS days is deleted with its address.
 */

import { FIELD_MESSAGES } from "../leads/fields";

export const ALERT_LIMITS = {
  clientPerHour: 10,
  pendingPerAddress: 5,
  followsPerAddress: 25,
  confirmDays: 7,
} as const;

/** The texts of the form's answers and of the alerts' pages. */
export const ALERT_TEXTS = {
  formTitle: "Get alerts",
  emailLabel: "Your e-mail address",
  submit: "Get alerts",
  requested:
    "Check your inbox: we have sent a message to confirm these alerts. Nothing else is sent until you confirm, and the request is deleted after 7 days.",
  clientLimit: "Too many alert requests from your connection. Please try again in an hour.",
  addressLimit: "That address cannot take more alert requests now: confirm the ones we sent it, or stop one you follow, then try again.",
  unavailable: "Alerts are not available right now. Please try again later.",
  unknownPair: "We have no requirement for that passport and destination, so there is nothing to follow.",
  unknownPassport: "That passport is not in our data.",
  badTrip: "That trip cannot be followed: open it in the trip planner, fix what it says, and try again.",
  confirmed: "Your alerts are on. Each message says what changed, before and after, with its source.",
  confirmExpired: "This confirmation link has expired: ask for the alerts again from the page you were on.",
  confirmUsed: "This confirmation link was already used, or a newer one replaced it. Your alerts are listed on the page each message links to.",
  tokenUnknown: "This link is not valid. Links stop working when the alerts they manage are stopped.",
  stopped: "Stopped. Nothing more is sent about it.",
  unsubscribed: "You will get no more alerts, and we have deleted your address.",
} as const;

/** The form's action. */
export const ALERT_FORM_ACTION = "/alerts";

/** Longest form body read, in bytes: an address, a trip's query and a page path, with room to spare. */
export const ALERT_FORM_MAX_BYTES = 4096;

/**
 * Why a "Get alerts" request was refused, by code: the field the message goes beside and the message. The form's
 * answer carries the code (JSON, or `/alerts?…&error={code}` without JavaScript), and the page shows the message.
 */
export const ALERT_ERRORS = {
  "email-required": { field: "email", message: FIELD_MESSAGES.emailRequired },
  "email-invalid": { field: "email", message: FIELD_MESSAGES.emailInvalid },
  "client-limit": { field: "email", message: ALERT_TEXTS.clientLimit },
  "address-limit": { field: "email", message: ALERT_TEXTS.addressLimit },
  unavailable: { field: "email", message: ALERT_TEXTS.unavailable },
  "unknown-pair": { field: "follow", message: ALERT_TEXTS.unknownPair },
  "unknown-passport": { field: "follow", message: ALERT_TEXTS.unknownPassport },
  "bad-trip": { field: "follow", message: ALERT_TEXTS.badTrip },
} as const;

/** A refusal's code. */
export type AlertErrorCode = keyof typeof ALERT_ERRORS;

/** The code of `value`, or null for one the page does not know (a stale or hand-made link). */
export function alertErrorCode(value: unknown): AlertErrorCode | null {
  return typeof value === "string" && Object.hasOwn(ALERT_ERRORS, value) ? (value as AlertErrorCode) : null;
}
