/**
 * @module A "Get alerts" form sent in place (issue #47): the same POST the form makes without a script, asking for
 * JSON, its answer said beside the field (a refusal) or in the form's status (the request was taken: check the
 * inbox). Plain DOM, loaded on the first submit (alerts-in-place.ts), for the app's pages and the static shell alike.
 */
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";

/** The answer of POST /alerts with Accept: application/json. */
interface AlertAnswer {
  ok: boolean;
  message?: string;
  field?: "email" | "follow";
}

/** Sends `form` (a "Get alerts" form) and says its answer in it. */
export async function sendAlertForm(form: HTMLFormElement): Promise<void> {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const error = form.querySelector<HTMLElement>("[data-alerts-error]");
  const status = form.querySelector<HTMLElement>("[data-alerts-status]");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !error || !status || !button || button.disabled) return;
  button.disabled = true;
  status.textContent = "";
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
      credentials: "same-origin",
    });
    const answer = (await response.json()) as AlertAnswer;
    if (answer.ok) {
      error.textContent = "";
      input.removeAttribute("aria-invalid");
      input.value = "";
      status.textContent = answer.message ?? "";
    } else {
      error.textContent = answer.message ?? UNEXPECTED_ERROR_MESSAGE;
      input.setAttribute("aria-invalid", "true");
      input.focus();
    }
  } catch {
    error.textContent = UNEXPECTED_ERROR_MESSAGE;
  } finally {
    button.disabled = false;
  }
}
