/** Issue #34: the fragments' registry draws a seeded map from its seed, keeping the drawing only for the same seed. */
import { describe, expect, it } from "vitest";
import type { MapDrawing } from "../../shared/map/map-drawing";
import { drawSeededFragment } from "../../worker/fragments/registry";
import { drawRequirementMap } from "../../worker/maps/draw-map";

const seed = (category: "visa-free" | "e-visa"): MapDrawing => ({
  id: "test-map",
  title: "A test map",
  destinations: [
    { code: "TH", name: "Thailand", category, passport: "IN" },
    { code: "JP", name: "Japan", category: "visa-required", passport: "IN" },
  ],
  holds: "us-visa",
});

describe("drawSeededFragment", () => {
  it("draws the requirement map exactly as its drawing does, again from the same seed", () => {
    const first = drawSeededFragment("requirement-map", seed("visa-free"));
    expect(first).toBe(drawRequirementMap(seed("visa-free")));
    expect(drawSeededFragment("requirement-map", seed("visa-free"))).toBe(first);
  });

  it("draws a changed seed anew: a kept drawing never answers for other facts", () => {
    const visaFree = drawSeededFragment("requirement-map", seed("visa-free"));
    const eVisa = drawSeededFragment("requirement-map", seed("e-visa"));
    expect(eVisa).not.toBe(visaFree);
    expect(eVisa).toBe(drawRequirementMap(seed("e-visa")));
    expect(drawSeededFragment("requirement-map", { ...seed("visa-free"), holds: "" })).toBe(drawRequirementMap({ ...seed("visa-free"), holds: "" }));
  });
});
