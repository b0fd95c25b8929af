/** Decision 12: the app wrapper's configurable base path. */
import { describe, expect, it } from "vitest";
import { isUnderBasePath, parseBasePath, withBasePath } from "../../../shared/units/base-path";

describe("parseBasePath", () => {
  it.each([
    ["/app", "/app"],
    [" /app/ ", "/app"],
    ["/native/v2", "/native/v2"],
  ])("accepts %j as %j", (input, expected) => expect(parseBasePath(input)).toBe(expected));

  it.each(["", "/", "app", "/a//b", "/a/../b", "/a b", "https://x.example/app", undefined])("refuses %j", (input) => {
    expect(parseBasePath(input)).toBeNull();
  });
});

describe("isUnderBasePath", () => {
  it.each([
    ["/app", true],
    ["/app/", true],
    ["/app/visa-free", true],
    ["/application", false],
    ["/", false],
    ["/visa-free/app", false],
  ])("%s under /app: %s", (path, expected) => expect(isUnderBasePath(path, "/app")).toBe(expected));
});

describe("withBasePath", () => {
  it.each([
    ["/", "/app/"],
    ["/visa-free?passport=IN", "/app/visa-free?passport=IN"],
    ["/contact-us#api", "/app/contact-us#api"],
    ["/app/visa-free", "/app/visa-free"],
    ["/application", "/app/application"],
  ])("%s → %s", (path, expected) => expect(withBasePath(path, "/app")).toBe(expected));
});
