/**
 * tmux's conditions among a config file's lines: `%if FORMAT`, `%elif
 * FORMAT`, `%else`, `%endif`. Only the lines of the branch whose format
 * is true (neither empty nor 0) run; the conditions nest. tmux decides
 * them as it parses the file; berth as it runs its lines, in order, which
 * comes to the same for a file's own lines.
 *
 * @module
 */

/** One `%if` open: whether its lines run, and whether a branch ran. */
interface Branch {
  /** The `%if` this one is inside runs its lines. */
  outer: boolean;
  /** This branch's lines run. */
  taking: boolean;
  /** A branch of this `%if` was taken already (`%elif` and `%else` skip). */
  taken: boolean;
  /** `%else` seen. */
  last: boolean;
}

/** What `ConfigConditions.step` made of a line. */
export type Step =
  | { run: true }
  | { run: false; warning?: string };

/** The conditions of one file's lines, stepped through in order. */
export class ConfigConditions {
  #open: Branch[] = [];

  /** Whether the lines here run (every `%if` around them taken). */
  get taking(): boolean {
    const top = this.#open.at(-1);
    return top === undefined || (top.outer && top.taking);
  }

  /**
   * Takes `line`: a condition is decided (`test` expands its format, when
   * it counts) and not run; another line runs when the branch it is in
   * does.
   */
  async step(
    line: string,
    test: (format: string) => Promise<boolean>,
  ): Promise<Step> {
    const m = /^%(if|elif|else|endif)(?:\s+(.*))?$/.exec(line.trim());
    if (!m) return { run: this.taking };
    const [, word, rest = ""] = m;
    const format = unquote(rest.trim());
    const top = this.#open.at(-1);
    if (word === "if") {
      const outer = this.taking;
      const taking = outer && await test(format);
      this.#open.push({ outer, taking, taken: taking, last: false });
      return { run: false };
    }
    if (top === undefined) {
      return { run: false, warning: `%${word} without %if; skipped` };
    }
    if (top.last && word !== "endif") {
      return { run: false, warning: `%${word} after %else; skipped` };
    }
    if (word === "endif") {
      this.#open.pop();
    } else if (word === "else") {
      top.taking = !top.taken;
      top.taken = true;
      top.last = true;
    } else {
      top.taking = !top.taken && top.outer && await test(format);
      top.taken ||= top.taking;
    }
    return { run: false };
  }

  /** At the file's end: one warning when an `%if` is still open. */
  end(): string | null {
    const open = this.#open.length;
    this.#open = [];
    return open === 0 ? null : `%if without %endif (${open} open at the end)`;
  }
}

/**
 * The tmux version berth's commands follow: what `#{version}` is in a
 * tmux config's `%if` (`%if #{>=:#{version},3.2}`), whose branches are
 * written for tmux's features, not berth's own version (0.x, which took
 * every such file's branch for tmux before 1.0).
 */
export const TMUX_VERSION = "3.3a";

/**
 * `format` with `#{version}` as tmux's (`TMUX_VERSION`), for a tmux
 * config's condition; `##{version}` (a `#` and the text) stays.
 */
export function asTmuxVersion(format: string): string {
  return format.replace(
    /(?<!#)((?:##)*)#\{version\}/g,
    (_all, pairs) => `${pairs}${TMUX_VERSION}`,
  );
}

// A condition's format, its quotes taken off ("..." or '...').
function unquote(text: string): string {
  const q = text[0];
  return (q === '"' || q === "'") && text.length > 1 && text.endsWith(q)
    ? text.slice(1, -1)
    : text;
}
