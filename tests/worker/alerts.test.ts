/**
 * The alerts (issue #47) through the real Worker, with stand-ins for the queue and the e-mail binding: a request is
 * stored within its limits and queued, never sent in the visitor's request; the consumer sends one confirmation, then
 * nothing before it is confirmed; confirming, a change told once with its before, after and source, at most one
 * message a day; the one-click unsubscribe from another site; every token state; a failing send retried, then dead.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import app from "../../worker/app";
import { createDb } from "../../worker/db/client";
import type { AlertMessage } from "../../worker/alerts/mailer";
import { ALERTS_DEAD_LETTER_QUEUE, ALERTS_QUEUE_NAME } from "../../worker/alerts/mailer";
import { handleAlertBatch } from "../../worker/alerts/queue";
import { runAlertsDaily } from "../../worker/alerts/daily";
import { ALERT_TEXTS } from "../../shared/alerts/limits";
import type { IsoDate } from "../../shared/units/iso-date";

const testDb = () => createDb(env.DB.withSession("first-primary"));
const today = new Date().toISOString().slice(0, 10) as IsoDate;

interface Sent {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** A stand-in e-mail binding that keeps every message, or fails while `failing` is set. */
function mailbox() {
  const sent: Sent[] = [];
  const state = { failing: false };
  const binding = {
    send: async (message: Sent) => {
      if (state.failing) throw new Error("upstream 503");
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  } as unknown as SendEmail;
  return { sent, state, binding };
}

/** The env with the stand-ins. */
function envWith(box: ReturnType<typeof mailbox>, queued: unknown[]) {
  const queue = {
    send: async (body: unknown) => void queued.push(body),
    sendBatch: async (messages: { body: unknown }[]) => void queued.push(...messages.map((m) => m.body)),
  } as unknown as Queue;
  return { ...env, ALERTS_QUEUE: queue, ALERTS_EMAIL: box.binding } as Env;
}

/** POST a form to the Worker from one of its pages (or `origin`), as client `ip`. */
async function post(path: string, form: Record<string, string>, e: Env, ip = "198.51.100.40", headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Origin: "http://localhost", ...headers },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    },
    e,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs the consumer on `messages` (of `queue`): what it acked and retried. */
async function consume(messages: AlertMessage[], e: Env, queue = ALERTS_QUEUE_NAME) {
  const acked: AlertMessage[] = [];
  const retried: { body: AlertMessage; delaySeconds?: number }[] = [];
  const batch = {
    queue,
    messages: messages.map((body, i) => ({
      id: `q${i}`,
      timestamp: new Date(),
      attempts: 1,
      body,
      ack: () => acked.push(body),
      retry: (o?: { delaySeconds?: number }) => retried.push({ body, delaySeconds: o?.delaySeconds }),
    })),
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<unknown>;
  await handleAlertBatch(batch, e, testDb());
  return { acked, retried };
}

const pairForm = (email: string) => ({ email, follow: "pair", passport: "IN", to: "TH", page: "/?from=IN&to=TH" });
const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path.replace("/", "\\/")}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1];

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM alert_addresses").run();
  await env.DB.prepare("DELETE FROM alert_sends").run();
});

describe("a pair followed from its check, by a traveller", () => {
  it("queues one confirmation, sends it from the queue, and nothing else until confirmed; then tells a change once, with its source, and unsubscribes in one click", async () => {
    const box = mailbox();
    const queued: unknown[] = [];
    const e = envWith(box, queued);
    const res = await post("/alerts", pairForm("Asha@Example.com "), e);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/alerts?follow=pair&passport=IN&to=TH&sent=1");
    // Nothing is sent in the visitor's request: the queue has the confirmation.
    expect(box.sent).toEqual([]);
    expect(queued).toEqual([{ kind: "confirm", addressId: expect.any(String), day: today }]);
    const stored = await env.DB.prepare("SELECT email, confirmed_at FROM alert_addresses").first<{ email: string; confirmed_at: string | null }>();
    expect(stored).toEqual({ email: "asha@example.com", confirmed_at: null });

    await consume(queued as AlertMessage[], e);
    expect(box.sent).toHaveLength(1);
    const confirmation = box.sent[0]!;
    expect(confirmation.to).toBe("asha@example.com");
    expect(confirmation.subject).toBe("Confirm your Visa Fee Atlas alerts");
    // Who asked: the page, never an IP address.
    expect(confirmation.text).toContain("asked on https://visafeeatlas.example/?from=IN&to=TH to get alerts");
    expect(confirmation.text).toContain("- India passport → Thailand");
    expect(confirmation.text).not.toContain("198.51.100.40");
    const token = linkIn(confirmation.text, "/alerts/confirm")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Unconfirmed: the day's run sends nothing more (a second confirmation would be a second message today).
    const addressId = (queued[0] as AlertMessage).addressId;
    await consume([{ kind: "digest", addressId, day: today }], e);
    await consume([{ kind: "confirm", addressId, day: today }], e);
    expect(box.sent).toHaveLength(1);

    // The confirmation page's button: confirmed, on to the manage page.
    const confirmed = await post("/alerts/confirm", { token }, e);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toMatch(/^\/alerts\/manage\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}&confirmed=1$/);
    // Replayed: the link was used; the page says so.
    const replay = await post("/alerts/confirm", { token }, e);
    expect(replay.headers.get("Location")).toBe(`/alerts/confirm?token=${token}`);

    // A change published to the data: the facts told last said 60 days, the page now says otherwise.
    const before = JSON.parse((await env.DB.prepare("SELECT facts FROM alert_follows").first<{ facts: string }>())!.facts);
    const entryNow = before.entry.value as string;
    before.entry.value = "Visa free for 60 days";
    await env.DB.prepare("UPDATE alert_follows SET facts = ?").bind(JSON.stringify(before)).run();
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10) as IsoDate;
    await consume([{ kind: "digest", addressId, day: tomorrow }], e);
    expect(box.sent).toHaveLength(2);
    const digest = box.sent[1]!;
    expect(digest.subject).toBe("What changed: India passport → Thailand");
    expect(digest.text).toContain(`India passport → Thailand: Entry: Visa free for 60 days → ${entryNow}`);
    expect(digest.text).toContain("https://visafeeatlas.example/?from=IN&to=TH");
    expect(digest.text).toMatch(/Source: .+/);
    const unsubscribe = digest.headers?.["List-Unsubscribe"] ?? "";
    expect(unsubscribe).toMatch(/^<https:\/\/visafeeatlas\.example\/alerts\/unsubscribe\?token=[^>]+>$/);
    expect(digest.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Told once: the same day again, or the next with nothing new, sends nothing.
    await consume([{ kind: "digest", addressId, day: tomorrow }], e);
    const dayAfter = new Date(Date.parse(tomorrow) + 86_400_000).toISOString().slice(0, 10) as IsoDate;
    await consume([{ kind: "digest", addressId, day: dayAfter }], e);
    expect(box.sent).toHaveLength(2);

    // RFC 8058: the mail provider POSTs from its own servers, with no Origin; the address is deleted.
    const url = new URL(unsubscribe.slice(1, -1));
    const one = await post(`/alerts/unsubscribe${url.search}`, { "List-Unsubscribe": "One-Click" }, e, "203.0.113.9", {
      Origin: "https://mail.example",
    });
    expect(one.status).toBe(200);
    expect(await one.text()).toBe(ALERT_TEXTS.unsubscribed);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM alert_addresses").first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM alert_follows").first<{ n: number }>())!.n).toBe(0);
    // Replayed: unknown now.
    const again = await post(`/alerts/unsubscribe${url.search}`, { "List-Unsubscribe": "One-Click" }, e, "203.0.113.9", {
      Origin: "https://mail.example",
    });
    expect(again.status).toBe(404);
  });
});

describe("bad input and limits", () => {
  it("answers a malformed address, an unknown pair and a bad form beside the field, never a 500", async () => {
    const e = envWith(mailbox(), []);
    const bad = await post("/alerts", pairForm("not-an-address"), e);
    expect(bad.status).toBe(303);
    expect(bad.headers.get("Location")).toBe("/alerts?follow=pair&passport=IN&to=TH&error=email-invalid");
    const json = await post("/alerts", pairForm(""), e, "198.51.100.41", { Accept: "application/json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ ok: false, code: "email-required", field: "email", message: "Email is required" });
    const unknown = await post("/alerts", { ...pairForm("a@example.com"), to: "ZZ" }, e, "198.51.100.42", { Accept: "application/json" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "unknown-pair", field: "follow", message: ALERT_TEXTS.unknownPair });
    const trip = await post(
      "/alerts",
      { email: "a@example.com", follow: "trip", trip: "?passport=IN&stops=XX~2027-01-10~2027-01-12~s" },
      e,
      "198.51.100.43",
      {
        Accept: "application/json",
      },
    );
    expect(await trip.json()).toMatchObject({ code: "bad-trip" });
    expect((await post("/alerts", { ...pairForm("a@example.com"), extra: "1" }, e)).status).toBe(400);
    expect((await post("/alerts", { ...pairForm("a@example.com"), page: "//evil.example/" }, e)).status).toBe(400);
    const repeated = await app.request(
      "/alerts",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
        body: "email=a%40example.com&email=b%40example.com&follow=passport&passport=IN",
      },
      e,
    );
    expect(repeated.status).toBe(400);
    const huge = await post("/alerts", { ...pairForm("a@example.com"), page: `/${"x".repeat(5000)}` }, e);
    expect(huge.status).toBe(413);
    // From another site: refused before the form is read.
    const cross = await post("/alerts", pairForm("a@example.com"), e, "198.51.100.44", { Origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });

  it("stops a client at 10 requests an hour and an address at 5 awaiting confirmation, and sends it one message a day", async () => {
    const box = mailbox();
    const queued: unknown[] = [];
    const e = envWith(box, queued);
    const destinations = ["TH", "MY", "SG", "AE", "GB", "FR", "JP", "US", "CA", "AU", "NZ"];
    const answers = [];
    for (const [i, to] of destinations.entries()) {
      answers.push(
        (await post("/alerts", { ...pairForm(`traveller${i}@example.com`), to }, e, "198.51.100.50", { Accept: "application/json" })).status,
      );
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    const limited = await post("/alerts", pairForm("someone@example.com"), e, "198.51.100.50");
    expect(limited.headers.get("Location")).toBe("/alerts?follow=pair&passport=IN&to=TH&error=client-limit");
    expect(limited.headers.get("Retry-After")).toBe("3600");

    // One address, many clients (a mail-bomb attempt): 5 awaiting confirmation, then refused.
    const victim = [];
    for (const [i, to] of destinations.slice(0, 6).entries()) {
      victim.push((await post("/alerts", { ...pairForm("victim@example.com"), to }, e, `203.0.113.${i + 1}`, { Accept: "application/json" })).status);
    }
    expect(victim).toEqual([200, 200, 200, 200, 200, 429]);
    // Asking again for what it follows already is answered as a new request (it tells nobody what an address follows)
    // and queues nothing.
    const queuedBefore = queued.length;
    expect((await post("/alerts", pairForm("victim@example.com"), e, "203.0.113.20", { Accept: "application/json" })).status).toBe(200);
    expect(queued).toHaveLength(queuedBefore);
    const victimId = (await env.DB.prepare("SELECT id FROM alert_addresses WHERE email = 'victim@example.com'").first<{ id: string }>())!.id;
    const forVictim = queued.filter((m) => (m as AlertMessage).addressId === victimId) as AlertMessage[];
    expect(forVictim).toHaveLength(5);
    box.sent.length = 0;
    await consume(forVictim, e);
    // Five requests, one message: it lists all five to confirm.
    expect(box.sent.filter((m) => m.to === "victim@example.com")).toHaveLength(1);
    expect(box.sent[0]!.text.match(/^- /gm)).toHaveLength(5);
  });
});

describe("the queue and the daily run", () => {
  it("retries a failing send with backoff, never sends twice, and marks a dead-lettered one dead", async () => {
    const box = mailbox();
    const queued: unknown[] = [];
    const e = envWith(box, queued);
    await post("/alerts", pairForm("retry@example.com"), e, "198.51.100.60");
    box.state.failing = true;
    const first = await consume(queued as AlertMessage[], e);
    expect(first.retried).toEqual([{ body: queued[0], delaySeconds: 30 }]);
    const second = await consume(queued as AlertMessage[], e);
    expect(second.retried[0]!.delaySeconds).toBe(60);
    const row = await env.DB.prepare("SELECT status, attempts, last_error FROM alert_sends").first();
    expect(row).toEqual({ status: "failed", attempts: 2, last_error: "Error: upstream 503" });
    box.state.failing = false;
    await consume(queued as AlertMessage[], e);
    await consume(queued as AlertMessage[], e);
    expect(box.sent).toHaveLength(1);
    expect(await env.DB.prepare("SELECT status FROM alert_sends").first()).toEqual({ status: "sent" });
    // A message the dead-letter queue holds: its send is marked dead.
    await env.DB.prepare("UPDATE alert_sends SET status = 'failed'").run();
    await consume(queued as AlertMessage[], e, ALERTS_DEAD_LETTER_QUEUE);
    expect(await env.DB.prepare("SELECT status FROM alert_sends").first()).toEqual({ status: "dead" });
  });

  it("deletes a request left unconfirmed for 7 days and a trip past its last day, and queues the addresses due", async () => {
    const queued: unknown[] = [];
    const e = envWith(mailbox(), queued);
    await post("/alerts", pairForm("old@example.com"), e, "198.51.100.70");
    await post("/alerts", pairForm("new@example.com"), e, "198.51.100.71");
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await env.DB.prepare(
      "UPDATE alert_follows SET created_at = ? WHERE address_id = (SELECT id FROM alert_addresses WHERE email = 'old@example.com')",
    )
      .bind(eightDaysAgo)
      .run();
    const sentBatch: unknown[] = [];
    const queue = { sendBatch: async (messages: { body: unknown }[]) => void sentBatch.push(...messages.map((m) => m.body)) } as unknown as Queue;
    const done = await runAlertsDaily(testDb(), queue, new Date(), today);
    expect(done).toMatchObject({ unconfirmed: 1, addresses: 1, queued: 1 });
    expect((await env.DB.prepare("SELECT email FROM alert_addresses").all()).results).toEqual([{ email: "new@example.com" }]);
    expect(sentBatch).toEqual([{ kind: "confirm", addressId: expect.any(String), day: today }]);
  });
});

describe("the token pages", () => {
  it("show what a link does, never cached, and each token serves its own page only", async () => {
    const box = mailbox();
    const queued: unknown[] = [];
    const e = envWith(box, queued);
    await post("/alerts", pairForm("pages@example.com"), e, "198.51.100.80");
    await post("/alerts", { email: "pages@example.com", follow: "passport", passport: "IN", page: "/visa-free?passport=IN" }, e, "198.51.100.80");
    await consume(queued as AlertMessage[], e);
    const token = linkIn(box.sent[0]!.text, "/alerts/confirm")!;
    const page = async (path: string) => {
      const res = await app.request(path, { headers: { "CF-Connecting-IP": "198.51.100.81" } }, e);
      return { res, html: await res.text() };
    };
    const confirm = await page(`/alerts/confirm?token=${token}`);
    expect(confirm.res.status).toBe(200);
    expect(confirm.res.headers.get("Cache-Control")).toBe("no-store");
    expect(confirm.html).toContain('<meta name="robots" content="noindex,nofollow"');
    expect(confirm.html).toContain("Alerts for p•••@example.com about:");
    expect(confirm.html).toContain("<li>India passport → Thailand</li><li>India passport: every destination</li>");
    expect(confirm.html).not.toContain("pages@example.com");
    // A token of the confirmation's shape that was never issued, and an expired one.
    expect((await page(`/alerts/confirm?token=${"x".repeat(43)}`)).html).toContain(ALERT_TEXTS.confirmUsed);
    await env.DB.prepare("UPDATE alert_addresses SET confirm_expires_at = '2020-01-01T00:00:00.000Z'").run();
    expect((await page(`/alerts/confirm?token=${token}`)).html).toContain(ALERT_TEXTS.confirmExpired);
    expect((await post("/alerts/confirm", { token }, e)).headers.get("Location")).toBe(`/alerts/confirm?token=${token}`);
    await env.DB.prepare("UPDATE alert_addresses SET confirm_expires_at = '2099-01-01T00:00:00.000Z'").run();
    const manageAt = (await post("/alerts/confirm", { token }, e)).headers.get("Location")!;
    const manageToken = new URL(manageAt, "http://x").searchParams.get("token")!;
    const manage = await page(manageAt);
    expect(manage.html).toContain(ALERT_TEXTS.confirmed);
    expect(manage.html).toContain('<a href="/?from=IN&amp;to=TH">India passport → Thailand</a>');
    expect(manage.html).toContain('<a href="/changes?passport=IN">India passport: every destination</a>');
    // The manage token is no unsubscribe token.
    expect((await page(`/alerts/unsubscribe?token=${manageToken}`)).html).toContain(ALERT_TEXTS.tokenUnknown);
    expect((await post(`/alerts/unsubscribe?token=${manageToken}`, { "List-Unsubscribe": "One-Click" }, e)).status).toBe(404);
    // Stop one: the other stays.
    const followId = (await env.DB.prepare("SELECT id FROM alert_follows WHERE kind = 'pair'").first<{ id: string }>())!.id;
    const stopped = await post("/alerts/stop", { token: manageToken, follow: followId }, e);
    expect(stopped.headers.get("Location")).toBe(`/alerts/manage?token=${manageToken}&stopped=1`);
    const after = await page(`/alerts/manage?token=${manageToken}&stopped=1`);
    expect(after.html).toContain(ALERT_TEXTS.stopped);
    expect(after.html).not.toContain("India passport → Thailand");
    // Stop the last: the address goes with it.
    const last = (await env.DB.prepare("SELECT id FROM alert_follows").first<{ id: string }>())!.id;
    expect((await post("/alerts/stop", { token: manageToken, follow: last }, e)).headers.get("Location")).toBe("/alerts/unsubscribe?done=1");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM alert_addresses").first<{ n: number }>())!.n).toBe(0);
    expect((await page(`/alerts/manage?token=${manageToken}`)).html).toContain(ALERT_TEXTS.tokenUnknown);
  });

  it("gives the operators counts and sends, never an address; the outbox only under wrangler dev", async () => {
    const e = envWith(mailbox(), []);
    await post("/alerts", pairForm("counted@example.com"), e, "198.51.100.90");
    const ops = (path: string) => app.request(path, { headers: { Authorization: "Bearer test-ops-token" } }, e);
    const res = await ops("/ops/alerts");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ addresses: { confirmed: 0, awaiting: 1 }, follows: [{ kind: "pair", confirmed: 0, awaiting: 1 }] });
    expect(text).not.toContain("counted@");
    expect((await ops("/ops/alerts?messages=1")).status).toBe(404);
    expect((await ops("/ops/alerts?zz=1")).status).toBe(400);
    expect((await app.request("/ops/alerts", {}, e)).status).toBe(401);
  });
});
