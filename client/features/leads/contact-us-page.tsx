/** @module The Contact Us page: contact details from [vars], support hours, the invitation card and the form. */
import { useRootData } from "../../root-data";
import { ContactForm } from "./contact-form";

/** Spec section 9: support hours. */
export const SUPPORT_HOURS = "Monday to Friday, 9:00 AM to 6:00 PM IST";

export default function ContactUsPage() {
  const { site } = useRootData();
  const tel = site.contactPhone.replace(/[^\d+]/g, "");
  return (
    <div className="container contact">
      <h1 className="contact__title">Contact Us</h1>
      <p className="contact__lead">Questions about a visa fee, a correction to our data, or access to our developer API: we read every message.</p>
      <div className="contact__grid">
        <div className="contact__side">
          <section className="panel contact__details" aria-labelledby="contact-details">
            <h2 id="contact-details" className="panel__title">
              Get in touch
            </h2>
            <dl className="contact__list">
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${tel}`}>{site.contactPhone}</a>
                </dd>
              </div>
              <div>
                <dt>General enquiries</dt>
                <dd>
                  <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                </dd>
              </div>
              <div id="api">
                <dt>Developer API</dt>
                <dd>
                  <a href={`mailto:${site.apiEmail}`}>{site.apiEmail}</a> · <a href="/developers">API documentation</a>
                </dd>
              </div>
              <div>
                <dt>Support hours</dt>
                <dd>{SUPPORT_HOURS}</dd>
              </div>
            </dl>
          </section>
          <section className="panel contact__invite" aria-labelledby="contact-invite">
            <h2 id="contact-invite" className="panel__title">
              Planning a trip?
            </h2>
            <p>
              Not sure which visa you need or what it costs? Tell us where you are going and we will help you with the fees, documents and processing
              times.
            </p>
            <a className="button button--primary" href="/visa-consultation">
              Get a Visa Consultation
            </a>
          </section>
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
