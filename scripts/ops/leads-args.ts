/**
 * @module The arguments of `npm run ops:leads` (tested without a server): `--since 7d|YYYY-MM-DD`, `--form
 * consultation|api-contact|contact`, `--csv`, `--undelivered`, `--erase <e-mail or phone>`, `--remote`.
 */
import { RATE_LIMIT_SCOPES, type RateLimitScope } from "../../shared/leads/rate-limit";

export type LeadsCommand =
  | { kind: "list"; since: string; form: RateLimitScope | null; csv: boolean; undelivered: boolean; remote: boolean }
  | { kind: "erase"; who: string; remote: boolean };

function option(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Reads `args` (after `npm run ops:leads --`). */
export function parseLeadsArgs(args: readonly string[]): LeadsCommand | { error: string } {
  const remote = args.includes("--remote");
  const who = option(args, "--erase");
  if (args.includes("--erase")) {
    if (!who || who.startsWith("--")) return { error: "--erase needs the person's e-mail address or phone number." };
    return { kind: "erase", who, remote };
  }
  const since = option(args, "--since") ?? "7d";
  if (!/^(\d{4}-\d{2}-\d{2}|\d{1,4}d)$/.test(since)) return { error: "--since takes a day (YYYY-MM-DD) or a number of days (7d)." };
  const form = option(args, "--form") ?? null;
  if (form !== null && !RATE_LIMIT_SCOPES.includes(form as RateLimitScope))
    return { error: `--form must be one of ${RATE_LIMIT_SCOPES.join(", ")}.` };
  return {
    kind: "list",
    since,
    form: form as RateLimitScope | null,
    csv: args.includes("--csv"),
    undelivered: args.includes("--undelivered"),
    remote,
  };
}
