/** Which URLs the watch may read, and how it names itself (issue #35). */
import { describe, expect, it } from "vitest";
import { refusedUrl, watchHostOf, watchUserAgent } from "../../../worker/watch/fetch-policy";

describe("refusedUrl", () => {
  it.each([
    ["https://www.mea.gov.in/visa.htm", null],
    ["https://evisa.gov.vn/fees?lang=en", null],
    ["http://www.mea.gov.in/visa.htm", "not HTTPS"],
    ["ftp://example.gov/fees", "not HTTPS"],
    ["https://user:pw@example.gov/", "credentials in the URL"],
    ["https://127.0.0.1/admin", "an IP address, not a host name"],
    ["https://[::1]/", "an IP address, not a host name"],
    ["https://2130706433/", "an IP address, not a host name"],
    ["https://localhost/", "not a public host name"],
    ["https://intranet/", "not a public host name"],
    ["https://db.internal/", "not a public host name"],
    ["https://printer.local/", "not a public host name"],
    ["not a url", "not a URL"],
  ])("%s → %s", (url, reason) => {
    expect(refusedUrl(url)).toBe(reason);
  });
});

it("the User-Agent names the site and why it calls", () => {
  expect(watchUserAgent("https://visafeeatlas.example/")).toBe(
    "VisaFeeAtlasSourceWatch/1.0 (+https://visafeeatlas.example/about-us; weekly check of the sources our figures cite)",
  );
});

it("hosts are compared without case", () => {
  expect(watchHostOf("https://WWW.Example.GOV/a")).toBe("www.example.gov");
});
