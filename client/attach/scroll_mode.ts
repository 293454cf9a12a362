/**
 * Scroll mode: the attach client shows the session's history instead of
 * its screen, and keys move the view instead of going to the session (as
 * tmux's copy mode, without the copying). The keys are tmux copy mode's vi
 * and emacs defaults at once where they do not clash:
 *
 * | keys                                | does                          |
 * | ----------------------------------- | ----------------------------- |
 * | Up, k, C-y, C-p / Down, j, C-e, C-n | one line up / down            |
 * | PageUp, C-b, b, M-v                 | a page up                     |
 * | PageDown, C-f, f, Space, C-v        | a page down                   |
 * | C-u / C-d                           | half a page up / down         |
 * | g, Home, M-< / G, End, M->          | oldest line / live screen     |
 * | /, C-r / ?, C-s                     | search up / down (a prompt)   |
 * | n / N                               | search again, same / reverse  |
 * | q, Escape, C-c                      | leave                         |
 *
 * These are the copy table's built-in bindings (`key_table.ts`), which the
 * config file may change. The prefix key keeps its meaning (so with the
 * default prefix C-b is the prefix, as in tmux): prefix then the key bound
 * to `detach-client` detaches; prefix then anything else does nothing.
 * Nothing typed here ever reaches the session.
 *
 * The view shows `[offset/total]` at its top right in reverse video
 * (tmux's position indicator): lines between the view's top and the live
 * screen's, and lines of history. The prompt and messages take its bottom
 * row. While output goes on, the view stays on the same lines (see
 * `history_view.ts`); the renderer keeps the live screen up to date, and
 * leaving shows it as it is then.
 *
 * Everything here runs on the attach client's event loop: keys and the
 * daemon's answers come in as calls, bytes for the terminal go out as
 * return values, and requests go out through `ScrollHost` (one at a time).
 *
 * @module
 */

import type { HistoryPage } from "../../protocol/messages.ts";
import { MAX_HISTORY_ROWS } from "../../protocol/messages.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import { type HistoryRequest, HistoryView } from "./history_view.ts";
import type { Renderer } from "./renderer.ts";
import { buildKeyTable, type KeyTable } from "./key_table.ts";
import { prefixKeyName } from "./prefix.ts";
import { encodeKey } from "../keys.ts";
import { type Key, ScrollKeyDecoder } from "./scroll_keys.ts";
import {
  type Match,
  type SearchDirection,
  SearchScan,
} from "./scroll_search.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText, splitGraphemes } from "./row_text.ts";
import type { SgrStyle } from "./sgr.ts";

/** What scroll mode needs from the attach client. */
export interface ScrollHost {
  /**
   * Sends a `history` request for the session; its answer must come back
   * through `ScrollMode.answer()` (or `failed()`), in order.
   */
  request(req: HistoryRequest): void;
}

/** What to do after keys. */
export interface ScrollResult {
  /** Bytes for the outer terminal. */
  out: Uint8Array;
  /**
   * Scroll mode is over (the live screen is drawn in `out`); `rest` holds
   * the bytes typed after the key that left, which belong to the session.
   */
  leave?: { rest: Uint8Array };
  /** Prefix then `d`: detach. */
  detach?: boolean;
}

type Action =
  | "up"
  | "down"
  | "page-up"
  | "page-down"
  | "half-up"
  | "half-down"
  | "oldest"
  | "live"
  | "search-up"
  | "search-down"
  | "again"
  | "reverse"
  | "leave";

// The copy table's commands (tmux's copy-mode names; `key_table.ts` binds
// keys to them) as what they do here.
const COPY_ACTIONS: Record<string, Action> = {
  "cursor-up": "up",
  "cursor-down": "down",
  "page-up": "page-up",
  "page-down": "page-down",
  "halfpage-up": "half-up",
  "halfpage-down": "half-down",
  "history-top": "oldest",
  "history-bottom": "live",
  "search-backward": "search-up",
  "search-forward": "search-down",
  "search-again": "again",
  "search-reverse": "reverse",
  "cancel": "leave",
};

const INVERSE: SgrStyle = { ...DEFAULT_ATTRS, flags: ATTR_INVERSE };
const PROMPTS: Record<SearchDirection, string> = {
  up: "(search up) ",
  down: "(search down) ",
};
const EMPTY = new Uint8Array(0);

/** One stay in scroll mode, from the prefix key to `q`. */
export class ScrollMode {
  #renderer: Renderer;
  #host: ScrollHost;
  #table: KeyTable;
  #view: HistoryView;
  #keys = new ScrollKeyDecoder();
  #afterPrefix = false;
  /** Output epoch of the request in flight; null when none is. */
  #inFlight: number | null = null;
  /** The search prompt being typed. */
  #prompt: { dir: SearchDirection; text: string } | null = null;
  /** A one-line message on the bottom row, until the next key. */
  #message = "";
  #lastSearch: { query: string; dir: SearchDirection } | null = null;
  #match: Match | null = null;
  #scan: SearchScan | null = null;
  /** A search asked for before the first answer came. */
  #searchWhenReady: SearchDirection | null = null;

  /**
   * Scroll mode drawn by `renderer`, fetching through `host`; `prefix` is
   * the key tables (or just a prefix byte, with the built-in bindings),
   * `pageUp` starts one page up (prefix then PageUp).
   */
  constructor(
    renderer: Renderer,
    host: ScrollHost,
    opts: { prefix: number | KeyTable; pageUp: boolean },
  ) {
    this.#renderer = renderer;
    this.#host = host;
    this.#table = typeof opts.prefix === "number"
      ? buildKeyTable({ prefix: prefixKeyName(opts.prefix) }).table
      : opts.prefix;
    const height = renderer.size.rows;
    this.#view = new HistoryView(height, opts.pageUp ? pageSize(height) : 0);
  }

  /** The view's model (for tests). */
  get view(): HistoryView {
    return this.#view;
  }

  /** Sends the first request; the view shows once it is answered. */
  start(): void {
    this.#pump();
  }

  /** Takes keys typed in scroll mode. */
  keys(data: Uint8Array): ScrollResult {
    const keys = this.#keys.feed(data);
    for (let i = 0; i < keys.length; i++) {
      const r = this.#key(keys[i]);
      if (r === "detach") return { out: EMPTY, detach: true };
      if (r === "leave") {
        const rest = [...keys.slice(i + 1).flatMap((k) => [...k.bytes])];
        return {
          out: this.#renderer.showSession(),
          leave: { rest: Uint8Array.from([...rest, ...this.#keys.pending()]) },
        };
      }
    }
    this.#pump();
    return { out: this.#draw() };
  }

  /** Takes the answer to the request in flight. */
  answer(page: HistoryPage): Uint8Array {
    const epoch = this.#inFlight ?? this.#view.outputEpoch;
    this.#inFlight = null;
    this.#view.apply(page, epoch);
    if (this.#searchWhenReady) {
      const dir = this.#searchWhenReady;
      this.#searchWhenReady = null;
      this.#startSearch(dir, false);
    }
    this.#continueSearch();
    this.#pump();
    return this.#draw();
  }

  /** The request in flight failed: scroll mode cannot go on. */
  failed(): Uint8Array {
    this.#inFlight = null;
    return this.#renderer.showSession();
  }

  /** A frame arrived (the renderer holds it): fetch what changed. */
  output(): void {
    this.#view.outputSeen();
    this.#pump();
  }

  /** The outer terminal changed size (after `Renderer.resize`). */
  resize(): Uint8Array {
    this.#view.height = Math.max(1, this.#renderer.size.rows);
    this.#pump();
    return this.#draw();
  }

  // -------------------------------------------------------------------------
  // Keys

  #key(key: Key): "leave" | "detach" | null {
    const table = this.#table;
    if (this.#afterPrefix) {
      this.#afterPrefix = false;
      return table.lookup("prefix", key.bytes) === "detach-client"
        ? "detach"
        : null;
    }
    if (table.isPrefix(key.bytes)) {
      this.#afterPrefix = true;
      return null;
    }
    this.#message = "";
    if (this.#prompt) {
      this.#promptKey(key);
      return null;
    }
    const action = COPY_ACTIONS[this.#copyCommand(key) ?? ""];
    if (action === undefined) return null;
    // A key that does something stops a search under way (the search keys
    // start another).
    this.#scan = null;
    return this.#act(action);
  }

  // The copy table's command for a key: by its bytes, else by its name
  // (so that C-Up, CSI 1;5A, still does what Up does).
  #copyCommand(key: Key): string | undefined {
    const t = this.#table;
    const byBytes = t.lookup("copy", key.bytes);
    if (byBytes !== undefined || key.name === "Unknown") return byBytes;
    try {
      const name = key.name === " " ? "Space" : key.name;
      return t.lookup("copy", new TextEncoder().encode(encodeKey(name)));
    } catch {
      return undefined;
    }
  }

  #act(action: Action): "leave" | null {
    const view = this.#view, h = view.height;
    switch (action) {
      case "up":
        view.scrollBy(1);
        break;
      case "down":
        view.scrollBy(-1);
        break;
      case "page-up":
        view.scrollBy(pageSize(h));
        break;
      case "page-down":
        view.scrollBy(-pageSize(h));
        break;
      case "half-up":
        view.scrollBy(halfPage(h));
        break;
      case "half-down":
        view.scrollBy(-halfPage(h));
        break;
      case "oldest":
        view.scrollTo(Number.MAX_SAFE_INTEGER);
        break;
      case "live":
        view.scrollTo(0);
        break;
      case "search-up":
      case "search-down":
        this.#prompt = {
          dir: action === "search-up" ? "up" : "down",
          text: "",
        };
        break;
      case "again":
      case "reverse":
        this.#again(action === "reverse");
        break;
      case "leave":
        return "leave";
    }
    return null;
  }

  // A key while the search prompt is open.
  #promptKey(key: Key): void {
    const prompt = this.#prompt!;
    switch (key.name) {
      case "Enter": {
        this.#prompt = null;
        const query = prompt.text || this.#lastSearch?.query || "";
        if (query === "") return;
        this.#lastSearch = { query, dir: prompt.dir };
        this.#match = null;
        this.#startSearch(prompt.dir, false);
        return;
      }
      case "Escape":
      case "C-c":
      case "C-g":
        this.#prompt = null;
        return;
      case "Backspace":
        prompt.text = splitGraphemes(prompt.text).slice(0, -1).join("");
        return;
      case "C-u":
        prompt.text = "";
        return;
      case "Paste":
        // A pasted line break or tab is a space in a one-line query.
        // deno-lint-ignore no-control-regex
        prompt.text += (key.text ?? "").replace(/[\x00-\x1f\x7f]/g, " ");
        return;
    }
    if (key.name.length > 0 && [...key.name].length === 1 && key.name >= " ") {
      prompt.text += key.name;
    }
  }

  // n / N: the last search again, from the match, the same way or back.
  #again(reverse: boolean): void {
    const last = this.#lastSearch;
    if (!last) {
      this.#message = "No search to repeat: type / or ? first";
      return;
    }
    const dir = reverse ? (last.dir === "up" ? "down" : "up") : last.dir;
    this.#startSearch(dir, true);
  }

  // -------------------------------------------------------------------------
  // Search

  // Starts a search for the last query: from the match when `fromMatch`
  // and there is one, else from the view's bottom (up) or top (down).
  #startSearch(dir: SearchDirection, fromMatch: boolean): void {
    const view = this.#view, query = this.#lastSearch?.query ?? "";
    if (!view.ready) {
      this.#searchWhenReady = dir;
      return;
    }
    const m = fromMatch ? this.#match : null;
    const line = m
      ? m.line
      : dir === "up"
      ? Math.min(view.top + view.height - 1, view.end - 1)
      : view.top;
    this.#scan = new SearchScan(query, dir, view, line, m ? m.x : null);
    this.#continueSearch();
  }

  // Runs the scan until it matches, ends, or needs rows.
  #continueSearch(): void {
    const scan = this.#scan;
    if (!scan || this.#inFlight !== null) return;
    const r = scan.step(this.#view);
    if (r === "fetch") {
      const [from, count] = scan.fetchRange(this.#view, MAX_HISTORY_ROWS);
      this.#send(this.#view.rangeRequest(from, count));
      return;
    }
    this.#scan = null;
    if (r === "none") {
      this.#message = `No match for "${scan.query}"`;
      return;
    }
    this.#match = r;
    this.#view.reveal(r.line);
  }

  // -------------------------------------------------------------------------
  // Requests

  // Sends the next request the view needs, unless one is in flight.
  #pump(): void {
    if (this.#inFlight !== null || this.#scan) return;
    const req = this.#view.nextRequest();
    if (req) this.#send(req);
  }

  #send(req: HistoryRequest): void {
    this.#inFlight = this.#view.outputEpoch;
    this.#host.request(req);
  }

  // -------------------------------------------------------------------------
  // Drawing

  // Bytes that show the view as it is now (none before the first answer:
  // the live screen stays until there is something to show).
  #draw(): Uint8Array {
    const view = this.#view;
    if (!view.ready) return EMPTY;
    const { cols, rows: height } = this.#renderer.size;
    const rows: GridRow[] = [];
    for (let i = 0; i < height; i++) {
      const out = new GridRow(cols);
      this.#renderer.cropRow(this.#sessionRow(view.top + i), out);
      rows.push(out);
    }
    putText(rows[0], cols, `[${view.offset}/${view.total}]`, INVERSE, "right");
    const cursor = this.#bottomLine(rows[height - 1], cols, height - 1);
    return this.#renderer.showView(rows, cursor);
  }

  // Line n as a row of the session's width (null below the screen).
  #sessionRow(n: number): GridRow | null {
    const view = this.#view;
    if (n >= view.end) return null;
    const row = new GridRow(view.cols);
    const runs = view.row(n);
    if (runs) row.setRuns(runs, view.rowLinks(n));
    const m = this.#match;
    if (m && m.line === n) {
      const s = { ...DEFAULT_ATTRS };
      for (let x = m.x; x < Math.min(m.x + m.width, row.cols); x++) {
        row.style(x, s);
        s.flags ^= ATTR_INVERSE;
        row.setStyle(x, s);
      }
    }
    return row;
  }

  // Draws the prompt or the message on the bottom row; returns where the
  // cursor goes (after the prompt's text), or null (hidden).
  #bottomLine(
    row: GridRow,
    cols: number,
    y: number,
  ): { x: number; y: number } | null {
    if (this.#prompt) {
      row.fill(0, cols, " ", DEFAULT_ATTRS);
      const text = PROMPTS[this.#prompt.dir] + this.#prompt.text;
      const x = putText(row, cols, text, DEFAULT_ATTRS, "tail");
      return { x: Math.min(x, cols - 1), y };
    }
    if (this.#message) {
      row.fill(0, cols, " ", DEFAULT_ATTRS);
      putText(row, cols, this.#message, INVERSE, "left");
    }
    return null;
  }
}

/** tmux's page: the view's height less two lines kept for context. */
function pageSize(height: number): number {
  return height > 2 ? height - 2 : 1;
}

function halfPage(height: number): number {
  return height > 2 ? Math.floor(height / 2) : 1;
}
