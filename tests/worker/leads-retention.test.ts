/**
 * Leads kept and let go (issue #24), with the Cron Triggers driven directly: the hourly outbox (undelivered leads and
 * dead letters sent again, for 30 days), the daily retention from the person's last contact, erasure (also of
 * hundreds of rows at once), and the privacy policy quoting the same period.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { deleteExpiredLeads } from "../../worker/db/queries/lead-retention";
import { OUTBOX_CRON, RETENTION_CRON, scheduled } from "../../worker/scheduled/dispatch";
import app from "../../worker/app";
import { apiContact, consultation, contactMessage, mutate } from "./leads-helpers";
import { delivery, seedDelivery, storedConsultation } from "./leads-delivery-helpers";

describe("the outbox (hourly)", () => {
  it("re-enqueues a lead left undelivered for more than an hour, attempted or never, once an hour", async () => {
    const stale = await storedConsultation("198.51.100.30");
    const lost = await storedConsultation("198.51.100.31");
    const fresh = await storedConsultation("198.51.100.32");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id IN (?, ?)").bind(twoHoursAgo, stale, lost).run();
    // `stale` failed an attempt; `lost` never reached the consumer (its enqueue failed): no delivery row at all.
    await seedDelivery("consultation", stale, twoHoursAgo);
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await delivery("consultation", stale))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", lost))?.requeued_at).toEqual(expect.any(String));
    expect(await delivery("consultation", fresh)).toBeNull();
    // Within the hour the same leads are not sent again.
    const before = (await delivery("consultation", stale))?.requeued_at;
    const again = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, again);
    await waitOnExecutionContext(again);
    expect((await delivery("consultation", stale))?.requeued_at).toBe(before);
  });
});

describe("the outbox and dead letters", () => {
  it("tries a dead letter again after the hour, for 30 days after the lead arrived, then leaves it to an operator", async () => {
    const recent = await storedConsultation("198.51.100.33");
    const old = await storedConsultation("198.51.100.34");
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await seedDelivery("consultation", recent, ago(2 * 3_600_000));
    await seedDelivery("consultation", old, ago(31 * 86_400_000));
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?")
      .bind(ago(2 * 3_600_000), recent)
      .run();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?")
      .bind(ago(31 * 86_400_000), old)
      .run();
    await env.DB.prepare("UPDATE lead_deliveries SET dead_at = ?, attempts = 6 WHERE lead_id IN (?, ?)").bind(ago(3_600_000), recent, old).run();
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await delivery("consultation", recent))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", old))?.requeued_at).toBeNull();
  });
});

describe("retention (daily) and erasure", () => {
  it("keeps a row one day inside the period and deletes one a day past it, with its delivery", async () => {
    const inside = await storedConsultation("198.51.100.40");
    const past = await storedConsultation("198.51.100.41");
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await seedDelivery("consultation", past, days(731));
    // Numbers of their own: a newer lead with the same number would be the same person's later contact.
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ?, number = ? WHERE id = ?").bind(days(729), "9000000401", inside).run();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ?, number = ? WHERE id = ?").bind(days(731), "9000000411", past).run();
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const exists = (id: string) => env.DB.prepare("SELECT id FROM consultation_requests WHERE id = ?").bind(id).first();
    expect(await exists(inside)).not.toBeNull();
    expect(await exists(past)).toBeNull();
    expect(await delivery("consultation", past)).toBeNull();
    // LEAD_RETENTION_DAYS sets the period.
    expect((await deleteExpiredLeads(createDb(env.DB), 700, new Date())).consultation).toBe(1);
    expect(await exists(inside)).toBeNull();
  });

  it("counts the period from the person's last contact: a newer lead with the same number or e-mail keeps the old one", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const ageOf = async (table: string, id: string, n: number) =>
      env.DB.prepare(`UPDATE ${table} SET created_at = ? WHERE id = ?`).bind(days(n), id).run();
    const exists = (table: string, id: string) => env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(id).first();
    // One person: an old consultation (number), then a recent API request with the same number (country code added).
    const oldCall = await storedConsultation("198.51.100.42");
    await env.DB.prepare("UPDATE consultation_requests SET number = ? WHERE id = ?").bind("9988776655", oldCall).run();
    const recentApi = (await mutate("leads.apiContact", apiContact({ email: "kept@example.com", mobileNumber: "919988776655" }), "198.51.100.43"))
      .body.result!.data.id;
    // The same person's old contact message, by e-mail; and a stranger's old message, alone.
    const oldMessage = (await mutate("leads.contact", contactMessage({ email: "kept@example.com" }), "198.51.100.44")).body.result!.data.id;
    const stranger = (await mutate("leads.contact", contactMessage({ email: "gone@example.com" }), "198.51.100.45")).body.result!.data.id;
    await ageOf("consultation_requests", oldCall, 800);
    await ageOf("contact_messages", oldMessage, 800);
    await ageOf("contact_messages", stranger, 800);
    await ageOf("api_contact_requests", recentApi, 100);
    const counts = await deleteExpiredLeads(createDb(env.DB), 730, new Date());
    expect(await exists("consultation_requests", oldCall)).not.toBeNull();
    expect(await exists("contact_messages", oldMessage)).not.toBeNull();
    expect(await exists("contact_messages", stranger)).toBeNull();
    expect(counts.contact).toBeGreaterThanOrEqual(1);
    // Once the last contact itself is past the period, all of the person's rows go.
    await ageOf("api_contact_requests", recentApi, 731);
    await deleteExpiredLeads(createDb(env.DB), 730, new Date());
    expect(await exists("consultation_requests", oldCall)).toBeNull();
    expect(await exists("contact_messages", oldMessage)).toBeNull();
    expect(await exists("api_contact_requests", recentApi)).toBeNull();
  });

  it("erases one person's rows in every table by e-mail or phone, and says how many went", async () => {
    await mutate("leads.apiContact", apiContact({ email: "erase.me@example.com", mobileNumber: "9123456780" }), "198.51.100.50");
    await mutate("leads.contact", contactMessage({ email: "Erase.Me@example.com" }), "198.51.100.51");
    await mutate("leads.consultation", consultation({ phone: "91234 56780" }), "198.51.100.52");
    const erase = (who: unknown) =>
      app.request(
        "/ops/leads/erase",
        { method: "POST", headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" }, body: JSON.stringify({ who }) },
        env,
        createExecutionContext(),
      );
    const byEmail = await erase("erase.me@example.com");
    expect(await byEmail.json()).toMatchObject({ deleted: { "api-contact": 1, contact: 1, consultation: 0 } });
    const byPhone = await erase("+91 91234 56780");
    expect(await byPhone.json()).toMatchObject({ deleted: { consultation: 1 } });
    expect((await erase("x")).status).toBe(400);
  });
});

describe("erasure at scale", () => {
  it("erases a person with hundreds of leads, their deliveries with them (D1's 100-parameter limit never reached)", async () => {
    const now = new Date().toISOString();
    const ids = Array.from({ length: 250 }, () => crypto.randomUUID());
    await env.DB.batch(
      ids.flatMap((id) => [
        env.DB.prepare(
          "INSERT INTO consultation_requests (id, created_at, name, number, origin_code, destination_code, destination_name, client_hash, idempotency_key) VALUES (?, ?, 'Many', '9111111111', 'IN', 'TH', 'Thailand', 'h', ?)",
        ).bind(id, now, id),
        env.DB.prepare("INSERT INTO lead_deliveries (form, lead_id, created_at) VALUES ('consultation', ?, ?)").bind(id, now),
      ]),
    );
    const res = await app.request(
      "/ops/leads/erase",
      {
        method: "POST",
        headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" },
        body: JSON.stringify({ who: "9111111111" }),
      },
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: { consultation: 250, deliveries: 250 } });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries WHERE lead_id IN (SELECT value FROM json_each(?))")
        .bind(JSON.stringify(ids))
        .first("n"),
    ).toBe(0);
  });
});

describe("the privacy policy", () => {
  it("states the retention period the daily run applies", async () => {
    const html = (await (await app.request("/privacy-policy", {}, env, createExecutionContext())).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("no longer than 24 months after your last contact with us.");
  });
});
