/** The 'Cookie Preferences' switches (shared/consent/preferences.ts): the app's dialog, the static pages' and the no-script popover. */
import { describe, expect, it } from "vitest";
import { acceptAll } from "../../../shared/consent/consent";
import { isFixedCategory, switchesOf } from "../../../shared/consent/preferences";

describe("cookie preference switches", () => {
  it("necessary is fixed on; the three others can be switched", () => {
    expect(isFixedCategory("necessary")).toBe(true);
    for (const category of ["analytics", "advertising", "functional"] as const) expect(isFixedCategory(category)).toBe(false);
  });

  it("open on the stored choices, or all off when nothing is stored", () => {
    expect(switchesOf(null)).toEqual({ analytics: false, advertising: false, functional: false });
    expect(switchesOf(acceptAll(new Date("2026-11-23T10:00:00.000Z")).choices)).toEqual({ analytics: true, advertising: true, functional: true });
    expect(switchesOf({ necessary: true, analytics: false, advertising: true, functional: false })).toEqual({
      analytics: false,
      advertising: true,
      functional: false,
    });
  });
});
