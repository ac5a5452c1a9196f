import { markedTitle } from './alert-prefs';

/** The tab whose title is marked: its title, and a way to hear when something else rewrites it. */
export interface MarkedTab {
  title: string;
  /** Calls `changed` whenever the title is written; returns how to stop listening. */
  watchTitle(changed: () => void): () => void;
}

/** One page's part that marks the title ("● Te toca", "● Llamada a juez…"): its own key. */
export type MarkOwner = symbol;

/**
 * The tab title's mark, kept for as long as it holds. A live page is rendered again whenever the API
 * pushes a change, and every render writes the page's own title back (Next's metadata), which would
 * wipe a mark set a moment before: a judge away from the tab would lose the "● Llamada a juez" of the
 * first call as soon as any other table reported. So the mark is written again after each rewrite.
 * Several parts of a page may mark it; the latest one set shows.
 */
export function titleMarks(tab: MarkedTab) {
  const marks = new Map<MarkOwner, string>();
  let stopWatching: (() => void) | null = null;
  const shown = (): string | null => [...marks.values()].at(-1) ?? null;
  const apply = () => {
    const wanted = markedTitle(tab.title, shown());
    if (tab.title !== wanted) tab.title = wanted;
  };
  return {
    /** Marks the title for `owner` with `what`, or takes its mark away (null). */
    set(owner: MarkOwner, what: string | null): void {
      marks.delete(owner);
      if (what !== null) marks.set(owner, what);
      if (marks.size > 0) stopWatching ??= tab.watchTitle(apply);
      else if (stopWatching) {
        stopWatching();
        stopWatching = null;
      }
      apply();
    },
  };
}

/** The browser tab: its title is the <title> in the head, which React and Next replace or rewrite. */
function browserTab(): MarkedTab {
  return {
    get title() {
      return document.title;
    },
    set title(text: string) {
      document.title = text;
    },
    watchTitle(changed) {
      const observer = new MutationObserver(changed);
      observer.observe(document.head, { subtree: true, childList: true, characterData: true });
      return () => observer.disconnect();
    },
  };
}

let pageMarks: ReturnType<typeof titleMarks> | null = null;

/** The one keeper of this tab's title mark, shared by every part of the page that marks it. */
export function tabTitleMarks(): ReturnType<typeof titleMarks> {
  pageMarks ??= titleMarks(browserTab());
  return pageMarks;
}
