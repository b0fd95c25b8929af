/**
 * The generated inputs of the fuzz suites (fuzz.test.ts, fuzz-api.test.ts): hostile strings and JSON values, URL
 * parameter values and their repetitions, and the properties every answer keeps (no 5xx, no leaked internals).
 */
import fc from "fast-check";
import { expect } from "vitest";

export const RUNS = Number(import.meta.env.VITE_FUZZ_RUNS ?? 120);
export const SEED = 20261123;

/** Strings a visitor or an attacker might send. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    '<img src=x onerror="alert(1)">',
    "<script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    "' OR 1=1; --",
    "'); DROP TABLE countries; --",
    "%' UNION SELECT sql FROM sqlite_master --",
    "__proto__",
    "constructor",
    "\u0000\u0007\u001b[31m",
    "IN\u202eHT",
    "😀🇮🇳".repeat(50),
  ),
  fc.integer({ min: 1, max: 5 }).map((k) => "x".repeat(k * 20_000)),
);

/** Any JSON value, with hostile strings inside and prototype-pollution keys among the object keys. */
export const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype")), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** An input object with each expected key given a hostile value (or left out), plus stray keys. */
export function inputFor(keys: readonly string[]) {
  return fc.oneof(
    hostileValue,
    fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((key) => [key, hostileString])), { requiredKeys: [] }),
  );
}

/** What must never reach a client: D1/SQLite errors, a stack property or frame (file:line:col), JS error classes. */
export const LEAKS = /D1_ERROR|SQLITE_[A-Z]|"stack"\s*:|\bat \S+ \([^)]*:\d+:\d+\)|\b(TypeError|ReferenceError|RangeError|SyntaxError): /;

export function assertSafe(status: number, body: string, label: string) {
  expect(status, label).toBeLessThan(500);
  expect(body, label).not.toMatch(LEAKS);
}

// Hundreds of requests per test on a shared 2-core machine: well past vitest's 5 s default.
export const TIMEOUT_MS = 300_000;

/** A parameter's value as a visitor or an attacker might send it. */
export const paramValue = fc.oneof(
  hostileString.map((s) => s.slice(0, 3000)),
  fc.constantFrom("", "[]", "{}", '{"a":1}', "null", "true", "-1", "0", "0x5", "1e3", "5.0", " 5", "NaN", "Infinity"),
  fc.integer().map(String),
  fc.double().map(String),
  // Look-alikes of real codes: Greek, Cyrillic and full-width letters, the dotless i, the st ligature.
  fc.constantFrom("IN", "TH", "Asia", "us-visa", "ΙΝ", "ІN", "ın", "ﬆ", "ＩＮ", "İN", "K\u212A", "in\u200b", "IN\u0000", "IN\r\nSet-Cookie: a=b"),
  fc.constantFrom("\u0000", "\u0007", "\u001b[31m", "\r\n", "\t", "\u2028", "%00", "%0d%0a", "\ud800"),
  fc.constant("x".repeat(10_000)),
  fc.constantFrom("2026-01-05~2026-01-20", "2026-02-30", "2026-99-99", "9999-12-31~0000-01-01"),
);

/** One parameter: absent, given once, or given twice (what a form or a hand-edited link may send). */
export const paramOccurrences = fc.oneof(
  { weight: 1, arbitrary: fc.constant([] as string[]) },
  { weight: 3, arbitrary: paramValue.map((v) => [v]) },
  { weight: 1, arbitrary: fc.tuple(paramValue, paramValue).map(([a, b]) => [a, b]) },
);
