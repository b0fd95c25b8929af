/**
 * @module The public read API v1 (issue #23), under /api/v1, built with @hono/zod-openapi: each route is declared
 * once with its zod schemas, which validate its parameters and generate the OpenAPI 3.1 document
 * (/api/v1/openapi.json, no key needed). Every other route needs a key and keeps to its plan's quotas (access.ts),
 * and its answers are cached at the edge and revalidated by ETag (cache.ts). Errors are RFC 9457 problem details.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { SITE_PROCEDURES_NOTICE } from "../../shared/api/site-limits";
import { SAME_COUNTRY_MESSAGE } from "../../shared/schemas/visa";
import { type CountryCode, parseCountryCode } from "../../shared/units/country-code";
import { isoDateOf } from "../../shared/units/iso-date";
import { dayAsked } from "./day-asked";
import type { AppEnv } from "../env";
import { CountryNotFoundError } from "../services/errors";
import { apiCountries, apiFees, apiPair, apiRanking, apiRates, apiRequirements } from "../services/public-api";
import { apiAccess } from "./access";
import { appPathOf } from "./api-path";
import { apiCache } from "./cache";
import { addTripRoute } from "./trips";
import { addWaitsRoute } from "./waits";
import { ApiProblem, problem, problemBody } from "./problem";
import {
  CountriesSchema,
  countryParam,
  FeesSchema,
  onParam,
  PairSchema,
  ProblemSchema,
  RankingSchema,
  RatesSchema,
  RequirementsSchema,
} from "./schemas";

/** The API's version prefix. */
export const API_BASE = "/api/v1";

export const api = new OpenAPIHono<AppEnv>({
  // Case-insensitive paths, as in the app that mounts this one (api-path.ts), for a request made to this app alone.
  getPath: appPathOf,
  // A parameter the schema refuses: 400 naming it, as a problem.
  defaultHook: (result, c) => {
    if (!result.success) {
      const fields = [...new Set(result.error.issues.map((i) => i.path.join(".")))].join(", ");
      return problem(
        "bad-request",
        `Check ${fields || "the request"}: ${result.error.issues[0]?.message ?? "it cannot be read"}.`,
        c.var.config.site.url,
      );
    }
  },
});

api.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
  type: "http",
  scheme: "bearer",
  description: "An API key (vfa_…) from Visa Fee Atlas: ask through Contact for API.",
});

const problems = {
  400: {
    description: "A request that cannot be answered as asked: the same country as passport and destination.",
    content: { "application/problem+json": { schema: ProblemSchema } },
  },
  401: { description: "No key, a malformed key, or an unknown or revoked key.", content: { "application/problem+json": { schema: ProblemSchema } } },
  404: { description: "A country code we do not have (the detail names it).", content: { "application/problem+json": { schema: ProblemSchema } } },
  429: {
    description: "Over the key's quota (Retry-After says when to come back).",
    content: { "application/problem+json": { schema: ProblemSchema } },
  },
} as const;

const secured = [{ apiKey: [] }];

/** The 404 detail for codes we do not have (each cut to 12 characters: it echoes the request). */
function notFoundDetail(codes: readonly string[]): string {
  // In upper case, as codes are written: the path reaches the route folded to lower case (api-path.ts).
  return `We have no country with the code ${codes.map((c) => c.slice(0, 12).toUpperCase()).join(", ")}.`;
}

/**
 * The route's country parameters as ISO 3166-1 alpha-2 codes, in the order given (the API's one preamble).
 * @throws ApiProblem not-found naming every value that is not a well-formed code.
 */
function countryCodes<const K extends string>(raw: Record<K, string>): Record<K, CountryCode> {
  const entries = Object.entries<string>(raw).map(([key, value]) => [key, value, parseCountryCode(value)] as const);
  const bad = entries.filter(([, , code]) => code === null).map(([, value]) => value);
  if (bad.length > 0) throw new ApiProblem("not-found", notFoundDetail(bad));
  return Object.fromEntries(entries.map(([key, , code]) => [key, code])) as Record<K, CountryCode>;
}

/** The methods every API route answers: it only reads. */
export const API_METHODS = ["GET", "HEAD"] as const;

// Anything but a read is refused before the key, the quota or the edge cache see it: a cached answer must never
// answer a DELETE or a POST to the same URL (issue #31).
api.use(`${API_BASE}/*`, async (c, next) => {
  if ((API_METHODS as readonly string[]).includes(c.req.method)) return next();
  return problem("method-not-allowed", `The API only reads: use GET (or HEAD), not ${c.req.method.slice(0, 12)}.`, c.var.config.site.url, {
    Allow: API_METHODS.join(", "),
  });
});

// Every data route: key and quota first, then the edge cache.
api.use(`${API_BASE}/*`, async (c, next) => (c.req.path === `${API_BASE}/openapi.json` ? next() : apiAccess(c, next)));
api.use(`${API_BASE}/*`, async (c, next) => (c.req.path === `${API_BASE}/openapi.json` ? next() : apiCache(c, next)));

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/countries`,
    operationId: "listCountries",
    summary: "Every country",
    description: "Code (ISO 3166-1 alpha-2), name, region and flag of every country in the data.",
    security: secured,
    responses: {
      200: { description: "The countries, by name.", content: { "application/json": { schema: CountriesSchema } } },
      401: problems[401],
      429: problems[429],
    },
  }),
  async (c) => c.json(await apiCountries(c.var.db()), 200),
);

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/requirements/{passport}`,
    operationId: "listRequirements",
    summary: "Every destination for one passport",
    description: "The entry requirement of every destination for a passport, with the dataset's date and how far corrections were checked.",
    security: secured,
    request: { params: z.object({ passport: countryParam("passport", "path", "IN") }), query: z.object({ on: onParam }) },
    responses: {
      400: problems[400],
      200: { description: "The passport's requirements, by destination name.", content: { "application/json": { schema: RequirementsSchema } } },
      401: problems[401],
      404: problems[404],
      429: problems[429],
    },
  }),
  async (c) => {
    const { passport } = countryCodes(c.req.valid("param"));
    return c.json(await apiRequirements(c.var.db(), dayAsked(c.req.valid("query").on), passport), 200);
  },
);

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/requirements/{passport}/{destination}`,
    operationId: "getRequirement",
    summary: "One passport and destination",
    description:
      "The requirement's category, maximum stay, e-Visa and visa on arrival availability, and its provenance: the dataset and its date, or the dated correction with its source.",
    security: secured,
    request: {
      params: z.object({ passport: countryParam("passport", "path", "IN"), destination: countryParam("destination", "path", "TH") }),
      query: z.object({ on: onParam }),
    },
    responses: {
      200: { description: "The pair's requirement.", content: { "application/json": { schema: PairSchema } } },
      400: problems[400],
      401: problems[401],
      404: problems[404],
      429: problems[429],
    },
  }),
  async (c) => {
    const { passport, destination } = countryCodes(c.req.valid("param"));
    if (passport === destination) throw new ApiProblem("bad-request", SAME_COUNTRY_MESSAGE);
    return c.json(await apiPair(c.var.db(), dayAsked(c.req.valid("query").on), passport, destination), 200);
  },
);

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/fees/{destination}`,
    operationId: "listFees",
    summary: "Fee options of a destination",
    description:
      "The fee records of a destination that apply to a passport (default IN) on the day asked, by one rule: a record applies to `all` passports that need its document, `only` some, or `all-except` some, and a passport's own record beats a general one for the same document and duration. Each with its document, amount and ISO 4217 currency, USD and INR at the rates' date, processing and validity days, source, confidence, verified flag and checked date, and `disagreement` where the pair's requirement names another document. A pair no record applies to gets `coverage: not-covered`, an empty list and a `note` saying what is known.",
    security: secured,
    request: {
      params: z.object({ destination: countryParam("destination", "path", "TH") }),
      query: z.object({ passport: countryParam("passport", "query", "IN").optional(), on: onParam }),
    },
    responses: {
      400: problems[400],
      200: { description: "The fee options.", content: { "application/json": { schema: FeesSchema } } },
      401: problems[401],
      404: problems[404],
      429: problems[429],
    },
  }),
  async (c) => {
    const { passport, destination } = countryCodes({
      passport: c.req.valid("query").passport ?? "IN",
      destination: c.req.valid("param").destination,
    });
    return c.json(await apiFees(c.var.db(), dayAsked(c.req.valid("query").on), passport, destination), 200);
  },
);

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/rates`,
    operationId: "getRates",
    summary: "Exchange rates",
    description: "Units of each currency per 1 USD (ECB reference rates, and official pegs), with the rates' date.",
    security: secured,
    responses: {
      200: { description: "The rate table.", content: { "application/json": { schema: RatesSchema } } },
      401: problems[401],
      429: problems[429],
    },
  }),
  async (c) => {
    const rates = await apiRates(c.var.db());
    if (!rates) throw new ApiProblem("not-found", "No rates are loaded yet.");
    return c.json(rates, 200);
  },
);

api.openapi(
  createRoute({
    method: "get",
    path: `${API_BASE}/passports/ranking`,
    operationId: "getPassportRanking",
    summary: "Passport ranking",
    description: "Every passport's score (destinations without a visa in advance) and dense rank, with the dataset's date.",
    security: secured,
    responses: {
      200: { description: "The ranking, best first.", content: { "application/json": { schema: RankingSchema } } },
      401: problems[401],
      429: problems[429],
    },
  }),
  async (c) => c.json(await apiRanking(c.var.db(), isoDateOf(new Date())), 200),
);

addTripRoute(api, secured, problems);
addWaitsRoute(api, secured, problems);

/** The OpenAPI 3.1 document of the routes above, for `siteUrl`. */
export function openApiDocument(siteUrl: string) {
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Visa Fee Atlas API",
      version: "1.0.0",
      // The site's procedures are not this API (issue #44): said here, where a client generator reads first.
      description: `Visa requirements for every passport and destination, visa fees for Indian passports, exchange rates and passport scores, each with its source and the date of its data.\n\n${SITE_PROCEDURES_NOTICE}`,
      contact: { name: "Visa Fee Atlas", url: `${siteUrl}/developers` },
      termsOfService: `${siteUrl}/terms-of-service`,
      // No open licence: the site's text and data are Visa Fee Atlas's, API access is by a separate agreement (terms
      // §6, §8), and third-party data keeps its own licence, credited in each answer's sources and the footer.
      license: { name: "Proprietary: Visa Fee Atlas terms of service; third-party data under its own licences", url: `${siteUrl}/terms-of-service` },
    },
    servers: [{ url: siteUrl }],
  });
}

api.get(`${API_BASE}/openapi.json`, (c) => c.json(openApiDocument(c.var.config.site.url), 200, { "Cache-Control": "public, max-age=3600" }));

// Anything else under the prefix: a problem, not the site's HTML page.
api.all(`${API_BASE}/*`, (c) =>
  problem(
    "not-found",
    `There is no ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 100)} in API v1: /developers lists the endpoints.`,
    c.var.config.site.url,
  ),
);

// Every refusal a route throws is answered here, once: its own problem, or 404 for a code the data does not have.
api.onError((error, c) => {
  const siteUrl = c.var.config.site.url;
  if (error instanceof ApiProblem) return problem(error.kind, error.detail, siteUrl);
  if (error instanceof CountryNotFoundError) return problem("not-found", notFoundDetail(error.codes), siteUrl);
  console.error(JSON.stringify({ level: "error", event: "api_error", path: c.req.path, message: String(error) }));
  return new Response(JSON.stringify(problemBody("server-error", "Something went wrong on our side. Try again later.", siteUrl)), {
    status: 500,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store" },
  });
});
