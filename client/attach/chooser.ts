/**
 * Prefix `s` and `w` (tmux's `choose-tree -s`, `-w`): a full-screen
 * chooser of sessions, their windows and the windows' panes
 * (`chooser_tree.ts`), with a live preview of the item under the cursor
 * below the list. Up/Down/`k`/`j`, PageUp/PageDown, Home/End move;
 * Right/`+` expand and Left/`-` collapse a session or a window (whose
 * panes come with a `list-panes`, fetched again with the list); Enter switches this client there (`switch-client`); `0`-`9`
 * choose the item with that label; `x` kills the item, asking y/n; `t`
 * tags it and moves down, `T` untags all, `C-t` tags every session
 * (`chooser_tags.ts`); `X` kills the tagged items, asking y/n; `:` asks
 * for a command and runs it for each tagged item (or the one under the
 * cursor when none is), the item its current target and `%%` in it the
 * item's (`itemKey`), as tmux's; `q` or Escape leaves.
 *
 * The list and the preview refresh every `REFRESH_MS` while it is open
 * (an `ls` and a `capture` of the previewed window), so the preview shows
 * the window as it is now.
 *
 * Prefix `f` (tmux's `find-window`) is this chooser over the windows the
 * daemon found (a `find-window` request first): only they and their
 * sessions are listed, and Enter makes the pane found there the active
 * one too. When nothing matches, every window is listed, as tmux's
 * (`filter: no matches` where the preview is named).
 *
 * @module
 */

import {
  MAX_PREVIEW_ROWS,
  type Request,
  type WindowPreview,
} from "../../protocol/messages.ts";
import type { Renderer } from "./renderer.ts";
import type { Key } from "./scroll_keys.ts";
import {
  ENTER,
  failure,
  isLeaveKey,
  leaveOverlay,
  ListMouse,
  moveKey,
  type Overlay,
  type OverlayHost,
  OverlayKeys,
  type OverlayResult,
} from "./chooser_overlay.ts";
import type { MouseReport } from "./mouse_report.ts";
import {
  chooserScreen,
  drawList,
  listHeight,
  previewHeight,
  textRow,
} from "./chooser_list.ts";
import {
  ChooserTree,
  itemKey,
  itemTarget,
  labelled,
  lineTarget,
  markedFrom,
  nested,
  tagKey,
  type TreeItem,
  type TreePane,
} from "./chooser_tree.ts";
import { GridRow } from "./screen_grid.ts";
import { concatBytes } from "./input_filter.ts";
import { ChooserMenus, TREE_MENU } from "./chooser_menu.ts";
import {
  ChooserPrompt,
  fillTemplate,
  type TaggedLines,
  Tags,
} from "./chooser_tags.ts";
import { cutRuns } from "./row_text.ts";

/**
 * How often the list and the preview are fetched again: often enough
 * that the preview looks live (tmux redraws its own on every change), and
 * two small requests twice a second cost the daemon nothing to speak of.
 */
const REFRESH_MS = 400;

/** What `list-panes` says of each pane for its line in the tree. */
const PANE_LINE =
  "#{pane_id}\t#{pane_index}\t#{pane_active}\t#{pane_marked}\t#{pane_current_command}";

/** A pane's line of `list-panes` (`PANE_LINE`) as the tree holds it. */
function treePane(line: string): TreePane {
  const [id, index, active, marked, ...command] = line.split("\t");
  return {
    index: Number(index),
    id,
    active: active === "1",
    marked: marked === "1",
    command: command.join("\t"),
  };
}

/** The session and window chooser. */
export class Chooser implements Overlay {
  #tree: ChooserTree | null = null;
  #keys: OverlayKeys;
  #mouse = new ListMouse();
  #menus = new ChooserMenus();
  /** The previewed target and its rows, as last fetched. */
  #preview: { target: string; rows: WindowPreview } | null = null;
  #fetching = false;
  /** The kills asked about (`x`, `X`), waiting for y or n. */
  #confirm: { question: string; items: TreeItem[] } | null = null;
  #tags = new Tags();
  /** The `:` prompt, while it is open. */
  #prompt: ChooserPrompt | null = null;
  #message = "";
  /**
   * Keys typed after Enter, until the switch is answered: for the session
   * then (prefix d right after Enter detaches, as tmux's choose-tree has
   * left by then), not for the chooser, which would take the prefix and
   * leave before the key after it. Null: no switch under way.
   */
  #afterChoice: Uint8Array[] | null = null;

  constructor(
    readonly renderer: Renderer,
    readonly host: OverlayHost,
    /** Prefix `w`: windows expanded, the current one selected. */
    readonly windows: boolean,
    /** A read-only client switches, but kills nothing (`x`). */
    readonly readOnly = false,
    /** `find-window`: the windows found are listed. */
    readonly find: Extract<Request, { op: "find-window" }> | null = null,
  ) {
    this.#keys = new OverlayKeys(host.keys);
  }

  /** `find-window`'s panes, by `SESSION:WINDOW`; null: list every window. */
  #found: Map<string, number> | null = null;

  start(): OverlayResult {
    if (!this.find) this.#refresh();
    else {
      this.host.request(this.find, (answer) => {
        if (answer instanceof Error) {
          return { ...leaveOverlay(this.renderer), message: failure(answer) };
        }
        if (answer.panes.length > 0) {
          this.#found = new Map();
          for (const p of answer.panes.toReversed()) {
            this.#found.set(`${p.session}:${p.window}`, p.pane);
          }
        }
        this.#refresh();
        return {};
      });
    }
    return { out: this.#draw() };
  }

  resize(): OverlayResult {
    return { out: this.#draw() };
  }

  mouse(r: MouseReport, outer: { x: number; y: number }): OverlayResult {
    if (this.#menus.shown) return this.#menus.mouse(r);
    const tree = this.#tree;
    if (!tree || this.#confirm !== null || this.#prompt) return {};
    const did = this.#mouse.report(tree.list, r, Math.max(1, this.#listRows()));
    if (did === "enter") return this.keys(ENTER);
    if (did === "menu") {
      this.#message = "";
      this.#fetchPreview();
      const it = tree.selected;
      const title = !it
        ? ""
        : it.isPane
        ? String(it.pane)
        : it.window !== undefined
        ? String(it.window)
        : it.session;
      return this.#menus.open(
        this.renderer,
        this.host,
        outer,
        title,
        TREE_MENU,
        this.#draw(),
        (bytes) => bytes ? this.keys(bytes) : { out: this.#draw() },
      );
    }
    if (!did) return {};
    this.#message = "";
    this.#fetchPreview();
    return { out: this.#draw() };
  }

  keys(data: Uint8Array): OverlayResult {
    if (this.#menus.shown) return this.#menus.keys(data);
    return this.#feed(data, "");
  }

  // Keys; `said`: a failure to show unless they said something else.
  #feed(data: Uint8Array, said: string): OverlayResult {
    if (this.#afterChoice) {
      this.#afterChoice.push(data.slice());
      return {};
    }
    const r = this.#keys.feed(data, (key) => this.#key(key));
    if (r?.held === undefined) {
      return r ?? { out: this.#draw(this.#message || said) };
    }
    // Enter, then more keys in the same read: they wait too.
    (this.#afterChoice as Uint8Array[] | null)?.push(r.held);
    return { out: this.#draw() };
  }

  // One key; a result when it leaves, else null (the caller redraws).
  #key(key: Key): OverlayResult | null {
    const tree = this.#tree;
    this.#message = "";
    if (this.#confirm !== null) return this.#answerConfirm(key.name);
    if (this.#prompt) return this.#answerPrompt(key);
    if (isLeaveKey(key.name)) return leaveOverlay(this.renderer);
    if (!tree) return null;
    const page = Math.max(1, this.#listRows() - 1);
    if (
      moveKey(tree.list, key.name, page) ||
      this.#tags.key(key.name, tree.list, this.#lines(tree))
    ) {
      this.#fetchPreview();
      return null;
    }
    switch (key.name) {
      case "Right":
      case "+": {
        const key = tree.expand();
        if (key) this.#fetchPanes(key);
        break;
      }
      case "Left":
      case "-":
        tree.collapse();
        break;
      case "Enter":
        return this.#choose();
      case "x":
        if (this.readOnly) this.#message = "Read-only: x kills nothing";
        else if (tree.selected) {
          const question = `kill ${lineTarget(tree.selected)}?`;
          this.#confirm = { question, items: [tree.selected] };
        }
        break;
      case "X": {
        const items = this.#tagged(tree);
        if (this.readOnly) this.#message = "Read-only: X kills nothing";
        else if (items.length > 0) {
          const question = `kill ${items.length} tagged?`;
          this.#confirm = { question, items };
        }
        break;
      }
      case "m":
      case "M":
        if (tree.selected) this.#mark(tree.selected, key.name === "m");
        break;
      case ":": {
        const n = this.#tagged(tree).length;
        this.#prompt = new ChooserPrompt(n ? `(${n} tagged) ` : "(current) ");
        break;
      }
      default:
        if (/^[0-9]$/.test(key.name) && Number(key.name) < tree.items.length) {
          tree.list.cursor = Number(key.name);
          return this.#choose();
        }
    }
    this.#fetchPreview();
    return null;
  }

  /**
   * `m`: the item's pane becomes the marked pane (a window's or a
   * session's: its active pane), even when it is already (tmux's
   * `server_set_marked`, where `select-pane -m` would unmark it); `M`
   * (not `set`): no pane is marked. Then the tree again, with `M`.
   */
  #mark(item: TreeItem, set: boolean): void {
    if (this.readOnly) {
      this.#message = `Read-only: ${set ? "m" : "M"} marks nothing`;
      return;
    }
    const name = lineTarget(item);
    // Unmarked first: marking the marked pane again would unmark it.
    this.host.request({ op: "select-pane", name, mark: "clear" }, (answer) => {
      if (!set || answer instanceof Error) return this.#marked(answer);
      this.host.request(
        { op: "select-pane", name, mark: "set" },
        (answer) => this.#marked(answer),
      );
      return {};
    });
  }

  // After `m` or `M`: what failed, else the tree with the mark moved.
  #marked(answer: unknown): OverlayResult {
    if (answer instanceof Error) return { out: this.#draw(failure(answer)) };
    this.#refresh(false);
    return {};
  }

  // Enter: this client goes to the item; the chooser closes once it has.
  #choose(): OverlayResult | null {
    const item = this.#tree?.selected;
    if (!item) return null;
    const pane = item.pane === undefined ? "" : `.${item.pane}`;
    this.#afterChoice = [];
    this.host.request(
      { op: "switch-client", name: itemTarget(item) + pane },
      (answer) => {
        const typed = concatBytes(...(this.#afterChoice ?? []));
        this.#afterChoice = null;
        // Failed: the keys typed meanwhile are the chooser's again, the
        // failure shown with what they did (one drawing).
        if (answer instanceof Error) return this.#feed(typed, failure(answer));
        const left = leaveOverlay(this.renderer);
        return { ...left, leave: { rest: typed } };
      },
    );
    return { held: new Uint8Array(0) };
  }

  // What the tags need of the tree's lines: their targets, the sessions'
  // lines on top.
  #lines(tree: ChooserTree): TaggedLines {
    return {
      keyOf: (i) => tagKey(tree.items[i]),
      top: (i) => tree.items[i].window === undefined,
      related: (a, b) => {
        const [at, bt] = [tree.targetOf(a), tree.targetOf(b)];
        return at !== undefined && bt !== undefined && nested(at, bt);
      },
    };
  }

  // The tagged lines shown, in order, but those of this client's session
  // last: once it is killed, no request of this client's goes.
  #tagged(tree: ChooserTree): TreeItem[] {
    const tagged = tree.items.filter((it) => this.#tags.has(tagKey(it)));
    const own = (it: TreeItem) => it.session === this.host.session;
    return [...tagged.filter((it) => !own(it)), ...tagged.filter(own)];
  }

  #answerConfirm(name: string): OverlayResult | null {
    const { items } = this.#confirm!;
    this.#confirm = null;
    if (name === "y" || name === "Y") this.#kill(items);
    return null;
  }

  // Kills `items` (by `itemKey`), then lists the tree again. Asked all
  // at once, in order: all go, though the chooser closes meanwhile.
  #kill(items: TreeItem[]): void {
    let left = items.length;
    for (const item of items) {
      const name = itemKey(item);
      const req = item.isPane
        ? { op: "kill-pane" as const, name }
        : item.window !== undefined
        ? { op: "kill-window" as const, name }
        : { op: "kill" as const, name };
      this.host.request(req, (answer) => {
        if (answer instanceof Error) {
          return { out: this.#draw(failure(answer)) };
        }
        if (--left === 0) this.#refresh(false);
        return {};
      });
    }
  }

  // A key at the `:` prompt; on Enter its command runs for each tagged
  // item, or the one under the cursor (tmux's mode_tree_each_tagged).
  #answerPrompt(key: Key): OverlayResult | null {
    const line = this.#prompt!.key(key);
    if (line === undefined) return null;
    this.#prompt = null;
    const tree = this.#tree;
    const item = tree?.selected;
    if (!line || !tree || !item || !this.host.command) return null;
    const tagged = this.#tagged(tree);
    // Each item is the command's current target too, as tmux's: without
    // -t, `kill-window` kills the tagged window (a session's `NAME:`).
    const runs = (tagged.length > 0 ? tagged : [item]).map((it) => {
      const key = itemKey(it);
      const target = it.window === undefined ? `${key}:` : key;
      return { line: fillTemplate(line, key), target };
    });
    this.host.command(runs, () => {
      this.#refresh(false);
      return {};
    });
    return null;
  }

  // Fetches the list (and then the preview); again and again with `loop`.
  #refresh(loop = true): void {
    this.host.request({ op: "ls" }, (answer) => {
      if (loop) this.host.later(REFRESH_MS, () => (this.#refresh(), {}));
      if (answer instanceof Error) return { out: this.#draw(failure(answer)) };
      if (this.#tree) this.#tree.update(answer.sessions);
      else {
        this.#tree = new ChooserTree(
          answer.sessions,
          this.host.session,
          this.windows || this.find !== null,
          this.#found,
        );
      }
      // A session, window or pane gone takes its tags along (a window's
      // its panes').
      const tree = this.#tree;
      this.#tags.keep((k) => tree.targetOf(k) !== undefined);
      for (const key of this.#tree.openWindows) this.#fetchPanes(key);
      this.#fetchPreview();
      return { out: this.#draw() };
    });
  }

  // The panes of window `key` (`SESSION:WINDOW`), for its lines.
  #fetchPanes(key: string): void {
    this.host.request(
      { op: "list-panes", name: key, format: PANE_LINE },
      (answer) => {
        // A window gone meanwhile: the next `ls` drops its line.
        if (answer instanceof Error || !this.#tree) return {};
        this.#tree.setPanes(key, (answer.lines ?? []).map(treePane));
        return { out: this.#draw() };
      },
    );
  }

  // The selected item's window, composed (a session: its shown window).
  #fetchPreview(): void {
    const item = this.#tree?.selected;
    const rows = Math.min(this.#previewRows(), MAX_PREVIEW_ROWS);
    if (!item || this.#fetching || rows < 1) return;
    const target = itemTarget(item);
    this.#fetching = true;
    this.host.request({ op: "preview", name: target, rows }, (answer) => {
      this.#fetching = false;
      if (answer instanceof Error) return {};
      this.#preview = { target, rows: answer };
      // The cursor moved on meanwhile: that item's turn.
      const now = this.#tree?.selected;
      if (now && itemTarget(now) !== target) this.#fetchPreview();
      return { out: this.#draw() };
    });
  }

  #listRows(): number {
    return listHeight(this.renderer.size.rows);
  }

  #previewRows(): number {
    return previewHeight(this.renderer.size.rows);
  }

  #draw(message = ""): Uint8Array {
    if (message) this.#message = message;
    const { cols, rows } = this.renderer.size;
    const tree = this.#tree;
    const lines = tree
      ? labelled(tree.items, (it) => this.#tags.has(tagKey(it)))
      : [];
    const list = tree
      ? drawList(
        lines,
        tree.list,
        cols,
        this.#listRows(),
        (i) => this.#tags.has(tagKey(tree.items[i])),
        (i) => markedFrom(tree.items[i], lines[i]),
      )
      : [textRow(cols, "(fetching sessions)")];
    const item = tree?.selected;
    const target = item ? itemTarget(item) : "";
    const shown = this.#preview?.target === target ? this.#preview : null;
    const title = this.find && tree && !this.#found
      ? `${target} (filter: no matches)`
      : target;
    const bottom = textRow(
      cols,
      this.#bottomLine(),
      this.#confirm !== null || !!this.#prompt || !!this.#message,
    );
    const out = chooserScreen(
      cols,
      rows,
      list,
      title,
      (height) => previewRows(shown?.rows, cols, height),
      bottom,
    );
    return this.#menus.over(this.renderer.showView(out, null));
  }

  #bottomLine(): string {
    if (this.#confirm !== null) return `${this.#confirm.question} (y/n)`;
    if (this.#prompt) return this.#prompt.line;
    if (this.#message) return this.#message;
    // Within 80 columns (93 before: cut at the edge of a common width).
    return "Enter: switch  Right/Left: open/close  t: tag  x/X: kill  " +
      ": command  q: leave";
  }
}

/**
 * `height` rows of `cols` cells from a preview (blank where it has none):
 * its rows cut at the right edge, with their colours.
 */
export function previewRows(
  preview: WindowPreview | undefined,
  cols: number,
  height: number,
): GridRow[] {
  const out: GridRow[] = [];
  for (let y = 0; y < height; y++) {
    const row = new GridRow(cols);
    const runs = preview?.lines[y];
    if (runs) row.setRuns(cutRuns(runs, cols));
    out.push(row);
  }
  return out;
}
