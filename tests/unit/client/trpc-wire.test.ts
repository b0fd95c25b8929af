/**
 * Contract of client/trpc-wire.ts with the installed tRPC: the real httpBatchLink and @trpc/react-query, driven
 * through the app's own path (query utilities over a QueryClient), must ask the URL `trpcGetUrl` builds and key the
 * query the way `procedureOfQueryKey` reads; and `trpcMutate`, sent to the real fetch adapter with the app's error
 * formatter, must return what the tRPC client returns and fail as it fails, as the lead forms read it
 * (`readLeadError`). An upgrade that changes any of these formats fails here, not in a browser.
 */
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { initTRPC, TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { readLeadError } from "../../../client/features/leads/lead-submit";
import { procedureOfQueryKey, TRPC_URL, trpcGetUrl, trpcMutate, TrpcWireError } from "../../../client/trpc-wire";
import { errorFormatter } from "../../../worker/trpc/errors";

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

describe("a batched mutation (trpcMutate)", () => {
  const m = initTRPC.create({ isDev: false, errorFormatter });
  const leads = m.router({
    leads: m.router({
      apiContact: m.procedure.input(z.object({ name: z.string().check(z.minLength(1, "Name is required")) })).mutation(({ input }) => {
        if (input.name === "limited")
          throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Please wait 30 seconds before making another request." });
        if (input.name === "broken") throw new Error("D1_ERROR: no such table");
        return { stored: input.name };
      }),
    }),
  });
  /** The real fetch adapter behind a fetch that records each request. */
  const server = (requests: { method: string; url: string }[]) => async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    requests.push({ method: request.method, url: request.url.replace("http://localhost", "") });
    return fetchRequestHandler({ endpoint: TRPC_URL, req: request, router: leads });
  };
  const client = (requests: { method: string; url: string }[]) =>
    createTRPCClient<typeof leads>({ links: [httpBatchLink({ url: `http://localhost${TRPC_URL}`, fetch: server(requests) })] });
  /** What the official client threw, or null. */
  const clientError = (input: { name: string }) =>
    client([])
      .leads.apiContact.mutate(input)
      .then(
        () => null,
        (error: unknown) => error,
      );
  const wireError = (input: { name: string }) =>
    trpcMutate("leads.apiContact", input, server([]) as typeof fetch).then(
      () => null,
      (error: unknown) => error,
    );

  it("sends the request httpBatchLink sends and returns the output", async () => {
    const official: { method: string; url: string }[] = [];
    const ours: { method: string; url: string }[] = [];
    const expected = await client(official).leads.apiContact.mutate({ name: "Ravi" });
    await expect(trpcMutate("leads.apiContact", { name: "Ravi" }, server(ours) as typeof fetch)).resolves.toEqual(expected);
    expect(ours).toEqual(official);
    expect(ours).toEqual([{ method: "POST", url: "/trpc/leads.apiContact?batch=1" }]);
  });

  it.each([
    ["a refused input", { name: "" }, "invalid"],
    ["the rate limit", { name: "limited" }, "rate-limited"],
    ["a server failure", { name: "broken" }, "failed"],
  ])("fails on %s with the client's message and data, read the same way", async (_, input, kind) => {
    const official = await clientError(input);
    const ours = await wireError(input);
    expect(ours).toBeInstanceOf(TrpcWireError);
    expect((ours as TrpcWireError).message).toBe((official as Error).message);
    expect((ours as TrpcWireError).data).toEqual((official as { data: unknown }).data);
    expect(readLeadError(ours)).toEqual(readLeadError(official));
    expect(readLeadError(ours).kind).toBe(kind);
  });

  it("an answer that is not tRPC's JSON is an unexpected failure", async () => {
    const html = async () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } });
    const error = await trpcMutate("leads.apiContact", { name: "Ravi" }, html as typeof fetch).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TrpcWireError);
    expect(readLeadError(error).kind).toBe("unexpected");
  });
});
