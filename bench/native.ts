/**
 * The bench's C helpers (`native/*.c`), compiled with gcc into a temporary
 * directory at bench time, so nothing binary is committed: `drain` (the
 * bare-pty ceiling), `rr` (request/response frames), `flood` (output
 * with timestamped markers), `keystamp` (an echo that stamps each key) and
 * `keyecho` (the user's terminal that types keys and times their echo).
 *
 * @module
 */

const SOURCES = new URL("./native/", import.meta.url);

/** Paths of the compiled helpers. */
export interface NativeTools {
  drain: string;
  rr: string;
  flood: string;
  keystamp: string;
  keyecho: string;
}

/** The helpers, or why they could not be built. */
export type NativeBuild = { tools: NativeTools } | { missing: string };

/** Compiles every helper into `dir` (gcc -O2). */
export async function buildNative(dir: string): Promise<NativeBuild> {
  const tools = {} as Record<keyof NativeTools, string>;
  for (
    const name of [
      "drain",
      "rr",
      "flood",
      "keystamp",
      "keyecho",
    ] as const
  ) {
    const out = `${dir}/${name}`;
    const src = new URL(`${name}.c`, SOURCES).pathname;
    let result: Deno.CommandOutput;
    try {
      result = await new Deno.Command("gcc", {
        args: ["-O2", "-o", out, src, "-lutil"],
        stdout: "null",
        stderr: "piped",
      }).output();
    } catch {
      return { missing: "gcc is not installed (apt-get install gcc)" };
    }
    if (!result.success) {
      const why = new TextDecoder().decode(result.stderr).trim().split("\n")[0];
      return { missing: `gcc could not build ${name}.c: ${why}` };
    }
    tools[name] = out;
  }
  return { tools };
}
