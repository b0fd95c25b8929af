/** @module The native-app wrapper's base path (decision 12): the path prefix the wrapper opens the site under. */

/**
 * A configured base path in canonical form: one or more `/segment`s of letters, digits, `-` or `_`, no trailing
 * slash; anything else (blank, `/`, `app`, `/a//b`, `/a/../b`) is null, meaning "no base path".
 * @example parseBasePath(" /app/ ") // "/app"
 */
export function parseBasePath(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim().replace(/\/+$/, "");
  return /^(\/[A-Za-z0-9_-]+)+$/.test(trimmed) ? trimmed : null;
}

/**
 * Whether a path lies under the base path (the base itself or below it; `/application` is not under `/app`).
 * @example isUnderBasePath("/app/visa-free", "/app") // true
 */
export function isUnderBasePath(path: string, basePath: string): boolean {
  return path === basePath || path.startsWith(`${basePath}/`);
}

/**
 * A same-site path moved under the base path, unless it is already there.
 * @example withBasePath("/visa-free?passport=IN", "/app") // "/app/visa-free?passport=IN"
 */
export function withBasePath(path: string, basePath: string): string {
  if (isUnderBasePath(path.split(/[?#]/)[0] ?? path, basePath)) return path;
  return path === "/" ? `${basePath}/` : `${basePath}${path}`;
}
