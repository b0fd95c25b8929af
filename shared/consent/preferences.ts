/**
 * @module The 'Cookie Preferences' switches (spec: Cookie banner and preferences; §5), one rule for the three places
 * that draw them: the app's dialog (client/components/cookie-preferences-dialog.tsx), the static pages' dialog
 * (client/static-shell/cookie-dialog.ts) and the banner's no-script popover (client/components/cookie-banner.tsx).
 */
import type { ConsentChoices, OptionalCategory } from "./consent";

/**
 * Whether a category's switch is fixed on: necessary cookies cannot be switched off (spec §5).
 * @example isFixedCategory("necessary") // true
 */
export function isFixedCategory(category: "necessary" | OptionalCategory): category is "necessary" {
  return category === "necessary";
}

/**
 * The optional switches as the dialog opens: the stored choices, or every one off when there are none.
 * @example switchesOf(null) // { analytics: false, advertising: false, functional: false }
 */
export function switchesOf(stored: ConsentChoices | null): Record<OptionalCategory, boolean> {
  return { analytics: stored?.analytics ?? false, advertising: stored?.advertising ?? false, functional: stored?.functional ?? false };
}
