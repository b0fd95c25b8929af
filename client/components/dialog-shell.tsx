/**
 * @module The app's modal dialog on Radix Dialog (focus trap, Escape and outside click close, scroll lock): its
 * overlay, its box, the title and description, and focus given back to the element that opened it. One build for
 * every dialog of the app (the static pages' twin is the platform `<dialog>`: static-shell/modal.ts, with the same
 * classes). Import it only from lazily loaded modules: Radix stays out of the pages' initial JavaScript.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export interface ModalDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** Called when the visitor closes the dialog (Escape, outside click, a Close or Cancel button); the caller unmounts it. */
  onClose: () => void;
  /**
   * The element focused again on close. Radix returns focus to its own Trigger, but our triggers live in the
   * page's first bundle, outside the lazy modules (a ref, read when the dialog closes).
   */
  returnFocus: { readonly current: HTMLElement | null };
  /** Extra class of the content box (width variants). */
  className?: string;
  /** What follows the heading: the body and the actions (a `Dialog.Close` closes). */
  children: ReactNode;
}

/** A modal dialog: the heading block, then `children`. */
export function ModalDialog({ title, description, onClose, returnFocus, className, children }: ModalDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className={`dialog${className ? ` ${className}` : ""}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal dialog of information: `children` in its body, and a Close button. */
export function DialogShell({ children, ...props }: ModalDialogProps) {
  return (
    <ModalDialog {...props}>
      <div className="dialog__body">{children}</div>
      <div className="dialog__foot">
        <Dialog.Close className="button button--secondary">Close</Dialog.Close>
      </div>
    </ModalDialog>
  );
}

/** A button that closes the dialog it is in (Cancel). */
export const DialogClose = Dialog.Close;
