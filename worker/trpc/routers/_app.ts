/** @module The app router: every domain router merged; its type is all the client knows of the server. */
import { router } from "../init";
import { countriesRouter } from "./countries";
import { geoRouter } from "./geo";
import { siteRouter } from "./site";
import { visaRouter } from "./visa";

export const appRouter = router({
  countries: countriesRouter,
  geo: geoRouter,
  site: siteRouter,
  visa: visaRouter,
});

export type AppRouter = typeof appRouter;
