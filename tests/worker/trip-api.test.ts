/**
 * The trip planner's API (GET /api/v1/trips) and calendar (/trip.ics), issue #36, through the real Worker: the
 * example trip as JSON matching the OpenAPI document and the page, the API's key and cache, a plan that cannot be read
 * as a problem with each field's message, every operation's operationId and the document's terms and licence, and
 * the apply-by dates as an iCalendar file.
 */
import { APPLY_MARGIN_DAYS } from "../../shared/waits/apply-by";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../shared/trip/messages";
import { createApiKey, get } from "./helpers";
import { dayFromToday, EXAMPLE_DAYS, exampleStops } from "./trip-dates";

type Doc = {
  info: { license?: { name: string; url?: string }; termsOfService?: string };
  paths: Record<string, { get: { operationId?: string; responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
  components: { schemas: Record<string, object> };
};

let key: string;
let doc: Doc;
const call = (path: string, withKey = true) => get(path, "IN", { headers: withKey ? { Authorization: `Bearer ${key}` } : {} });

/** Whether `body` matches the document's schema of the trips route's `status`. */
function conforms(status: number, body: unknown): boolean {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "api", components: doc.components });
  const content = doc.paths["/api/v1/trips"]?.get.responses[String(status)]?.content ?? {};
  const schema = (content["application/json"] ?? content["application/problem+json"])?.schema;
  const check = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')));
  const ok = check(body) === true;
  if (!ok) console.error(JSON.stringify(check.errors).slice(0, 2000));
  return ok;
}

beforeAll(async () => {
  key = await createApiKey("partner");
  doc = (await (await get("/api/v1/openapi.json")).json()) as Doc;
});

describe("the OpenAPI document", () => {
  it("names every operation (generated SDKs get method names), each once", () => {
    const ids = Object.values(doc.paths).map((p) => p.get.operationId);
    expect(ids).not.toContain(undefined);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/v1/trips"]?.get.operationId).toBe("planTrip");
  });

  it("states its terms and a licence that is true: no open licence, the terms of service", () => {
    expect(doc.info.termsOfService).toBe("https://visafeeatlas.example/terms-of-service");
    expect(doc.info.license).toEqual({
      name: "Proprietary: Visa Fee Atlas terms of service; third-party data under its own licences",
      url: "https://visafeeatlas.example/terms-of-service",
    });
  });
});

describe("GET /api/v1/trips", () => {
  const path = `/api/v1/trips?passport=IN&stops=${exampleStops()}`;

  it("answers the example trip as the page does, matching the contract", async () => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as {
      query: string;
      stops: { country: { code: string }; byPassport: { kind: string; summary: string; transit: { verify: string | null } | null }[] }[];
      plans: { visas: { name: string; applyByOn: string }[]; schengen: { visits: { text: string }[] } }[];
    };
    expect(conforms(200, body)).toBe(true);
    expect(body.query).toBe(`?passport=IN&stops=${exampleStops()}`);
    expect(body.stops.map((s) => [s.country.code, s.byPassport[0]?.kind, s.byPassport[0]?.summary])).toEqual([
      ["AE", "airside", "No visa needed"],
      ["GB", "stay", "Visa required"],
      ["FR", "stay", "Visa required"],
      ["DE", "landside", "Visa needed: Uniform Schengen short-stay visa (type C)"],
    ]);
    expect(body.stops[0]?.byPassport[0]?.transit?.verify).toContain("check with your airline or the embassy");
    expect(body.plans[0]?.visas.map((v) => v.applyByOn)).toEqual([
      dayFromToday(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 45),
      dayFromToday(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 21),
    ]);
    expect(body.plans[0]?.schengen.visits[0]?.text).toBe("8 of 90 days used on leaving; 82 left.");
  });

  it("needs a key, and is cached at the edge with an ETag like every route", async () => {
    expect((await call(path, false)).status).toBe(401);
    const first = await call(`${path}&holds=us-visa`);
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get("ratelimit-policy")).toContain('"day"');
    const again = await call(`${path}&holds=us-visa`);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("answers a plan it cannot read with a problem naming each field, never a 500 or a cached answer", async () => {
    const a = dayFromToday(30);
    const response = await call(
      `/api/v1/trips?passport=IN&stops=GB~${a}~${dayFromToday(35)}~s,FR~${dayFromToday(32)}~${dayFromToday(40)}~s,ZZ~${a}~${a}~q`,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { detail: string; fields: { field: string; message: string }[] };
    expect(conforms(400, body)).toBe(true);
    expect(body.fields).toEqual([
      { field: "stops[2].arrive", message: expect.stringMatching(/^This stop starts before stop 1 ends/) },
      { field: "stops[3].country", message: "We have no country with the code “ZZ”: choose one from the list." },
      { field: "stops[3].kind", message: TRIP_MESSAGES.kind },
    ]);
    expect(body.detail).toMatch(/^Check stops\[2\]\.arrive: This stop starts before stop 1 ends/);
  });

  it("answers an empty query with the problem of what is missing", async () => {
    const response = await call("/api/v1/trips");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: { field: string }[] };
    expect(conforms(400, body)).toBe(true);
    expect(body.fields.length).toBeGreaterThan(0);
  });
});

describe("/trip.ics", () => {
  it("gives the apply-by dates as an iCalendar file, one all-day event per visa, each linking to the plan", async () => {
    const response = await get(`/trip.ics?passport=IN&stops=${exampleStops()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trip-apply-by.ics"');
    const ics = (await response.text()).replace(/\r\n /g, "");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Visa Fee Atlas\/\/Trip planner\/\/EN\r\n/);
    const starts = [...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1]);
    const compact = (days: number) => dayFromToday(days).replaceAll("-", "");
    expect(starts).toEqual([compact(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 45), compact(EXAMPLE_DAYS.dubai - APPLY_MARGIN_DAYS - 21)]);
    expect(ics).toContain("SUMMARY:Apply for the Uniform short-stay Schengen visa (type C)");
    expect(ics).toContain(": France and Germany");
    expect(ics).toContain("processing takes 15-45 days. Needed from");
    // The link's commas are encoded (a URI is not escaped as text), so calendar apps open the plan.
    expect(ics).toMatch(/URL;VALUE=URI:https:\/\/visafeeatlas\.example\/trip\?passport=IN&stops=AE~[\d-]+~[\d-]+~a%2CGB~/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("answers a plan it cannot read with 400 and the messages, as text", async () => {
    const response = await get("/trip.ics?passport=IN&stops=GB~2027-13-01~2027-03-01~s");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain(`Stop 1: ${TRIP_MESSAGES.date}`);
  });
});
