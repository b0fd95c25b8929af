import { describe, expect, it } from "vitest";
import { memoize } from "../../../shared/units/memo";

describe("memoize", () => {
  it("computes once per key, with every argument", () => {
    const calls: Array<[number, string]> = [];
    const f = memoize(10, (n: number, s: string) => `${s}${n}`, (n, s) => (calls.push([n, s]), s.repeat(n)));
    expect([f(2, "a"), f(2, "a"), f(3, "a"), f(2, "b")]).toEqual(["aa", "aa", "aaa", "bb"]);
    expect(calls).toEqual([[2, "a"], [3, "a"], [2, "b"]]);
  });

  it("starts over when full, and still answers right", () => {
    let calls = 0;
    const f = memoize(2, (s: string) => s, (s) => (calls++, s.toUpperCase()));
    expect([f("a"), f("b"), f("c"), f("a")]).toEqual(["A", "B", "C", "A"]);
    expect(calls).toBe(4);
  });
});
