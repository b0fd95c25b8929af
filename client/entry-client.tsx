/** @module Browser entry: hydrates the server-rendered document with the same route tree. */
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import { browserLink, createTrpcClient } from "./trpc";
import "./styles/app.css";
import "./styles/nav.css";
import "./styles/currency.css";
import "./styles/directory.css";
import "./styles/visa-search.css";
import "./styles/visa-free.css";
import "./styles/forms.css";

const router = createAppRouter({ trpcClient: createTrpcClient(browserLink()) });
hydrateRoot(document, <RouterClient router={router} />);
