/**
 * @module The alerts' e-mails (issue #47), as plain text and HTML from one structure: the confirmation a request
 * sends first, and the day's message of changes and reminders. Every message names who asked (the page, never an IP
 * address), carries the links to manage and to stop, and is composed here, pure, so tests read exactly what a mail
 * client shows.
 */
import { checkHref } from "../concessions/holds";
import { TRIP_PATH } from "../trip/links";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { AlertChange } from "./diff";
import type { AlertEvent } from "./events";
import type { FactSource } from "./facts";
import type { Follow } from "./follow";

/** The site's name as the messages sign it. */
const SITE = "Visa Fee Atlas";

/** The product's texts of the alerts' e-mails. */
export const ALERT_MAIL_TEXTS = {
  confirmSubject: `Confirm your ${SITE} alerts`,
  confirmUntil: "Until you confirm, nothing else is sent to this address, and the request is deleted after 7 days.",
  confirmNotYou: "If it was not you, ignore this message: nothing will follow it.",
  digestFooter: "You get at most one message a day, and only when something you follow changes or a date comes near.",
  manage: "See or change what you follow",
  stop: "Stop all alerts",
  reChecked: "being re-checked",
} as const;

/** A follow as a message names it, and the page that shows it. */
export interface FollowHeading {
  follow: Follow;
  /** "India → Thailand", "India passport: every destination", "Your trip: Delhi → … (4 stops, 1-20 Mar 2027)". */
  title: string;
}

/** The site's page of a follow (relative): the check, the passport's changes, the trip. */
export function followPath(follow: Follow): string {
  switch (follow.kind) {
    case "pair":
      return checkHref(follow.passport, follow.destination, undefined);
    case "passport":
      return `/changes?passport=${follow.passport}`;
    case "trip":
      return `${TRIP_PATH}${follow.query}`;
  }
}

/** The links every message carries (absolute). */
export interface MessageLinks {
  site: string;
  manage: string;
  unsubscribe: string;
}

/** A composed message: subject, plain text and HTML. */
export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A source's date as the site writes it ("31 Aug 2026"; a month or a year as the source states it). */
const shownDate = (source: FactSource) =>
  source.date && /^\d{4}-\d{2}-\d{2}$/.test(source.date) ? formatIsoDate(source.date as IsoDate) : source.date;

/** "Source: Royal Thai Government Gazette, 31 Aug 2026: https://…" */
export function sourceLine(source: FactSource | null): string | null {
  if (!source) return null;
  const date = shownDate(source);
  return `Source: ${source.name}${date ? `, ${date}` : ""}${source.url && source.url !== source.name ? `: ${source.url}` : ""}`;
}

/** sourceLine's HTML: the source's name links its page (an http(s) address from the data) rather than printing it. */
export function sourceHtml(source: FactSource | null): string | null {
  if (!source) return null;
  const date = shownDate(source);
  const name =
    source.url && /^https?:\/\//.test(source.url) ? `<a href="${escapeHtml(source.url)}">${escapeHtml(source.name)}</a>` : escapeHtml(source.name);
  return `Source: ${name}${date ? `, ${escapeHtml(date)}` : ""}`;
}

/** "Entry: Visa free for 60 days → Visa free for 30 days", "New: …", "No longer shown: …". */
export function changeLine(change: AlertChange): string {
  if (change.before === null) return `${change.what}: ${change.after} (new)`;
  if (change.after === null) return `${change.what}: no longer shown (was: ${change.before})`;
  return `${change.what}: ${change.before} → ${change.after}`;
}

/** The confirmation of a request for `follows`, asked on `page` (the absolute address of the page). */
export function confirmationMail(follows: readonly FollowHeading[], page: string, confirmUrl: string, links: MessageLinks): AlertMail {
  const list = follows.map((f) => f.title);
  const text = [
    `Someone, perhaps you, asked on ${page} to get alerts from ${SITE} about:`,
    ...list.map((t) => `- ${t}`),
    "",
    `Confirm: ${confirmUrl}`,
    "",
    ALERT_MAIL_TEXTS.confirmUntil,
    ALERT_MAIL_TEXTS.confirmNotYou,
    "",
    `${SITE}: ${links.site}`,
  ].join("\n");
  const html = [
    `<p>Someone, perhaps you, asked on <a href="${escapeHtml(page)}">${escapeHtml(page)}</a> to get alerts from ${SITE} about:</p>`,
    `<ul>${list.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(confirmUrl)}"><strong>Confirm my alerts</strong></a></p>`,
    `<p>${escapeHtml(ALERT_MAIL_TEXTS.confirmUntil)} ${escapeHtml(ALERT_MAIL_TEXTS.confirmNotYou)}</p>`,
  ].join("\n");
  return { subject: ALERT_MAIL_TEXTS.confirmSubject, text, html };
}

/** One followed thing's part of the day's message. */
export interface DigestPart {
  heading: FollowHeading;
  changes: readonly AlertChange[];
  events: readonly AlertEvent[];
}

/** The day's subject: the one thing, or how many. */
function digestSubject(parts: readonly DigestPart[]): string {
  const reminders = parts.every((p) => p.changes.length === 0);
  const what = reminders ? "Reminder" : "What changed";
  return parts.length === 1 ? `${what}: ${parts[0]!.heading.title}` : `${what} for ${parts.length} things you follow`;
}

/**
 * The day's message for one address: each followed thing with what changed (before and after, the source with its
 * date) and the reminders due, and a link to its page.
 * @throws RangeError for a message with nothing to tell (the caller sends none).
 */
export function digestMail(parts: readonly DigestPart[], links: MessageLinks): AlertMail {
  const told = parts.filter((p) => p.changes.length + p.events.length > 0);
  if (told.length === 0) throw new RangeError("nothing to tell");
  const textParts = told.map((p) => {
    const url = `${links.site}${followPath(p.heading.follow)}`;
    const lines = [`${p.heading.title}`, url];
    for (const c of p.changes) {
      lines.push(`- ${c.subject}: ${changeLine(c)}`);
      const s = sourceLine(c.source);
      if (s) lines.push(`  ${s}`);
    }
    for (const e of p.events) {
      lines.push(`- ${e.subject}: ${e.text}`);
      const s = sourceLine(e.source);
      if (s) lines.push(`  ${s}`);
    }
    return lines.join("\n");
  });
  const text = [
    ...textParts,
    ALERT_MAIL_TEXTS.digestFooter,
    `${ALERT_MAIL_TEXTS.manage}: ${links.manage}`,
    `${ALERT_MAIL_TEXTS.stop}: ${links.unsubscribe}`,
  ].join("\n\n");
  const item = (subject: string, line: string, source: FactSource | null) => {
    const s = sourceHtml(source);
    return `<li><strong>${escapeHtml(subject)}</strong>: ${escapeHtml(line)}${s ? `<br><small>${s}</small>` : ""}</li>`;
  };
  const html = [
    ...told.map((p) => {
      const url = `${links.site}${followPath(p.heading.follow)}`;
      const items = [...p.changes.map((c) => item(c.subject, changeLine(c), c.source)), ...p.events.map((e) => item(e.subject, e.text, e.source))];
      return `<h2><a href="${escapeHtml(url)}">${escapeHtml(p.heading.title)}</a></h2>\n<ul>${items.join("")}</ul>`;
    }),
    `<p>${escapeHtml(ALERT_MAIL_TEXTS.digestFooter)}</p>`,
    `<p><a href="${escapeHtml(links.manage)}">${ALERT_MAIL_TEXTS.manage}</a> · <a href="${escapeHtml(links.unsubscribe)}">${ALERT_MAIL_TEXTS.stop}</a></p>`,
  ].join("\n");
  return { subject: digestSubject(told), text, html };
}

/**
 * The headers of every message after the confirmation (RFC 8058): one-click unsubscribe by POST to `unsubscribe`,
 * which the mail provider sends with the body "List-Unsubscribe=One-Click".
 */
export function unsubscribeHeaders(unsubscribe: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
