/**
 * @module How the passport pages compute their figures (the ranking and the comparison). Its own module: the finder
 * shows the dates (power-dates.tsx) but not this text, and a shared chunk would carry it into the finder's script.
 */

/** The definition of the mobility score, how ranks are shared, and how other indexes differ. */
export function PowerMethod() {
  return (
    <section className="power-method" aria-labelledby="power-method">
      <h2 id="power-method">How the score is computed</h2>
      <p>
        The <strong>mobility score</strong> counts the destinations a passport holder can enter without applying for a visa in advance: visa free,
        visa on arrival, or with an eTA (an electronic travel authorisation, which is not a visa). The e-Visa count is shown beside it, not in it,
        because an e-Visa is still an application made before you travel.
      </p>
      <p>
        Equal scores share a rank, and the next score takes the next number (dense ranking, as the Henley Passport Index ranks): two passports tied at
        rank 5 are followed by rank 6.
      </p>
      <p>
        Other indexes count differently, so their figures differ from ours. Passport Index also counts e-Visas issued within 3 days. The Henley
        Passport Index scores 227 destinations, each as visa-free or not. Each figure on this page is ours, computed from the requirement data and
        dated above.
      </p>
    </section>
  );
}
