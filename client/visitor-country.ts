/**
 * @module The visitor's country as a loader reads it (decision 3: request.cf.country, read on the server): the server's
 * fact at once while rendering, without waiting for the root's loader (its data is the same fact, rendered into the
 * page); the root's loader data in the browser.
 */
import type { RouterContext } from "./router-context";

/**
 * The visitor's country, or null when the edge gave none.
 * @example await visitorCountryOf(context, parentMatchPromise) // "US"
 */
export async function visitorCountryOf(
  context: Pick<RouterContext, "server">,
  parentMatchPromise: Promise<{ loaderData?: { country: string | null } }>,
): Promise<string | null> {
  if (context.server) return context.server.country;
  return (await parentMatchPromise).loaderData?.country ?? null;
}
