/**
 * @module Under a home check for a Schengen destination: the 90/180-day rule in one sentence and the way to the
 * calculator (issue #22). Drawn by the Worker only (a server fragment).
 */
export function SchengenNote() {
  return (
    <p className="pair-schengen">
      <strong>Schengen area:</strong> days in all 29 Schengen states add up, at most 90 in any 180-day period.{" "}
      <a href="/schengen-calculator">Count your days with the Schengen 90/180-day calculator</a>.
    </p>
  );
}
