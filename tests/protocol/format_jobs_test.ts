import assert from "node:assert/strict";
import { StatusJobs } from "../../protocol/format_jobs.ts";

/** Jobs on clock `now`, and a wait for their next `changed` call. */
function jobsWithChanges(now: () => number) {
  let wake = () => {};
  const jobs = new StatusJobs(() => wake(), now);
  const changed = () => new Promise<void>((r) => wake = r);
  return { jobs, changed };
}

Deno.test("StatusJobs forgets a command not drawn for an hour, as tmux's format_job_tidy (an expanded command that changes is a new one each time)", async () => {
  let ms = 1_000_000;
  const { jobs, changed } = jobsWithChanges(() => ms);
  let next = changed();
  jobs.get("echo old");
  await next;
  assert.equal(jobs.get("echo old"), "old");
  // An hour of other commands drawn (`#(date -d @%s)`, a new one a second).
  ms += 3_600_000;
  next = changed();
  jobs.get("echo new");
  await next;
  // Forgotten: drawn again, it starts afresh, with nothing to show yet.
  next = changed();
  assert.equal(jobs.get("echo old"), "");
  await next;
  assert.equal(jobs.get("echo old"), "old");
  jobs.close();
});
