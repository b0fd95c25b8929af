/**
 * A lead form's submission lifecycle without a DOM (client/features/leads/lead-submission.ts) and the Contact for API
 * form's rules (api-contact-form.ts): what the app's Radix dialog and the static pages' platform dialog both run.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiContactSubmitLabel, apiContactValue, finishApiContact } from "../../../client/features/leads/api-contact-form";
import { API_CONTACT_FAILURE_TEXTS } from "../../../client/features/leads/api-contact-texts";
import { type LeadSchema, leadSubmissions } from "../../../client/features/leads/lead-submission";
import { currentToasts, dismissToast } from "../../../client/components/toast-store";
import { TrpcWireError } from "../../../client/trpc-wire";
import { apiContactInputSchema, type ApiContactInput } from "../../../shared/schemas/leads";

const VALUES = { name: "Ravi Kumar", companyName: "Acme Travel", mobileNumber: "9876543210", email: "ravi@example.com" };

/** The toast showing (newest), without its id; the queue is emptied for the next test. */
function shownToast() {
  const [shown] = currentToasts();
  if (!shown) return undefined;
  const { id, ...rest } = shown;
  return rest;
}

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.restoreAllMocks();
});

/** The API form's submissions, recording the inputs sent and the field messages shown; each send answered by `answer`. */
function apiForm(
  answer: () => Promise<unknown> = async () => ({ ok: true }),
  schema: () => LeadSchema<ApiContactInput> | Promise<LeadSchema<ApiContactInput>> = () => apiContactInputSchema,
) {
  const sent: ApiContactInput[] = [];
  const shown: Array<Record<string, string>> = [];
  const lead = leadSubmissions<ApiContactInput>({
    schema,
    mutate: (input) => {
      sent.push(input);
      return answer();
    },
    texts: API_CONTACT_FAILURE_TEXTS,
    fields: (messages) => shown.push(messages),
  });
  return { lead, sent, shown };
}

const EMPTY_MESSAGES = {
  name: "Name is required",
  companyName: "Company name is required",
  mobileNumber: "Mobile number is required",
  email: "Email is required",
};

describe("leadSubmissions", () => {
  it("checks at once: empty fields get each field's message, shown before submit returns, and nothing is sent", async () => {
    const { lead, sent, shown } = apiForm();
    const submitted = lead.submit({ name: "", companyName: "", mobileNumber: "", email: "" });
    // A schema at hand: the messages are shown in the submit's own event, before any await.
    expect(shown).toEqual([EMPTY_MESSAGES]);
    expect(await submitted).toEqual({ status: "invalid", fields: EMPTY_MESSAGES });
    expect(sent).toEqual([]);
  });

  it("sends valid values under an idempotency key, kept for a retry of the same values and new after an edit", async () => {
    let fail = true;
    const { lead, sent, shown } = apiForm(async () => {
      if (fail) throw new TrpcWireError("Internal server error", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
      return { ok: true };
    });
    expect((await lead.submit(VALUES)).status).toBe("failed");
    expect((await lead.submit(VALUES)).status).toBe("failed");
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    // A failed send leaves the messages as they are.
    expect(shown).toEqual([]);
    lead.edited();
    fail = false;
    expect(await lead.submit(VALUES)).toEqual({ status: "saved", input: sent[2] });
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(sent[2]).toMatchObject(VALUES);
    expect(shown).toEqual([{}]);
    // A stored request drops its key: the next one gets a new key.
    await lead.submit(VALUES);
    expect(sent[3]?.idempotencyKey).not.toBe(sent[2]?.idempotencyKey);
  });

  it("shows each failure's toast (spec section 8): the limiter's, a failed save, an unexpected failure", async () => {
    const cases: Array<[unknown, { title: string; description: string }]> = [
      [
        new TrpcWireError("Please wait 30 seconds before making another request.", { code: "TOO_MANY_REQUESTS", httpStatus: 429 }),
        { title: "Too Many Requests", description: "Please wait 30 seconds before making another request." },
      ],
      [
        new TrpcWireError("Internal server error", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 }),
        { title: "Error", description: "Failed to submit request. Please try again." },
      ],
      [new TypeError("Failed to fetch"), { title: "Error", description: "Failed to submit request. Please try again." }],
    ];
    for (const [error, toast] of cases) {
      const { lead } = apiForm(() => Promise.reject(error));
      expect(await lead.submit(VALUES)).toMatchObject({ status: "failed", error });
      expect(shownToast()).toEqual({ ...toast, variant: "destructive" });
    }
  });

  it("shows the server's messages when it refuses fields", async () => {
    const refusal = new TrpcWireError("Invalid input", {
      code: "BAD_REQUEST",
      httpStatus: 400,
      zodIssues: [{ path: ["email"], message: "Please enter a valid email address" }],
    } as never);
    const { lead, shown } = apiForm(() => Promise.reject(refusal));
    expect(await lead.submit(VALUES)).toMatchObject({ status: "failed", failure: { kind: "invalid" } });
    expect(shown).toEqual([{ email: "Please enter a valid email address" }]);
  });

  it("reads a schema that could not load as an unexpected failure", async () => {
    const { lead, sent } = apiForm(undefined, () => Promise.reject(new Error("chunk load failed")));
    expect(await lead.submit(VALUES)).toMatchObject({ status: "failed", failure: { kind: "unexpected" } });
    expect(sent).toEqual([]);
    expect(shownToast()).toEqual({ title: "Error", description: "Failed to submit request. Please try again.", variant: "destructive" });
  });
});

describe("the Contact for API form's rules", () => {
  it("the mobile number keeps digits only, at most 12; the other fields keep what was typed", () => {
    expect(apiContactValue("mobileNumber", "+91 98765-43210 999")).toBe("919876543210");
    expect(apiContactValue("email", " Ravi@Example.com")).toBe(" Ravi@Example.com");
  });

  it("Submit reads 'Submitting...' while saving", () => {
    expect(apiContactSubmitLabel(false)).toBe("Submit");
    expect(apiContactSubmitLabel(true)).toBe("Submitting...");
  });

  it("invalid values show 'Validation Error' and keep the dialog open", () => {
    const close = vi.fn();
    finishApiContact({ status: "invalid", fields: { name: "Name is required" } }, close);
    expect(close).not.toHaveBeenCalled();
    expect(shownToast()).toEqual({ title: "Validation Error", description: "Please fix the errors below and try again.", variant: "destructive" });
  });

  it("a stored request closes the dialog, then shows 'Request Submitted'", () => {
    const close = vi.fn(() => expect(currentToasts()).toEqual([]));
    finishApiContact({ status: "saved", input: VALUES }, close);
    expect(close).toHaveBeenCalledOnce();
    expect(shownToast()).toEqual({
      title: "Request Submitted",
      description: "Thank you! We'll contact you soon regarding API access.",
      variant: "default",
    });
  });

  it("a failed send keeps the dialog open and is logged; a refusal (its toast is the submission's) is not", () => {
    const close = vi.fn();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    finishApiContact({ status: "failed", failure: { kind: "failed" }, error: "boom" }, close);
    expect(log).toHaveBeenCalledWith("API contact request failed", "boom");
    finishApiContact({ status: "failed", failure: { kind: "rate-limited", title: "Too Many Requests", description: "wait" }, error: "slow" }, close);
    expect(log).toHaveBeenCalledOnce();
    expect(close).not.toHaveBeenCalled();
  });
});
