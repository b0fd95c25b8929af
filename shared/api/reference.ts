/**
 * @module The /developers page's API reference, read from the OpenAPI 3.1 document the API generates (so the page
 * cannot describe an endpoint the API does not have): each operation's method, path, summary, description,
 * parameters and responses.
 */

/** One operation of the reference. */
export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Whether it needs a key. */
  secured: boolean;
  parameters: { name: string; in: string; required: boolean; description: string; example: string | null }[];
  responses: { status: string; description: string; schema: string | null }[];
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The schema name a response refers to ("Requirement"), or null. */
function schemaName(response: Json): string | null {
  for (const media of Object.values(obj(response.content))) {
    const ref = text(obj(obj(media).schema).$ref);
    if (ref) return ref.split("/").at(-1) ?? null;
  }
  return null;
}

/** The operations of an OpenAPI document, in its path order. */
export function referenceFromOpenApi(doc: { paths?: unknown }): ApiOperation[] {
  return Object.entries(obj(doc.paths)).flatMap(([path, item]) =>
    Object.entries(obj(item)).map(([method, raw]) => {
      const op = obj(raw);
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => {
        const param = obj(p);
        const schema = obj(param.schema);
        return {
          name: text(param.name),
          in: text(param.in),
          required: param.required === true,
          description: text(param.description) || text(schema.description),
          example: typeof schema.example === "string" ? schema.example : null,
        };
      });
      return {
        method: method.toUpperCase(),
        path,
        summary: text(op.summary),
        description: text(op.description),
        secured: Array.isArray(op.security) && op.security.length > 0,
        parameters,
        responses: Object.entries(obj(op.responses)).map(([status, r]) => ({
          status,
          description: text(obj(r).description),
          schema: schemaName(obj(r)),
        })),
      };
    }),
  );
}
