/**
 * @module The 'Cookie Preferences' dialog on a static page, on the platform's modal `<dialog>`: the same texts,
 * classes and switch rules as the React dialog (components/cookie-preferences-dialog.tsx, consent/categories.ts,
 * shared/consent/preferences.ts), focus kept inside while it is open (Tab wraps), closed by Cancel, Escape or a
 * click outside, focus returned to the opener (modal.ts).
 */
import { consentFrom, type ConsentChoices, type StoredConsent } from "../../shared/consent/consent";
import { isFixedCategory, switchesOf } from "../../shared/consent/preferences";
import { CONSENT_CATEGORIES, COOKIE_DIALOG_DESCRIPTION, COOKIE_DIALOG_TITLE } from "../consent/categories";
import { add, element } from "./dom";
import { dialogHead, showModal } from "./modal";

/**
 * Opens the dialog with `initial`'s choices (null: every optional category off). `onSave` receives the consent
 * to store, dated now; focus returns to `opener` however the dialog closes.
 */
export function openCookieDialog(initial: ConsentChoices | null, opener: HTMLElement | null, onSave: (consent: StoredConsent) => void): void {
  const choices = switchesOf(initial);
  const dialog = element("dialog", "dialog cookie-dialog");
  const head = dialogHead(dialog, "cookie-dialog", COOKIE_DIALOG_TITLE, COOKIE_DIALOG_DESCRIPTION);

  const list = element("ul", "dialog__body cookie-dialog__list");
  for (const category of CONSENT_CATEGORIES) {
    const { id } = category;
    const fixed = isFixedCategory(id);
    const input = element("input", "cookie-switch__input");
    input.type = "checkbox";
    input.setAttribute("role", "switch");
    input.checked = fixed || choices[id];
    input.disabled = fixed;
    input.setAttribute("aria-checked", String(input.checked));
    input.addEventListener("change", () => {
      if (!fixed) choices[id] = input.checked;
      input.setAttribute("aria-checked", String(input.checked));
    });
    const text = element("span", "cookie-switch__text");
    add(text, element("span", "cookie-switch__label", category.label), element("span", "cookie-switch__description", category.description));
    const label = element("label", "cookie-switch");
    add(label, text, input);
    const item = element("li", "cookie-dialog__item");
    add(item, label);
    add(list, item);
  }

  const cancel = element("button", "button button--secondary", "Cancel");
  cancel.type = "button";
  cancel.addEventListener("click", () => dialog.close());
  const save = element("button", "button button--primary", "Save Preferences");
  save.type = "button";
  save.addEventListener("click", () => {
    onSave(consentFrom(choices, new Date()));
    dialog.close();
  });
  const foot = element("div", "dialog__foot");
  add(foot, cancel, save);
  add(dialog, head, list, foot);

  showModal(dialog, opener);
}
