/**
 * The attach client as a program, for the real-terminal test: runs
 * `attachSession` against the socket in argv[0] and writes `stty -g` from
 * before and after, and the result, as JSON to the file in argv[1].
 *
 * @module
 */

import { attachSession } from "../../client/attach/mod.ts";
import { Connection } from "../../client/connection.ts";

const [socket, report, readOnly] = Deno.args;

function stty(): string {
  const out = new Deno.Command("stty", { args: ["-g"], stdin: "inherit" })
    .outputSync();
  return new TextDecoder().decode(out.stdout).trim();
}

const before = stty();
const conn = await Connection.open(socket, "attach");
const result = await attachSession(conn, {
  name: "work",
  readOnly: readOnly === "ro",
  prefix: 0x02,
});
const after = stty();
await Deno.writeTextFile(report, JSON.stringify({ before, after, result }));
Deno.exit(result.exitCode);
