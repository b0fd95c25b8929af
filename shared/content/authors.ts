/** @module The author boxes of the articles. The identities are the site's own desks; the student guide's text is the spec's. */
import type { Author } from "./types";

/** The site's research desk, for articles written and checked by the team. */
export const EDITORIAL_TEAM: Author = {
  name: "Visa Fee Atlas Research Desk",
  title: "Visa and travel document research",
  bio: "We read consulate, embassy and government pages where we can find them, and other published pages where we cannot; we record each figure with the page we read it on and the day we read it, and update the guides when rules change.",
};

/** The student guide's author (spec: an education consultant with 15 years of experience, over 2,000 students). */
export const EDUCATION_CONSULTANT: Author = {
  name: "Visa Fee Atlas Education Desk",
  title: "Education Consultant",
  bio: "An education consultant with 15 years of experience who has helped over 2,000 students apply to universities and for student visas abroad.",
};
