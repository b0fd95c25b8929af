/**
 * @module The result of a check as a lazy component (its own 3 KiB chunk, check-result.tsx): home's first load
 * carries only the pickers, and the result's code comes when a pair is checked. The home route's loader awaits
 * `preload()` for a pair in the URL, so the server renders the result in the page (its renderer does not wait for
 * a lazy component), and names the module in its data (CHECK_RESULT_MODULE) so the page preloads its chunk.
 */
import { lazyRouteComponent } from "@tanstack/react-router";

/** `<CheckResult pair status />` (check-result.tsx), with `CheckResult.preload()` to fetch its code ahead. */
export const CheckResult = lazyRouteComponent(() => import("./check-result"), "CheckResult");

/**
 * The result's module as the Vite manifest keys it (the path of the `import()` above, from the project root):
 * tests/worker/page-chunks.test.ts fails if the two part ways.
 */
export const CHECK_RESULT_MODULE = "client/features/visa-check/check-result.tsx";

/** Changes of the pair shown under a result (pair-history.tsx); the home loader fetches as many. */
export const PAIR_HISTORY_LINES = 3;
