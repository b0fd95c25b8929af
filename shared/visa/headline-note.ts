/**
 * @module Why a result shows no headline fee although records of its visa type exist (issue #32): every one has
 * ended (China's reduced fees for Indians, to 31 Dec 2025), or every one needs another visa or residence permit.
 * Written on the server so the browser carries the sentence, not the code that writes it.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { PricedOption } from "./priced-option";

/**
 * The sentence for a pair with no headline fee of `visaType`, or null when one exists or no record of the type does.
 * @example headlineNote(null, [chinaEnded], "tourist", "India")
 *   // "No tourist visa fee in force is on record: the last one we have (CNY 1,140, L tourist visa…) applied until 31 Dec 2025. Check the official source before you apply."
 */
export function headlineNote(best: PricedOption | null, options: readonly PricedOption[], visaType: string, passportName: string): string | null {
  if (best) return null;
  const ofType = options.filter((o) => o.visaType === visaType);
  const ended = ofType.find((o) => o.endedOn);
  if (ended?.endedOn) {
    return `No ${ended.visaTypeLabel.toLowerCase()} visa fee in force is on record: the last one we have (${ended.nativeFee}, ${ended.subtype}) applied until ${formatIsoDate(ended.endedOn as IsoDate)}. Check the official source before you apply.`;
  }
  const conditional = ofType.find((o) => o.condition);
  return conditional
    ? `No ${conditional.visaTypeLabel.toLowerCase()} visa fee open to every ${passportName} passport holder is on record: the options below need another visa or residence permit.`
    : null;
}
