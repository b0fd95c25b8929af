/**
 * What a traveller follows (shared/alerts/follow.ts): a follow's canonical key and the follow read back from it, for
 * a pair, a passport and a trip; a key that is not one (tampered with, or written by another version) reads as null.
 */
import { describe, expect, it } from "vitest";
import { FOLLOW_KINDS, type Follow, followKey, followOfKey, TRIP_QUERY_MAX } from "../../../shared/alerts/follow";
import type { CountryCode } from "../../../shared/units/country-code";

const cc = (value: string) => value as CountryCode;

const PAIR: Follow = { kind: "pair", passport: cc("IN"), destination: cc("TH") };
const PASSPORT: Follow = { kind: "passport", passport: cc("IN") };
const TRIP: Follow = { kind: "trip", query: "?passport=IN&stops=AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s" };

describe("followKey", () => {
  it('keys a pair "IN-TH", a passport "IN" and a trip by its canonical query', () => {
    expect(followKey(PAIR)).toBe("IN-TH");
    expect(followKey(PASSPORT)).toBe("IN");
    expect(followKey(TRIP)).toBe(TRIP.query);
  });

  it("gives the same key for the same thing asked twice, and different keys for different pairs", () => {
    expect(followKey({ kind: "pair", passport: cc("IN"), destination: cc("TH") })).toBe(followKey(PAIR));
    expect(followKey({ kind: "pair", passport: cc("TH"), destination: cc("IN") })).not.toBe(followKey(PAIR));
  });
});

describe("followOfKey", () => {
  it("reads back every kind's key (round trip)", () => {
    for (const follow of [PAIR, PASSPORT, TRIP]) {
      expect(followOfKey(follow.kind, followKey(follow))).toEqual(follow);
    }
  });

  it("knows exactly the three kinds", () => {
    expect(FOLLOW_KINDS).toEqual(["pair", "passport", "trip"]);
    expect(followOfKey("country", "IN")).toBeNull();
    expect(followOfKey("", "IN")).toBeNull();
    expect(followOfKey("PAIR", "IN-TH")).toBeNull();
  });

  it("upper-cases a stored code read in lower case", () => {
    expect(followOfKey("pair", "in-th")).toEqual(PAIR);
    expect(followOfKey("passport", "in")).toEqual(PASSPORT);
  });

  it("refuses a pair whose passport and destination are the same", () => {
    expect(followOfKey("pair", "IN-IN")).toBeNull();
    expect(followOfKey("pair", "IN-in")).toBeNull();
  });

  it("refuses a pair key that is not two two-letter codes", () => {
    for (const key of ["IND-THA", "IN-THA", "IND-TH", "IN", "IN-", "-TH", "IN-TH-VN", "INTH", "", "I1-TH", "IN_TH", "ın-TH"]) {
      expect(followOfKey("pair", key), key).toBeNull();
    }
  });

  it("refuses a passport key of three letters, or anything but one code", () => {
    for (const key of ["IND", "I", "", "IN-TH", "12", "ın"]) {
      expect(followOfKey("passport", key), key).toBeNull();
    }
  });

  it('refuses a trip key not starting with "?"', () => {
    expect(followOfKey("trip", "passport=IN&stops=GB~2027-03-01~2027-03-08~s")).toBeNull();
    expect(followOfKey("trip", "/trip?passport=IN")).toBeNull();
    expect(followOfKey("trip", "")).toBeNull();
  });

  it("takes a trip query up to TRIP_QUERY_MAX characters and refuses a longer one", () => {
    const longest = `?${"a".repeat(TRIP_QUERY_MAX - 1)}`;
    expect(longest).toHaveLength(TRIP_QUERY_MAX);
    expect(followOfKey("trip", longest)).toEqual({ kind: "trip", query: longest });
    expect(followOfKey("trip", `${longest}a`)).toBeNull();
  });
});
