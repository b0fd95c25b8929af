/**
 * @module The 'Cookie Preferences' dialog on the app's pages (spec: Cookie banner and preferences): a switch per
 * category, necessary fixed on (spec §5), Cancel and Save Preferences; its texts and switch rules are the static
 * pages' too (consent/categories.ts, shared/consent/preferences.ts). Loaded lazily by cookie-consent.tsx.
 */
import { useState } from "react";
import { consentFrom, type ConsentChoices, type StoredConsent } from "../../shared/consent/consent";
import { isFixedCategory, switchesOf } from "../../shared/consent/preferences";
import { CONSENT_CATEGORIES as CATEGORIES, COOKIE_DIALOG_DESCRIPTION, COOKIE_DIALOG_TITLE } from "../consent/categories";
import { DialogClose, ModalDialog } from "./dialog-shell";

export interface CookiePreferencesDialogProps {
  /** The stored choices to start from, or null (every optional category off). */
  initial: ConsentChoices | null;
  /** Focused again when the dialog closes. */
  returnFocus: { readonly current: HTMLElement | null };
  onCancel: () => void;
  /** Receives the consent to store (dated now). */
  onSave: (consent: StoredConsent) => void;
}

export default function CookiePreferencesDialog({ initial, returnFocus, onCancel, onSave }: CookiePreferencesDialogProps) {
  const [choices, setChoices] = useState(() => switchesOf(initial));
  return (
    <ModalDialog
      title={COOKIE_DIALOG_TITLE}
      description={COOKIE_DIALOG_DESCRIPTION}
      onClose={onCancel}
      returnFocus={returnFocus}
      className="cookie-dialog"
    >
      <ul className="dialog__body cookie-dialog__list">
        {CATEGORIES.map(({ id, label, description }) => {
          const fixed = isFixedCategory(id);
          const checked = fixed || choices[id];
          return (
            <li key={id} className="cookie-dialog__item">
              <label className="cookie-switch">
                <span className="cookie-switch__text">
                  <span className="cookie-switch__label">{label}</span>
                  <span className="cookie-switch__description">{description}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  className="cookie-switch__input"
                  checked={checked}
                  disabled={fixed}
                  aria-checked={checked}
                  onChange={(event) => {
                    if (fixed) return;
                    const on = event.currentTarget.checked;
                    setChoices((prev) => ({ ...prev, [id]: on }));
                  }}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <div className="dialog__foot">
        <DialogClose className="button button--secondary">Cancel</DialogClose>
        <button type="button" className="button button--primary" onClick={() => onSave(consentFrom(choices, new Date()))}>
          Save Preferences
        </button>
      </div>
    </ModalDialog>
  );
}
