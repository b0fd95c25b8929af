/** @module The No Visa Countries page (/visa-free): the passport picker and the destinations it reaches. */
import { VisaFreePanel } from "./visa-free-panel";
import { VisaFreeResults } from "./visa-free-results";
import { ShareLink } from "../share/share-link";

export default function VisaFreePage() {
  return (
    <div className="container visa-free">
      <h1 className="visa-free__title">No Visa Countries</h1>
      <ShareLink />
      <p className="visa-free__lead">
        Your passport's no-visa destinations: visa-free entry or a visa issued on arrival. e-Visas and eTAs are listed apart.{" "}
        <a href="/trip">Plan a whole trip</a>.
      </p>
      <VisaFreePanel />
      <VisaFreeResults />
    </div>
  );
}
