/** Links keep the documents held where the passport is India's, and only there. */
import { describe, expect, it } from "vitest";
import { checkHref, finderHref, holdsFor, holdsQuery } from "../../../shared/concessions/holds";

describe("links that keep holds", () => {
  it("carries holds on an Indian passport's check, encoded as the router writes them", () => {
    expect(checkHref("IN", "MX", "us-visa,uk-visa")).toBe("/?from=IN&to=MX&holds=us-visa%2Cuk-visa");
  });

  it("carries no holds on another passport's check", () => {
    expect(checkHref("AE", "MX", "us-visa")).toBe("/?from=AE&to=MX");
  });

  it("carries nothing for no or empty holds", () => {
    expect(checkHref("IN", "MX", undefined)).toBe("/?from=IN&to=MX");
    expect(holdsQuery("IN", "")).toBe("");
    expect(holdsFor("IN", "")).toBeUndefined();
  });

  it("escapes what a URL's holds may hold besides keys", () => {
    expect(holdsQuery("IN", 'us-visa,"><script>')).toBe("&holds=us-visa%2C%22%3E%3Cscript%3E");
  });

  it("carries holds on the finder's link for an Indian passport only", () => {
    expect(finderHref("IN", "us-visa,uk-visa")).toBe("/visa-free?passport=IN&holds=us-visa%2Cuk-visa");
    expect(finderHref("AE", "us-visa")).toBe("/visa-free?passport=AE");
  });
});
