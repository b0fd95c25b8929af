/** The build plugin that reduces Vite's preload helper to the import (scripts/vite/no-preload-helper.ts). */
import { describe, expect, it } from "vitest";
import { noPreloadHelper } from "../../../scripts/vite/no-preload-helper";

const HELPER = "\0vite/preload-helper.js";
type Hook = (id: string) => string | null;

describe("noPreloadHelper", () => {
  const plugin = noPreloadHelper();
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;

  it("answers the helper's module with one that only calls the import", async () => {
    expect(resolveId(HELPER)).toBe(HELPER);
    const code = load(HELPER)!;
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      __vitePreload: (load: () => Promise<string>) => Promise<string>;
    };
    await expect(module.__vitePreload(() => Promise.resolve("chunk"))).resolves.toBe("chunk");
    await expect(module.__vitePreload(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
  });

  it("leaves every other module alone, and runs only in builds, before Vite's own plugins", () => {
    expect([resolveId("./client/entry-client.tsx"), load("/client/entry-client.tsx")]).toEqual([null, null]);
    expect([plugin.apply, plugin.enforce]).toEqual(["build", "pre"]);
  });
});
