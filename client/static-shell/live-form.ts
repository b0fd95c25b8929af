/**
 * @module Live GET forms on a static page (`form[data-live="{result id}"]`, the Schengen calculator): as the visitor
 * types, the page is asked for again with the form's values and its result region swapped in, without a reload; the
 * address bar follows (replaced, not pushed); the status line named by `data-live-status` (a live region) takes the
 * answered page's words. A submit button (add a row, remove one, calculate, Enter in a field) swaps the form too and
 * moves focus where the change is.
 * The server computes every answer: this carries none of the calculator's code. The visitor's local date travels as
 * `t`, so "today" is theirs. Without this module the same form submits and the server answers the same page.
 *
 * Why this is not a server fragment (README, Architecture): the answer's address is the page's own URL, the one a
 * visitor shares and the form submits to without a script. A fragment would give the same answer a second address
 * and a second renderer; here the one page render answers both, and this swaps the part that changed.
 */

/** The device's calendar date, YYYY-MM-DD (the local-time fields of now, not a parsed date string). */
function localDate(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** Each field's message and invalid state, from the answered form (the fields themselves are left as typed). */
function syncProblems(form: HTMLFormElement, answered: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLElement>("input[id], select[id]")) {
    const next = answered.querySelector<HTMLElement>(`#${CSS.escape(field.id)}`);
    for (const name of ["aria-invalid", "aria-describedby"]) {
      const value = next?.getAttribute(name);
      if (value) field.setAttribute(name, value);
      else field.removeAttribute(name);
    }
    const message = document.getElementById(`${field.id}-error`);
    const nextMessage = answered.querySelector(`#${CSS.escape(field.id)}-error`);
    if (message && !nextMessage) message.remove();
    else if (nextMessage && message) message.replaceWith(nextMessage);
    else if (nextMessage) field.insertAdjacentElement("afterend", nextMessage);
  }
}

/**
 * The option a select shows before anyone touches it: the one marked `selected`, or the first when none is (a select
 * with no marked option shows its first, whose `defaultSelected` is still false: comparing the two flags would call
 * every such select edited, ask the page again on load and swap the result under a visitor's first Tab).
 */
function defaultIndex(select: HTMLSelectElement): number {
  const marked = [...select.options].findIndex((option) => option.defaultSelected);
  return marked === -1 ? (select.options.length > 0 ? 0 : -1) : marked;
}

function wire(form: HTMLFormElement): void {
  const resultId = form.dataset.live ?? "";
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (submitter: HTMLElement | null) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
    data.set("t", localDate());
    const url = `${form.action}?${new URLSearchParams(data as unknown as Record<string, string>)}`;
    let html: string;
    let answeredUrl: string;
    try {
      const response = await fetch(url, { signal: current.signal });
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
      answeredUrl = response.url;
    } catch {
      // A submit still reaches the page (a full load); a keystroke waits for the next one.
      if (submitter && !current.signal.aborted) window.location.assign(url);
      return;
    }
    const page = new DOMParser().parseFromString(html, "text/html");
    const shown = new URL(answeredUrl);
    shown.searchParams.delete("t");
    history.replaceState(history.state, "", `${shown.pathname}${shown.search.replaceAll("%7E", "~").replaceAll("%2C", ",")}`);
    // Children, not the nodes: the result stays the same region, the form keeps its listeners.
    const result = page.getElementById(resultId);
    if (result) document.getElementById(resultId)?.replaceChildren(...result.childNodes);
    // The status line is a live region that stays in place: a screen reader hears its new words, not the whole result.
    const status = form.dataset.liveStatus ? document.getElementById(form.dataset.liveStatus) : null;
    const nextStatus = status ? (page.getElementById(status.id)?.textContent ?? "") : "";
    if (status && status.textContent !== nextStatus) status.textContent = nextStatus;
    const answered = page.getElementById(form.id);
    if (!(answered instanceof HTMLFormElement)) return;
    if (!submitter) {
      syncProblems(form, answered);
      return;
    }
    // A row's first field (`data-live-rows` names it; the calculator's rows begin with their entry date).
    const rowsOf = () => form.querySelectorAll<HTMLElement>(form.dataset.liveRows ?? 'input[type="date"][name^="e"]');
    const before = rowsOf().length;
    const active = document.activeElement;
    const inNewRow = active instanceof HTMLElement && active.closest("li") === rowsOf()[before - 1]?.closest("li");
    form.replaceChildren(...answered.childNodes);
    // After adding, the new row's entry; after removing, the row now in its place (or the add button); after Enter in
    // a field, that field (or the new row when it filled the last one); after Calculate, the first answer's heading.
    const name = submitter.getAttribute("name");
    const rows = rowsOf();
    const added = name === "add" || (submitter.hasAttribute("data-default") && inNewRow && rows.length > before);
    // A row added with a date missing or wrong: its message's field first.
    const fix = added ? rows[rows.length - 2]?.closest("li")?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    const target = fix
      ? fix
      : added
        ? rows[rows.length - 1]
        : name === "remove"
          ? (rows[Number(submitter.getAttribute("value")) - 1] ?? form.querySelector<HTMLElement>('button[name="add"]'))
          : submitter.hasAttribute("data-default") && active?.id
            ? document.getElementById(active.id)
            : (document.querySelector<HTMLElement>(`#${CSS.escape(resultId)} [tabindex="-1"]`) ??
              form.querySelector<HTMLElement>('button[type="submit"]:not([name]):not([hidden])'));
    target?.focus();
  };

  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(null), 300);
  };
  form.addEventListener("input", soon);
  form.addEventListener("change", soon);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run(event.submitter ?? null);
  });
  // Typed before this module arrived (its chunk loads after the page), or the server took its own UTC date as today
  // and the visitor's differs: ask again now.
  const edited = [...form.elements].some(
    (field) =>
      (field instanceof HTMLInputElement &&
        (field.type === "checkbox" ? field.checked !== field.defaultChecked : field.value !== field.defaultValue)) ||
      (field instanceof HTMLSelectElement && field.selectedIndex !== defaultIndex(field)),
  );
  if (edited || (form.dataset.today && form.dataset.today !== localDate())) void run(null);
  form.dataset.liveReady = "";
}

/** Wires every live form of the page. */
export function enhanceLiveForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-live]")) wire(form);
}
