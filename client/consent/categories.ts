/**
 * @module The consent categories as the 'Cookie Preferences' dialog lists them (spec: Cookie banner and preferences),
 * for both of its builds: the React dialog (components/cookie-preferences-dialog.tsx) and the static pages' one
 * (static-shell/cookie-dialog.ts). Necessary is fixed on (spec §5).
 */
import type { OptionalCategory } from "../../shared/consent/consent";

export const CONSENT_CATEGORIES: ReadonlyArray<{ id: "necessary" | OptionalCategory; label: string; description: string }> = [
  { id: "necessary", label: "Necessary", description: "Keep the site working and remember this choice. Always on." },
  { id: "analytics", label: "Analytics", description: "Count visits and see which pages help, so we can improve them." },
  { id: "advertising", label: "Advertising", description: "Conversion measurement and the flight and hostel partner widgets." },
  { id: "functional", label: "Functional", description: "Remember preferences such as your currency between visits." },
];

/** The dialog's title and the line under it. */
export const COOKIE_DIALOG_TITLE = "Cookie Preferences";
export const COOKIE_DIALOG_DESCRIPTION = "Choose which cookies we may use. You can change this at any time from the footer.";
