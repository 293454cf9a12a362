/**
 * `asksDetached()` (`client/commands/_new_args.ts`): the launcher runs
 * `new` from its detached bundle, which has no attach client, only when it
 * says true, so it must never say true where `new` itself would attach.
 * The oracle is the parse `new.ts` runs on the same words.
 */

import assert from "node:assert/strict";
import {
  asksDetached,
  NEW_OPTIONS,
  NEW_VALUE_OPTIONS,
} from "../../../client/commands/_new_args.ts";
import { parseCommandArgs, splitAtCommand } from "../../../client/cli_args.ts";

/**
 * What `new.ts` makes of `args`: detached or not, or that it fails. With
 * `-A` it may attach, `-d` or not (tmux's new -A attaches to a session
 * that exists).
 */
function newReads(args: string[]): boolean | "fails" {
  try {
    const { own } = splitAtCommand(args, NEW_VALUE_OPTIONS);
    const { values } = parseCommandArgs("new", own, NEW_OPTIONS);
    return (values.detached ?? false) && !values["attach-existing"];
  } catch {
    return "fails";
  }
}

const CASES: [args: string[], detached: boolean][] = [
  [["-d"], true],
  [["--detached"], true],
  [["-dP"], true],
  [["-Pd", "--json"], true],
  [["-s", "x", "-d", "--", "sh", "-c", "true"], true],
  [["--cols=100", "-d", "make", "-j4"], true],
  [["-e", "A=1", "-d", "--cwd", "/tmp"], true],
  [[], false],
  [["-s", "x"], false],
  [["--", "-d"], false],
  [["sh", "-d"], false],
  [["-s", "-d"], false], // -s's value cannot start with -: a mistake
  [["-s", "d"], false],
  [["-e", "A=-d"], false],
  // The usage, from the full bundle: help is new's, not the launcher's.
  [["-d", "--help"], false],
  [["-dh"], false],
  [["-d", "--nope"], false],
  [["--detached=1"], false],
  [["-x", "-d"], false],
  // tmux's forms of the size, directory and window name.
  [["-d", "-s", "x", "-x", "120", "-y", "40", "make -j8"], true],
  [["-x", "120", "-y", "40"], false],
  [["-c", "/tmp", "-n", "logs", "-d"], true],
  [["-n", "-d"], false],
  // tmux's -A attaches when the session exists, -d or not; -D alone is
  // nothing more.
  [["-A", "-d", "-s", "x"], false],
  [["-Ad"], false],
  [["-dD"], true],
];

for (const [args, detached] of CASES) {
  Deno.test(`asksDetached(): ${JSON.stringify(args)} is ${detached ? "" : "not "}detached`, () => {
    assert.equal(asksDetached(args), detached);
    if (detached) assert.equal(newReads(args), true);
  });
}

Deno.test("asksDetached(): never true where new attaches, for every line of up to four words from new's options", () => {
  const words = [
    "-d",
    "-A",
    "--detached",
    "-dP",
    "-P",
    "-s",
    "x",
    "-x",
    "--",
    "sh",
    "-",
    "-e",
    "A=-d",
    "--cols",
    "--cols=-d",
    "--help",
    "-h",
    "-dh",
    "--keep",
  ];
  let detached = 0;
  const line = (args: string[]) => {
    if (asksDetached(args)) {
      detached++;
      assert.equal(newReads(args), true, JSON.stringify(args));
    }
    if (args.length === 4) return;
    for (const w of words) line([...args, w]);
  };
  line([]);
  assert.ok(detached > 1000, `${detached} detached lines`);
});
