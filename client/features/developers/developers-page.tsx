/**
 * @module /developers: the public API v1 for people who build with it: what it offers, how to get a key, the quotas,
 * what the site's own /trpc calls are not (issue #44), examples, the error format, versioning and deprecation, and the reference read from the OpenAPI document. A static
 * page: the server renders it whole.
 */
import type { ApiOperation } from "../../../shared/api/reference";
import { API_PLANS } from "../../../shared/api/plans";
import { SITE_PROCEDURES_NOTICE } from "../../../shared/api/site-limits";

const CURL = `curl -H "Authorization: Bearer $VFA_KEY" \\
  https://visafeeatlas.example/api/v1/requirements/IN/TH`;

const FETCH = `const response = await fetch("https://visafeeatlas.example/api/v1/requirements/IN/TH", {
  headers: { Authorization: \`Bearer \${process.env.VFA_KEY}\` },
});
if (!response.ok) throw new Error((await response.json()).detail);
const pair: { category: string; maxStayDays: number | null; provenance: { asOf: string } } = await response.json();`;

const PROBLEM = `HTTP/1.1 404 Not Found
Content-Type: application/problem+json

{
  "type": "https://visafeeatlas.example/developers#not-found",
  "title": "Not found",
  "status": 404,
  "detail": "We have no country with the code ZZ."
}`;

export function DevelopersPage({ operations, siteUrl }: { operations: readonly ApiOperation[]; siteUrl: string }) {
  const example = (code: string) => code.replaceAll("https://visafeeatlas.example", siteUrl);
  return (
    <div className="container developers-page">
      <header className="changes__head">
        <h1>Visa Fee Atlas API</h1>
        <p className="changes__lead">
          The data behind this site over a small, stable REST API: the visa requirement of every passport and destination with its source and date,
          visa fees for Indian passports in local currency, USD and INR, the exchange rates, and every passport's score. JSON over HTTPS, from
          Cloudflare's edge.
        </p>
      </header>

      <section className="panel" aria-labelledby="dev-key">
        <h2 id="dev-key">Get a key</h2>
        <p>
          Every endpoint except the <a href="/api/v1/openapi.json">OpenAPI document</a> needs a key, sent as <code>Authorization: Bearer vfa_…</code>.
          Ask for one through{" "}
          <a href="/contact-us#api" data-api-contact="" aria-haspopup="dialog">
            Contact for API
          </a>
          : we reply with a key, shown once. We store only its SHA-256 hash, so a lost key is replaced, never recovered.
        </p>
      </section>

      <section className="panel" id="quotas" aria-labelledby="dev-quotas">
        <h2 id="dev-quotas">Quotas</h2>
        <table className="compact-table">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Requests a minute</th>
              <th scope="col">Requests a day (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(API_PLANS).map(([name, plan]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{plan.perMinute.toLocaleString("en-US")}</td>
                <td>{plan.perDay.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          The daily count is exact. The per-minute count is kept by each Cloudflare location, so a client spread over several locations may pass a
          little more in a minute. Every answer carries <code>RateLimit-Policy</code> and <code>RateLimit</code> headers; over a quota the answer is
          429 with <code>Retry-After</code> in seconds.
        </p>
      </section>

      <section className="panel" id="not-an-api" aria-labelledby="dev-not-an-api">
        <h2 id="dev-not-an-api">The site's own calls are not an API</h2>
        <p>{SITE_PROCEDURES_NOTICE}</p>
      </section>

      <section className="panel" aria-labelledby="dev-examples">
        <h2 id="dev-examples">Examples</h2>
        <h3>curl</h3>
        <pre className="code-block" tabIndex={0}>
          <code>{example(CURL)}</code>
        </pre>
        <h3>TypeScript</h3>
        <pre className="code-block" tabIndex={0}>
          <code>{example(FETCH)}</code>
        </pre>
        <p>
          Country codes are ISO 3166-1 alpha-2 in any case. Every answer says how old its data is (<code>dataAsOf</code>, <code>asOf</code>,{" "}
          <code>checkedOn</code>). Answers carry an <code>ETag</code>: send it back in <code>If-None-Match</code> and an unchanged answer is a 304
          with no body (it still counts toward the quota).
        </p>
        <p>
          Every record that cites a page also carries <code>sourceStatus</code>: <code>{'{ "state": "checked" }'}</code>, or <code>changed</code> or{" "}
          <code>unreachable</code> with <code>since</code> (a date) when our weekly watch saw the page change after we read it, or stop answering. The
          figure stays as a person last checked it until someone re-checks the page: check it yourself before you rely on it.
        </p>
      </section>

      <section className="panel" id="errors" aria-labelledby="dev-errors">
        <h2 id="dev-errors">Errors</h2>
        <p>
          Errors are RFC 9457 problem details (<code>application/problem+json</code>) with <code>type</code>, <code>title</code>, <code>status</code>{" "}
          and a <code>detail</code> written for people.
        </p>
        <pre className="code-block" tabIndex={0}>
          <code>{example(PROBLEM)}</code>
        </pre>
        <dl className="developers-page__problems">
          <dt id="bad-request">400 Bad request</dt>
          <dd>A parameter cannot be read; the detail names it.</dd>
          <dt id="unauthorized">401 Unauthorized</dt>
          <dd>No key, a malformed key, or an unknown or revoked one.</dd>
          <dt id="not-found">404 Not found</dt>
          <dd>A country code we do not have, or a path the API does not have.</dd>
          <dt id="method-not-allowed">405 Method not allowed</dt>
          <dd>The API only reads: every endpoint answers GET and HEAD, and the Allow header says so.</dd>
          <dt id="too-many-requests">429 Too many requests</dt>
          <dd>Over the key's quota; Retry-After says when to come back.</dd>
          <dt id="server-error">500 Server error</dt>
          <dd>Our fault; try again later.</dd>
        </dl>
      </section>

      <section className="panel" aria-labelledby="dev-versions">
        <h2 id="dev-versions">Versions and deprecation</h2>
        <p>
          The version is in the path (<code>/api/v1</code>). Within v1 we only add: new endpoints, new optional parameters and new fields. A change
          that could break a client comes as v2, and v1 then keeps working for at least 12 months, announced to every key's contact and marked with a{" "}
          <code>Deprecation</code> header.
        </p>
      </section>

      <section aria-labelledby="dev-reference">
        <h2 id="dev-reference">Reference</h2>
        <p>
          Generated from the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>, which describes every field.
        </p>
        {operations.map((op) => (
          <article
            key={`${op.method} ${op.path}`}
            className="panel developers-page__operation"
            aria-labelledby={`op-${op.path.replace(/\W+/g, "-")}`}
          >
            <h3 id={`op-${op.path.replace(/\W+/g, "-")}`}>
              <code>
                {op.method} {op.path}
              </code>
            </h3>
            <p>
              <strong>{op.summary}.</strong> {op.description} {op.secured ? "Needs a key." : "No key needed."}
            </p>
            {op.parameters.length > 0 ? (
              <ul>
                {op.parameters.map((p) => (
                  <li key={p.name}>
                    <code>{p.name}</code> ({p.in}
                    {p.required ? ", required" : ", optional"}): {p.description}
                    {p.example ? ` Example: ${p.example}.` : ""}
                  </li>
                ))}
              </ul>
            ) : null}
            <ul>
              {op.responses.map((r) => (
                <li key={r.status}>
                  <code>{r.status}</code> {r.description}
                  {r.schema ? ` (${r.schema})` : ""}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>
    </div>
  );
}
