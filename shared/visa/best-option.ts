/** @module The best-option rule (spec section 4). */
import { isCitedVerified, type FeeOption } from "./fee-option";

/**
 * Among the options of the chosen visa type, in source order, the first verified one, else the first;
 * null when no option has that type.
 * @example bestOption([unverifiedTourist, verifiedTourist], "tourist") // verifiedTourist
 */
export function bestOption<T extends FeeOption>(options: readonly T[], visaType: string): T | null {
  const ofType = options.filter((o) => o.visaType === visaType);
  return ofType.find(isCitedVerified) ?? ofType[0] ?? null;
}
