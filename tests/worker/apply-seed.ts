/** Setup: migrate and seed the isolated D1 of each test file, as `npm start` does locally. */
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const count = await env.DB.prepare("SELECT count(*) AS n FROM countries").first<{ n: number }>();
if (!count?.n) await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
