/** Which URLs the watch may read, and how it names itself (issue #35). */
import { describe, expect, it } from "vitest";
import { refusedUrl, watchHostOf, watchRequestUrl, watchUserAgent } from "../../../worker/watch/fetch-policy";

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

describe("fixture mode (npm run data:watch -- --fixtures, DEV_MODE only)", () => {
  const ORIGIN = "http://127.0.0.1:9100";

  it("reads the fixture server only: any other URL, HTTPS or not, is refused", () => {
    expect(refusedUrl(`${ORIGIN}/www.mea.gov.in/visa.htm`, ORIGIN)).toBeNull();
    expect(refusedUrl("https://www.mea.gov.in/visa.htm", ORIGIN)).toBe("not the fixture server");
    expect(refusedUrl("http://127.0.0.1:9101/a", ORIGIN)).toBe("not the fixture server");
    expect(refusedUrl("http://user:pw@127.0.0.1:9100/a", ORIGIN)).toBe("not the fixture server");
    // Without it, the fixture server is plain HTTP on an IP address: refused.
    expect(refusedUrl(`${ORIGIN}/www.mea.gov.in/visa.htm`)).toBe("not HTTPS");
  });

  it("asks the fixture server for <host><path><query>; outside fixture mode, the cited URL over HTTPS", () => {
    expect(watchRequestUrl("http://www.mea.gov.in/visa.htm?lang=en", ORIGIN)).toBe(`${ORIGIN}/www.mea.gov.in/visa.htm?lang=en`);
    expect(watchRequestUrl("http://www.mea.gov.in/visa.htm?lang=en")).toBe("https://www.mea.gov.in/visa.htm?lang=en");
    expect(watchRequestUrl("https://evisa.gov.vn/")).toBe("https://evisa.gov.vn/");
  });
});
