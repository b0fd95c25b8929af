/** @module Browser entry: hydrates the server-rendered document with the same route tree. */
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { preloadServerRenderedBanner } from "./components/cookie-consent";
import { receiveQueriesWithPage } from "./page-queries";
import { createAppRouter } from "./router";
import { browserLink, createTrpcClient } from "./trpc";
import "./styles/app.css";
import "./styles/nav.css";
import "./styles/consent.css";
import "./styles/currency.css";
import "./styles/directory.css";
import "./styles/visa-search.css";
import "./styles/visa-free.css";
import "./styles/content.css";
import "./styles/forms.css";

// The server marks the document with the app wrapper's base path when the page was opened under it.
const trpcClient = createTrpcClient(browserLink());
const router = createAppRouter({ trpcClient, basepath: document.documentElement.dataset.basePath });
receiveQueriesWithPage(router, router.options.context.queryClient, trpcClient);
const hydrate = () => hydrateRoot(document, <RouterClient router={router} />);
// Code that only some pages render (the cookie banner) is its own chunk, loaded here when the page has it.
const banner = preloadServerRenderedBanner();
if (banner) void banner.then(hydrate);
else hydrate();
