/**
 * @module `npm run leads:receiver [-- --port 8790] [-- --fail 2]`: a local stand-in for the team's webhook. It checks
 * each delivery's `X-Signature-SHA256` against LEADS_WEBHOOK_SECRET (environment, else .dev.vars), drops a repeated
 * `Idempotency-Key`, and prints each lead. `--fail N` answers 500 to the first N deliveries, to watch the queue retry.
 * Point the Worker at it with `LEADS_WEBHOOK_URL=http://127.0.0.1:8790/leads` (README: Leads delivery).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { localSecret } from "./local-setting";
import { createServer } from "node:http";

const args = process.argv.slice(2);
const option = (flag: string, fallback: number) => {
  const at = args.indexOf(flag);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const port = option("--port", 8790);
let failures = option("--fail", 0);
const secret = localSecret("LEADS_WEBHOOK_SECRET");
if (!secret) {
  console.error("Set LEADS_WEBHOOK_SECRET (or add it to .dev.vars).");
  process.exit(2);
}
const seen = new Set<string>();

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
    const given = Buffer.from(String(request.headers["x-signature-sha256"] ?? ""));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      console.log(`${new Date().toISOString()}  REFUSED: bad signature`);
      response.writeHead(401).end();
      return;
    }
    if (failures > 0) {
      failures -= 1;
      console.log(`${new Date().toISOString()}  answered 500 on purpose (${failures} more)`);
      response.writeHead(500).end();
      return;
    }
    const key = String(request.headers["idempotency-key"] ?? "");
    if (seen.has(key)) {
      console.log(`${new Date().toISOString()}  duplicate ${key}, dropped`);
    } else {
      seen.add(key);
      const lead = JSON.parse(body.toString("utf8")) as { form: string; id: string; lead: Record<string, unknown> };
      console.log(`${new Date().toISOString()}  signed lead ${lead.form} ${lead.id}: ${JSON.stringify(lead.lead)}`);
    }
    response.writeHead(200).end();
  });
}).listen(port, "127.0.0.1", () => console.log(`Leads receiver on http://127.0.0.1:${port}/leads (signatures checked)`));
