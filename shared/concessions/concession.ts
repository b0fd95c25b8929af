/**
 * @module Entry concessions: an easier entry route a destination gives Indian passport holders who hold another
 * document, merged with the passport's base requirement. A concession never makes a rule stricter; the most
 * favourable one that applies wins, and the others are still listed.
 */
import type { IsoDate } from "../units/iso-date";
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

/** The base requirement merged with the concessions of the documents held. */
export interface MergedRequirement {
  /** The easiest category: the best upgrading concession's grant, else the base. */
  category: RequirementCategory;
  /** The concession that gives `category`, or null when none upgrades the base. */
  best: Concession | null;
  /** Every concession of a held document, best first (by grant, then longest stay): the page lists them all. */
  applicable: Concession[];
}

/**
 * Merges `base` with the concessions whose document is in `holds`. The most favourable grant wins (ties: the longer
 * stated stay, then an official source); a grant that is not easier than the base never replaces it.
 * @example mergeConcessions("visa-required", [mxWithUsVisa], new Set(["us-visa"])).category // "visa-free"
 */
export function mergeConcessions(
  base: RequirementCategory,
  concessions: readonly Concession[],
  holds: ReadonlySet<HeldDocumentKey>,
): MergedRequirement {
  const rank = (c: Concession) => (c.grants === "transit-visa-free" ? EASE.length : EASE.indexOf(c.grants));
  const applicable = concessions
    .filter((c) => holds.has(c.document))
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
