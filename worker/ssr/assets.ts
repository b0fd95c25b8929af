/** @module The client build's hashed file names, read from the Vite manifest at bundle time. */
import manifest from "../../dist/client/.vite/manifest.json";

interface ManifestChunk {
  file: string;
  css?: string[];
}

const entry = (manifest as Record<string, ManifestChunk>)["client/entry-client.tsx"];
if (!entry) throw new Error("client/entry-client.tsx missing from the Vite manifest: run `npm run build:client`");

/** Script and stylesheets of the browser entry, as absolute paths. */
export const clientAssets = {
  script: `/${entry.file}`,
  styles: (entry.css ?? []).map((file) => `/${file}`),
};
