/**
 * @module `npm run ops:keys -- create --name … --email … [--request <id>] [--plan …] | list | revoke <prefix>
 * [--remote]`: API keys in D1 (local by default, the deployed database with --remote). A new key is printed once;
 * only its SHA-256 is stored.
 */
import { parseKeysArgs, sqlText } from "./keys-args";
import { createApiKey, d1 } from "./key-store";

const command = parseKeysArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(command.error);
  process.exit(2);
}

if (command.kind === "create") {
  const key = await createApiKey(command);
  console.log(`Key for ${command.name} (${command.plan}), shown once; only its hash is stored:\n\n  ${key}\n`);
} else if (command.kind === "list") {
  const rows = d1(
    "SELECT prefix, name, email, plan, created_at, last_used_at, revoked_at, request_id FROM api_keys ORDER BY created_at",
    command.remote,
  );
  console.log(`API keys (${command.remote ? "deployed" : "local"} D1): ${rows.length}`);
  for (const r of rows)
    console.log(
      [
        r.prefix,
        r.plan,
        r.name,
        r.email,
        `created ${r.created_at}`,
        `used ${r.last_used_at ?? "never"}`,
        r.revoked_at ? `REVOKED ${r.revoked_at}` : "active",
      ].join("  "),
    );
} else {
  const rows = d1(
    `UPDATE api_keys SET revoked_at = ${sqlText(new Date().toISOString())} WHERE prefix = ${sqlText(command.prefix)} AND revoked_at IS NULL RETURNING prefix`,
    command.remote,
  );
  console.log(rows.length > 0 ? `Revoked ${command.prefix}.` : `No active key has the prefix ${command.prefix}.`);
  if (rows.length === 0) process.exit(1);
}
