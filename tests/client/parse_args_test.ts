import assert from "node:assert/strict";
import { parseArgs } from "node:util";
import {
  ArgsError,
  type OptionSpecs,
  parseOptions,
  splitAtCommand,
} from "../../client/parse_args.ts";

// The options of `berth new`, the richest command line.
const OPTIONS = {
  help: { type: "boolean", short: "h" },
  detach: { type: "boolean", short: "d" },
  print: { type: "boolean", short: "P" },
  session: { type: "string", short: "s" },
  cols: { type: "string" },
  env: { type: "string", short: "e", multiple: true },
  json: { type: "boolean" },
} satisfies OptionSpecs;

/** node:util's answer, the oracle: its result, or that it threw. */
function nodeParse(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { values: { ...values }, positionals };
  } catch {
    return "error";
  }
}

function ourParse(args: string[]) {
  try {
    return parseOptions(args, OPTIONS);
  } catch (err) {
    assert.ok(err instanceof ArgsError, String(err));
    return "error";
  }
}

const CASES = [
  [],
  ["-d"],
  ["-dP", "top"],
  ["-d", "-s", "work", "--", "make", "-j4"],
  ["-swork", "-d"],
  ["-dswork"],
  ["--session=work", "x"],
  ["--session", "work", "--session", "play"],
  ["--session="],
  ["-s", "-"],
  ["-e", "A=1", "-eB=2", "--env", "C=3", "--env=D=4"],
  ["--cols", "120", "python3", "-q"],
  ["-", "--json"],
  ["--", "--json"],
  ["a", "--json", "b"],
  // Mistakes.
  ["--bogus"],
  ["-x"],
  ["-dx"],
  ["-s"],
  ["--session"],
  ["-s", "-x"],
  ["--session", "-d"],
  ["-s", "--"],
  ["--json=1"],
  ["--help=yes"],
  ["--constructor"],
  ["-5"],
];

Deno.test("parseOptions() agrees with node:util parseArgs (strict, positionals)", () => {
  for (const args of CASES) {
    assert.deepEqual(ourParse(args), nodeParse(args), args.join(" "));
  }
});

Deno.test("parseOptions() says what is wrong in one line", () => {
  const message = (args: string[]) => {
    try {
      parseOptions(args, OPTIONS);
    } catch (err) {
      return (err as Error).message;
    }
    return "no error";
  };
  assert.equal(message(["--bogus=1"]), "Unknown option --bogus");
  assert.equal(message(["-dx"]), "Unknown option -x");
  assert.equal(message(["-s"]), "Option -s/--session needs a value");
  assert.equal(message(["--cols"]), "Option --cols needs a value");
  assert.equal(message(["--json=1"]), "Option --json takes no value");
  assert.equal(message(["-d=1"]), "Unknown option -=");
  assert.equal(
    message(["-s", "-x"]),
    "Option -s needs a value; one that starts with - is written --session=-VALUE",
  );
});

Deno.test("splitAtCommand(): short options run together take the next argument as the last one's value, as getopt's (bind -rT prefix H ...)", () => {
  const split = (...args: string[]) =>
    splitAtCommand(args, ["-T", "--table", "-t"]);
  assert.deepEqual(split("-rT", "prefix", "H", "resize-pane", "-L"), {
    own: ["-rT", "prefix"],
    command: ["H", "resize-pane", "-L"],
  });
  // The value in the word itself, or an option with none: the next is the
  // command's.
  assert.deepEqual(split("-rTprefix", "H", "x"), {
    own: ["-rTprefix"],
    command: ["H", "x"],
  });
  assert.deepEqual(split("-rn", "F5", "x"), {
    own: ["-rn"],
    command: ["F5", "x"],
  });
  assert.deepEqual(split("--table", "root", "-r", "F5", "x"), {
    own: ["--table", "root", "-r"],
    command: ["F5", "x"],
  });
});
