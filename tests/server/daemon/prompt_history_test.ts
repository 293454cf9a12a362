import assert from "node:assert/strict";
import { Log } from "../../../server/daemon/log.ts";
import { PromptHistory } from "../../../server/daemon/prompt_history.ts";

/**
 * A history whose history-file (`file`, holding `text`) and log are in a
 * temporary folder, removed after `fn`.
 */
async function withHistoryFile(
  text: string,
  fn: (h: PromptHistory, file: string, log: string) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/history`;
    await Deno.writeTextFile(file, text);
    const log = `${dir}/test.log`;
    await fn(new PromptHistory(new Log(log), () => 100, () => file), file, log);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("PromptHistory.load() keeps the file's lines and those added while the config ran, and nothing is written over the file before", async () => {
  await withHistoryFile(
    "command:old one\ncommand:old two\n",
    async (h, file) => {
      // A client's line while the config still runs (its history-file set,
      // the file not read yet).
      h.add("command", "typed early");
      await h.flushed();
      assert.equal(
        await Deno.readTextFile(file),
        "command:old one\ncommand:old two\n",
      );
      await h.load();
      assert.deepEqual(h.list("command").command, [
        "old one",
        "old two",
        "typed early",
      ]);
      await h.flushed();
      assert.equal(
        await Deno.readTextFile(file),
        "command:old one\ncommand:old two\ncommand:typed early\n",
      );
    },
  );
});

Deno.test("PromptHistory: a history-file write that fails leaves the file as it was (written beside it, then renamed over it), and says why in the log", async () => {
  await withHistoryFile("command:kept\n", async (h, file, log) => {
    await h.load();
    // The file beside it cannot be written (a directory of its name), as
    // a full disk fails a write.
    const blocker = `${file}.${Deno.pid}.tmp`;
    await Deno.mkdir(blocker);
    await Deno.writeTextFile(`${blocker}/x`, "");
    h.add("command", "lost");
    await h.flushed();
    assert.equal(await Deno.readTextFile(file), "command:kept\n");
    assert.match(await Deno.readTextFile(log), /history-file/);
    // Once it can be, the next line writes them all.
    await Deno.remove(blocker, { recursive: true });
    h.add("command", "next");
    await h.flushed();
    assert.equal(
      await Deno.readTextFile(file),
      "command:kept\ncommand:lost\ncommand:next\n",
    );
  });
});
