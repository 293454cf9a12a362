/**
 * The prompts of the status line, as tmux's: a command prompt (prefix `:`,
 * `command-prompt`) that edits one line, and a confirmation
 * (`confirm-before`) that takes one key.
 *
 * Line editing keys are tmux's (its emacs-style defaults): Left/Right,
 * Home/End and C-a/C-e move; Backspace and Delete (C-d) delete; C-u
 * deletes to the start, C-k to the end, C-w the word before the cursor;
 * Up/Down go through this client's history; Enter runs; Escape, C-c and
 * C-g cancel. Text is kept as grapheme clusters, so a wide character or
 * a letter with a combining mark is moved over and deleted whole, and
 * drawn in the cells it takes.
 *
 * @module
 */ import { charWidth } from "../../vt/width.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { splitGraphemes } from "./row_text.ts";
import { MESSAGE_STYLE } from "./status_line.ts";
/** Most lines the history keeps (tmux's prompt-history-limit is 100). */ const HISTORY_LIMIT = 100;
/** One line of text being edited, with a label before it. */ export class CommandPrompt {
  label;
  history;
  #g;
  /** The cursor, as an index into `#g`. */ #at;
  /** Where Up/Down is in the history (its length: the line being typed). */ #h;
  /** The line as typed before Up went into the history. */ #typed;
  constructor(label, text, history){
    this.label = label;
    this.history = history;
    this.#typed = "";
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
    this.#h = history.length;
  }
  /** The text typed so far. */ get text() {
    return this.#g.join("");
  }
  /** Applies one key. */ key(k) {
    switch(k.name){
      case "Enter":
        return {
          kind: "done",
          text: this.text
        };
      case "Escape":
      case "C-c":
      case "C-g":
        return {
          kind: "cancel"
        };
      case "Left":
      case "C-b":
        this.#at = Math.max(0, this.#at - 1);
        break;
      case "Right":
      case "C-f":
        this.#at = Math.min(this.#g.length, this.#at + 1);
        break;
      case "Home":
      case "C-a":
        this.#at = 0;
        break;
      case "End":
      case "C-e":
        this.#at = this.#g.length;
        break;
      case "Backspace":
      case "C-h":
        if (this.#at > 0) this.#g.splice(--this.#at, 1);
        break;
      case "Delete":
      case "C-d":
        this.#g.splice(this.#at, 1);
        break;
      case "C-u":
        this.#g.splice(0, this.#at);
        this.#at = 0;
        break;
      case "C-k":
        this.#g.splice(this.#at);
        break;
      case "C-w":
        this.#deleteWord();
        break;
      case "Up":
        this.#recall(-1);
        break;
      case "Down":
        this.#recall(1);
        break;
      case "Paste":
        this.#insert((k.text ?? "").replace(/[\r\n]+/g, " "));
        break;
      case "Tab":
        this.#insert(" ");
        break;
      default:
        if (isText(k.name)) this.#insert(k.name);
    }
    return {
      kind: "open"
    };
  }
  /** The prompt drawn `cols` wide, scrolled to keep the cursor in view. */ draw(cols) {
    const cells = [
      ...splitGraphemes(this.label),
      ...this.#g
    ];
    const cursorAt = splitGraphemes(this.label).length + this.#at;
    // Columns of each grapheme, and of the cursor.
    const xs = [];
    let x = 0;
    for (const g of cells){
      xs.push(x);
      x += width(g);
    }
    const cursorX = cursorAt < xs.length ? xs[cursorAt] : x;
    // Scroll so that the cursor (and the cell it is on) fits.
    const shift = Math.max(0, cursorX + 1 - cols);
    const row = new GridRow(cols);
    row.fill(0, cols, " ", MESSAGE_STYLE);
    for(let i = 0; i < cells.length; i++){
      const w = width(cells[i]);
      const at = xs[i] - shift;
      if (at < 0 || at + w > cols) continue;
      row.chars[at] = cells[i];
      if (w === 2) row.chars[at + 1] = WIDE_TAIL;
    }
    return {
      row,
      cursor: Math.min(cursorX - shift, cols - 1)
    };
  }
  #insert(text) {
    const before = this.#g.slice(0, this.#at).join("") + text;
    const all = splitGraphemes(before + this.#g.slice(this.#at).join(""));
    // A combining mark joins the grapheme before it: count again.
    this.#at = splitGraphemes(before).length;
    this.#g = all;
  }
  // C-w: the blanks before the cursor, then the word before them.
  #deleteWord() {
    let i = this.#at;
    while(i > 0 && this.#g[i - 1] === " ")i--;
    while(i > 0 && this.#g[i - 1] !== " ")i--;
    this.#g.splice(i, this.#at - i);
    this.#at = i;
  }
  // Up (-1) or Down (+1) through the history; past its end, the line as
  // it was typed.
  #recall(step) {
    const h = Math.max(0, Math.min(this.history.length, this.#h + step));
    if (h === this.#h) return;
    if (this.#h === this.history.length) this.#typed = this.text;
    this.#h = h;
    const text = h === this.history.length ? this.#typed : this.history[h];
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
  }
}
/** A question answered by one key: `y` says yes, any other key no. */ export class ConfirmPrompt {
  label;
  constructor(label){
    this.label = label;
  }
  key(k) {
    return k.name === "y" || k.name === "Y" ? {
      kind: "done",
      text: "y"
    } : {
      kind: "cancel"
    };
  }
  draw(cols) {
    return new CommandPrompt(this.label, "", []).draw(cols);
  }
}
/** Adds `line` to a prompt history (not twice in a row; at most 100). */ export function remember(history, line) {
  if (line.trim() === "" || history.at(-1) === line) return;
  history.push(line);
  if (history.length > HISTORY_LIMIT) history.shift();
}
// A key that types its name: one printable grapheme.
function isText(name) {
  const cp = name.codePointAt(0) ?? 0;
  if (cp < 0x20 || cp >= 0x7f && cp < 0xa0) return false;
  return splitGraphemes(name).length === 1;
}
function width(g) {
  return charWidth(g.codePointAt(0) ?? 32) === 2 ? 2 : 1;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcHJvbXB0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHByb21wdHMgb2YgdGhlIHN0YXR1cyBsaW5lLCBhcyB0bXV4J3M6IGEgY29tbWFuZCBwcm9tcHQgKHByZWZpeCBgOmAsXG4gKiBgY29tbWFuZC1wcm9tcHRgKSB0aGF0IGVkaXRzIG9uZSBsaW5lLCBhbmQgYSBjb25maXJtYXRpb25cbiAqIChgY29uZmlybS1iZWZvcmVgKSB0aGF0IHRha2VzIG9uZSBrZXkuXG4gKlxuICogTGluZSBlZGl0aW5nIGtleXMgYXJlIHRtdXgncyAoaXRzIGVtYWNzLXN0eWxlIGRlZmF1bHRzKTogTGVmdC9SaWdodCxcbiAqIEhvbWUvRW5kIGFuZCBDLWEvQy1lIG1vdmU7IEJhY2tzcGFjZSBhbmQgRGVsZXRlIChDLWQpIGRlbGV0ZTsgQy11XG4gKiBkZWxldGVzIHRvIHRoZSBzdGFydCwgQy1rIHRvIHRoZSBlbmQsIEMtdyB0aGUgd29yZCBiZWZvcmUgdGhlIGN1cnNvcjtcbiAqIFVwL0Rvd24gZ28gdGhyb3VnaCB0aGlzIGNsaWVudCdzIGhpc3Rvcnk7IEVudGVyIHJ1bnM7IEVzY2FwZSwgQy1jIGFuZFxuICogQy1nIGNhbmNlbC4gVGV4dCBpcyBrZXB0IGFzIGdyYXBoZW1lIGNsdXN0ZXJzLCBzbyBhIHdpZGUgY2hhcmFjdGVyIG9yXG4gKiBhIGxldHRlciB3aXRoIGEgY29tYmluaW5nIG1hcmsgaXMgbW92ZWQgb3ZlciBhbmQgZGVsZXRlZCB3aG9sZSwgYW5kXG4gKiBkcmF3biBpbiB0aGUgY2VsbHMgaXQgdGFrZXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNoYXJXaWR0aCB9IGZyb20gXCIuLi8uLi92dC93aWR0aC50c1wiO1xuaW1wb3J0IHR5cGUgeyBLZXkgfSBmcm9tIFwiLi9zY3JvbGxfa2V5cy50c1wiO1xuaW1wb3J0IHsgR3JpZFJvdywgV0lERV9UQUlMIH0gZnJvbSBcIi4vc2NyZWVuX2dyaWQudHNcIjtcbmltcG9ydCB7IHNwbGl0R3JhcGhlbWVzIH0gZnJvbSBcIi4vcm93X3RleHQudHNcIjtcbmltcG9ydCB7IE1FU1NBR0VfU1RZTEUgfSBmcm9tIFwiLi9zdGF0dXNfbGluZS50c1wiO1xuXG4vKiogV2hhdCBhIGtleSBkaWQgdG8gYSBwcm9tcHQuICovXG5leHBvcnQgdHlwZSBQcm9tcHRTdGVwID1cbiAgLyoqIFN0aWxsIG9wZW4gKHJlZHJhdyBpdCkuICovXG4gIHwgeyBraW5kOiBcIm9wZW5cIiB9XG4gIC8qKiBFbnRlciAob3IgdGhlIGFuc3dlciB0byBhIGNvbmZpcm1hdGlvbik6IHJ1biBgdGV4dGAuICovXG4gIHwgeyBraW5kOiBcImRvbmVcIjsgdGV4dDogc3RyaW5nIH1cbiAgfCB7IGtpbmQ6IFwiY2FuY2VsXCIgfTtcblxuLyoqIEEgcHJvbXB0IGFzIGRyYXduOiBpdHMgcm93LCBhbmQgd2hlcmUgdGhlIGN1cnNvciBnb2VzIGluIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBQcm9tcHRSb3cge1xuICByb3c6IEdyaWRSb3c7XG4gIC8qKiBUaGUgY3Vyc29yJ3MgY29sdW1uLiAqL1xuICBjdXJzb3I6IG51bWJlcjtcbn1cblxuLyoqIE1vc3QgbGluZXMgdGhlIGhpc3Rvcnkga2VlcHMgKHRtdXgncyBwcm9tcHQtaGlzdG9yeS1saW1pdCBpcyAxMDApLiAqL1xuY29uc3QgSElTVE9SWV9MSU1JVCA9IDEwMDtcblxuLyoqIE9uZSBsaW5lIG9mIHRleHQgYmVpbmcgZWRpdGVkLCB3aXRoIGEgbGFiZWwgYmVmb3JlIGl0LiAqL1xuZXhwb3J0IGNsYXNzIENvbW1hbmRQcm9tcHQge1xuICAjZzogc3RyaW5nW107XG4gIC8qKiBUaGUgY3Vyc29yLCBhcyBhbiBpbmRleCBpbnRvIGAjZ2AuICovXG4gICNhdDogbnVtYmVyO1xuICAvKiogV2hlcmUgVXAvRG93biBpcyBpbiB0aGUgaGlzdG9yeSAoaXRzIGxlbmd0aDogdGhlIGxpbmUgYmVpbmcgdHlwZWQpLiAqL1xuICAjaDogbnVtYmVyO1xuICAvKiogVGhlIGxpbmUgYXMgdHlwZWQgYmVmb3JlIFVwIHdlbnQgaW50byB0aGUgaGlzdG9yeS4gKi9cbiAgI3R5cGVkID0gXCJcIjtcblxuICBjb25zdHJ1Y3RvcihcbiAgICByZWFkb25seSBsYWJlbDogc3RyaW5nLFxuICAgIHRleHQ6IHN0cmluZyxcbiAgICByZWFkb25seSBoaXN0b3J5OiBzdHJpbmdbXSxcbiAgKSB7XG4gICAgdGhpcy4jZyA9IHNwbGl0R3JhcGhlbWVzKHRleHQpO1xuICAgIHRoaXMuI2F0ID0gdGhpcy4jZy5sZW5ndGg7XG4gICAgdGhpcy4jaCA9IGhpc3RvcnkubGVuZ3RoO1xuICB9XG5cbiAgLyoqIFRoZSB0ZXh0IHR5cGVkIHNvIGZhci4gKi9cbiAgZ2V0IHRleHQoKTogc3RyaW5nIHtcbiAgICByZXR1cm4gdGhpcy4jZy5qb2luKFwiXCIpO1xuICB9XG5cbiAgLyoqIEFwcGxpZXMgb25lIGtleS4gKi9cbiAga2V5KGs6IEtleSk6IFByb21wdFN0ZXAge1xuICAgIHN3aXRjaCAoay5uYW1lKSB7XG4gICAgICBjYXNlIFwiRW50ZXJcIjpcbiAgICAgICAgcmV0dXJuIHsga2luZDogXCJkb25lXCIsIHRleHQ6IHRoaXMudGV4dCB9O1xuICAgICAgY2FzZSBcIkVzY2FwZVwiOlxuICAgICAgY2FzZSBcIkMtY1wiOlxuICAgICAgY2FzZSBcIkMtZ1wiOlxuICAgICAgICByZXR1cm4geyBraW5kOiBcImNhbmNlbFwiIH07XG4gICAgICBjYXNlIFwiTGVmdFwiOlxuICAgICAgY2FzZSBcIkMtYlwiOlxuICAgICAgICB0aGlzLiNhdCA9IE1hdGgubWF4KDAsIHRoaXMuI2F0IC0gMSk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIlJpZ2h0XCI6XG4gICAgICBjYXNlIFwiQy1mXCI6XG4gICAgICAgIHRoaXMuI2F0ID0gTWF0aC5taW4odGhpcy4jZy5sZW5ndGgsIHRoaXMuI2F0ICsgMSk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIkhvbWVcIjpcbiAgICAgIGNhc2UgXCJDLWFcIjpcbiAgICAgICAgdGhpcy4jYXQgPSAwO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJFbmRcIjpcbiAgICAgIGNhc2UgXCJDLWVcIjpcbiAgICAgICAgdGhpcy4jYXQgPSB0aGlzLiNnLmxlbmd0aDtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiQmFja3NwYWNlXCI6XG4gICAgICBjYXNlIFwiQy1oXCI6XG4gICAgICAgIGlmICh0aGlzLiNhdCA+IDApIHRoaXMuI2cuc3BsaWNlKC0tdGhpcy4jYXQsIDEpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJEZWxldGVcIjpcbiAgICAgIGNhc2UgXCJDLWRcIjpcbiAgICAgICAgdGhpcy4jZy5zcGxpY2UodGhpcy4jYXQsIDEpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJDLXVcIjpcbiAgICAgICAgdGhpcy4jZy5zcGxpY2UoMCwgdGhpcy4jYXQpO1xuICAgICAgICB0aGlzLiNhdCA9IDA7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIkMta1wiOlxuICAgICAgICB0aGlzLiNnLnNwbGljZSh0aGlzLiNhdCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIkMtd1wiOlxuICAgICAgICB0aGlzLiNkZWxldGVXb3JkKCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIlVwXCI6XG4gICAgICAgIHRoaXMuI3JlY2FsbCgtMSk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIkRvd25cIjpcbiAgICAgICAgdGhpcy4jcmVjYWxsKDEpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJQYXN0ZVwiOlxuICAgICAgICB0aGlzLiNpbnNlcnQoKGsudGV4dCA/PyBcIlwiKS5yZXBsYWNlKC9bXFxyXFxuXSsvZywgXCIgXCIpKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiVGFiXCI6XG4gICAgICAgIHRoaXMuI2luc2VydChcIiBcIik7XG4gICAgICAgIGJyZWFrO1xuICAgICAgZGVmYXVsdDpcbiAgICAgICAgaWYgKGlzVGV4dChrLm5hbWUpKSB0aGlzLiNpbnNlcnQoay5uYW1lKTtcbiAgICB9XG4gICAgcmV0dXJuIHsga2luZDogXCJvcGVuXCIgfTtcbiAgfVxuXG4gIC8qKiBUaGUgcHJvbXB0IGRyYXduIGBjb2xzYCB3aWRlLCBzY3JvbGxlZCB0byBrZWVwIHRoZSBjdXJzb3IgaW4gdmlldy4gKi9cbiAgZHJhdyhjb2xzOiBudW1iZXIpOiBQcm9tcHRSb3cge1xuICAgIGNvbnN0IGNlbGxzID0gWy4uLnNwbGl0R3JhcGhlbWVzKHRoaXMubGFiZWwpLCAuLi50aGlzLiNnXTtcbiAgICBjb25zdCBjdXJzb3JBdCA9IHNwbGl0R3JhcGhlbWVzKHRoaXMubGFiZWwpLmxlbmd0aCArIHRoaXMuI2F0O1xuICAgIC8vIENvbHVtbnMgb2YgZWFjaCBncmFwaGVtZSwgYW5kIG9mIHRoZSBjdXJzb3IuXG4gICAgY29uc3QgeHM6IG51bWJlcltdID0gW107XG4gICAgbGV0IHggPSAwO1xuICAgIGZvciAoY29uc3QgZyBvZiBjZWxscykge1xuICAgICAgeHMucHVzaCh4KTtcbiAgICAgIHggKz0gd2lkdGgoZyk7XG4gICAgfVxuICAgIGNvbnN0IGN1cnNvclggPSBjdXJzb3JBdCA8IHhzLmxlbmd0aCA/IHhzW2N1cnNvckF0XSA6IHg7XG4gICAgLy8gU2Nyb2xsIHNvIHRoYXQgdGhlIGN1cnNvciAoYW5kIHRoZSBjZWxsIGl0IGlzIG9uKSBmaXRzLlxuICAgIGNvbnN0IHNoaWZ0ID0gTWF0aC5tYXgoMCwgY3Vyc29yWCArIDEgLSBjb2xzKTtcbiAgICBjb25zdCByb3cgPSBuZXcgR3JpZFJvdyhjb2xzKTtcbiAgICByb3cuZmlsbCgwLCBjb2xzLCBcIiBcIiwgTUVTU0FHRV9TVFlMRSk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBjZWxscy5sZW5ndGg7IGkrKykge1xuICAgICAgY29uc3QgdyA9IHdpZHRoKGNlbGxzW2ldKTtcbiAgICAgIGNvbnN0IGF0ID0geHNbaV0gLSBzaGlmdDtcbiAgICAgIGlmIChhdCA8IDAgfHwgYXQgKyB3ID4gY29scykgY29udGludWU7XG4gICAgICByb3cuY2hhcnNbYXRdID0gY2VsbHNbaV07XG4gICAgICBpZiAodyA9PT0gMikgcm93LmNoYXJzW2F0ICsgMV0gPSBXSURFX1RBSUw7XG4gICAgfVxuICAgIHJldHVybiB7IHJvdywgY3Vyc29yOiBNYXRoLm1pbihjdXJzb3JYIC0gc2hpZnQsIGNvbHMgLSAxKSB9O1xuICB9XG5cbiAgI2luc2VydCh0ZXh0OiBzdHJpbmcpOiB2b2lkIHtcbiAgICBjb25zdCBiZWZvcmUgPSB0aGlzLiNnLnNsaWNlKDAsIHRoaXMuI2F0KS5qb2luKFwiXCIpICsgdGV4dDtcbiAgICBjb25zdCBhbGwgPSBzcGxpdEdyYXBoZW1lcyhiZWZvcmUgKyB0aGlzLiNnLnNsaWNlKHRoaXMuI2F0KS5qb2luKFwiXCIpKTtcbiAgICAvLyBBIGNvbWJpbmluZyBtYXJrIGpvaW5zIHRoZSBncmFwaGVtZSBiZWZvcmUgaXQ6IGNvdW50IGFnYWluLlxuICAgIHRoaXMuI2F0ID0gc3BsaXRHcmFwaGVtZXMoYmVmb3JlKS5sZW5ndGg7XG4gICAgdGhpcy4jZyA9IGFsbDtcbiAgfVxuXG4gIC8vIEMtdzogdGhlIGJsYW5rcyBiZWZvcmUgdGhlIGN1cnNvciwgdGhlbiB0aGUgd29yZCBiZWZvcmUgdGhlbS5cbiAgI2RlbGV0ZVdvcmQoKTogdm9pZCB7XG4gICAgbGV0IGkgPSB0aGlzLiNhdDtcbiAgICB3aGlsZSAoaSA+IDAgJiYgdGhpcy4jZ1tpIC0gMV0gPT09IFwiIFwiKSBpLS07XG4gICAgd2hpbGUgKGkgPiAwICYmIHRoaXMuI2dbaSAtIDFdICE9PSBcIiBcIikgaS0tO1xuICAgIHRoaXMuI2cuc3BsaWNlKGksIHRoaXMuI2F0IC0gaSk7XG4gICAgdGhpcy4jYXQgPSBpO1xuICB9XG5cbiAgLy8gVXAgKC0xKSBvciBEb3duICgrMSkgdGhyb3VnaCB0aGUgaGlzdG9yeTsgcGFzdCBpdHMgZW5kLCB0aGUgbGluZSBhc1xuICAvLyBpdCB3YXMgdHlwZWQuXG4gICNyZWNhbGwoc3RlcDogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgaCA9IE1hdGgubWF4KDAsIE1hdGgubWluKHRoaXMuaGlzdG9yeS5sZW5ndGgsIHRoaXMuI2ggKyBzdGVwKSk7XG4gICAgaWYgKGggPT09IHRoaXMuI2gpIHJldHVybjtcbiAgICBpZiAodGhpcy4jaCA9PT0gdGhpcy5oaXN0b3J5Lmxlbmd0aCkgdGhpcy4jdHlwZWQgPSB0aGlzLnRleHQ7XG4gICAgdGhpcy4jaCA9IGg7XG4gICAgY29uc3QgdGV4dCA9IGggPT09IHRoaXMuaGlzdG9yeS5sZW5ndGggPyB0aGlzLiN0eXBlZCA6IHRoaXMuaGlzdG9yeVtoXTtcbiAgICB0aGlzLiNnID0gc3BsaXRHcmFwaGVtZXModGV4dCk7XG4gICAgdGhpcy4jYXQgPSB0aGlzLiNnLmxlbmd0aDtcbiAgfVxufVxuXG4vKiogQSBxdWVzdGlvbiBhbnN3ZXJlZCBieSBvbmUga2V5OiBgeWAgc2F5cyB5ZXMsIGFueSBvdGhlciBrZXkgbm8uICovXG5leHBvcnQgY2xhc3MgQ29uZmlybVByb21wdCB7XG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IGxhYmVsOiBzdHJpbmcpIHt9XG5cbiAga2V5KGs6IEtleSk6IFByb21wdFN0ZXAge1xuICAgIHJldHVybiBrLm5hbWUgPT09IFwieVwiIHx8IGsubmFtZSA9PT0gXCJZXCJcbiAgICAgID8geyBraW5kOiBcImRvbmVcIiwgdGV4dDogXCJ5XCIgfVxuICAgICAgOiB7IGtpbmQ6IFwiY2FuY2VsXCIgfTtcbiAgfVxuXG4gIGRyYXcoY29sczogbnVtYmVyKTogUHJvbXB0Um93IHtcbiAgICByZXR1cm4gbmV3IENvbW1hbmRQcm9tcHQodGhpcy5sYWJlbCwgXCJcIiwgW10pLmRyYXcoY29scyk7XG4gIH1cbn1cblxuLyoqIEFkZHMgYGxpbmVgIHRvIGEgcHJvbXB0IGhpc3RvcnkgKG5vdCB0d2ljZSBpbiBhIHJvdzsgYXQgbW9zdCAxMDApLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlbWVtYmVyKGhpc3Rvcnk6IHN0cmluZ1tdLCBsaW5lOiBzdHJpbmcpOiB2b2lkIHtcbiAgaWYgKGxpbmUudHJpbSgpID09PSBcIlwiIHx8IGhpc3RvcnkuYXQoLTEpID09PSBsaW5lKSByZXR1cm47XG4gIGhpc3RvcnkucHVzaChsaW5lKTtcbiAgaWYgKGhpc3RvcnkubGVuZ3RoID4gSElTVE9SWV9MSU1JVCkgaGlzdG9yeS5zaGlmdCgpO1xufVxuXG4vLyBBIGtleSB0aGF0IHR5cGVzIGl0cyBuYW1lOiBvbmUgcHJpbnRhYmxlIGdyYXBoZW1lLlxuZnVuY3Rpb24gaXNUZXh0KG5hbWU6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBjb25zdCBjcCA9IG5hbWUuY29kZVBvaW50QXQoMCkgPz8gMDtcbiAgaWYgKGNwIDwgMHgyMCB8fCAoY3AgPj0gMHg3ZiAmJiBjcCA8IDB4YTApKSByZXR1cm4gZmFsc2U7XG4gIHJldHVybiBzcGxpdEdyYXBoZW1lcyhuYW1lKS5sZW5ndGggPT09IDE7XG59XG5cbmZ1bmN0aW9uIHdpZHRoKGc6IHN0cmluZyk6IG51bWJlciB7XG4gIHJldHVybiBjaGFyV2lkdGgoZy5jb2RlUG9pbnRBdCgwKSA/PyAzMikgPT09IDIgPyAyIDogMTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUVELFNBQVMsU0FBUyxRQUFRLG9CQUFvQjtBQUU5QyxTQUFTLE9BQU8sRUFBRSxTQUFTLFFBQVEsbUJBQW1CO0FBQ3RELFNBQVMsY0FBYyxRQUFRLGdCQUFnQjtBQUMvQyxTQUFTLGFBQWEsUUFBUSxtQkFBbUI7QUFpQmpELHVFQUF1RSxHQUN2RSxNQUFNLGdCQUFnQjtBQUV0QiwyREFBMkQsR0FDM0QsT0FBTyxNQUFNOzs7RUFDWCxDQUFBLENBQUUsQ0FBVztFQUNiLHVDQUF1QyxHQUN2QyxDQUFBLEVBQUcsQ0FBUztFQUNaLHdFQUF3RSxHQUN4RSxDQUFBLENBQUUsQ0FBUztFQUNYLHVEQUF1RCxHQUN2RCxDQUFBLEtBQU0sQ0FBTTtFQUVaLFlBQ0UsQUFBUyxLQUFhLEVBQ3RCLElBQVksRUFDWixBQUFTLE9BQWlCLENBQzFCO1NBSFMsUUFBQTtTQUVBLFVBQUE7U0FMWCxDQUFBLEtBQU0sR0FBRztJQU9QLElBQUksQ0FBQyxDQUFBLENBQUUsR0FBRyxlQUFlO0lBQ3pCLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsTUFBTTtJQUN6QixJQUFJLENBQUMsQ0FBQSxDQUFFLEdBQUcsUUFBUSxNQUFNO0VBQzFCO0VBRUEsMkJBQTJCLEdBQzNCLElBQUksT0FBZTtJQUNqQixPQUFPLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxJQUFJLENBQUM7RUFDdEI7RUFFQSxxQkFBcUIsR0FDckIsSUFBSSxDQUFNLEVBQWM7SUFDdEIsT0FBUSxFQUFFLElBQUk7TUFDWixLQUFLO1FBQ0gsT0FBTztVQUFFLE1BQU07VUFBUSxNQUFNLElBQUksQ0FBQyxJQUFJO1FBQUM7TUFDekMsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO1FBQ0gsT0FBTztVQUFFLE1BQU07UUFBUztNQUMxQixLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRyxLQUFLLEdBQUcsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRztRQUNsQztNQUNGLEtBQUs7TUFDTCxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHO1FBQy9DO01BQ0YsS0FBSztNQUNMLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7UUFDWDtNQUNGLEtBQUs7TUFDTCxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNO1FBQ3pCO01BQ0YsS0FBSztNQUNMLEtBQUs7UUFDSCxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNLENBQUMsRUFBRSxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUU7UUFDN0M7TUFDRixLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUFFO1FBQ3pCO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxFQUFHO1FBQzFCLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRztRQUNYO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLENBQUUsQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsRUFBRztRQUN2QjtNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxVQUFXO1FBQ2hCO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxDQUFDO1FBQ2Q7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO1FBQ2I7TUFDRixLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLENBQUMsRUFBRSxJQUFJLElBQUksRUFBRSxFQUFFLE9BQU8sQ0FBQyxZQUFZO1FBQ2hEO01BQ0YsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztRQUNiO01BQ0Y7UUFDRSxJQUFJLE9BQU8sRUFBRSxJQUFJLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEVBQUUsSUFBSTtJQUMzQztJQUNBLE9BQU87TUFBRSxNQUFNO0lBQU87RUFDeEI7RUFFQSx1RUFBdUUsR0FDdkUsS0FBSyxJQUFZLEVBQWE7SUFDNUIsTUFBTSxRQUFRO1NBQUksZUFBZSxJQUFJLENBQUMsS0FBSztTQUFNLElBQUksQ0FBQyxDQUFBLENBQUU7S0FBQztJQUN6RCxNQUFNLFdBQVcsZUFBZSxJQUFJLENBQUMsS0FBSyxFQUFFLE1BQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxFQUFHO0lBQzdELCtDQUErQztJQUMvQyxNQUFNLEtBQWUsRUFBRTtJQUN2QixJQUFJLElBQUk7SUFDUixLQUFLLE1BQU0sS0FBSyxNQUFPO01BQ3JCLEdBQUcsSUFBSSxDQUFDO01BQ1IsS0FBSyxNQUFNO0lBQ2I7SUFDQSxNQUFNLFVBQVUsV0FBVyxHQUFHLE1BQU0sR0FBRyxFQUFFLENBQUMsU0FBUyxHQUFHO0lBQ3RELDBEQUEwRDtJQUMxRCxNQUFNLFFBQVEsS0FBSyxHQUFHLENBQUMsR0FBRyxVQUFVLElBQUk7SUFDeEMsTUFBTSxNQUFNLElBQUksUUFBUTtJQUN4QixJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sS0FBSztJQUN2QixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxNQUFNLEVBQUUsSUFBSztNQUNyQyxNQUFNLElBQUksTUFBTSxLQUFLLENBQUMsRUFBRTtNQUN4QixNQUFNLEtBQUssRUFBRSxDQUFDLEVBQUUsR0FBRztNQUNuQixJQUFJLEtBQUssS0FBSyxLQUFLLElBQUksTUFBTTtNQUM3QixJQUFJLEtBQUssQ0FBQyxHQUFHLEdBQUcsS0FBSyxDQUFDLEVBQUU7TUFDeEIsSUFBSSxNQUFNLEdBQUcsSUFBSSxLQUFLLENBQUMsS0FBSyxFQUFFLEdBQUc7SUFDbkM7SUFDQSxPQUFPO01BQUU7TUFBSyxRQUFRLEtBQUssR0FBRyxDQUFDLFVBQVUsT0FBTyxPQUFPO0lBQUc7RUFDNUQ7RUFFQSxDQUFBLE1BQU8sQ0FBQyxJQUFZO0lBQ2xCLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxDQUFFLENBQUMsS0FBSyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUFFLElBQUksQ0FBQyxNQUFNO0lBQ3JELE1BQU0sTUFBTSxlQUFlLFNBQVMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUUsSUFBSSxDQUFDO0lBQ2pFLDhEQUE4RDtJQUM5RCxJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUcsZUFBZSxRQUFRLE1BQU07SUFDeEMsSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHO0VBQ1o7RUFFQSxnRUFBZ0U7RUFDaEUsQ0FBQSxVQUFXO0lBQ1QsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLEVBQUc7SUFDaEIsTUFBTyxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxLQUFLLElBQUs7SUFDeEMsTUFBTyxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLElBQUksRUFBRSxLQUFLLElBQUs7SUFDeEMsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLE1BQU0sQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFBLEVBQUcsR0FBRztJQUM3QixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUc7RUFDYjtFQUVBLHNFQUFzRTtFQUN0RSxnQkFBZ0I7RUFDaEIsQ0FBQSxNQUFPLENBQUMsSUFBWTtJQUNsQixNQUFNLElBQUksS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxDQUFFLEdBQUc7SUFDOUQsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLENBQUUsRUFBRTtJQUNuQixJQUFJLElBQUksQ0FBQyxDQUFBLENBQUUsS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxDQUFDLElBQUk7SUFDNUQsSUFBSSxDQUFDLENBQUEsQ0FBRSxHQUFHO0lBQ1YsTUFBTSxPQUFPLE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksQ0FBQyxPQUFPLENBQUMsRUFBRTtJQUN0RSxJQUFJLENBQUMsQ0FBQSxDQUFFLEdBQUcsZUFBZTtJQUN6QixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsQ0FBRSxDQUFDLE1BQU07RUFDM0I7QUFDRjtBQUVBLG9FQUFvRSxHQUNwRSxPQUFPLE1BQU07O0VBQ1gsWUFBWSxBQUFTLEtBQWEsQ0FBRTtTQUFmLFFBQUE7RUFBZ0I7RUFFckMsSUFBSSxDQUFNLEVBQWM7SUFDdEIsT0FBTyxFQUFFLElBQUksS0FBSyxPQUFPLEVBQUUsSUFBSSxLQUFLLE1BQ2hDO01BQUUsTUFBTTtNQUFRLE1BQU07SUFBSSxJQUMxQjtNQUFFLE1BQU07SUFBUztFQUN2QjtFQUVBLEtBQUssSUFBWSxFQUFhO0lBQzVCLE9BQU8sSUFBSSxjQUFjLElBQUksQ0FBQyxLQUFLLEVBQUUsSUFBSSxFQUFFLEVBQUUsSUFBSSxDQUFDO0VBQ3BEO0FBQ0Y7QUFFQSx1RUFBdUUsR0FDdkUsT0FBTyxTQUFTLFNBQVMsT0FBaUIsRUFBRSxJQUFZO0VBQ3RELElBQUksS0FBSyxJQUFJLE9BQU8sTUFBTSxRQUFRLEVBQUUsQ0FBQyxDQUFDLE9BQU8sTUFBTTtFQUNuRCxRQUFRLElBQUksQ0FBQztFQUNiLElBQUksUUFBUSxNQUFNLEdBQUcsZUFBZSxRQUFRLEtBQUs7QUFDbkQ7QUFFQSxxREFBcUQ7QUFDckQsU0FBUyxPQUFPLElBQVk7RUFDMUIsTUFBTSxLQUFLLEtBQUssV0FBVyxDQUFDLE1BQU07RUFDbEMsSUFBSSxLQUFLLFFBQVMsTUFBTSxRQUFRLEtBQUssTUFBTyxPQUFPO0VBQ25ELE9BQU8sZUFBZSxNQUFNLE1BQU0sS0FBSztBQUN6QztBQUVBLFNBQVMsTUFBTSxDQUFTO0VBQ3RCLE9BQU8sVUFBVSxFQUFFLFdBQVcsQ0FBQyxNQUFNLFFBQVEsSUFBSSxJQUFJO0FBQ3ZEIn0=
// denoCacheMetadata=3736248829108367101,5845562997509572748