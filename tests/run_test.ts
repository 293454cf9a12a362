import assert from "node:assert/strict";
import {
  ALONE_SECONDS,
  GROUP_SECONDS,
  junitDurations,
  NEW_FILE_SECONDS,
  plan,
  testFiles,
} from "./run.ts";

Deno.test("plan() runs every file once, the long ones alone, longest first, ending on short groups", () => {
  const durations: Record<string, number> = { "long_test.ts": 200 };
  const files = ["long_test.ts", "new_test.ts"];
  for (let i = 0; i < 200; i++) {
    files.push(`f${i}_test.ts`);
    durations[`f${i}_test.ts`] = (i % 7) * 1.5;
  }
  const units = plan(files, durations);
  assert.deepEqual(
    units.flatMap((u) => u.files).sort(),
    [...files].sort(),
  );
  assert.deepEqual(units[0].files, ["long_test.ts"]);
  for (let i = 1; i < units.length; i++) {
    assert.ok(units[i].seconds <= units[i - 1].seconds);
  }
  for (const u of units.filter((u) => u.files.length > 1)) {
    assert.ok(u.files.every((f) => (durations[f] ?? 0) < ALONE_SECONDS));
  }
  assert.ok(
    units.every((u) => u.seconds <= GROUP_SECONDS || u.files.length === 1),
  );
  // The run ends on groups far shorter than the first ones.
  assert.ok(units.at(-1)!.seconds < GROUP_SECONDS / 3);
  const fresh = units.find((u) => u.files.includes("new_test.ts"))!;
  assert.ok(fresh.seconds >= NEW_FILE_SECONDS);
});

Deno.test("testFiles() finds this file and no file outside the tests", () => {
  const files = testFiles();
  assert.ok(files.includes("tests/run_test.ts"));
  assert.ok(files.every((f) => f.endsWith("_test.ts")));
  assert.ok(!files.some((f) => f.includes("node_modules")));
});

Deno.test("junitDurations() sums a file's test cases, to a tenth of a second, its steps not again", () => {
  const xml = `<testsuites>
    <testsuite name="./tests/a_test.ts">
      <testcase name="one" classname="./tests/a_test.ts" time="1.234" line="1" col="6">
      </testcase>
      <testcase name="two &quot;x&quot;" classname="./tests/a_test.ts" time="0.5" line="9" col="6">
      </testcase>
      <testcase name="two &quot;x&quot; > its step" classname="./tests/a_test.ts" time="0.4" line="10" col="8">
      </testcase>
      <testcase name="left out by a filter" classname="./tests/a_test.ts" line="20" col="6">
      </testcase>
    </testsuite>
    <testsuite name="./tests/b_test.ts">
      <testcase name="three" classname="./tests/b_test.ts" time="0.010" line="1" col="6">
      </testcase>
    </testsuite>
  </testsuites>`;
  assert.deepEqual(junitDurations(xml), {
    "tests/a_test.ts": 1.7,
    "tests/b_test.ts": 0,
  });
});
