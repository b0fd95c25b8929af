/** drizzle-kit: generates SQL migrations from worker/db/schema.ts into migrations/ (applied by wrangler). */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
