/**
 * `shellCommand()` (`client/commands/_shell_command.ts`): tmux's rule that
 * a command given as one argument runs with the shell, so that scripts
 * ported from tmux (`new -d 'make && echo done'`) run their commands.
 */

import assert from "node:assert/strict";
import { shellCommand } from "../../../client/commands/_shell_command.ts";
import type { GlobalOptions } from "../../../client/commands/command.ts";

const here = { env: { SHELL: "/bin/bash" } } as unknown as GlobalOptions;

Deno.test("shellCommand(): one argument of shell text runs with $SHELL -c", () => {
  assert.deepEqual(shellCommand(["make -j8 && echo done"], here), [
    "/bin/bash",
    "-c",
    "make -j8 && echo done",
  ]);
  assert.deepEqual(shellCommand(["echo $HOME"], here), [
    "/bin/bash",
    "-c",
    "echo $HOME",
  ]);
});

Deno.test("shellCommand(): a plain word, several arguments or none stay as they are", () => {
  assert.deepEqual(shellCommand(["top"], here), ["top"]);
  assert.deepEqual(shellCommand(["./build.sh"], here), ["./build.sh"]);
  assert.deepEqual(shellCommand(["sh", "-c", "a b"], here), [
    "sh",
    "-c",
    "a b",
  ]);
  assert.equal(shellCommand([], here), undefined);
});

Deno.test("shellCommand(): /bin/sh without an absolute $SHELL, and on another host", () => {
  const none = { env: {} } as unknown as GlobalOptions;
  assert.deepEqual(shellCommand(["a; b"], none), ["/bin/sh", "-c", "a; b"]);
  const remote = {
    env: { SHELL: "/bin/zsh" },
    host: { host: "box" },
  } as unknown as GlobalOptions;
  assert.deepEqual(shellCommand(["a; b"], remote), ["/bin/sh", "-c", "a; b"]);
});
