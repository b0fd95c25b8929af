/**
 * @module Fees where no record applies to the pair (spec: 'Coming Soon for {origin}', amended by decision 17: it stays
 * only where no record applies, and says what is known: "No fee on record for United States passports to Bhutan").
 */

export function ComingSoon({ origin, text }: { origin: string; text: string }) {
  return (
    <div className="coming-soon">
      <h3>Coming Soon for {origin}</h3>
      <p>{text}. The entry rule above already applies to your passport; check the fee with the embassy before you apply.</p>
    </div>
  );
}
