/**
 * @module `npm run ops:leads -- [--since 7d] [--form consultation] [--csv] [--undelivered] [--remote]` prints the
 * leads with their delivery status; `-- --erase <e-mail or phone> [--remote]` deletes one person's rows in every lead
 * table. Both go through the Worker's ops routes (GET /ops/leads, POST /ops/leads/erase), so they run the tested code:
 * the local site (`npm start`, http://127.0.0.1:8787, or OPS_BASE) by default, SITE_URL from wrangler.toml with
 * --remote. The bearer token is OPS_TOKEN from the environment, else .dev.vars.
 */
import { readFileSync } from "node:fs";
import { parseLeadsArgs } from "./leads-args";

const command = parseLeadsArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(command.error);
  process.exit(2);
}

function fromFile(file: string, name: string): string | undefined {
  try {
    return new RegExp(`^${name}\\s*=\\s*"?([^"\\n]*)"?`, "m").exec(readFileSync(file, "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

const base = command.remote ? fromFile("wrangler.toml", "SITE_URL") : (process.env.OPS_BASE ?? "http://127.0.0.1:8787");
const token = process.env.OPS_TOKEN ?? fromFile(".dev.vars", "OPS_TOKEN");
if (!base || !token) {
  console.error("Set OPS_TOKEN (and, with --remote, SITE_URL in wrangler.toml).");
  process.exit(2);
}
const headers = { Authorization: `Bearer ${token}` };

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
  const query = new URLSearchParams({
    since: command.since,
    format: command.csv && !command.undelivered ? "csv" : "json",
    ...(command.form ? { form: command.form } : {}),
  });
  const response = await fetch(`${base}/ops/leads?${query}`, { headers });
  if (!response.ok) {
    console.error(`${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  if (command.csv && !command.undelivered) process.stdout.write(await response.text());
  else {
    type Lead = {
      form: string;
      id: string;
      createdAt: string;
      fields: Record<string, unknown>;
      delivery: { attempts: number; deliveredAt: string | null; deadAt: string | null; lastError: string | null } | null;
    };
    const json = (await response.json()) as { leads: Lead[] };
    const leads = json.leads.filter((l) => !command.undelivered || !l.delivery?.deliveredAt);
    console.log(`${leads.length} lead(s) since ${command.since}${command.undelivered ? ", not delivered" : ""}`);
    for (const l of leads) {
      const status = l.delivery?.deliveredAt
        ? `delivered ${l.delivery.deliveredAt}`
        : l.delivery?.deadAt
          ? `DEAD ${l.delivery.deadAt}`
          : `waiting (${l.delivery?.attempts ?? 0} attempts${l.delivery?.lastError ? `, ${l.delivery.lastError}` : ""})`;
      console.log([l.createdAt, l.form, l.id, status, JSON.stringify(l.fields)].join("  "));
    }
  }
}
