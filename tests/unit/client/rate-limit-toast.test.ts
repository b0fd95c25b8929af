/**
 * The toast of a query the site's limits refused (client/trpc-errors.ts rateLimitToast, issue #44): what the
 * app's one toast queue shows for a 429 from /trpc, and nothing for other failures.
 */
import { describe, expect, it } from "vitest";
import { rateLimitToast } from "../../../client/trpc-errors";

/** An error as the tRPC client gives it: the server's message and its error data. */
const trpcError = (message: string, data: object) => Object.assign(new Error(message), { data });

describe("rateLimitToast", () => {
  it("shows the limiter's title and the server's message, which says how long to wait", () => {
    const message = "Too many trip plans from your connection (the site allows 60 a minute). Please try again in 17 seconds.";
    expect(rateLimitToast(trpcError(message, { code: "TOO_MANY_REQUESTS", httpStatus: 429, retryAfterSeconds: 17 }))).toEqual({
      title: "Too Many Requests",
      description: message,
      variant: "destructive",
    });
  });

  it.each([
    ["a not-found answer", trpcError("Country not found", { code: "NOT_FOUND", httpStatus: 404 })],
    ["a server failure", trpcError("Something went wrong", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 })],
    ["a network failure", new TypeError("Failed to fetch")],
    ["a thrown string", "TOO_MANY_REQUESTS"],
  ])("shows nothing for %s", (_, error) => {
    expect(rateLimitToast(error)).toBeNull();
  });
});
