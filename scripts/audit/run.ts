/**
 * @module `npm run audit`: on the running site (local workerd, NODE_ENV=production), every route of the sitemap
 * plus a search, a deep-linked result and the not-found page: initial JavaScript, axe-core (WCAG 2.2 AA) at
 * 390 and 1280 px with the cookie banner open and closed, the Nu HTML checker, a keyboard walk, the security
 * headers, and no sideways scrolling at 390 px (as loaded and with every disclosure open). Prints a table, writes audit-report.json, and exits 1 when any budget (budgets.ts) is missed.
 * Lighthouse (mobile): the median of 5 runs on the main routes, five interactive and five static (performance by
 * class and TBT budgets there, with FCP, LCP, main-thread time, the spread of the score and the host's benchmark
 * index printed), one run on every other route (CLS 0 and accessibility, best practices and SEO 1.00 everywhere);
 * `--lighthouse-main` limits it to the main routes (CI).
 * Options: `--only initial-js,axe,html,keyboard,headers,sideways,lighthouse` runs a subset; AUDIT_URL audits a site
 * already running.
 */
import { writeFileSync } from "node:fs";
import { AXE_TAGS, BUDGETS, PHONE_VIEWPORT, VIEWPORTS } from "./budgets";
import { axeCheck, type AxeFinding } from "./checks/axe";
import { launchBrowser } from "./checks/browser";
import { headerProblems } from "./checks/headers";
import { htmlValidity } from "./checks/html-validity";
import { initialJs } from "./checks/initial-js";
import { staticShellTotal } from "./checks/static-shell-total";
import { dialogFocusProblems, keyboardWalk } from "./checks/keyboard";
import { lighthouseScores, type LighthouseScores } from "./checks/lighthouse";
import { sidewaysScroll } from "./checks/sideways-scroll";
import { startLocalSite } from "./local-site";
import { auditRoutes, SCHENGEN_AUDIT_STATE } from "./routes";

const onlyArg = process.argv[process.argv.indexOf("--only") + 1];
const only = process.argv.includes("--only") && onlyArg ? new Set(onlyArg.split(",")) : null;
const runs = (check: string) => !only || only.has(check);

interface RouteReport {
  path: string;
  initialJsKiB?: number;
  /** The page ran the static shell instead of the app (the static pages' budget applies). */
  staticPage?: boolean;
  axe?: Array<AxeFinding & { viewport: string; banner: string }>;
  htmlErrors?: Array<{ message: string; line: number }>;
  keyboard?: string[];
  headers?: string[];
  /** How the page scrolls sideways at 390 px, per state (none: it fits). */
  sideways?: string[];
  lighthouse?: LighthouseScores;
}

/** The routes with performance and TBT budgets, by class (issues: measured quality; ship JavaScript only where needed). */
const MAIN_ROUTE_CLASSES = {
  interactive: ["/", "/verified-visa-fees", "/visa-free?passport=IN", "/passport-ranking", "/compare-passports?passports=IN,AE,SG"],
  static: ["/passport-guide", "/about-us", "/changes?passport=IN", "/visa-free-with-us-uk-schengen-visa", SCHENGEN_AUDIT_STATE],
} as const;
type RouteClass = keyof typeof MAIN_ROUTE_CLASSES;
const MAIN_ROUTES: string[] = [...MAIN_ROUTE_CLASSES.interactive, ...MAIN_ROUTE_CLASSES.static];
const classOf = (path: string): RouteClass | null =>
  (Object.keys(MAIN_ROUTE_CLASSES) as RouteClass[]).find((c) => (MAIN_ROUTE_CLASSES[c] as readonly string[]).includes(path)) ?? null;
const lighthouseMainOnly = process.argv.includes("--lighthouse-main");
/** Seconds spent in each check, summed over routes, printed last: where the audit's minutes go. */
const spent = new Map<string, number>();
async function timed<T>(check: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    spent.set(check, (spent.get(check) ?? 0) + (performance.now() - started) / 1000);
  }
}
const auditStarted = performance.now();

const site = await startLocalSite(Number(process.env.AUDIT_PORT ?? 8796));
const browser = await launchBrowser();
const reports: RouteReport[] = [];
const misses: string[] = [];
const dialogProblems: string[] = [];
try {
  const paths = await auditRoutes(site.base);
  const html = runs("html") ? await timed("html", () => htmlValidity(site.base, paths)) : null;
  for (const path of paths) {
    const report: RouteReport = { path };
    if (runs("initial-js")) {
      const js = await timed("initial-js", () => initialJs(browser, site.base, path));
      report.initialJsKiB = js.kib;
      report.staticPage = js.static;
    }
    if (runs("axe")) {
      report.axe = [];
      for (const viewport of VIEWPORTS) {
        for (const banner of ["open", "closed"] as const) {
          for (const finding of await timed("axe", () => axeCheck(browser, site.base, path, viewport, banner)))
            report.axe.push({ ...finding, viewport: viewport.name, banner });
        }
      }
    }
    if (html) report.htmlErrors = html.get(path) ?? [];
    if (runs("keyboard")) {
      report.keyboard = [];
      for (const viewport of VIEWPORTS)
        for (const miss of await timed("keyboard", () => keyboardWalk(browser, site.base, path, viewport)))
          report.keyboard.push(`${viewport.name}px: ${miss}`);
    }
    if (runs("headers")) report.headers = await timed("headers", () => headerProblems(site.base, path));
    if (runs("sideways")) report.sideways = await timed("sideways", () => sidewaysScroll(browser, site.base, path, PHONE_VIEWPORT));
    reports.push(report);
    process.stderr.write(`audited ${path}\n`);
  }
  if (runs("lighthouse")) {
    const lighthouseRoutes = lighthouseMainOnly ? MAIN_ROUTES : [...new Set([...MAIN_ROUTES, ...paths])];
    for (const path of lighthouseRoutes) {
      let report = reports.find((r) => r.path === path);
      if (!report) {
        report = { path };
        reports.push(report);
      }
      // Lighthouse does not audit an error document (the 404 page): it has no scores to give.
      if ((await fetch(site.base + path)).status !== 200) continue;
      try {
        report.lighthouse = await timed("lighthouse", () =>
          lighthouseScores(site.base + path, MAIN_ROUTES.includes(path) ? BUDGETS.lighthouseRuns : 1),
        );
      } catch (error) {
        misses.push(`${path}: ${String(error instanceof Error ? error.message : error)}`);
      }
      process.stderr.write(`lighthouse ${path}\n`);
    }
  }
  if (runs("keyboard")) {
    // The app's dialog (Radix) on home, and the static shell's (the platform's <dialog>) on a guide.
    for (const path of ["/", "/passport-guide"])
      dialogProblems.push(...(await dialogFocusProblems(browser, site.base, path)).map((problem) => `${path}: ${problem}`));
  }
} finally {
  await browser.close();
  site.stop();
}

const cell = (value: string, width: number) => value.padEnd(width);
console.log(
  `\nAudit of ${reports.length} routes · axe tags ${AXE_TAGS.join(",")} · budgets: initial JS ≤ ${BUDGETS.initialJsKiB} KiB (/ ≤ ${BUDGETS.homeInitialJsKiB}; static pages, marked s: ≤ ${BUDGETS.staticInitialJsKiB}), 0 axe, 0 HTML errors, 0 keyboard misses, no sideways scroll at ${PHONE_VIEWPORT.width} px, Lighthouse perf ≥ ${BUDGETS.lighthouse.performance.interactive} on ${MAIN_ROUTE_CLASSES.interactive.join(" ")} and ≥ ${BUDGETS.lighthouse.performance.static} on ${MAIN_ROUTE_CLASSES.static.join(" ")}, TBT ≤ ${BUDGETS.lighthouse.tbtMs} ms there (median of ${BUDGETS.lighthouseRuns}), CLS ${BUDGETS.lighthouse.cls} and a11y/bp/seo 1.00 wherever Lighthouse runs\n`,
);
console.log(
  [
    cell("route", 42),
    cell("JS KiB", 8),
    cell("axe", 5),
    cell("html", 5),
    cell("kbd", 5),
    cell("side", 5),
    cell("LH perf/a11y/bp/seo/CLS", 26),
    "headers",
  ].join(" "),
);
for (const r of reports) {
  const jsBudget = r.staticPage ? BUDGETS.staticInitialJsKiB : r.path === "/" ? BUDGETS.homeInitialJsKiB : BUDGETS.initialJsKiB;
  const js = r.initialJsKiB === undefined ? "-" : `${r.initialJsKiB.toFixed(1)}${r.staticPage ? " s" : ""}`;
  console.log(
    [
      cell(r.path.length > 41 ? `${r.path.slice(0, 40)}…` : r.path, 42),
      cell(js + (r.initialJsKiB !== undefined && r.initialJsKiB > jsBudget ? "!" : ""), 8),
      cell(r.axe ? String(r.axe.length) : "-", 5),
      cell(r.htmlErrors ? String(r.htmlErrors.length) : "-", 5),
      cell(r.keyboard ? String(r.keyboard.length) : "-", 5),
      cell(r.sideways ? (r.sideways.length ? "wide" : "ok") : "-", 5),
      cell(
        r.lighthouse
          ? `${r.lighthouse.performance.toFixed(2)}/${r.lighthouse.accessibility.toFixed(2)}/${r.lighthouse.bestPractices.toFixed(2)}/${r.lighthouse.seo.toFixed(2)}/${r.lighthouse.cls.toFixed(3)}`
          : "-",
        26,
      ),
      r.headers ? (r.headers.length ? r.headers.join("; ") : "ok") : "-",
    ].join(" "),
  );
  if (r.initialJsKiB !== undefined && r.initialJsKiB > jsBudget)
    misses.push(`${r.path}: initial JS ${r.initialJsKiB.toFixed(1)} KiB > ${jsBudget}${r.staticPage ? " (static page)" : ""}`);
  for (const a of r.axe ?? []) misses.push(`${r.path} (${a.viewport}px, banner ${a.banner}): axe ${a.rule} [${a.impact}] ×${a.nodes} at ${a.target}`);
  for (const e of r.htmlErrors ?? []) misses.push(`${r.path}: HTML line ${e.line}: ${e.message}`);
  for (const k of r.keyboard ?? []) misses.push(`${r.path}: keyboard ${k}`);
  for (const w of r.sideways ?? []) misses.push(`${r.path} (${PHONE_VIEWPORT.width}px): scrolls sideways ${w}`);
  for (const h of r.headers ?? []) misses.push(`${r.path}: header ${h}`);
  const lh = r.lighthouse;
  if (lh) {
    const budget = BUDGETS.lighthouse;
    const routeClass = classOf(r.path);
    if (routeClass && lh.performance < budget.performance[routeClass])
      misses.push(`${r.path}: Lighthouse performance ${lh.performance} < ${budget.performance[routeClass]} (${routeClass} page)`);
    if (routeClass && lh.tbtMs > budget.tbtMs) misses.push(`${r.path}: total blocking time ${lh.tbtMs} ms > ${budget.tbtMs}`);
    if (lh.cls > budget.cls) misses.push(`${r.path}: CLS ${lh.cls} > ${budget.cls}`);
    if (lh.accessibility < budget.accessibility || lh.bestPractices < budget.bestPractices || lh.seo < budget.seo) {
      misses.push(`${r.path}: Lighthouse a11y/bp/seo ${lh.accessibility}/${lh.bestPractices}/${lh.seo} (${lh.failing.join(", ")})`);
    }
  }
}
console.log(`\nLighthouse metrics on the main routes (medians; ms; CPU slowdown calibrated per run to a mid-tier phone):`);
for (const r of reports.filter((report) => report.lighthouse && MAIN_ROUTES.includes(report.path))) {
  const lh = r.lighthouse!;
  console.log(
    `  ${cell(r.path, 26)} perf ${lh.performance.toFixed(2)} (runs ${lh.performanceRange[0].toFixed(2)}–${lh.performanceRange[1].toFixed(2)})  FCP ${lh.fcpMs}  LCP ${lh.lcpMs}  TBT ${lh.tbtMs}  main thread ${lh.mainThreadMs}  host benchmark ${lh.benchmarkIndex}  CPU slowdown ${lh.cpuSlowdown}×`,
  );
}
if (runs("initial-js")) {
  const shell = staticShellTotal();
  console.log(
    `\nstatic pages' JavaScript in all (the static shell's ${shell.files} chunks): ${shell.kib.toFixed(1)} KiB ≤ ${BUDGETS.staticInitialJsKiB}`,
  );
  if (shell.kib > BUDGETS.staticInitialJsKiB) misses.push(`static shell in all: ${shell.kib.toFixed(1)} KiB > ${BUDGETS.staticInitialJsKiB}`);
}
for (const problem of dialogProblems) misses.push(`cookie dialog: ${problem}`);
if (runs("keyboard"))
  console.log(
    `\ndialog focus (Cookie Preferences, on / and /passport-guide): ${dialogProblems.length ? dialogProblems.join("; ") : "trapped and returned"}`,
  );

console.log(
  `\ntime: ${((performance.now() - auditStarted) / 1000).toFixed(0)} s after the site started; by check: ${[...spent].map(([check, seconds]) => `${check} ${seconds.toFixed(0)} s`).join(", ")}`,
);

writeFileSync(
  "audit-report.json",
  JSON.stringify({ at: new Date().toISOString(), budgets: BUDGETS, routes: reports, dialogProblems, misses }, null, 2),
);
console.log(`\n${misses.length === 0 ? "PASS" : `SHORT: ${misses.length} budget miss(es)`} · report: audit-report.json`);
for (const miss of misses.slice(0, 60)) console.log(`  - ${miss}`);
process.exit(misses.length === 0 ? 0 : 1);
