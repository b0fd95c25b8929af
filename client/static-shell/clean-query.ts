/**
 * @module GET forms on a static page (`form[data-clean-query]`, the /changes filters) leave their blank fields out
 * of the URL they open: /changes?passport=IN rather than /changes?passport=IN&destination=&direction=&from=&to=.
 * Without the shell the blank fields stay, and mean the same (no filter).
 */

/** Wires every such form of the page. */
export function enhanceGetForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-clean-query]")) {
    // The form's entry list, as the submission builds it: dropping entries here changes the URL, nothing else.
    form.addEventListener("formdata", (event) => {
      for (const [name, value] of [...event.formData.entries()]) if (value === "") event.formData.delete(name);
    });
  }
}
