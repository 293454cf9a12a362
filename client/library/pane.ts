/**
 * `PaneHandle`: a handle on one pane, by its id (`%3`), which stays the
 * same whatever panes and windows come and go around it.
 *
 * @module
 */

import { MAX_SIDE } from "../../protocol/limits.ts";
import type { Request } from "../../protocol/messages.ts";
import { type Connection, RequestError } from "../connection.ts";
import {
  checkInt,
  type PaneListing,
  type SplitOptions,
  TargetHandle,
} from "./target_handle.ts";

/** A pane id as tmux writes it: `%` and a number. */
const PANE_ID = /^%\d+$/;

/** Options of `PaneHandle.resize()`: either side, or both. */
export interface PaneSizeOptions {
  /** Width in cells (`resize-pane -x`). */
  cols?: number;
  /** Height in cells (`resize-pane -y`). */
  rows?: number;
}

/**
 * One pane of a daemon, named by its id (`%3`): what a script does to it
 * is what `SessionHandle` does to a session's active pane (send, sendKeys,
 * paste, waitFor, waitIdle, waitExit, capture, lines), plus select, resize,
 * split and kill. The id is unique in the daemon and never reused, so the
 * handle names the same pane however its index, window or session's name
 * change; once the pane is gone, requests reject with "not-found" (but
 * `waitExit()`, which still gives its program's status for a while).
 *
 * `await using p = await s.splitWindow(...)` kills the pane when the block
 * ends.
 *
 * @example
 * ```ts ignore
 * const py = await s.splitWindow({ horizontal: true, cmd: ["python3", "-q"] });
 * await py.waitFor(/^>>>$/m, { timeoutMs: 10_000 });
 * await py.send("6*7\n");
 * await py.waitFor(/^42$/m, { timeoutMs: 10_000 });
 * await berth.pane(py.id).send("exit()\n"); // the same pane, by its id
 * console.log(await py.waitExit()); // { code: 0, signal: null }
 * ```
 */
export class PaneHandle extends TargetHandle {
  /** The pane's id: `%` and a number, as tmux's `#{pane_id}`. */
  readonly id: string;
  /** Pid of its program (0 for a handle made by `Berth.pane()` or `pane()`). */
  readonly pid: number;

  /**
   * Made by `Berth.pane()` and the session and pane methods that make or
   * find panes. Throws `RequestError` "bad-request" unless `id` is `%N`.
   */
  constructor(conn: Connection, id: string, pid = 0) {
    if (!PANE_ID.test(id)) {
      throw new RequestError(
        "bad-request",
        `A pane id is % and a number (%3), not ${JSON.stringify(id)}`,
      );
    }
    super(conn, id);
    this.id = id;
    this.pid = pid;
  }

  /**
   * Splits this pane in two (`berth split-window -t %N`): the new pane
   * goes below (or right, `horizontal`) and becomes the active one unless
   * `detached`. Rejects with "bad-request" when the pane is too small.
   */
  async splitWindow(opts: SplitOptions = {}): Promise<PaneHandle> {
    const made = await this.split(opts);
    return new PaneHandle(this.connection, made.id, made.pid);
  }

  /**
   * Makes this the active pane of its window, and its window the one its
   * session shows (`berth select-pane -t %N`, then `select-window -t %N`:
   * select-pane alone leaves the window shown as it is, as tmux's).
   */
  async select(): Promise<void> {
    await this.paneRequest<Extract<Request, { op: "select-pane" }>>({
      op: "select-pane",
    });
    await this.paneRequest<Extract<Request, { op: "select-window" }>>({
      op: "select-window",
    });
  }

  /**
   * Sets the pane's width and/or height (`berth resize-pane -x/-y`); its
   * neighbours give or take the room, as far as the window allows (each
   * keeps one cell at least), and its program gets SIGWINCH.
   */
  async resize(size: PaneSizeOptions): Promise<void> {
    checkInt("cols", size.cols, 1, MAX_SIDE);
    checkInt("rows", size.rows, 1, MAX_SIDE);
    await this.paneRequest<Extract<Request, { op: "resize-pane" }>>({
      op: "resize-pane",
      width: size.cols,
      height: size.rows,
    });
  }

  /**
   * The pane's row of `list-panes` (window, index, size, title, exit
   * status ...); "not-found" once it is gone.
   */
  async info(): Promise<PaneListing> {
    const found = (await this.listPanes()).find((p) => p.id === this.id);
    if (!found) {
      // Listing by `%N` lists its window: it is there, unless it went since.
      throw new RequestError("not-found", `No pane ${this.id}`);
    }
    return found;
  }

  /**
   * Kills the pane (`berth kill-pane`: SIGHUP to its program, SIGKILL
   * after 3 s) and resolves once it is out of every list, at once (its
   * program is ended in the background: `waitExit()` gives its status);
   * its window's other panes take its room. The last pane of a session
   * takes the session with it, at once too. A pane already gone is no
   * error.
   */
  override async kill(): Promise<void> {
    try {
      await this.paneRequest<Extract<Request, { op: "kill-pane" }>>({
        op: "kill-pane",
      });
    } catch (err) {
      if (!(err instanceof RequestError && err.code === "not-found")) throw err;
    }
  }
}
