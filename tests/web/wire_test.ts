import assert from "node:assert/strict";
import {
  MAX_PAGE_MSG,
  PAGE_MAX_COLS,
  PAGE_MAX_ROWS,
  parsePageMsg,
  WIRE_VERSION,
} from "../../web/wire.ts";
import { ResumeTable } from "../../web/resume.ts";

Deno.test("parsePageMsg() takes valid messages and refuses the rest", () => {
  assert.deepEqual(parsePageMsg('{"t":"input","seq":3,"data":"ls"}'), {
    t: "input",
    seq: 3,
    data: "ls",
    binary: false,
  });
  assert.deepEqual(parsePageMsg('{"t":"resize","cols":80,"rows":24}'), {
    t: "resize",
    cols: 80,
    rows: 24,
  });
  // Its last message on a link the server closes: nothing else in it.
  assert.deepEqual(parsePageMsg('{"t":"bye","why":"x"}'), { t: "bye" });
  // A page larger than the serve process draws for is drawn that large.
  assert.deepEqual(parsePageMsg('{"t":"resize","cols":4096,"rows":4096}'), {
    t: "resize",
    cols: PAGE_MAX_COLS,
    rows: PAGE_MAX_ROWS,
  });
  for (
    const bad of [
      "nonsense",
      "[]",
      '{"t":"input","seq":0,"data":"x"}',
      '{"t":"input","seq":1.5,"data":"x"}',
      '{"t":"resize","cols":0,"rows":24}',
      '{"t":"resize","cols":99999,"rows":24}',
      '{"t":"hello","version":1,"client":5,"cols":1,"rows":1}',
      '{"t":"other"}',
      JSON.stringify({ t: "paste", seq: 1, text: "x".repeat(MAX_PAGE_MSG) }),
    ]
  ) assert.equal(parsePageMsg(bad), null, bad.slice(0, 60));
});

Deno.test("ResumeTable remembers the last delivered input per page", () => {
  const t = new ResumeTable();
  assert.equal(t.delivered("a"), 0);
  t.record("a", 7, 1000);
  assert.equal(t.delivered("a", 2000), 7);
  assert.equal(
    t.delivered("a", 1000 + 2 * 3600_000),
    0,
    "forgotten after an hour",
  );
});

Deno.test("ResumeTable: a page's first link is its first only (the config's warnings show once a page)", () => {
  const t = new ResumeTable();
  assert.equal(t.firstLink("a", 1000), true);
  assert.equal(t.firstLink("a", 2000), false, "a reconnect");
  assert.equal(t.delivered("a", 2000), 0, "nothing delivered by it");
  t.record("b", 5, 1000);
  assert.equal(t.firstLink("b", 2000), false);
  assert.equal(t.delivered("b", 2000), 5, "its count kept");
  assert.equal(t.firstLink("a", 1000 + 2 * 3600_000), true, "after an hour");
});

Deno.test("the page's WIRE_VERSION is the server's (they ship together)", () => {
  const page = Deno.readTextFileSync(
    new URL("../../web/page/app.js", import.meta.url),
  );
  assert.equal(
    Number(/^const WIRE_VERSION = (\d+);$/m.exec(page)?.[1]),
    WIRE_VERSION,
  );
});
