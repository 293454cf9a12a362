/**
 * `berth __upgrade-check [FILE]`: the new code's side of a live upgrade's
 * checks (`upgrade.ts`), run by the old daemon before it execs. Prints one
 * line of JSON (this berth's version, protocol and state version) and
 * exits 0 when it loads and, given FILE, reads that state file whole;
 * else says why on stderr, in one line, and exits 1.
 *
 * Without FILE (the probe), its line says `stateOnStdin`: it then reads
 * the state file's path from stdin and checks that file as FILE would,
 * with a second line, so that one start of the new program serves both
 * checks (a Deno start is 0.1 s of CPU, and the second check runs while
 * every session is frozen). End of input instead (an older daemon gives
 * it none, or gives up on the upgrade): it exits 0 after the first line.
 *
 * The probe (no FILE) also loads the new daemon's modules and its
 * workers', without running them: from their bundles when the daemon
 * will start from them (`client/bundle/`, given as `bundles`; one that
 * does not load is passed over, as `main.ts` does), else from the
 * source. For two reasons. A daemon module that does not load is
 * refused here, before any session is frozen: found only
 * after the exec, it killed the daemon and every session. And the new
 * daemon then starts on Deno's caches warmed: a process that is the first
 * to load a module after it changed (a `git pull`) parses and compiles it
 * itself and keeps what that touched, so a daemon upgraded onto new code
 * held 13 MB more for good (1 session, VmRSS 4 s after: 94.3 94.4 94.3 MB,
 * with the probe warming 81.4 81.4 81.7, onto a warm tree 81.0-81.6).
 *
 * @module
 */

import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { readStateFile, STATE_VERSION } from "./upgrade_state.ts";

/** Runs the check; returns the exit code. */
export async function checkUpgrade(
  version: string,
  file?: string,
  bundles: string[] | null = null,
): Promise<number> {
  const report = { version, protocol: PROTOCOL_VERSION, state: STATE_VERSION };
  if (file !== undefined) return checkFile(file, report);
  const bundled = bundles !== null && await loadsBundles(bundles);
  if (!bundled && !await loads()) return 1;
  // Not from a terminal: someone trying it by hand would wait for nothing.
  const asks = !Deno.stdin.isTerminal();
  console.log(JSON.stringify({
    ...report,
    sessions: 0,
    daemon: bundled ? "bundle" : "source",
    stateOnStdin: asks,
  }));
  if (!asks) return 0;
  const path = await firstLine(Deno.stdin.readable);
  return path ? checkFile(path, report) : 0;
}

/** Reads the state file at `path` whole and says so; 1 when it cannot. */
function checkFile(path: string, report: object): number {
  let sessions: number;
  try {
    sessions = readStateFile(path).sessions.length;
  } catch (err) {
    console.error(`berth: ${(err as Error).message}`);
    return 1;
  }
  console.log(JSON.stringify({ ...report, sessions }));
  return 0;
}

/** The first line of `input` (without its newline); "" at its end. */
async function firstLine(input: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of input) {
    text += decoder.decode(chunk, { stream: true });
    const nl = text.indexOf("\n");
    if (nl >= 0) return text.slice(0, nl);
  }
  return text;
}

/**
 * Loads (and so evaluates) the daemon's (with the attach client it runs,
 * which it loads later) and the workers' module graphs; says why on
 * stderr, in one line, when one does not load. None does anything when
 * imported: `parse_worker.ts` only sets its onmessage, which no message
 * reaches here, and `gather_main.ts` acts only in a worker.
 */
async function loads(): Promise<boolean> {
  try {
    // Specifiers made at run time: Deno walks a literal `import()`'s graph
    // when this module loads, and the state file's check (run while every
    // session is frozen) would walk both graphs too (about 10 ms).
    for (
      const m of [
        "./daemon.ts",
        "./tty_attach.ts",
        "../workers/parse_worker.ts",
        "../workers/gather_main.ts",
      ]
    ) {
      await import(new URL(m, import.meta.url).href);
    }
    return true;
  } catch (err) {
    console.error(
      `berth: The new daemon does not load: ${
        loadError(err)
      }; fix that checkout, then run berth upgrade again`,
    );
    return false;
  }
}

/**
 * Loads the daemon's bundle and its workers' (importing them only
 * registers what they hold); false when one does not load (the daemon
 * would then start from the source).
 */
async function loadsBundles(urls: string[]): Promise<boolean> {
  try {
    for (const url of urls) await import(url);
    return true;
  } catch {
    return false;
  }
}

/** A load error in one line: its message and, when Deno gives it, where. */
function loadError(err: unknown): string {
  const lines = String((err as Error)?.message ?? err).split("\n");
  const why = lines[0].replace(/\.$/, "");
  const at = lines.map((l) => l.trim()).find((l) => l.startsWith("at file:"));
  return at ? `${why} (${at})` : why;
}
