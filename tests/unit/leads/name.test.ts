import { describe, expect, it } from "vitest";
import { sanitizeName, validateName } from "../../../shared/leads/name";

describe("sanitizeName", () => {
  it.each([
    ["  Asha Rao  ", "Asha Rao"],
    ["<b>Asha</b>", "Asha"],
    ['<img src=x onerror="alert(1)">Asha', "Asha"],
    ["Asha\u0000\u0007\u001b Rao", "Asha Rao"],
    ["O'Brien", "OBrien"],
    ["D\u2019Souza", "D\u2019Souza"],
    ["Anne-Marie", "Anne-Marie"],
    ["José Müller", "José Müller"],
    ["अमित शर्मा", "अमित शर्मा"],
    ["Asha1 Rao2!", "Asha Rao"],
    ["Asha   \t Rao", "Asha Rao"],
    ["x".repeat(60), "x".repeat(50)],
  ])("%j becomes %j", (raw, clean) => {
    expect(sanitizeName(raw)).toBe(clean);
  });
});

describe("validateName", () => {
  it.each([
    ["", "Name is required"],
    ["<p></p>", "Name is required"],
    ["A", "Name must be at least 2 characters long"],
    ["aaaaa", "Name contains too many repeated characters"],
    ["Haaaaannah", "Name contains too many repeated characters"],
    ["a b", "Please enter a valid name"],
    ["a".repeat(201), "Name must be at most 50 characters long"],
  ])("refuses %j with %j", (raw, message) => {
    expect(validateName(raw)).toEqual({ ok: false, message });
  });

  it.each([["Al"], ["aaaa"], ["Asha Rao"], ["Ab".repeat(100)]])("accepts %j", (raw) => {
    expect(validateName(raw).ok).toBe(true);
  });
});
