/**
 * @module The arguments of `npm run ops:keys` read into a command, or a message saying what is wrong (tested without
 * D1). Commands: `create --name … --email … [--request <id>] [--plan starter|partner]`, `list`, `revoke <prefix>`;
 * `--remote` for the deployed database.
 */
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH } from "../../worker/api/keys";
import { API_PLANS, type ApiPlanName, isApiPlan } from "../../shared/api/plans";

export type KeysCommand =
  | { kind: "create"; name: string; email: string; plan: ApiPlanName; requestId: string | null; remote: boolean }
  | { kind: "list"; remote: boolean }
  | { kind: "revoke"; prefix: string; remote: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value after `--flag`, or undefined. */
function option(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * Reads `args` (after `npm run ops:keys --`).
 * @example parseKeysArgs(["create", "--name", "Acme", "--email", "dev@acme.test"]) // { kind: "create", plan: "starter", … }
 */
export function parseKeysArgs(args: readonly string[]): KeysCommand | { error: string } {
  const remote = args.includes("--remote");
  const [command] = args;
  if (command === "list") return { kind: "list", remote };
  if (command === "revoke") {
    const prefix = args[1] ?? "";
    if (!prefix.startsWith(API_KEY_PREFIX) || prefix.length !== API_KEY_PREFIX_LENGTH)
      return { error: `revoke needs a key's prefix: ${API_KEY_PREFIX} and 8 more characters, as ops:keys list shows it.` };
    return { kind: "revoke", prefix, remote };
  }
  if (command === "create") {
    const name = option(args, "--name")?.trim() ?? "";
    const email = option(args, "--email")?.trim().toLowerCase() ?? "";
    const plan = option(args, "--plan") ?? "starter";
    const requestId = option(args, "--request") ?? null;
    if (!name || name.length > 100) return { error: "create needs --name (who the key is for, at most 100 characters)." };
    if (!EMAIL.test(email)) return { error: "create needs --email with a valid address." };
    if (!isApiPlan(plan)) return { error: `--plan must be one of ${Object.keys(API_PLANS).join(", ")}.` };
    if (requestId !== null && !/^[A-Za-z0-9-]{1,64}$/.test(requestId)) return { error: "--request must be the id of an api_contact_requests row." };
    return { kind: "create", name, email, plan, requestId, remote };
  }
  return { error: "Usage: ops:keys create --name … --email … [--request <id>] [--plan starter|partner] | list | revoke <prefix> [--remote]" };
}

/** A text as an SQL string literal (quotes doubled): the script's values are checked above, this is the last guard. */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}
