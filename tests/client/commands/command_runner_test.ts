/**
 * `runBoundCommand` (`client/commands/_command_runner.ts`): a key's or the
 * `:` prompt's command line, its target made the attached session's, what
 * it prints and its error handed back.
 */

import assert from "node:assert/strict";
import {
  runBoundCommand,
  splitCommands,
} from "../../../client/commands/_command_runner.ts";
import {
  type Command,
  currentTarget,
  UserError,
} from "../../../client/commands/command.ts";
import { printErrLine, printLine } from "../../../client/stdout.ts";

/** Runs `line` against a fake send-keys; the args it got, and the result. */
async function run(line: string, act?: () => number) {
  let got: string[] = [];
  let current = "";
  const fake: Command = {
    name: "send-keys",
    summary: "",
    usage: "",
    target: true,
    run(args, global) {
      got = args;
      current = currentTarget(global);
      return Promise.resolve(act ? act() : 0);
    },
  };
  const find = (name: string) =>
    Promise.resolve(name === "send-keys" ? fake : undefined);
  const result = await runBoundCommand(line, "work", { socket: "/x" }, find);
  return { args: got, current, ...result };
}

Deno.test("runBoundCommand: no -t gets the attached session as SESSION:; typed targets go as typed, read against it", async () => {
  assert.deepEqual((await run("send-keys x")).args, ["-t", "work:", "x"]);
  // The daemon reads :2.1, 2, b: against the attached session: the
  // command's current target (tmux's prefix . takes b: and b:3).
  assert.deepEqual((await run("send-keys -t :2.1 x")).args, [
    "-t",
    ":2.1",
    "x",
  ]);
  assert.equal((await run("send-keys -t 1 x")).current, "work");
  assert.deepEqual((await run("send-keys -t%3 x")).args, ["-t%3", "x"]);
  assert.deepEqual((await run("send-keys -t %3 x")).args, ["-t", "%3", "x"]);
  assert.deepEqual((await run("send-keys -t:1 x")).args, ["-t:1", "x"]);
  // Flags before t, as tmux's getopt reads them: still the target.
  assert.deepEqual((await run("send-keys -lt :1 x")).args, [
    "-lt",
    ":1",
    "x",
  ]);
  assert.deepEqual((await run("send-keys -t b: x")).args, ["-t", "b:", "x"]);
});

Deno.test("runBoundCommand: tmux's send is send-keys, not berth's own send (bind C-l send C-l)", async () => {
  const r = await run("send C-l");
  assert.deepEqual([r.error, r.args], [null, ["-t", "work:", "C-l"]]);
});

Deno.test("runBoundCommand: hands back what the command printed, with its error", async () => {
  const ok = await run("send-keys x", () => {
    printLine("one");
    return 0;
  });
  assert.deepEqual([ok.error, ok.output], [null, "one\n"]);
  const warned = await run("send-keys x", () => {
    printErrLine("berth: a warning");
    return 1;
  });
  assert.deepEqual([warned.error, warned.output], [
    "send-keys x: exited 1",
    "berth: a warning\n",
  ]);
  const refused = await run("send-keys x", () => {
    throw new UserError("Bad key");
  });
  assert.deepEqual([refused.error, refused.output], ["Bad key", ""]);
  const unknown = await run("nosuch");
  assert.match(unknown.error!, /^Unknown command "nosuch"/);
});

Deno.test("runBoundCommand: a list leaves the attach client's own commands (refresh-client, copy-mode, an if -F branch's) and those after them to it, in order", async () => {
  const sent: string[] = [];
  const fake: Command = {
    name: "send-keys",
    summary: "",
    usage: "",
    target: true,
    run(args) {
      sent.push(args.at(-1)!);
      return Promise.resolve(0);
    },
  };
  const { command: ifShell } = await import(
    "../../../client/commands/if_shell.ts"
  );
  const find = (name: string) =>
    Promise.resolve(
      name === "send-keys" ? fake : name === "if" ? ifShell : undefined,
    );
  const run = (line: string, session: string | null = "work") =>
    runBoundCommand(line, session, { socket: "/x" }, find);
  const list = await run("send-keys a ; refresh-client -S ; send-keys 'b c'");
  assert.deepEqual(sent, ["a"]);
  assert.deepEqual(list, {
    error: null,
    output: "",
    rest: "refresh-client -S ; send-keys 'b c'",
  });
  // The first is run here, whatever it is: the client sent it as not its own.
  const first = await run("refresh-client -S ; send-keys d");
  assert.match(first.error!, /^Unknown command "refresh-client"/);
  // An if -F branch: its rest, then the list's, after the if.
  sent.length = 0;
  const branch = await run(
    "if -F 1 'send-keys e ; copy-mode ; send-keys f' ; send-keys g",
  );
  assert.deepEqual(sent, ["e"]);
  assert.equal(branch.rest, "copy-mode ; send-keys f ; send-keys g");
  // The config file's commands (no session) have no client to leave them to.
  const config = await run("send-keys h ; copy-mode", null);
  assert.match(config.error!, /^Unknown command "copy-mode"/);
});

Deno.test("runBoundCommand: a command that takes -s is given none (its default reads boundTo, or the marked pane); -s :N goes as typed", async () => {
  let got: string[] = [];
  let boundTo: string | undefined;
  const fake: Command = {
    name: "join-pane",
    summary: "",
    usage: "",
    target: true,
    source: true,
    run(args, global) {
      got = args;
      boundTo = global.boundTo;
      return Promise.resolve(0);
    },
  };
  const find = (name: string) =>
    Promise.resolve(name === "join-pane" ? fake : undefined);
  const run = async (line: string) => {
    await runBoundCommand(line, "work", { socket: "/x" }, find);
    return got;
  };
  assert.deepEqual(await run("join-pane -h"), ["-t", "work:", "-h"]);
  assert.equal(boundTo, "work");
  assert.deepEqual(await run("join-pane -h -s :1 -t :0.1"), [
    "-h",
    "-s",
    ":1",
    "-t",
    ":0.1",
  ]);
  assert.deepEqual(await run("join-pane -s:2 -dt :0"), ["-s:2", "-dt", ":0"]);
  assert.deepEqual(await run("join-pane -hs %4"), ["-t", "work:", "-hs", "%4"]);
});

Deno.test("splitCommands: $NAME and ${NAME} are the variables' outside single quotes, one word, as tmux's; \\$ and a lone $ stay", () => {
  const vars = (name: string) =>
    ({ A: "x y", B_2: "b" } as Record<string, string>)[name];
  assert.deepEqual(
    splitCommands(`c $A "$A-\${B_2}" '$A' \\$A $ "$" $UNSET.`, "/h", vars),
    [["c", "x y", "x y-b", "$A", "$A", "$", "$", "."]],
  );
});

Deno.test("splitCommands: tmux's escapes outside single quotes (\\n \\t \\e \\s, octal, \\u); others the character itself", () => {
  assert.deepEqual(
    splitCommands(
      `a "x\\ny\\e[1m\\s\\101\\u00e9" \\t '\\t' \\; \\$ \\q "\\\\"`,
    ),
    [["a", "x\ny\x1b[1m A\u00e9", "\t", "\\t", ";", "$", "q", "\\"]],
  );
});
