/** @module A change's mark for the traveller: "Easier" or "Harder"; nothing for a change that is neither (a relabel). */
import type { ChangeDirection } from "../../../shared/history/change";

const LABEL: Record<ChangeDirection, string | null> = { easier: "Easier", harder: "Harder", neither: null };

export function DirectionBadge({ direction }: { direction: ChangeDirection }) {
  const label = LABEL[direction];
  return label ? <span className={`badge change-badge change-badge--${direction}`}>{label}</span> : null;
}
