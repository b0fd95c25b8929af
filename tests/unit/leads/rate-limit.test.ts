import { describe, expect, it } from "vitest";
import { CONSULTATION_POLICY, evaluateRateLimit } from "../../../shared/leads/rate-limit";

const now = Date.parse("2026-11-23T12:00:00.000Z");
const ago = (s: number) => now - s * 1000;

describe("evaluateRateLimit (5 per hour, 30 s apart)", () => {
  it("allows a first submission", () => {
    expect(evaluateRateLimit([], now, CONSULTATION_POLICY)).toEqual({ allowed: true });
  });

  it("refuses within the cooldown with the seconds left, rounded up", () => {
    expect(evaluateRateLimit([ago(10.5)], now, CONSULTATION_POLICY)).toEqual({
      allowed: false,
      reason: "cooldown",
      retryAfterSeconds: 20,
      message: "Please wait 20 seconds before making another request.",
    });
  });

  it("allows exactly at the end of the cooldown", () => {
    expect(evaluateRateLimit([ago(30)], now, CONSULTATION_POLICY).allowed).toBe(true);
  });

  it("refuses the sixth in the hour until the oldest leaves the window", () => {
    const verdict = evaluateRateLimit([ago(3000), ago(2000), ago(1000), ago(500), ago(100)], now, CONSULTATION_POLICY);
    expect(verdict).toEqual({
      allowed: false,
      reason: "window",
      retryAfterSeconds: 600,
      message: "Too many requests. Please try again in 600 seconds.",
    });
  });

  it("ignores submissions older than the window", () => {
    expect(evaluateRateLimit([ago(3600), ago(4000), ago(2000), ago(1000), ago(500)], now, CONSULTATION_POLICY).allowed).toBe(true);
  });

  it("counts a submission stamped after now as made now", () => {
    expect(evaluateRateLimit([now + 5], now, CONSULTATION_POLICY)).toMatchObject({ retryAfterSeconds: 30 });
  });
});
