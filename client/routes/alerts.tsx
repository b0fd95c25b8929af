/**
 * @module The alerts' pages (issue #47): /alerts (the "Get alerts" form's landing without JavaScript), and the three
 * pages its messages link to, each read with the token of its link: /alerts/confirm, /alerts/manage and
 * /alerts/unsubscribe. Static pages, never indexed; the token pages are never kept in the page cache
 * (worker/ssr/render.tsx), for they change with every button pressed.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { followOfFields, type FollowFields } from "../../shared/alerts/follow";
import { alertErrorCode } from "../../shared/alerts/limits";
import { alertTokenSchema } from "../../shared/schemas/alerts";
import { pageHead } from "../seo/meta";
import { codeTextOf, textOf } from "../search-params";
import { rootRoute } from "./root";

const NOT_INDEXED = "noindex,nofollow" as const;

/** The form's fields of the /alerts page's URL. */
interface GetAlertsSearch {
  follow?: string;
  passport?: string;
  to?: string;
  trip?: string;
  sent?: string;
  error?: string;
}

/** The fields of /alerts's URL as a follow, when they make one. */
function followFieldsOf(search: GetAlertsSearch): FollowFields | null {
  const follow = search.follow === "pair" || search.follow === "passport" || search.follow === "trip" ? search.follow : null;
  if (!follow) return null;
  const fields: FollowFields = { follow, passport: search.passport, to: search.to, trip: search.trip };
  return followOfFields(fields) ? fields : null;
}

export const alertsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/alerts",
  validateSearch: (search: Record<string, unknown>): GetAlertsSearch => ({
    follow: textOf(search.follow),
    passport: codeTextOf(search.passport),
    to: codeTextOf(search.to),
    trip: textOf(search.trip),
    sent: textOf(search.sent),
    error: textOf(search.error),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const follow = followFieldsOf(deps);
    const title = follow ? (await context.trpc.alerts.title.ensureData(follow)).title : null;
    return { follow, title, sent: deps.sent === "1", error: alertErrorCode(deps.error) };
  },
  head: ({ matches }) =>
    pageHead(
      {
        title: "Get alerts | Visa Fee Atlas",
        description: "One e-mail when a visa rule, fee or date you follow changes, with its source.",
        path: "/alerts",
        robots: NOT_INDEXED,
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/alerts/alerts-pages").then((view) => ({
      default: function GetAlertsRouteComponent(): ReactElement {
        return <view.GetAlertsPage {...alertsRoute.useLoaderData()} />;
      },
    })),
  ),
});

/** A token from the URL, when it has a token's shape (anything else is an unknown link). */
const tokenOf = (value: unknown): string | undefined => {
  const text = textOf(value);
  return text !== undefined && alertTokenSchema.safeParse(text).success ? text : undefined;
};

export const alertsConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/alerts/confirm",
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: tokenOf(search.token) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => ({
    token: deps.token ?? null,
    state: deps.token ? await context.trpc.alerts.confirm.ensureData({ token: deps.token }) : null,
  }),
  head: ({ matches }) =>
    pageHead(
      {
        title: "Confirm your alerts | Visa Fee Atlas",
        description: "Confirm the alerts you asked for.",
        path: "/alerts/confirm",
        robots: NOT_INDEXED,
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/alerts/alerts-pages").then((view) => ({
      default: function ConfirmAlertsRouteComponent(): ReactElement {
        return <view.ConfirmAlertsPage {...alertsConfirmRoute.useLoaderData()} />;
      },
    })),
  ),
});

export const alertsManageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/alerts/manage",
  validateSearch: (search: Record<string, unknown>): { token?: string; confirmed?: string; stopped?: string } => ({
    token: tokenOf(search.token),
    confirmed: textOf(search.confirmed),
    stopped: textOf(search.stopped),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => ({
    token: deps.token ?? null,
    state: deps.token ? await context.trpc.alerts.manage.ensureData({ token: deps.token }) : null,
    confirmed: deps.confirmed === "1",
    stopped: deps.stopped === "1",
  }),
  head: ({ matches }) =>
    pageHead(
      {
        title: "Your alerts | Visa Fee Atlas",
        description: "What your address follows, to change or stop.",
        path: "/alerts/manage",
        robots: NOT_INDEXED,
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/alerts/alerts-pages").then((view) => ({
      default: function ManageAlertsRouteComponent(): ReactElement {
        return <view.ManageAlertsPage {...alertsManageRoute.useLoaderData()} />;
      },
    })),
  ),
});

export const alertsUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/alerts/unsubscribe",
  validateSearch: (search: Record<string, unknown>): { token?: string; done?: string } => ({
    token: tokenOf(search.token),
    done: textOf(search.done),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => ({
    token: deps.token ?? null,
    state: deps.token ? await context.trpc.alerts.unsubscribe.ensureData({ token: deps.token }) : null,
    done: deps.done === "1",
  }),
  head: ({ matches }) =>
    pageHead(
      {
        title: "Stop all alerts | Visa Fee Atlas",
        description: "Stop every alert to your address.",
        path: "/alerts/unsubscribe",
        robots: NOT_INDEXED,
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/alerts/alerts-pages").then((view) => ({
      default: function UnsubscribeRouteComponent(): ReactElement {
        return <view.UnsubscribePage {...alertsUnsubscribeRoute.useLoaderData()} />;
      },
    })),
  ),
});

/** The alerts' pages, all static. */
export const alertsRoutes = [alertsRoute, alertsConfirmRoute, alertsManageRoute, alertsUnsubscribeRoute] as const;
