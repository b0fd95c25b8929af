/**
 * @module The doubts exemptions/SOURCE.md names per destination (old sources, a temporary measure, sources that
 * disagree), shown beside that destination's concessions. Our paraphrase of SOURCE.md's "Caveats".
 */

/** Caveat per destination (ISO 3166-1 alpha-2). */
export const CONCESSION_CAVEATS: Readonly<Record<string, string>> = {
  MK: "A temporary measure renewed by government decision: the last period seen (in a secondary summary) ended on 31 Dec 2025. Check that it has been renewed before you travel.",
  RS: "The sources are Serbian consular pages from 2014. Rules may have changed since.",
  BA: "The only source is a 2017 report. Rules may have changed since.",
  CR: "The source is a 2018 law-firm alert; Costa Rica replaced its entry guidelines in 2023 and again in Nov 2025.",
  PA: "The source is a 2018 decree; a 2024 decree reportedly relaxed it, which we could not confirm.",
  BZ: "The sources are lists from 2015 and 2019. Rules may have changed since.",
  OM: "The sources are reports from 2017 and 2019. Rules may have changed since.",
  BH: "The source is a report without a year.",
  ME: "The source is an undated embassy page.",
  CY: "The source is an undated embassy page.",
  TR: "Sources disagree: India's embassy (2015) said any Schengen or OECD visa or residence permit; the Turkish embassy later named Schengen, US, UK and Irish documents. One source is an undated news report.",
  BS: "Sources disagree: a visa agency says no visa is needed; a 2018 tourism-ministry statement described a visa issued on arrival.",
  AE: "Sources disagree on US visas: the 2017 rule excluded US tourist and business visas; the 2024 rule includes them.",
  TW: "Sources disagree on the stay: an old consular page says 30 days; the current stay is 14 days per entry.",
  AM: "Armenia's temporary visa-free entry for residence-permit holders (1 Jan to 1 Jul 2026) has ended, and no extension was found.",
};
