/** @module Access to the root route's loader data (server facts, attributions) from any component. */
import { useLoaderData } from "@tanstack/react-router";

/** The root loader data: visitor country, assets, contact vars, dataset attributions. */
export function useRootData() {
  return useLoaderData({ from: "__root__" });
}
