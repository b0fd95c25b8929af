/**
 * @module The social images' path segments (`/og/{page}.png`, `/og/check/{PASSPORT}-{DESTINATION}.png`), checked
 * at the edge: one spelling per image (upper-case ISO 3166-1 alpha-2 codes, ".png"), so caches hold one copy each.
 */
import * as z from "zod";
import { OG_PAGES, type OgPage } from "../share/og-pages";
import type { CountryCode } from "../units/country-code";

/** `{page}.png` for a page with a card (shared/share/og-pages.ts). */
export const ogPageFileSchema = z
  .string()
  .regex(/^[a-z-]+\.png$/)
  .transform((file) => file.slice(0, -".png".length))
  .refine((page): page is OgPage => Object.hasOwn(OG_PAGES, page));

/** `{PASSPORT}-{DESTINATION}.png`: two different upper-case codes. Whether they are countries is the data's to say. */
export const ogCheckFileSchema = z
  .string()
  .regex(/^[A-Z]{2}-[A-Z]{2}\.png$/)
  .transform((file) => ({ passport: file.slice(0, 2) as CountryCode, destination: file.slice(3, 5) as CountryCode }))
  .refine((pair) => pair.passport !== pair.destination);
