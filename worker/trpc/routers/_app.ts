/** @module The app router: every domain router merged; its type is all the client knows of the server. */
import { router } from "../init";
import { alertsRouter } from "./alerts";
import { concessionsRouter } from "./concessions";
import { countriesRouter } from "./countries";
import { directoryRouter } from "./directory";
import { editorialRouter } from "./editorial";
import { geoRouter } from "./geo";
import { historyRouter } from "./history";
import { passportRouter } from "./passport";
import { leadsRouter } from "./leads";
import { searchRouter } from "./search";
import { siteRouter } from "./site";
import { tripRouter } from "./trip";
import { visaRouter } from "./visa";
import { visaFreeRouter } from "./visa-free";

export const appRouter = router({
  alerts: alertsRouter,
  concessions: concessionsRouter,
  countries: countriesRouter,
  directory: directoryRouter,
  editorial: editorialRouter,
  geo: geoRouter,
  history: historyRouter,
  passport: passportRouter,
  leads: leadsRouter,
  search: searchRouter,
  site: siteRouter,
  trip: tripRouter,
  visa: visaRouter,
  visaFree: visaFreeRouter,
});

export type AppRouter = typeof appRouter;
