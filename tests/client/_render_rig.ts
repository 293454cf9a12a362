/**
 * The render test rig, once: a session terminal, an outer terminal (both
 * headless xterms) and berth's `Renderer` between them, frames made by a
 * frame source from the session's screen. Each test file adds the checks it
 * needs; `rigRunner` gives it the `withRig(args, fn)` every file uses.
 *
 * @module
 */

import { Renderer } from "../../client/attach/renderer.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import { newTerm, type Term, write } from "./_xterm_oracle.ts";

/** What a rig needs to run: set up, then free. */
export interface Rig {
  begin(): Promise<void>;
  dispose(): void;
}

/** `withRig(args, fn)`: makes a rig, begins it, runs `fn`, frees it. */
export function rigRunner<A extends unknown[], R extends Rig>(
  make: (...args: A) => R,
): (args: A, fn: (rig: R) => Promise<void>) => Promise<void> {
  return async (args, fn) => {
    const rig = make(...args);
    try {
      await rig.begin();
      await fn(rig);
    } finally {
      rig.dispose();
    }
  };
}

/** Makes the frames a client would get from the session's screen. */
export interface FrameMaker {
  /** The next frame; `full` forces every row to be sent. */
  next(full?: boolean): UpdateMsg;
}

/** A session terminal, an outer terminal and a renderer between them. */
export class RenderRig<S extends FrameMaker = FrameMaker> implements Rig {
  readonly session: Term;
  readonly outer: Term;
  readonly source: S;
  readonly renderer: Renderer;
  /** Bytes of the renderer's last write. */
  last: Uint8Array = new Uint8Array(0);

  constructor(
    size: { cols: number; rows: number; outerCols: number; outerRows: number },
    fill: string,
    makeSource: (session: Term) => S,
  ) {
    this.session = newTerm(size.cols, size.rows);
    this.outer = newTerm(size.outerCols, size.outerRows);
    this.source = makeSource(this.session);
    this.renderer = new Renderer(size.outerCols, size.outerRows, { fill });
  }

  /** What the outer terminal shows before the client starts. */
  protected preamble(): string {
    return "";
  }

  async begin(): Promise<void> {
    await write(this.outer, this.preamble());
    await write(this.outer, this.renderer.begin());
  }

  /** Feeds VT input to the session, then sends and draws one frame. */
  async step(input: string, full = false): Promise<UpdateMsg> {
    await write(this.session, input);
    this.sessionWritten();
    const frame = this.source.next(full);
    await this.draw(frame);
    return frame;
  }

  async draw(frame: UpdateMsg): Promise<void> {
    this.last = this.renderer.frame(frame);
    await write(this.outer, this.last);
    this.outerWritten();
  }

  async resizeOuter(cols: number, rows: number): Promise<void> {
    this.outer.resize(cols, rows);
    this.last = this.renderer.resize(cols, rows);
    await write(this.outer, this.last);
    this.outerWritten();
  }

  /** Hook: the session terminal took input. */
  protected sessionWritten(): void {}

  /** Hook: the outer terminal took the renderer's bytes. */
  protected outerWritten(): void {}

  dispose(): void {
    this.session.dispose();
    this.outer.dispose();
  }
}
