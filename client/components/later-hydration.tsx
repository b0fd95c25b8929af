/**
 * @module Hydrates a long, server-rendered part of a page (the ranking's 199 rows, the comparison's differences) after
 * the rest, in slices. React hydrates the page in one blocking task, but a Suspense boundary it
 * meets with the server's markup is left dehydrated and taken up later at its lowest priority, yielding to the
 * browser every few milliseconds (react-dom's updateDehydratedSuspenseComponent: OffscreenLane). The markup is the
 * server's meanwhile, so nothing shifts or blinks, and a click or a keypress inside it hydrates it at once. Nothing
 * here suspends: the fallback is never shown. On Lighthouse's phone run, hydrating a 2,600-element table in the one
 * task cost the ranking its blocking-time budget. (The finder, whose script is at its 130 KiB budget, does without.)
 */
import { type ReactNode, Suspense } from "react";

export function LaterHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
