import assert from "node:assert/strict";
import { Log } from "../../../server/daemon/log.ts";
import { PromptHistory } from "../../../server/daemon/prompt_history.ts";

Deno.test("PromptHistory.load() keeps the file's lines and those added while the config ran, and nothing is written over the file before", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/history`;
    await Deno.writeTextFile(file, "command:old one\ncommand:old two\n");
    const log = new Log(`${dir}/test.log`);
    const h = new PromptHistory(log, () => 100, () => file);
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
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
