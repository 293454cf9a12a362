/**
 * `@xterm/headless` as a test oracle: the same bytes through both engines,
 * the screens compared on text, cell widths, cursor and main attributes.
 *
 * @module
 */

import xterm from "@xterm/headless";
import { Terminal } from "../../vt/mod.ts";

/** What is compared of one cell. */
interface Cell {
  ch: string;
  width: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  inverse: boolean;
  fg: number | string | null;
  bg: number | string | null;
}

interface Screen {
  lines: string[];
  cells: Cell[][];
  cursor: { x: number; y: number };
}

interface XtermCore {
  writeSync(data: Uint8Array): void;
}

function hex(v: number): string {
  return "#" + v.toString(16).padStart(6, "0");
}

/** The screen @xterm/headless shows after `data`. */
export function xtermScreen(
  data: Uint8Array,
  cols: number,
  rows: number,
): Screen {
  const t = new xterm.Terminal({
    cols,
    rows,
    scrollback: 1000,
    allowProposedApi: true,
    logLevel: "off",
  });
  try {
    // writeSync parses at once; write() would schedule timers.
    (t as unknown as { _core: XtermCore })._core.writeSync(data);
    const b = t.buffer.active;
    const lines: string[] = [];
    const cells: Cell[][] = [];
    for (let y = 0; y < rows; y++) {
      const line = b.getLine(b.baseY + y)!;
      lines.push(line.translateToString(true));
      const row: Cell[] = [];
      for (let x = 0; x < cols; x++) {
        const c = line.getCell(x)!;
        row.push({
          ch: c.getChars(),
          width: c.getWidth(),
          bold: c.isBold() !== 0,
          italic: c.isItalic() !== 0,
          underline: c.isUnderline() !== 0,
          inverse: c.isInverse() !== 0,
          fg: c.isFgDefault()
            ? null
            : c.isFgRGB()
            ? hex(c.getFgColor())
            : c.getFgColor(),
          bg: c.isBgDefault()
            ? null
            : c.isBgRGB()
            ? hex(c.getBgColor())
            : c.getBgColor(),
        });
      }
      // xterm.js can leave the right half of a wide character with no
      // left half (ICH or DCH on a right half moves it): a bug, counted
      // here as the blank cell it shows as.
      for (let x = 0; x < cols; x++) {
        if (row[x].width === 0 && (x === 0 || row[x - 1].width !== 2)) {
          row[x].width = 1;
        }
      }
      cells.push(row);
    }
    // xterm.js keeps a pending wrap as x === cols.
    return {
      lines,
      cells,
      cursor: { x: Math.min(b.cursorX, cols - 1), y: b.cursorY },
    };
  } finally {
    t.dispose();
  }
}

/** The screen berth shows after `data`. */
export function berthScreen(
  data: Uint8Array,
  cols: number,
  rows: number,
): Screen {
  const t = new Terminal({ cols, rows, scrollback: 1000 });
  t.write(data);
  const lines: string[] = [];
  const cells: Cell[][] = [];
  for (let y = 0; y < rows; y++) {
    lines.push(t.lineText(y));
    cells.push(
      t.rowCells(y).map((c) => ({
        ch: c.ch,
        width: c.width,
        bold: c.bold,
        italic: c.italic,
        underline: c.underline !== "none",
        inverse: c.inverse,
        fg: c.fg,
        bg: c.bg,
      })),
    );
  }
  const c = t.cursor();
  return { lines, cells, cursor: { x: c.x, y: c.y } };
}

const ATTRS = ["bold", "italic", "underline", "inverse", "fg", "bg"] as const;

/** Differences between the two screens, one line each ([] when equal). */
export function differences(
  data: Uint8Array,
  cols: number,
  rows: number,
): string[] {
  const a = berthScreen(data, cols, rows);
  const b = xtermScreen(data, cols, rows);
  const out: string[] = [];
  for (let y = 0; y < rows; y++) {
    if (a.lines[y].trimEnd() !== b.lines[y].trimEnd()) {
      out.push(
        `row ${y} text: berth ${JSON.stringify(a.lines[y])}, xterm.js ${
          JSON.stringify(b.lines[y])
        }`,
      );
      continue;
    }
    for (let x = 0; x < cols; x++) {
      const p = a.cells[y][x];
      const q = b.cells[y][x];
      const pc = p.ch === " " ? "" : p.ch;
      const qc = q.ch === " " ? "" : q.ch;
      if (p.width !== q.width || pc !== qc) {
        out.push(
          `cell ${x},${y}: berth ${JSON.stringify(p)}, xterm.js ${
            JSON.stringify(q)
          }`,
        );
        break;
      }
      const attr = ATTRS.find((k) => p[k] !== q[k]);
      if (attr !== undefined) {
        out.push(
          `cell ${x},${y} ${attr}: berth ${JSON.stringify(p[attr])}, xterm.js ${
            JSON.stringify(q[attr])
          }`,
        );
        break;
      }
    }
  }
  if (a.cursor.x !== b.cursor.x || a.cursor.y !== b.cursor.y) {
    out.push(
      `cursor: berth ${JSON.stringify(a.cursor)}, xterm.js ${
        JSON.stringify(b.cursor)
      }`,
    );
  }
  return out;
}
