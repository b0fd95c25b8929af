/** @module The Verified / Unverified / Estimate tag of a fee (decisions 13 and 14). */
import type { PricedOption } from "../../shared/visa/priced-option";

export function FeeStatusBadge({ option }: { option: Pick<PricedOption, "verified" | "estimate"> }) {
  if (option.estimate) return <span className="badge badge--estimate">Estimate</span>;
  return option.verified ? <span className="badge badge--verified">Verified</span> : <span className="badge badge--unverified">Unverified</span>;
}
