/** @module Official sources cited by more than one page. */
import type { SourceLink } from "./types";

/** Henley Passport Index ranking (the edition is named where it is cited). */
export const HENLEY: SourceLink = { name: "Henley Passport Index", url: "https://www.henleyglobal.com/passport-index/ranking" };
