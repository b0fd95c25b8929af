/**
 * @module The one renderer of editorial pages: header (breadcrumb, India badge, title, dates, author), the
 * figures changed since the spec, then each block of the page's record. Loaded lazily with the record, so the
 * shared entry (and the home page) carries none of the guides.
 */
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { longDate, tokenValues } from "../../../shared/content/facts";
import type { Block, ContentPage } from "../../../shared/content/types";
import { IndiaBadge, showsIndiaBadge } from "./india-badge";
import { Checklist } from "./checklist";
import { useRootData } from "../../root-data";
import { useTrpc } from "../../trpc-react";
import { ContentDataContext } from "./content-context";
import { DataTable } from "./data-table";
import { ChangedNote, ExtraFeeList, FeeCard } from "./fee-card";
import { FaqList } from "./faq-list";
import { IndiaNoVisaTable } from "./india-no-visa";
import { InfoCards } from "./info-cards";
import { RichText } from "./rich-text";
import { StatTiles } from "./stat-tiles";

function Heading({ id, title, level = 2 }: { id: string; title: string; level?: 2 | 3 }) {
  return level === 3 ? (
    <h3 id={id} className="content-block__title">
      {title}
    </h3>
  ) : (
    <h2 id={id} className="content-block__title">
      {title}
    </h2>
  );
}

function Intro({ text }: { text?: string }) {
  return text ? (
    <p className="content-block__intro">
      <RichText text={text} />
    </p>
  ) : null;
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "prose":
      return (
        <section className="content-block prose" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} level={block.level} />
          {block.paragraphs.map((p) => (
            <p key={p}>
              <RichText text={p} />
            </p>
          ))}
        </section>
      );
    case "stats":
      return (
        <section className="content-block" aria-labelledby={block.title ? block.id : undefined} aria-label={block.title ? undefined : "Key figures"}>
          {block.title ? <Heading id={block.id} title={block.title} /> : null}
          <StatTiles tiles={block.tiles} />
        </section>
      );
    case "cards":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <InfoCards cards={block.cards} />
        </section>
      );
    case "fee-cards":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <div className="fee-cards">
            {block.cards.map((c) => (
              <FeeCard key={c.type} card={c} />
            ))}
          </div>
        </section>
      );
    case "extra-fees":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <ExtraFeeList fees={block.fees} />
        </section>
      );
    case "table":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <DataTable caption={block.title} columns={block.columns} rows={block.rows} sortable={block.sortable} />
        </section>
      );
    case "list": {
      const items = block.items.map((i) => (
        <li key={i}>
          <RichText text={i} />
        </li>
      ));
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          {block.ordered ? <ol className="content-list">{items}</ol> : <ul className="content-list">{items}</ul>}
        </section>
      );
    }
    case "faq":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <FaqList faqs={block.faqs} />
        </section>
      );
    case "checklist":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <Checklist id={block.id} groups={block.groups} />
        </section>
      );
    case "link-groups":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          {block.groups.map((g) => (
            <div key={g.title} className="link-group">
              <h3 className="link-group__title">{g.title}</h3>
              <ul className="link-cards-grid plain-list">
                {g.links.map((l) => (
                  <li key={l.href} className="link-card">
                    <a href={l.href} className="link-card__title">
                      {l.title}
                    </a>
                    {l.description ? <p>{l.description}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      );
    case "related":
      return (
        <nav className="content-block related no-print" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <ul className="plain-list related__list">
            {block.links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.title}</a>
                {l.description ? <span className="related__description"> {l.description}</span> : null}
              </li>
            ))}
          </ul>
        </nav>
      );
    case "india-no-visa":
      return (
        <section className="content-block" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <Intro text={block.intro} />
          <IndiaNoVisaTable />
        </section>
      );
    case "cta":
      return (
        <section className="content-block cta no-print" aria-labelledby={block.id}>
          <Heading id={block.id} title={block.title} />
          <p>
            <RichText text={block.text} />
          </p>
          <a className="button button--primary" href={block.href}>
            {block.label}
          </a>
        </section>
      );
  }
}

function Breadcrumb({ path, title }: { path: string; title: string }) {
  const parent = path.startsWith("/passport/") ? { href: "/passport-guide", label: "Passport Guide" } : null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb no-print">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        {parent ? (
          <li>
            <a href={parent.href}>{parent.label}</a>
          </li>
        ) : null}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/** The fee records a page quotes, from the query cache its loader filled (none when it quotes none). */
function usePageFees(destinations: readonly string[] | undefined) {
  const { utils } = useTrpc();
  const query = useQuery(utils.editorial.fees.queryOptions({ destinations: [...(destinations ?? [])] }, { enabled: !!destinations?.length }));
  return query.data ?? { ratesOn: null, records: [] };
}

/** Renders an editorial page from its record and the D1 counts and fee records its route loaded. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const { utils } = useTrpc();
  const { data: facts } = useSuspenseQuery(utils.editorial.facts.queryOptions());
  const fees = usePageFees(page.feeDestinations);
  const { site } = useRootData();
  const values = tokenValues(facts, site.contactEmail, site.leadRetentionDays);
  return (
    <ContentDataContext.Provider value={{ values, fees: fees.records, ratesOn: fees.ratesOn }}>
      <article className="container content-page">
        <header className="content-page__header">
          <Breadcrumb path={page.path} title={page.breadcrumbLabel ?? page.title} />
          {showsIndiaBadge(page.path) ? <IndiaBadge /> : null}
          {page.eyebrow ? <p className="content-page__eyebrow">{page.eyebrow}</p> : null}
          <h1 className="content-page__title">{page.title}</h1>
          <p className="content-page__lead">
            <RichText text={page.lead} />
          </p>
          <p className="content-page__dates">
            {page.updatedLabel === "Last changed" ? null : <>Published {longDate(page.publishedOn)} · </>}
            {page.updatedLabel}: <time dateTime={page.updatedOn}>{longDate(page.updatedOn)}</time>
          </p>
          {page.author ? (
            <aside className="author-box" aria-label="About the Author">
              <h2 className="author-box__heading">About the Author</h2>
              <p className="author-box__name">
                {page.author.name}, <span>{page.author.title}</span>
              </p>
              <p>{page.author.bio}</p>
            </aside>
          ) : null}
        </header>
        {page.changes?.length ? (
          <section className="content-block changes" aria-labelledby="figures-changed">
            <h2 id="figures-changed" className="content-block__title">
              Figures updated on this page
            </h2>
            <ul className="plain-list">
              {page.changes.map((c) => (
                <li key={c.label}>
                  <strong>{c.label}:</strong> {c.value}. <ChangedNote change={c} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {page.blocks.map((b) => (
          <BlockView key={b.id} block={b} />
        ))}
        <p className="content-page__disclaimer">
          This page is for information only. Fees and rules change: check the official source before you apply.
        </p>
      </article>
    </ContentDataContext.Provider>
  );
}
