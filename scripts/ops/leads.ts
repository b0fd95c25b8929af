/**
 * @module `npm run ops:leads -- [--since 7d] [--form consultation] [--csv] [--undelivered] [--remote]` prints the
 * leads with their delivery status; `-- --erase <e-mail or phone> [--remote]` deletes one person's rows in every lead
 * table. Both go through the Worker's ops routes (GET /ops/leads, POST /ops/leads/erase), so they run the tested code:
 * the local site (`npm start`, http://127.0.0.1:8787, or OPS_BASE) by default, SITE_URL from wrangler.toml with
 * --remote. The bearer token is OPS_TOKEN from the environment, else .dev.vars.
 */
import { parseLeadsArgs } from "./leads-args";
import { opsTarget } from "./local-setting";

const command = parseLeadsArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(command.error);
  process.exit(2);
}

const { base, headers } = opsTarget(command.remote);

if (command.kind === "erase") {
  const response = await fetch(`${base}/ops/leads/erase`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ who: command.who }),
  });
  const body = (await response.json()) as { deleted?: Record<string, number>; message?: string };
  if (!response.ok) {
    console.error(`${response.status}: ${body.message ?? "refused"}`);
    process.exit(1);
  }
  console.log(
    `Erased: ${Object.entries(body.deleted ?? {})
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")}`,
  );
} else {
  // Every page: the route answers at most 1,000 leads and links the next page (Link: rel="next").
  const query = new URLSearchParams({
    since: command.since,
    format: command.csv ? "csv" : "json",
    ...(command.form ? { form: command.form } : {}),
    ...(command.undelivered ? { status: "undelivered" } : {}),
  });
  let path: string | null = `/ops/leads?${query}`;
  let count = 0;
  let first = true;
  while (path) {
    const response: Response = await fetch(`${base}${path}`, { headers });
    if (!response.ok) {
      console.error(`${response.status}: ${await response.text()}`);
      process.exit(1);
    }
    path = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("Link") ?? "")?.[1] ?? null;
    if (command.csv) {
      // One header row: every page of a query has the same columns, so later pages drop theirs.
      const text = await response.text();
      process.stdout.write(first ? text : text.slice(text.indexOf("\n") + 1));
      first = false;
      continue;
    }
    type Lead = {
      form: string;
      id: string;
      createdAt: string;
      fields: Record<string, unknown>;
      delivery: { attempts: number; deliveredAt: string | null; deadAt: string | null; lastError: string | null } | null;
    };
    const json = (await response.json()) as { leads: Lead[] };
    count += json.leads.length;
    for (const l of json.leads) {
      const status = l.delivery?.deliveredAt
        ? `delivered ${l.delivery.deliveredAt}`
        : l.delivery?.deadAt
          ? `DEAD ${l.delivery.deadAt} (${l.delivery.attempts} attempts${l.delivery.lastError ? `, ${l.delivery.lastError}` : ""})`
          : `waiting (${l.delivery?.attempts ?? 0} attempts${l.delivery?.lastError ? `, ${l.delivery.lastError}` : ""})`;
      console.log([l.createdAt, l.form, l.id, status, JSON.stringify(l.fields)].join("  "));
    }
  }
  if (!command.csv) console.log(`${count} lead(s) since ${command.since}${command.undelivered ? ", not delivered" : ""}`);
}
