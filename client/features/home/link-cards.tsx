/** @module Home link cards to the five fee pages and the six guide cards (spec: Home page). */

const FEE_PAGES = [
  { href: "/usa-visa-fees", title: "USA Visa Fees", text: "B1/B2, F-1 and H-1B fees and the extra charges." },
  { href: "/uk-visa-fees", title: "UK Visa Fees", text: "Visitor, student and work visas, plus the IHS." },
  { href: "/canada-visa-fees", title: "Canada Visa Fees", text: "Visitor visa, study permit and biometrics." },
  { href: "/schengen-visa-fees", title: "Schengen Visa Fees", text: "One short-stay fee for 29 countries." },
  { href: "/visa-fees-comparison", title: "Visa Fees Comparison", text: "Compare the major destinations side by side." },
] as const;

const GUIDES = [
  { href: "/passport-guide", title: "Passport Guide", text: "Everything about travelling on an Indian passport." },
  { href: "/passport/indian-passport-strength", title: "Indian Passport Strength", text: "Where it ranks and why." },
  { href: "/passport/strengthen-passport", title: "Strengthen Your Passport", text: "Build a travel history that helps." },
  { href: "/passport/visa-rejection-reasons", title: "Visa Rejection Reasons", text: "The common reasons and how to avoid them." },
  { href: "/passport/easy-visa-countries", title: "Easy Visa Countries", text: "Destinations with simple entry rules." },
  { href: "/passport/financial-requirements", title: "Financial Requirements", text: "How much money embassies want to see." },
] as const;

function CardGrid({ id, title, items }: { id: string; title: string; items: readonly { href: string; title: string; text: string }[] }) {
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.href}>
            <a className="link-card" href={item.href}>
              <span className="link-card__title">{item.title}</span>
              <span className="link-card__text">{item.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LinkCards() {
  return <CardGrid id="fee-pages" title="Country visa fees" items={FEE_PAGES} />;
}

export function GuideCards() {
  return <CardGrid id="guides" title="Passport guides" items={GUIDES} />;
}
