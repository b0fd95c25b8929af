/** @module The two DOM helpers the static shell's dialogs and toasts build with. */

/** Appends `children` to `parent` (DOM's appendChild: the Workers types in the build shadow Element.append). */
export function add(parent: Node, ...children: Node[]): void {
  for (const child of children) parent.appendChild(child);
}

/** A new `tag` element with `className` and, when given, `text` as its text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
