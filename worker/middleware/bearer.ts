/** @module The credentials of an `Authorization: Bearer …` header, read one way for the API keys and the ops token. */

/**
 * The token of an `Authorization: Bearer <token>` header, or "" when the header is absent or another scheme. The
 * scheme name is case-insensitive (RFC 7235 §2.1, RFC 6750 §2.1: `bearer` and `BEARER` are the same scheme); one
 * or more spaces separate it from the token, which is one run of non-space characters (token68).
 * @example bearerToken("bearer vfa_abc") // "vfa_abc"
 * @example bearerToken("Basic dXNlcg==") // ""
 */
export function bearerToken(header: string | undefined): string {
  return /^bearer +(\S+) *$/i.exec(header ?? "")?.[1] ?? "";
}
