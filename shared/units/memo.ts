/** @module Remembering the results of a pure function in a bounded map. */

/**
 * Wraps the pure `compute` so it runs once per distinct `keyOf(...args)`; the map is emptied when it reaches `max`
 * entries, so memory stays bounded whatever the arguments. For cheap keys and costly results (Intl formatting).
 * @example const shout = memoize(100, (s: string) => s, (s) => s.toUpperCase()); shout("a") // "A", computed once
 */
export function memoize<A extends unknown[], R>(max: number, keyOf: (...args: A) => string, compute: (...args: A) => R): (...args: A) => R {
  const results = new Map<string, R>();
  return (...args) => {
    const key = keyOf(...args);
    if (results.has(key)) return results.get(key) as R;
    const result = compute(...args);
    if (results.size >= max) results.clear();
    results.set(key, result);
    return result;
  };
}
