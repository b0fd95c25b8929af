/** @module Spec §9: the key that focuses the notification region. */
export const TOAST_HOTKEY = "F8";
