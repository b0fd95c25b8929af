/** @module Fees for origins other than India (spec: 'Coming Soon for {origin}', decision 2). */

export function ComingSoon({ origin }: { origin: string }) {
  return (
    <div className="coming-soon">
      <h3>Coming Soon for {origin}</h3>
      <p>
        Our visa data is currently available for Indian passport holders only... Detailed fees for {origin} passports are on their way; the entry rule
        above already applies to your passport.
      </p>
    </div>
  );
}
