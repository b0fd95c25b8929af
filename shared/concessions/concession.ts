/**
 * @module Entry concessions: an easier entry route a destination gives Indian passport holders who hold another
 * document, merged with the passport's base requirement. A concession never makes a rule stricter; the most
 * favourable one that applies wins, and the others are still listed.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { RequirementCategory } from "../visa/requirement";
import type { ConcessionGrant, HeldDocumentKey } from "./documents";

/** One concession record (data/exemptions/in-exemptions.json, seeded into `entry_concessions`). */
export interface Concession {
  /** ISO 3166-1 alpha-2 of the destination. */
  destination: string;
  document: HeldDocumentKey;
  grants: ConcessionGrant;
  /** Days per stay, or null where no source states it. */
  maxStayDays: number | null;
  conditions: string;
  /** The day the rule took effect, where a source gives it (YYYY-MM-DD). */
  validFrom: IsoDate | null;
  /** The rule's last day (YYYY-MM-DD, inclusive) for a temporary measure known to have an end, else null. */
  validUntilOn: IsoDate | null;
  source: string;
  sourceUrl: string;
  /** True only for a page on a government website. */
  official: boolean;
  /** A paraphrase of what the source says. */
  evidence: string;
}

/** Entry categories from easiest to hardest; a concession's grant is placed among them. */
const EASE: readonly string[] = ["visa-free", "visa-on-arrival", "eta", "e-visa", "visa-required", "no-admission"];

/**
 * Whether a grant gives easier entry than `base`. Transit-only entry changes nothing for a visit: it is listed,
 * never merged.
 */
export function isUpgrade(grant: ConcessionGrant, base: RequirementCategory): boolean {
  if (grant === "transit-visa-free" || base === "own-country") return false;
  return EASE.indexOf(grant) < EASE.indexOf(base);
}

/**
 * Whether a concession applies on `today` (YYYY-MM-DD, the request's UTC day): from `validFrom` (when known) through
 * `validUntilOn` (when set), both days included, as fees (feeInForce) and corrections do. An ended concession (North
 * Macedonia's for US, UK and Canadian visas, to 31 Dec 2025) counts nowhere; pages still list it as ended.
 * @example concessionInForce({ validFrom: null, validUntilOn: "2025-12-31" }, "2025-12-31") // true (its last day)
 * @example concessionInForce({ validFrom: null, validUntilOn: "2025-12-31" }, "2026-01-01") // false
 */
export function concessionInForce(concession: Pick<Concession, "validFrom" | "validUntilOn">, today: IsoDate): boolean {
  return (concession.validFrom === null || concession.validFrom <= today) && (concession.validUntilOn === null || concession.validUntilOn >= today);
}

/**
 * "Ended on 31 Dec 2025" for a concession whose last day is before `today` (YYYY-MM-DD), else null: what a page
 * shows beside a rule that no longer counts.
 * @example concessionEndedText({ validUntilOn: "2025-12-31" }, "2026-11-26") // "Ended on 31 Dec 2025"
 */
export function concessionEndedText(concession: Pick<Concession, "validUntilOn">, today: IsoDate): string | null {
  return concession.validUntilOn !== null && concession.validUntilOn < today ? `Ended on ${formatIsoDate(concession.validUntilOn)}` : null;
}

/** The base requirement merged with the concessions of the documents held. */
export interface MergedRequirement {
  /** The easiest category: the best upgrading concession's grant, else the base. */
  category: RequirementCategory;
  /** The concession that gives `category`, or null when none upgrades the base. */
  best: Concession | null;
  /** Every concession in force of a held document, best first (by grant, then longest stay): the page lists them all. */
  applicable: Concession[];
}

/**
 * Merges `base` with the concessions in force on `today` (YYYY-MM-DD, UTC; concessionInForce) whose document is in
 * `holds`. The most favourable grant wins (ties: the longer stated stay, then an official source); a grant that is
 * not easier than the base never replaces it, and an ended concession is left out.
 * @example mergeConcessions("visa-required", [mxWithUsVisa], new Set(["us-visa"]), "2026-11-26").category // "visa-free"
 */
export function mergeConcessions(
  base: RequirementCategory,
  concessions: readonly Concession[],
  holds: ReadonlySet<HeldDocumentKey>,
  today: IsoDate,
): MergedRequirement {
  const rank = (c: Concession) => (c.grants === "transit-visa-free" ? EASE.length : EASE.indexOf(c.grants));
  const applicable = concessions
    .filter((c) => holds.has(c.document) && concessionInForce(c, today))
    .sort((a, b) => rank(a) - rank(b) || (b.maxStayDays ?? 0) - (a.maxStayDays ?? 0) || Number(b.official) - Number(a.official));
  const best = applicable.find((c) => isUpgrade(c.grants, base)) ?? null;
  return { category: best ? (best.grants as RequirementCategory) : base, best, applicable };
}

/**
 * `destinations` with the easier categories the held documents give (`upgraded`, from mergeConcessions' winners):
 * what the finder's map and the map route draw.
 */
export function withUpgrades<T extends { code: string; category: RequirementCategory }>(
  destinations: readonly T[],
  upgraded: readonly { destination: { code: string }; category: RequirementCategory }[],
): T[] {
  const better = new Map<string, RequirementCategory>(upgraded.map((u) => [u.destination.code, u.category]));
  return destinations.map((d) => ({ ...d, category: better.get(d.code) ?? d.category }));
}
