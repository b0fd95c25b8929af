/**
 * @module RFC 9457 problem details for every API error: `application/problem+json` with type, title, status and
 * detail. Never a stack trace, SQL or driver text: details are written here, not copied from an error.
 */

/** The kinds of problem, each with its status and title; `type` links to its section of /developers. */
export const PROBLEMS = {
  "bad-request": { status: 400, title: "Bad request" },
  unauthorized: { status: 401, title: "Unauthorized" },
  "not-found": { status: 404, title: "Not found" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  "too-many-requests": { status: 429, title: "Too many requests" },
  "server-error": { status: 500, title: "Server error" },
} as const;

export type ProblemKind = keyof typeof PROBLEMS;

/** The problem body for `kind` with `detail`. */
export function problemBody(kind: ProblemKind, detail: string, siteUrl: string) {
  const { status, title } = PROBLEMS[kind];
  return { type: `${siteUrl}/developers#${kind}`, title, status, detail };
}

/** Answers `kind` as problem+json, with extra headers (WWW-Authenticate, Retry-After…). */
export function problem(kind: ProblemKind, detail: string, siteUrl: string, headers: Record<string, string> = {}): Response {
  const body = problemBody(kind, detail, siteUrl);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * A problem a route throws instead of returning: the typed routes type only their JSON answers, so a returned problem
 * needed a cast; `api.onError` (api/app.ts) answers this with `problem()`.
 */
export class ApiProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiProblem";
  }
}
