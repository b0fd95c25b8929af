/**
 * @module A modal dialog on Radix Dialog (focus trap, Escape and outside click close, scroll lock), with a
 * title, a description and a Close button. Import it only from lazily loaded modules: Radix stays out of
 * the pages' initial JavaScript.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

export interface DialogShellProps {
  title: ReactNode;
  description: ReactNode;
  /** Called when the visitor closes the dialog (Escape, outside click, Close); the caller unmounts it. */
  onClose: () => void;
  /**
   * The element focused again on close. Radix returns focus to its own Trigger, but our triggers live in the
   * page's first bundle, outside this lazy module.
   */
  returnFocus: RefObject<HTMLElement | null>;
  /** Extra class of the content box (width variants). */
  className?: string;
  children: ReactNode;
}

export function DialogShell({ title, description, onClose, returnFocus, className, children }: DialogShellProps) {
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
          <div className="dialog__body">{children}</div>
          <div className="dialog__foot">
            <Dialog.Close className="button button--secondary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
