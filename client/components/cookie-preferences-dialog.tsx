/**
 * @module The 'Cookie Preferences' dialog (spec: Cookie banner and preferences) on Radix Dialog: a switch per
 * category, necessary fixed on (spec §5), Cancel and Save Preferences. Loaded lazily by cookie-consent.tsx.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type RefObject } from "react";
import { consentFrom, type ConsentChoices, type OptionalCategory, type StoredConsent } from "../../shared/consent/consent";
import { CONSENT_CATEGORIES as CATEGORIES, COOKIE_DIALOG_DESCRIPTION, COOKIE_DIALOG_TITLE } from "../consent/categories";

export interface CookiePreferencesDialogProps {
  /** The stored choices to start from, or null (every optional category off). */
  initial: ConsentChoices | null;
  /** Focused again when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onCancel: () => void;
  /** Receives the consent to store (dated now). */
  onSave: (consent: StoredConsent) => void;
}

export default function CookiePreferencesDialog({ initial, returnFocus, onCancel, onSave }: CookiePreferencesDialogProps) {
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>({
    analytics: initial?.analytics ?? false,
    advertising: initial?.advertising ?? false,
    functional: initial?.functional ?? false,
  });
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog cookie-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">{COOKIE_DIALOG_TITLE}</Dialog.Title>
            <Dialog.Description className="dialog__description">{COOKIE_DIALOG_DESCRIPTION}</Dialog.Description>
          </div>
          <ul className="dialog__body cookie-dialog__list">
            {CATEGORIES.map((category) => {
              const fixed = category.id === "necessary";
              const checked = fixed ? true : choices[category.id as OptionalCategory];
              return (
                <li key={category.id} className="cookie-dialog__item">
                  <label className="cookie-switch">
                    <span className="cookie-switch__text">
                      <span className="cookie-switch__label">{category.label}</span>
                      <span className="cookie-switch__description">{category.description}</span>
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
                        setChoices((prev) => ({ ...prev, [category.id]: on }));
                      }}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="dialog__foot">
            <Dialog.Close className="button button--secondary">Cancel</Dialog.Close>
            <button type="button" className="button button--primary" onClick={() => onSave(consentFrom(choices, new Date()))}>
              Save Preferences
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
