/**
 * @module `npm run audit`: on the running site (local workerd, NODE_ENV=production), every route of the sitemap
 * plus a search, a deep-linked result and the not-found page: initial JavaScript, axe-core (WCAG 2.2 AA) at
 * 390 and 1280 px with the cookie banner open and closed, the Nu HTML checker, a keyboard walk and the security
 * headers. Prints a table, writes audit-report.json, and exits 1 when any budget (budgets.ts) is missed.
 * Options: `--only initial-js,axe,html,keyboard,headers` runs a subset; AUDIT_URL audits a site already running.
 */
import { writeFileSync } from "node:fs";
import { AXE_TAGS, BUDGETS, VIEWPORTS } from "./budgets";
import { axeCheck, type AxeFinding } from "./checks/axe";
import { launchBrowser } from "./checks/browser";
import { headerProblems } from "./checks/headers";
import { htmlValidity } from "./checks/html-validity";
import { initialJs } from "./checks/initial-js";
import { dialogFocusProblems, keyboardWalk } from "./checks/keyboard";
import { startLocalSite } from "./local-site";
import { auditRoutes } from "./routes";

const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
const only = process.argv.includes("--only") && onlyArg ? new Set(onlyArg.split(",")) : null;
const runs = (check: string) => !only || only.has(check);

interface RouteReport {
  path: string;
  initialJsKiB?: number;
  axe?: Array<AxeFinding & { viewport: string; banner: string }>;
  htmlErrors?: Array<{ message: string; line: number }>;
  keyboard?: string[];
  headers?: string[];
}

const site = await startLocalSite(Number(process.env.AUDIT_PORT ?? 8796));
const browser = await launchBrowser();
const reports: RouteReport[] = [];
const misses: string[] = [];
let dialogProblems: string[] = [];
try {
  const paths = await auditRoutes(site.base);
  const html = runs("html") ? await htmlValidity(site.base, paths) : null;
  for (const path of paths) {
    const report: RouteReport = { path };
    if (runs("initial-js")) report.initialJsKiB = (await initialJs(browser, site.base, path)).kib;
    if (runs("axe")) {
      report.axe = [];
      for (const viewport of VIEWPORTS) {
        for (const banner of ["open", "closed"] as const) {
          for (const finding of await axeCheck(browser, site.base, path, viewport, banner)) report.axe.push({ ...finding, viewport: viewport.name, banner });
        }
      }
    }
    if (html) report.htmlErrors = html.get(path) ?? [];
    if (runs("keyboard")) {
      report.keyboard = [];
      for (const viewport of VIEWPORTS) for (const miss of await keyboardWalk(browser, site.base, path, viewport)) report.keyboard.push(`${viewport.name}px: ${miss}`);
    }
    if (runs("headers")) report.headers = await headerProblems(site.base, path);
    reports.push(report);
    process.stderr.write(`audited ${path}\n`);
  }
  if (runs("keyboard")) dialogProblems = await dialogFocusProblems(browser, site.base);
} finally {
  await browser.close();
  site.stop();
}

const cell = (value: string, width: number) => value.padEnd(width);
console.log(`\nAudit of ${reports.length} routes · axe tags ${AXE_TAGS.join(",")} · budgets: initial JS ≤ ${BUDGETS.initialJsKiB} KiB, 0 axe, 0 HTML errors, 0 keyboard misses\n`);
console.log([cell("route", 42), cell("JS KiB", 8), cell("axe", 5), cell("html", 5), cell("kbd", 5), "headers"].join(" "));
for (const r of reports) {
  const js = r.initialJsKiB === undefined ? "-" : r.initialJsKiB.toFixed(1);
  console.log(
    [
      cell(r.path.length > 41 ? `${r.path.slice(0, 40)}…` : r.path, 42),
      cell(js + (r.initialJsKiB !== undefined && r.initialJsKiB > BUDGETS.initialJsKiB ? "!" : ""), 8),
      cell(r.axe ? String(r.axe.length) : "-", 5),
      cell(r.htmlErrors ? String(r.htmlErrors.length) : "-", 5),
      cell(r.keyboard ? String(r.keyboard.length) : "-", 5),
      r.headers ? (r.headers.length ? r.headers.join("; ") : "ok") : "-",
    ].join(" "),
  );
  if (r.initialJsKiB !== undefined && r.initialJsKiB > BUDGETS.initialJsKiB) misses.push(`${r.path}: initial JS ${r.initialJsKiB.toFixed(1)} KiB > ${BUDGETS.initialJsKiB}`);
  for (const a of r.axe ?? []) misses.push(`${r.path} (${a.viewport}px, banner ${a.banner}): axe ${a.rule} [${a.impact}] ×${a.nodes} at ${a.target}`);
  for (const e of r.htmlErrors ?? []) misses.push(`${r.path}: HTML line ${e.line}: ${e.message}`);
  for (const k of r.keyboard ?? []) misses.push(`${r.path}: keyboard ${k}`);
  for (const h of r.headers ?? []) misses.push(`${r.path}: header ${h}`);
}
for (const problem of dialogProblems) misses.push(`cookie dialog: ${problem}`);
if (runs("keyboard")) console.log(`\ndialog focus (Cookie Preferences): ${dialogProblems.length ? dialogProblems.join("; ") : "trapped and returned"}`);

writeFileSync("audit-report.json", JSON.stringify({ at: new Date().toISOString(), budgets: BUDGETS, routes: reports, dialogProblems, misses }, null, 2));
console.log(`\n${misses.length === 0 ? "PASS" : `SHORT: ${misses.length} budget miss(es)`} · report: audit-report.json`);
for (const miss of misses.slice(0, 60)) console.log(`  - ${miss}`);
process.exit(misses.length === 0 ? 0 : 1);
