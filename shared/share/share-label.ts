/**
 * @module The Share control's label, apart from what the control does (share-rules.ts): every page with the control
 * renders the label, and only a click loads the rest.
 */

/** The control's label (client/features/share/share-link.tsx). */
export const SHARE_LABEL = "Share";
