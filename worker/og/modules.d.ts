/**
 * @module The binary modules the social images need, as wrangler bundles them: a `.wasm` file is a compiled
 * WebAssembly.Module (wrangler's default rule), a `.ttf` file an ArrayBuffer (wrangler.toml's Data rule).
 */

declare module "@resvg/resvg-wasm/index_bg.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

// `.ttf` is typed by vite/client (an asset URL string), which the worker's tsconfig loads: the fonts are cast to
// ArrayBuffer where they are read (render-png.ts).
