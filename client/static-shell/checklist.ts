/**
 * @module The document checklist on a static page: the server renders it unticked (client/features/content/
 * checklist.tsx); this applies the stored ticks, keeps them as they change, and runs Reset and Print.
 */
import { progressText, readTicks, writeTicks } from "../features/content/checklist-store";

/** Wires every checklist of the page (`[data-checklist]`). */
export function enhanceChecklists(root: ParentNode = document): void {
  for (const list of root.querySelectorAll<HTMLElement>("[data-checklist]")) {
    const id = list.dataset.checklist ?? "";
    const boxes = [...list.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    const progress = list.querySelector<HTMLElement>(".checklist__progress");
    const show = (ticks: ReadonlySet<string>) => {
      for (const box of boxes) box.checked = ticks.has(box.name);
      if (progress) progress.textContent = progressText(ticks.size, boxes.length);
    };
    const ticked = () => new Set(boxes.filter((box) => box.checked).map((box) => box.name));
    show(readTicks(id));
    list.addEventListener("change", () => {
      const ticks = ticked();
      writeTicks(id, ticks);
      show(ticks);
    });
    list.addEventListener("click", (event) => {
      const action = (event.target as Element).closest<HTMLElement>("[data-checklist-action]")?.dataset.checklistAction;
      if (action === "reset") {
        writeTicks(id, new Set());
        show(new Set());
      } else if (action === "print") window.print();
    });
  }
}
