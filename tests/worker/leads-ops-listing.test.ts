/**
 * GET /ops/leads (issue #24): the leads with their delivery status as JSON and CSV for the ops token only, paged by
 * cursor across the forms, `status=undelivered`, and a 400 naming what is allowed for anything else.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { apiContact, contactMessage, mutate } from "./leads-helpers";
import { seedDelivery, storedConsultation } from "./leads-delivery-helpers";

describe("GET /ops/leads", () => {
  const ops = (query: string, token = "test-ops-token") =>
    app.request(`/ops/leads${query}`, { headers: { Authorization: `Bearer ${token}` } }, env, createExecutionContext());

  it("lists leads with their delivery status as JSON and as CSV, for the ops token only", async () => {
    const id = await storedConsultation("198.51.100.60");
    const json = (await (await ops("?form=consultation&since=1d")).json()) as { leads: { id: string; fields: Record<string, unknown> }[] };
    expect(json.leads.find((l) => l.id === id)?.fields).toMatchObject({ name: "Asha Rao" });
    const csv = await ops("?form=consultation&format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).split("\n")[0]).toBe(
      "form,id,createdAt,destinationCode,destinationName,name,number,originCode,attempts,webhookAt,emailedAt,deliveredAt,deadAt,lastError",
    );
    expect((await ops("", "wrong")).status).toBe(401);
  });

  it.each(["?form=leads", "?since=yesterday", "?format=xml", "?page=2", "?limit=0", "?limit=1001", "?status=dead", "?before=2026-01-01"])(
    "answers %s with 400 naming what is allowed",
    async (query) => {
      const res = await ops(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "form must be one of consultation, api-contact, contact (or absent); since a day (YYYY-MM-DD) or a number of days (7d); status undelivered (or absent); limit 1 to 1000; before the next cursor of a previous page; format json or csv. No other parameter is read.",
      );
    },
  );

  it("pages through every form with a cursor: each lead once, newest first, the next page linked", async () => {
    const ids = [
      await storedConsultation("198.51.100.61"),
      (await mutate("leads.apiContact", apiContact(), "198.51.100.62")).body.result!.data.id,
      (await mutate("leads.contact", contactMessage(), "198.51.100.63")).body.result!.data.id,
      await storedConsultation("198.51.100.64"),
    ];
    // Two leads at the same instant in different forms: the cursor orders them by form, then id.
    const tie = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?").bind(tie, ids[0]).run();
    await env.DB.prepare("UPDATE api_contact_requests SET created_at = ? WHERE id = ?").bind(tie, ids[1]).run();
    const everything = (await (await ops("?since=1d")).json()) as { leads: { id: string; createdAt: string }[]; next: string | null };
    expect(everything.next).toBeNull();
    const seen: string[] = [];
    let path: string | null = "/ops/leads?since=1d&limit=2";
    let pages = 0;
    while (path) {
      const res = await ops(path.slice("/ops/leads".length));
      const page = (await res.json()) as { leads: { id: string }[]; next: string | null };
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((l) => l.id));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
      expect(path === null).toBe(page.next === null);
      pages += 1;
    }
    expect(seen).toEqual(everything.leads.map((l) => l.id));
    expect(new Set(seen).size).toBe(seen.length);
    // A page links a next one only when more leads follow: no empty last page.
    expect(pages).toBe(Math.ceil(seen.length / 2));
    for (const id of ids) expect(seen).toContain(id);
    const createdAts = everything.leads.map((l) => l.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
  });

  it("lists only what has not reached the team with status=undelivered", async () => {
    const waiting = await storedConsultation("198.51.100.65");
    const done = await storedConsultation("198.51.100.66");
    await seedDelivery("consultation", done, new Date().toISOString(), { delivered_at: new Date().toISOString() });
    const page = (await (await ops("?form=consultation&since=1d&status=undelivered")).json()) as { leads: { id: string }[] };
    const listed = page.leads.map((l) => l.id);
    expect(listed).toContain(waiting);
    expect(listed).not.toContain(done);
  });
});
