/**
 * @module Vite plugin: which lazy modules each route's component loads, read from the route files' own dynamic
 * imports at build time and written beside the Vite manifest as `.vite/route-chunks.json`. The Worker walks the
 * manifest's import graph from there (worker/ssr/page-chunks.ts), so a renamed, moved or added page needs no
 * second edit: the route's `import()` is the only place that names its module.
 *
 * A dynamic import belongs to a route when it sits
 * - inside the `component` of a route object whose `path` is a string literal
 *   (`createRoute({ path: "/visa-free", component: lazyRouteComponent(() => import("…")) })`);
 * - in the arguments of a call whose first argument is a path literal (`contentRoute("/uk-visa-fees", () => import("…"))`),
 *   which also takes the component imports of the called route factory;
 * - inside the `component` of a route object in a factory whose `path` is a parameter (the factory's own imports,
 *   given to every route built through it).
 * Imports in loaders are left out: hydration does not run a loader again.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { ROUTE_CHUNKS_FILE, type RouteChunks } from "./route-chunks-format.ts";

type Node = { type: string; [key: string]: unknown };
type Owner = { kind: "route"; path: string; via?: string } | { kind: "factory"; key: string };

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const stringLiteral = (node: unknown): string | null =>
  isNode(node) && node.type === "Literal" && typeof node.value === "string" ? node.value : null;
const keyName = (prop: Node): string | null => {
  const key = prop.key as Node;
  return key.type === "Identifier" ? (key.name as string) : stringLiteral(key);
};

/** Depth-first walk that hands each node its ancestors, innermost last. */
function walk(node: Node, visit: (node: Node, ancestors: readonly Node[]) => void, ancestors: Node[] = []): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => isNode(child) && walk(child, visit, ancestors));
    else if (isNode(value)) walk(value, visit, ancestors);
  }
  ancestors.pop();
}

/** Name of the innermost named function (declaration or `const name = …`) around the import. */
function enclosingFunctionName(ancestors: readonly Node[]): string | null {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!;
    if (node.type === "FunctionDeclaration" && isNode(node.id)) return node.id.name as string;
    if (node.type === "VariableDeclarator" && isNode(node.id) && node.id.type === "Identifier") return node.id.name as string;
  }
  return null;
}

/** The route (or route factory) a dynamic import at the end of `ancestors` loads for, or null for other imports. */
function ownerOf(ancestors: readonly Node[], fileId: string): Owner | null {
  let inComponent = false;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i]!;
    if (node.type === "Property") {
      const name = keyName(node);
      // No page hydrates with the not-found component: the not-found page runs the static shell (client/static-shell/).
      if (name === "notFoundComponent") return null;
      if (name === "component") inComponent = true;
      if (name === "loader" || name === "beforeLoad" || name === "head") return null;
    }
    if (node.type === "ObjectExpression" && inComponent) {
      const pathProp = (node.properties as Node[]).find((p) => p.type === "Property" && keyName(p) === "path");
      if (pathProp) {
        const literal = stringLiteral(pathProp.value);
        if (literal !== null) return { kind: "route", path: literal };
        const factory = enclosingFunctionName(ancestors.slice(0, i));
        return factory ? { kind: "factory", key: `${fileId}#${factory}` } : null;
      }
    }
    if (node.type === "CallExpression") {
      const args = node.arguments as Node[];
      const literal = stringLiteral(args[0]);
      if (literal?.startsWith("/")) {
        const callee = node.callee as Node;
        return { kind: "route", path: literal, ...(callee.type === "Identifier" ? { via: callee.name as string } : {}) };
      }
    }
  }
  return null;
}

/** Local name → [module specifier, imported name] of a module's named imports. */
function namedImports(program: Node): Map<string, [string, string]> {
  const imports = new Map<string, [string, string]>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration") continue;
    const source = stringLiteral(statement.source)!;
    for (const spec of statement.specifiers as Node[]) {
      if (spec.type === "ImportSpecifier")
        imports.set((spec.local as Node).name as string, [source, keyName({ type: "Property", key: spec.imported })!]);
    }
  }
  return imports;
}

/**
 * The plugin: collects route-owned dynamic imports of client source files during the build and emits
 * {@link ROUTE_CHUNKS_FILE} with the chunk file of each imported module.
 * @throws Error at build time when a route-owned import cannot be resolved or lands in no chunk.
 */
export function routeChunks(): Plugin {
  let root = process.cwd();
  /** Route path or factory key → module ids its component imports; route path → factory keys it is built with. */
  const imports = new Map<string, Set<string>>();
  const factoriesOf = new Map<string, Set<string>>();
  const add = <T>(map: Map<string, Set<T>>, key: string, value: T) => map.set(key, (map.get(key) ?? new Set<T>()).add(value));

  return {
    name: "vfa:route-chunks",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes("node_modules") || id.includes("\0") || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes("import(")) return null;
      const program = this.parse(code) as unknown as Node;
      const found: { owner: Owner; specifier: string }[] = [];
      walk(program, (node, ancestors) => {
        if (node.type !== "ImportExpression") return;
        const specifier = stringLiteral(node.source);
        const owner = specifier ? ownerOf(ancestors, id) : null;
        if (owner && specifier) found.push({ owner, specifier });
      });
      if (found.length === 0) return null;
      const named = namedImports(program);
      for (const { owner, specifier } of found) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`route-chunks: cannot resolve ${specifier} from ${id}`);
        const key = owner.kind === "route" ? owner.path : owner.key;
        add(imports, key, resolved.id);
        if (owner.kind === "route" && owner.via) {
          const source = named.get(owner.via);
          const factoryFile = source ? (await this.resolve(source[0], id))?.id : id;
          if (factoryFile) add(factoriesOf, owner.path, `${factoryFile}#${source ? source[1] : owner.via}`);
        }
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const fileOf = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") for (const moduleId of chunk.moduleIds) fileOf.set(moduleId, chunk.fileName);
      }
      const files = (key: string) =>
        [...(imports.get(key) ?? [])].map((moduleId) => {
          const file = fileOf.get(moduleId);
          if (!file) throw new Error(`route-chunks: ${path.relative(root, moduleId)} is in no chunk`);
          return file;
        });
      // Factory keys are "<absolute file>#<name>": only route paths go out (no build paths in the Worker).
      const routes: Record<string, string[]> = {};
      for (const key of [...imports.keys()].filter((k) => k.startsWith("/") && !k.includes("#")).sort()) {
        const factories = [...(factoriesOf.get(key) ?? [])];
        routes[key] = [...new Set([...files(key), ...factories.flatMap(files)])];
      }
      const result: RouteChunks = { routes };
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: `${JSON.stringify(result, null, 2)}\n` });
    },
  };
}
