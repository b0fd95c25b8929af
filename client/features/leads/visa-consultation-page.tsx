/** @module The Personalized Visa Consultation page: breadcrumb, title, the three-step flow and the terms link. */
import { Link } from "@tanstack/react-router";
import { ConsultationFlow } from "./consultation-flow";

export default function VisaConsultationPage() {
  return (
    <div className="container consultation">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Visa Consultation</li>
        </ol>
      </nav>
      <h1 className="consultation__title">Personalized Visa Consultation</h1>
      <p className="consultation__lead">
        Choose your destination, leave your name and number, and see the visa fees, processing time and documents for your trip. Our team will call
        you back with the next steps.
      </p>
      <ConsultationFlow />
      <p className="note consultation__terms">
        By submitting your details you agree to our <a href="/terms-of-service">Terms of Service</a>.
      </p>
    </div>
  );
}
