import assert from "node:assert/strict";
import {
  FAILURE_WINDOW_MS,
  LoginLimiter,
  MAX_FAILURES_PER_ADDRESS,
} from "../../web/rate_limit.ts";

Deno.test("LoginLimiter.failed() answers 429 past the limit, per address", () => {
  const l = new LoginLimiter();
  const statuses = [];
  for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS; i++) {
    statuses.push(l.failed("a", 1000).status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  assert.equal(l.failed("b", 1000).status, 401, "other addresses go on");
  assert.equal(
    l.failed("a", 1000 + FAILURE_WINDOW_MS).status,
    401,
    "until the window passed",
  );
});

Deno.test("LoginLimiter.failed() has no global cap: many addresses limit none other", () => {
  const l = new LoginLimiter();
  // The trial's attack: 5 wrong tokens from each of 10 addresses.
  for (let a = 0; a < 10; a++) {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      l.failed(`10.0.0.${a}`, 1000);
    }
  }
  assert.equal(l.failed("10.0.1.1", 1000).status, 401);
});

Deno.test("LoginLimiter.failed() logs each failure up to the limit, then one 429 a window", () => {
  const l = new LoginLimiter();
  const logged = [];
  for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 5; i++) {
    logged.push(l.failed("a", 1000 + i).log);
  }
  assert.deepEqual(logged, [
    ...Array(MAX_FAILURES_PER_ADDRESS + 1).fill(true),
    false,
    false,
    false,
    false,
  ]);
  // Once the first failures age out, the next one is logged again.
  assert.equal(l.failed("a", 1000 + FAILURE_WINDOW_MS).log, true);
});
