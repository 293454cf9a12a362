import assert from "node:assert/strict";

const MODULE = new URL("../../../server/daemon/stderr_log.ts", import.meta.url)
  .href;

/** Runs `code` in a Deno process whose stderr is /dev/null. */
async function run(code: string): Promise<number> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--quiet", code],
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).output();
  return out.code;
}

Deno.test("stderrToLog() appends what goes to stderr to the log", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const log = `${dir}/t.log`;
    await Deno.writeTextFile(log, "earlier line\n");
    const code = await run(
      `import { stderrToLog } from "${MODULE}";
       if (!stderrToLog(${JSON.stringify(log)})) Deno.exit(3);
       console.error("printed on stderr");`,
    );
    assert.equal(code, 0);
    assert.equal(
      await Deno.readTextFile(log),
      "earlier line\nprinted on stderr\n",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("stderrToLog() leaves stderr alone when the log cannot be opened", async () => {
  const code = await run(
    `import { stderrToLog } from "${MODULE}";
     Deno.exit(stderrToLog("/nonexistent/dir/t.log") ? 3 : 0);`,
  );
  assert.equal(code, 0);
});
