import assert from "node:assert/strict";
import {
  type AlertOptions,
  alertOutcome,
  DEFAULT_ALERTS,
} from "../../../server/daemon/alerts.ts";

Deno.test("alertOutcome() rings as bell-action says, for the shown window and the others", () => {
  const o = { ...DEFAULT_ALERTS };
  const rings = (current: boolean) => alertOutcome(o, "bell", 2, current).bell;
  assert.deepEqual([rings(true), rings(false)], [true, true], "any");
  o["bell-action"] = "current";
  assert.deepEqual([rings(true), rings(false)], [true, false], "current");
  o["bell-action"] = "other";
  assert.deepEqual([rings(true), rings(false)], [false, true], "other");
  o["bell-action"] = "none";
  assert.deepEqual([rings(true), rings(false)], [false, false], "none");
});

Deno.test("alertOutcome() gives tmux's message with visual-bell on (no bell) or both", () => {
  const o: AlertOptions = { ...DEFAULT_ALERTS, "visual-bell": "on" };
  assert.deepEqual(alertOutcome(o, "bell", 3, false), {
    bell: false,
    message: "Bell in window 3",
  });
  o["visual-bell"] = "both";
  assert.deepEqual(alertOutcome(o, "bell", 0, true), {
    bell: true,
    message: "Bell in current window",
  });
  // Activity: activity-action other (tmux's default), visual-activity.
  const a = { ...DEFAULT_ALERTS, "visual-activity": "on" as const };
  assert.deepEqual(alertOutcome(a, "activity", 1, false), {
    bell: false,
    message: "Activity in window 1",
  });
  assert.deepEqual(alertOutcome(DEFAULT_ALERTS, "activity", 1, true), {
    bell: false,
    message: null,
  });
});
