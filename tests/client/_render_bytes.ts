/**
 * Measures how many bytes the renderer writes for typical sessions, and
 * checks each result against a headless outer terminal. Not a test: run
 * `deno run -A tests/client/_render_bytes.ts`.
 *
 * @module
 */

import { Renderer } from "../../client/attach/renderer.ts";
import {
  expectedKeys,
  newTerm,
  screenKeys,
  UpdateSource,
  write,
} from "./_xterm_oracle.ts";

interface Workload {
  name: string;
  /** VT input chunks; one frame is taken after each. */
  chunks: string[];
}

const WORDS = "the quick brown fox jumps over a lazy dog while berth draws"
  .split(" ");

function prose(i: number, width: number): string {
  let line = `${i}:`;
  for (let w = i; line.length < width; w += 7) {
    line += " " + WORDS[w % WORDS.length];
  }
  return line.slice(0, width);
}

function workloads(): Workload[] {
  const catLines: string[] = [];
  for (let i = 0; i < 2000; i++) {
    catLines.push(prose(i, 20 + (i * 37) % 58) + "\r\n");
  }
  const cat5 = [];
  for (let i = 0; i < catLines.length; i += 5) {
    cat5.push(catLines.slice(i, i + 5).join(""));
  }
  const typing = ["$ "];
  for (const ch of "git commit -m 'render fewer bytes'") typing.push(ch);
  const top: string[] = ["\x1b[2J"];
  for (let f = 0; f < 200; f++) {
    let s = `\x1b[H\x1b[1;37;44m top - frame ${f} load ${
      (f * 7) % 100
    }%\x1b[K\x1b[m`;
    for (let r = 2; r <= 24; r++) {
      const cpu = ((f * 13 + r * 7) % 1000) / 10;
      s += `\x1b[${r};1H${String(1000 + r).padEnd(8)}user    ` +
        `${cpu < 50 ? "\x1b[32m" : "\x1b[31m"}${
          cpu.toFixed(1).padStart(5)
        }\x1b[m  /usr/bin/proc${r}\x1b[K`;
    }
    top.push(s);
  }
  const vim: string[] = [];
  const code = (i: number) =>
    `\x1b[33m${
      String(i).padStart(4)
    } \x1b[m\x1b[35mconst\x1b[m x${i} = \x1b[32m"${prose(i, 30)}"\x1b[m;`;
  let screen = "\x1b[?1049h\x1b[H\x1b[2J";
  for (let i = 1; i <= 23; i++) screen += `\x1b[${i};1H${code(i)}`;
  vim.push(screen + "\x1b[24;1H\x1b[7m main.ts  line 1 \x1b[K\x1b[m");
  for (let top = 2; top < 200; top++) {
    // Scroll the text area by one line (scroll region 1..23) and redraw
    // the status line, as vim does for Ctrl-E.
    vim.push(
      `\x1b[1;23r\x1b[23;1H\n${code(top + 22)}\x1b[r` +
        `\x1b[24;1H\x1b[7m main.ts  line ${top} \x1b[K\x1b[m`,
    );
  }
  return [
    { name: "cat, 5 lines a frame", chunks: cat5 },
    { name: "cat, 1 line a frame", chunks: catLines.slice(0, 500) },
    { name: "typing at a prompt", chunks: typing },
    { name: "top-like refresh", chunks: top },
    { name: "vim-like scroll", chunks: vim },
  ];
}

async function measure(w: Workload, cols: number, rows: number) {
  const session = newTerm(80, 24), outer = newTerm(cols, rows);
  const source = new UpdateSource(session);
  const renderer = new Renderer(cols, rows);
  let input = 0, output = 0;
  await write(outer, renderer.begin());
  for (const chunk of w.chunks) {
    input += new TextEncoder().encode(chunk).length;
    await write(session, chunk);
    const bytes = renderer.frame(source.next());
    output += bytes.length;
    await write(outer, bytes);
  }
  const ok = JSON.stringify(screenKeys(outer)) ===
    JSON.stringify(expectedKeys(session, cols, rows));
  session.dispose();
  outer.dispose();
  return { input, output, ok, frames: w.chunks.length };
}

for (const w of workloads()) {
  for (const [cols, rows] of [[80, 24]]) {
    const r = await measure(w, cols, rows);
    console.log(
      `${w.name.padEnd(24)} ${cols}x${rows}: ${r.frames} frames, ` +
        `session input ${r.input} B, renderer output ${r.output} B ` +
        `(${(r.output / r.frames).toFixed(0)} B/frame)${
          r.ok ? "" : " MISMATCH"
        }`,
    );
  }
}
