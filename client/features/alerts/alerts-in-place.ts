/**
 * @module Where a page's script runs (the app's entry, the static shell), a "Get alerts" form is sent in place
 * (issue #47): one listener on the document, and the code that sends (send-alert-form.ts) loaded on the first submit,
 * so no page's first script carries it.
 */

/** Listens for the submit of any `form[data-alerts-form]`, now or later in the page, and sends it in place. */
export function sendAlertFormsInPlace(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-alerts-form")) return;
    event.preventDefault();
    void import("./send-alert-form").then((m) => m.sendAlertForm(form));
  });
}
