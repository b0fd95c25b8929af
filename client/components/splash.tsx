/**
 * @module The start-up splash (spec: Splash screen): the brand and 'Loading...', in the native-app wrapper only
 * (decision 5: a browser gets the server-rendered page as its first paint). It hides itself after 600 ms with a
 * CSS animation, so it needs no JavaScript and cannot stay stuck if a script fails.
 */
import { BRAND } from "../site";

/** Spec §9: splash duration inside the native wrapper, in ms. */
export const APP_SPLASH_MS = 600;

export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite" style={{ animationDelay: `${APP_SPLASH_MS}ms` }}>
      <p className="splash__brand">{BRAND}</p>
      <p className="splash__loading">Loading...</p>
    </div>
  );
}
