/** The lead pages are server-rendered: their texts, the edge origin, and the contact [vars]. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

describe("GET /visa-consultation", () => {
  it("renders the title, breadcrumb, terms link and the tourist type", async () => {
    const res = await get("/visa-consultation", "JP");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("<title>Personalized Visa Consultation | Visa Fee Atlas</title>");
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('href="/terms-of-service"');
    expect(html).toContain("Tourist Visa (Default)");
    expect(html).toContain("Get Visa Details");
  });

  it("pre-selects the edge country as origin", async () => {
    const html = await (await get("/visa-consultation", "JP")).text();
    expect(html).toMatch(/id="consultation-origin"[^>]*>(?:(?!<\/button>).)*Japan/s);
  });

  it("falls back to India when the edge gives no usable country", async () => {
    const html = await (await get("/visa-consultation", "XX")).text();
    expect(html).toMatch(/id="consultation-origin"[^>]*>(?:(?!<\/button>).)*India/s);
  });
});

describe("GET /contact-us", () => {
  it("renders the configured phone, both addresses, the support hours and the form", async () => {
    const res = await get("/contact-us");
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const text of [env.CONTACT_PHONE, env.CONTACT_EMAIL, env.API_EMAIL, "Monday to Friday, 9:00 AM to 6:00 PM IST", "Send Message"]) {
      expect(html).toContain(text);
    }
  });
});
