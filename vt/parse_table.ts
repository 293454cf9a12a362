/**
 * The parser's transition table: the DEC/ANSI state machine of Paul
 * Williams, "A parser for DEC's ANSI-compatible video terminals"
 * (https://vt100.net/emu/dec_ansi_parser), as one `Uint16Array` indexed by
 * `state << 8 | byte`. Each entry is `action << 8 | ENTER | next`.
 *
 * Entry and exit actions are not in the table: the parser runs them when a
 * transition carries `ENTER` (clear on ESCAPE, CSI_ENTRY and DCS_ENTRY,
 * osc_start on OSC_STRING, hook on DCS_PASSTHROUGH) or leaves OSC_STRING
 * (osc_end) or DCS_PASSTHROUGH (unhook).
 *
 * Deliberate deviations from the diagram:
 *
 * - Colon (0x3A) is a subparameter separator (`CSI 38:2::255:0:0 m`), not a
 *   reason to ignore the sequence.
 * - The stream is UTF-8. In GROUND the parser decodes before it looks at the
 *   table, so raw bytes 0x80-0xFF never reach GROUND; a decoded C1 code
 *   point (U+0080-U+009F) is fed to the table as the byte of the same value.
 *   In OSC_STRING and DCS_PASSTHROUGH raw bytes 0x80-0xFF are string
 *   content (UTF-8 text), so a UTF-8 encoded U+009C does not end them; only
 *   BEL, ESC \, CAN and SUB do. In the other string states they are ignored.
 * - BEL ends an OSC string (xterm).
 * - `ESC k` starts a string as `ESC ]` does (GNU screen's window name,
 *   tmux's rename string, which ST ends): the parser puts a NUL byte,
 *   which no OSC string holds, before its text, so that the OSC handler
 *   tells it apart (`parser.ts`).
 * - DEL (0x7F) is ignored in GROUND.
 *
 * The table and the fast paths in `parser.ts` (printable runs, UTF-8 runs,
 * OSC and DCS string runs) must change together.
 *
 * @module
 */

/** Parser states. */
export const GROUND = 0;
export const ESCAPE = 1;
export const ESCAPE_INTERMEDIATE = 2;
export const CSI_ENTRY = 3;
export const CSI_PARAM = 4;
export const CSI_INTERMEDIATE = 5;
export const CSI_IGNORE = 6;
export const DCS_ENTRY = 7;
export const DCS_PARAM = 8;
export const DCS_INTERMEDIATE = 9;
export const DCS_PASSTHROUGH = 10;
export const DCS_IGNORE = 11;
export const OSC_STRING = 12;
export const SOS_PM_APC_STRING = 13;
const STATE_COUNT = 14;

/** Transition actions. */
export const A_IGNORE = 0;
export const A_PRINT = 1;
export const A_EXECUTE = 2;
export const A_COLLECT = 3;
export const A_PARAM = 4;
export const A_ESC_DISPATCH = 5;
export const A_CSI_DISPATCH = 6;
export const A_PUT = 7;
export const A_OSC_PUT = 8;

/** Entry flag: run the entry action of the next state. */
export const ENTER = 0x80;
/** Mask of the next state in an entry. */
export const STATE_MASK = 0x0f;
const UNSET = 0xffff;

/** Builds the table, refusing any transition defined twice. */
function buildTable(): Uint16Array {
  const table = new Uint16Array(STATE_COUNT << 8).fill(UNSET);

  const add = (
    state: number,
    byte: number,
    action: number,
    next: number,
    enter: boolean,
  ) => {
    const i = state << 8 | byte;
    if (table[i] !== UNSET) {
      throw new Error(`duplicate transition ${state}/${byte.toString(16)}`);
    }
    table[i] = action << 8 | (enter ? ENTER : 0) | next;
  };
  const range = (
    state: number,
    from: number,
    to: number,
    action: number,
    next = state,
    enter = false,
  ) => {
    for (let b = from; b <= to; b++) add(state, b, action, next, enter);
  };
  const c0 = (state: number, action: number) => {
    range(state, 0x00, 0x17, action);
    add(state, 0x19, action, state, false);
    range(state, 0x1c, 0x1f, action);
  };
  // "Anywhere" transitions: CAN, SUB and ESC from every state.
  const anywhere = (state: number) => {
    add(state, 0x18, A_EXECUTE, GROUND, true);
    add(state, 0x1a, A_EXECUTE, GROUND, true);
    add(state, 0x1b, A_IGNORE, ESCAPE, true);
  };
  // C1 controls (decoded in GROUND, raw in the sequence states).
  const c1 = (state: number) => {
    range(state, 0x80, 0x8f, A_EXECUTE, GROUND, true);
    add(state, 0x90, A_IGNORE, DCS_ENTRY, true);
    range(state, 0x91, 0x97, A_EXECUTE, GROUND, true);
    add(state, 0x98, A_IGNORE, SOS_PM_APC_STRING, true);
    range(state, 0x99, 0x9a, A_EXECUTE, GROUND, true);
    add(state, 0x9b, A_IGNORE, CSI_ENTRY, true);
    add(state, 0x9c, A_IGNORE, GROUND, true);
    add(state, 0x9d, A_IGNORE, OSC_STRING, true);
    range(state, 0x9e, 0x9f, A_IGNORE, SOS_PM_APC_STRING, true);
  };

  for (let s = 0; s < STATE_COUNT; s++) anywhere(s);

  // GROUND
  c0(GROUND, A_EXECUTE);
  range(GROUND, 0x20, 0x7e, A_PRINT);
  add(GROUND, 0x7f, A_IGNORE, GROUND, false);
  c1(GROUND);
  range(GROUND, 0xa0, 0xff, A_PRINT);

  // ESCAPE
  c0(ESCAPE, A_EXECUTE);
  range(ESCAPE, 0x20, 0x2f, A_COLLECT, ESCAPE_INTERMEDIATE, true);
  range(ESCAPE, 0x30, 0x4f, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE, 0x50, A_IGNORE, DCS_ENTRY, true);
  range(ESCAPE, 0x51, 0x57, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE, 0x58, A_IGNORE, SOS_PM_APC_STRING, true);
  range(ESCAPE, 0x59, 0x5a, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE, 0x5b, A_IGNORE, CSI_ENTRY, true);
  add(ESCAPE, 0x5c, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE, 0x5d, A_IGNORE, OSC_STRING, true);
  range(ESCAPE, 0x5e, 0x5f, A_IGNORE, SOS_PM_APC_STRING, true);
  range(ESCAPE, 0x60, 0x6a, A_ESC_DISPATCH, GROUND, true);
  // ESC k: screen's window name, a string as an OSC's (see the top).
  add(ESCAPE, 0x6b, A_IGNORE, OSC_STRING, true);
  range(ESCAPE, 0x6c, 0x7e, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE, 0x7f, A_IGNORE, ESCAPE, false);
  c1(ESCAPE);
  range(ESCAPE, 0xa0, 0xff, A_IGNORE);

  // ESCAPE_INTERMEDIATE
  c0(ESCAPE_INTERMEDIATE, A_EXECUTE);
  range(ESCAPE_INTERMEDIATE, 0x20, 0x2f, A_COLLECT);
  range(ESCAPE_INTERMEDIATE, 0x30, 0x7e, A_ESC_DISPATCH, GROUND, true);
  add(ESCAPE_INTERMEDIATE, 0x7f, A_IGNORE, ESCAPE_INTERMEDIATE, false);
  c1(ESCAPE_INTERMEDIATE);
  range(ESCAPE_INTERMEDIATE, 0xa0, 0xff, A_IGNORE);

  // CSI_ENTRY
  c0(CSI_ENTRY, A_EXECUTE);
  range(CSI_ENTRY, 0x20, 0x2f, A_COLLECT, CSI_INTERMEDIATE, true);
  range(CSI_ENTRY, 0x30, 0x3b, A_PARAM, CSI_PARAM, true);
  range(CSI_ENTRY, 0x3c, 0x3f, A_COLLECT, CSI_PARAM, true);
  range(CSI_ENTRY, 0x40, 0x7e, A_CSI_DISPATCH, GROUND, true);
  add(CSI_ENTRY, 0x7f, A_IGNORE, CSI_ENTRY, false);
  c1(CSI_ENTRY);
  range(CSI_ENTRY, 0xa0, 0xff, A_IGNORE);

  // CSI_PARAM
  c0(CSI_PARAM, A_EXECUTE);
  range(CSI_PARAM, 0x20, 0x2f, A_COLLECT, CSI_INTERMEDIATE, true);
  range(CSI_PARAM, 0x30, 0x3b, A_PARAM);
  range(CSI_PARAM, 0x3c, 0x3f, A_IGNORE, CSI_IGNORE, true);
  range(CSI_PARAM, 0x40, 0x7e, A_CSI_DISPATCH, GROUND, true);
  add(CSI_PARAM, 0x7f, A_IGNORE, CSI_PARAM, false);
  c1(CSI_PARAM);
  range(CSI_PARAM, 0xa0, 0xff, A_IGNORE);

  // CSI_INTERMEDIATE
  c0(CSI_INTERMEDIATE, A_EXECUTE);
  range(CSI_INTERMEDIATE, 0x20, 0x2f, A_COLLECT);
  range(CSI_INTERMEDIATE, 0x30, 0x3f, A_IGNORE, CSI_IGNORE, true);
  range(CSI_INTERMEDIATE, 0x40, 0x7e, A_CSI_DISPATCH, GROUND, true);
  add(CSI_INTERMEDIATE, 0x7f, A_IGNORE, CSI_INTERMEDIATE, false);
  c1(CSI_INTERMEDIATE);
  range(CSI_INTERMEDIATE, 0xa0, 0xff, A_IGNORE);

  // CSI_IGNORE
  c0(CSI_IGNORE, A_EXECUTE);
  range(CSI_IGNORE, 0x20, 0x3f, A_IGNORE);
  range(CSI_IGNORE, 0x40, 0x7e, A_IGNORE, GROUND, true);
  add(CSI_IGNORE, 0x7f, A_IGNORE, CSI_IGNORE, false);
  c1(CSI_IGNORE);
  range(CSI_IGNORE, 0xa0, 0xff, A_IGNORE);

  // DCS_ENTRY
  c0(DCS_ENTRY, A_IGNORE);
  range(DCS_ENTRY, 0x20, 0x2f, A_COLLECT, DCS_INTERMEDIATE, true);
  range(DCS_ENTRY, 0x30, 0x3b, A_PARAM, DCS_PARAM, true);
  range(DCS_ENTRY, 0x3c, 0x3f, A_COLLECT, DCS_PARAM, true);
  range(DCS_ENTRY, 0x40, 0x7e, A_IGNORE, DCS_PASSTHROUGH, true);
  add(DCS_ENTRY, 0x7f, A_IGNORE, DCS_ENTRY, false);
  c1(DCS_ENTRY);
  range(DCS_ENTRY, 0xa0, 0xff, A_IGNORE);

  // DCS_PARAM
  c0(DCS_PARAM, A_IGNORE);
  range(DCS_PARAM, 0x20, 0x2f, A_COLLECT, DCS_INTERMEDIATE, true);
  range(DCS_PARAM, 0x30, 0x3b, A_PARAM);
  range(DCS_PARAM, 0x3c, 0x3f, A_IGNORE, DCS_IGNORE, true);
  range(DCS_PARAM, 0x40, 0x7e, A_IGNORE, DCS_PASSTHROUGH, true);
  add(DCS_PARAM, 0x7f, A_IGNORE, DCS_PARAM, false);
  c1(DCS_PARAM);
  range(DCS_PARAM, 0xa0, 0xff, A_IGNORE);

  // DCS_INTERMEDIATE
  c0(DCS_INTERMEDIATE, A_IGNORE);
  range(DCS_INTERMEDIATE, 0x20, 0x2f, A_COLLECT);
  range(DCS_INTERMEDIATE, 0x30, 0x3f, A_IGNORE, DCS_IGNORE, true);
  range(DCS_INTERMEDIATE, 0x40, 0x7e, A_IGNORE, DCS_PASSTHROUGH, true);
  add(DCS_INTERMEDIATE, 0x7f, A_IGNORE, DCS_INTERMEDIATE, false);
  c1(DCS_INTERMEDIATE);
  range(DCS_INTERMEDIATE, 0xa0, 0xff, A_IGNORE);

  // DCS_PASSTHROUGH: everything but the terminators is data.
  c0(DCS_PASSTHROUGH, A_PUT);
  range(DCS_PASSTHROUGH, 0x20, 0x7e, A_PUT);
  add(DCS_PASSTHROUGH, 0x7f, A_IGNORE, DCS_PASSTHROUGH, false);
  range(DCS_PASSTHROUGH, 0x80, 0xff, A_PUT);

  // DCS_IGNORE
  c0(DCS_IGNORE, A_IGNORE);
  range(DCS_IGNORE, 0x20, 0xff, A_IGNORE);

  // OSC_STRING: BEL ends it (xterm); other C0 controls are ignored.
  range(OSC_STRING, 0x00, 0x06, A_IGNORE);
  add(OSC_STRING, 0x07, A_IGNORE, GROUND, true);
  range(OSC_STRING, 0x08, 0x17, A_IGNORE);
  add(OSC_STRING, 0x19, A_IGNORE, OSC_STRING, false);
  range(OSC_STRING, 0x1c, 0x1f, A_IGNORE);
  range(OSC_STRING, 0x20, 0xff, A_OSC_PUT);

  // SOS_PM_APC_STRING: consumed and ignored.
  c0(SOS_PM_APC_STRING, A_IGNORE);
  range(SOS_PM_APC_STRING, 0x20, 0xff, A_IGNORE);

  for (let i = 0; i < table.length; i++) {
    if (table[i] === UNSET) {
      throw new Error(`missing transition ${i >> 8}/${(i & 255).toString(16)}`);
    }
  }
  return table;
}

/** `TABLE[state << 8 | byte]` is `action << 8 | ENTER? | next`. */
export const TABLE: Uint16Array = buildTable();
