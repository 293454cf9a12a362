import assert from "node:assert/strict";
import {
  LatestClientSize,
  type SizedClient,
} from "../../../server/daemon/size_policy.ts";

function client(cols: number, rows: number, readOnly = false): SizedClient {
  return { cols, rows, readOnly, lastActive: 0 };
}

Deno.test("LatestClientSize.touch() gives the active writer's size; read-only clients never own it", () => {
  const policy = new LatestClientSize<SizedClient>();
  const a = client(80, 24);
  const b = client(120, 40);
  const watcher = client(200, 60, true);
  assert.deepEqual(policy.touch(a, 1), { cols: 80, rows: 24 });
  assert.deepEqual(policy.touch(b, 2), { cols: 120, rows: 40 });
  assert.equal(policy.touch(watcher, 3), null);
  assert.equal(watcher.lastActive, 3, "a read-only client is still active");
  assert.equal(policy.owner, b);
});

Deno.test("LatestClientSize.left() hands the size to the most recently active writer left", () => {
  const policy = new LatestClientSize<SizedClient>();
  const a = client(80, 24);
  const b = client(100, 30);
  const c = client(120, 40);
  const watcher = client(200, 60, true);
  policy.touch(a, 1);
  policy.touch(b, 3);
  policy.touch(c, 2);
  policy.touch(watcher, 4);
  assert.equal(policy.left(a, [b, c, watcher]), null, "a did not own it");
  assert.equal(policy.left(c, [b, watcher]), b);
  assert.equal(policy.owner, null, "until the session touches b");
  policy.touch(b, 5);
  assert.equal(policy.left(b, [watcher]), null, "nobody left who may type");
});

Deno.test("LatestClientSize: a suspended client never owns the size; suspending the owner hands it on", () => {
  const policy = new LatestClientSize<SizedClient & { suspended: boolean }>();
  const a = { ...client(80, 24), suspended: false };
  const b = { ...client(120, 40), suspended: false };
  policy.touch(a, 1);
  policy.touch(b, 2);
  b.suspended = true;
  assert.equal(policy.left(b, [a, b]), a, "the other writer, not b itself");
  policy.touch(a, 3);
  assert.equal(policy.touch(b, 4), null, "a stopped client's size is ignored");
  assert.equal(policy.owner, a);
  b.suspended = false;
  assert.deepEqual(policy.touch(b, 5), { cols: 120, rows: 40 }, "awake");
});

Deno.test("LatestClientSize tells when another client, or none, owns the size, and only then", () => {
  let changes = 0;
  const policy = new LatestClientSize<SizedClient>(() => changes++);
  const a = client(80, 24);
  const b = client(120, 40);
  const watcher = client(200, 60, true);
  policy.touch(a, 1);
  policy.touch(a, 2);
  assert.equal(changes, 1, "the same owner again is no change");
  policy.touch(watcher, 3);
  assert.equal(changes, 1, "a read-only client takes nothing");
  policy.touch(b, 4);
  assert.equal(changes, 2);
  policy.left(a, [b]);
  assert.equal(changes, 2, "a did not own it");
  policy.left(b, [a]);
  assert.equal(changes, 3, "nobody owns it until the session touches a");
});
