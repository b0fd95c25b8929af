/** @module Decision 9: which third parties may load, given what [vars] configures and what the visitor consented to. */
import type { ConsentChoices, OptionalCategory } from "./consent";

/** The third parties the product knows (spec §7): analytics, advertising conversion events, affiliate widgets. */
export type ThirdParty = "analytics" | "conversions" | "affiliate-widgets";

/** One configured third party: its account id and the script/connect host(s) it needs (for the CSP). */
export interface ThirdPartyService {
  id: string;
  hosts: readonly string[];
}

/** Configured third parties; a missing entry means not configured, so never loaded. */
export type ThirdPartyConfig = Partial<Record<ThirdParty, ThirdPartyService>>;

/** The consent category each third party needs: conversion events and affiliate widgets are advertising. */
export const CONSENT_NEEDED: Readonly<Record<ThirdParty, OptionalCategory>> = {
  analytics: "analytics",
  conversions: "advertising",
  "affiliate-widgets": "advertising",
};

const ORDER: readonly ThirdParty[] = ["analytics", "conversions", "affiliate-widgets"];

/** A non-blank id: an empty or whitespace-only [vars] value means "not configured". */
function configured(service: ThirdPartyService | undefined): service is ThirdPartyService {
  return service !== undefined && service.id.trim() !== "" && service.hosts.length > 0;
}

/**
 * The third parties that may load: configured (non-blank id and at least one host) AND granted the matching
 * consent. No consent (null) allows nothing.
 * @returns names in a fixed order (analytics, conversions, affiliate-widgets).
 * @example allowedThirdParties({ analytics: { id: "A-1", hosts: ["stats.example"] } }, { necessary: true, analytics: true, advertising: false, functional: false }) // ["analytics"]
 */
export function allowedThirdParties(config: ThirdPartyConfig, consent: ConsentChoices | null): ThirdParty[] {
  if (!consent) return [];
  return ORDER.filter((party) => configured(config[party]) && consent[CONSENT_NEEDED[party]]);
}

/**
 * The hosts the Content-Security-Policy may name: those of configured third parties only (whatever the
 * consent, since the policy is per response and consent can be granted without a reload), de-duplicated.
 * @example thirdPartyHosts({}) // []
 */
export function thirdPartyHosts(config: ThirdPartyConfig): string[] {
  const hosts = ORDER.flatMap((party) => {
    const service = config[party];
    return configured(service) ? service.hosts : [];
  });
  return [...new Set(hosts)];
}
