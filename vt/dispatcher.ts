/**
 * The parser's handler: routes parsed actions to the screen and to the
 * `dispatch_*.ts` handlers. Kept apart from `Terminal` so that the public
 * class does not grow parser callbacks.
 *
 * @module
 */

import { dispatchCsi } from "./dispatch_csi.ts";
import { dcsHook, dcsPut, dcsUnhook } from "./dispatch_dcs.ts";
import { dispatchEsc, executeControl } from "./dispatch_esc.ts";
import { dispatchOsc } from "./dispatch_osc.ts";
import type { Params } from "./params.ts";
import type { ParserHandler } from "./parser.ts";
import { applySgr } from "./sgr.ts";
import type { Screen } from "./screen.ts";
import type { VtState } from "./state.ts";

/** Implements `ParserHandler` over a `VtState`. */
export class Dispatcher implements ParserHandler {
  readonly #screen: Screen;

  constructor(readonly st: VtState, readonly reset: () => void) {
    this.#screen = st.screen;
  }

  printAscii(data: Uint8Array, start: number, end: number): number {
    return this.#screen.printAscii(data, start, end);
  }

  printUtf8(data: Uint8Array, start: number, end: number): number {
    return this.#screen.printUtf8(data, start, end);
  }

  printCodepoints(cps: Uint32Array, count: number): void {
    this.#screen.printCodepoints(cps, count);
  }

  // REP repeats only a character printed right before it (xterm): any
  // control or other sequence in between forgets it.

  execute(code: number): void {
    this.#screen.lastCp = 0;
    executeControl(this.st, code);
  }

  escDispatch(collect: number, final: number): void {
    this.#screen.lastCp = 0;
    dispatchEsc(this.st, collect, final, this.reset);
  }

  csiDispatch(collect: number, final: number, params: Params): void {
    // SGR is most of the sequences in coloured output: straight there.
    if (final === 0x6d && collect === 0) {
      this.#screen.lastCp = 0;
      applySgr(this.#screen, params);
      return;
    }
    if (final !== 0x62 || collect !== 0) this.#screen.lastCp = 0;
    dispatchCsi(this.st, collect, final, params);
  }

  oscDispatch(data: Uint8Array, length: number, bel: boolean): void {
    this.#screen.lastCp = 0;
    dispatchOsc(this.st, data, length, bel);
  }

  dcsHook(collect: number, final: number, params: Params): void {
    this.#screen.lastCp = 0;
    dcsHook(this.st, collect, final, params);
  }

  dcsPut(data: Uint8Array, start: number, end: number): void {
    dcsPut(this.st, data, start, end);
  }

  dcsUnhook(abort: boolean): void {
    dcsUnhook(this.st, abort);
  }
}
