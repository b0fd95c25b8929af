/** @module Browser entry: hydrates the server-rendered document with the same route tree. */
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";
import { browserLink, createTrpcClient } from "./trpc";
import "./styles/app.css";

const router = createAppRouter({ trpcClient: createTrpcClient(browserLink()) });
hydrateRoot(document, <RouterClient router={router} />);
