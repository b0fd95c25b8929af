/** Links keep the documents held where the passport is India's, and only there. */
import { describe, expect, it } from "vitest";
import { checkHref, checkSearch, holdsFor, holdsQuery } from "../../../shared/concessions/holds-links";

describe("links that keep holds", () => {
  it("carries holds on an Indian passport's check, commas readable", () => {
    expect(checkHref("IN", "MX", "us-visa,uk-visa")).toBe("/?from=IN&to=MX&holds=us-visa,uk-visa");
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
    expect(holdsQuery("IN", 'us-visa,"><script>')).toBe("&holds=us-visa,%22%3E%3Cscript%3E");
  });

  it("builds the router's search object the same way", () => {
    expect(checkSearch("IN", "MX", "us-visa")).toEqual({ from: "IN", to: "MX", holds: "us-visa" });
    expect(checkSearch("SG", "MX", "us-visa")).toEqual({ from: "SG", to: "MX" });
  });
});
