import assert from "node:assert/strict";
import { copyView, ResumeState } from "../../../server/daemon/resume.ts";
import { newClientView } from "../../../server/daemon/screen_mirror.ts";

Deno.test("ResumeState.accept() applies each input seq once; no seq is always applied", () => {
  const r = new ResumeState();
  assert.equal(r.accept(1), true);
  assert.equal(r.accept(2), true);
  assert.equal(r.accept(2), false, "a retransmit");
  assert.equal(r.accept(1), false);
  assert.equal(r.accept(undefined), true);
  assert.equal(r.inputSeq, 2);
});

Deno.test("ResumeState.noteAck() keeps a copy that later frames do not change", () => {
  const r = new ResumeState();
  const view = newClientView();
  view.seq = 3;
  view.links.set(1, 1);
  r.noteAck(view);
  view.seq = 4;
  view.links.set(2, 1);
  assert.equal(r.acked?.seq, 3);
  assert.equal(r.acked?.links.size, 1);
  assert.notEqual(copyView(view).links, view.links);
});
