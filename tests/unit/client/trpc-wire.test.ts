/**
 * Contract of client/trpc-wire.ts with the installed tRPC: the real httpBatchLink and @trpc/react-query, driven
 * through the app's own path (query utilities over a QueryClient), must ask the URL `trpcGetUrl` builds and key the
 * query the way `procedureOfQueryKey` reads. An upgrade that changes either format fails here, not in a browser.
 */
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { initTRPC } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { procedureOfQueryKey, TRPC_URL, trpcGetUrl } from "../../../client/trpc-wire";

const t = initTRPC.create();
const router = t.router({
  directory: t.router({ list: t.procedure.query(() => ["card"]) }),
  visaFree: t.router({ list: t.procedure.input((v) => v as { passport: string; region?: string }).query(({ input }) => input.passport) }),
});

/** Query utilities over a real httpBatchLink whose fetch records each URL and answers as the server would. */
function recordingUtils(answer: unknown) {
  const urls: string[] = [];
  const client = createTRPCClient<typeof router>({
    links: [
      httpBatchLink({
        url: `http://localhost${TRPC_URL}`,
        fetch: async (url) => {
          urls.push(String(url).replace("http://localhost", ""));
          return new Response(JSON.stringify([{ result: { data: answer } }]), { headers: { "content-type": "application/json" } });
        },
      }),
    ],
  });
  const queryClient = new QueryClient();
  return { urls, queryClient, utils: createTRPCQueryUtils({ queryClient, client }) };
}

describe("tRPC wire formats", () => {
  it("httpBatchLink asks trpcGetUrl's URL for a query without input", async () => {
    const { urls, utils } = recordingUtils(["card"]);
    await utils.directory.list.ensureData();
    expect(urls).toEqual([trpcGetUrl("directory.list")]);
  });

  it("httpBatchLink asks trpcGetUrl's URL for a query with input", async () => {
    const { urls, utils } = recordingUtils("JP");
    await utils.visaFree.list.ensureData({ passport: "JP", region: "Europe & Co" });
    expect(urls).toEqual([trpcGetUrl("visaFree.list", { passport: "JP", region: "Europe & Co" })]);
  });

  it("reads the procedure and input back from the query key @trpc/react-query stored", async () => {
    const { queryClient, utils } = recordingUtils("JP");
    await utils.visaFree.list.ensureData({ passport: "JP" });
    await utils.directory.list.ensureData();
    const read = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => procedureOfQueryKey(q.queryKey));
    expect(read).toEqual(
      expect.arrayContaining([
        { path: "visaFree.list", input: { passport: "JP" } },
        { path: "directory.list", input: undefined },
      ]),
    );
    expect(read).toHaveLength(2);
  });
});
