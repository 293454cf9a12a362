/**
 * `set -a` on an option that is not text, as tmux 3.3a's: a number, a
 * flag, a choice, a key or a colour is set to the value given (tmux's -a
 * appends to strings alone; a style takes a comma between), a flag with
 * no value flips; a value the option does not take is its usual error.
 * berth joined a window's `monitor-silence` 5 and 3 as text (53).
 *
 * @module
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("set -a of a number, flag, choice, key or colour sets it, as tmux 3.3a's; a style or text appends", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const show = async (format: string) =>
    (await d.ok("display", "-p", "-t", "s", format)).trimEnd();
  // Numbers: a window's, the daemon's, a session's own.
  await d.ok("setw", "-t", "s", "monitor-silence", "5");
  await d.ok("setw", "-t", "s", "-a", "monitor-silence", "3");
  await d.ok("set", "-g", "display-time", "700");
  await d.ok("set", "-ga", "display-time", "9");
  await d.ok("set", "-t", "s", "-a", "status-interval", "4");
  await d.ok("set", "-t", "s", "-a", "base-index", "2");
  assert.equal(
    await show(
      "#{monitor-silence} #{display-time} #{status-interval} #{base-index}",
    ),
    "3 9 4 2",
  );
  // Flags: a value sets, none flips.
  await d.ok("set", "-g", "mouse", "off");
  await d.ok("set", "-ga", "mouse");
  await d.ok("set", "-t", "s", "-a", "set-titles", "on");
  await d.ok("setw", "-t", "s", "-a", "synchronize-panes", "on");
  assert.equal(
    await show("#{mouse} #{set-titles} #{synchronize-panes}"),
    "1 1 1",
  );
  // Choices, keys and colours.
  await d.ok("set", "-t", "s", "-a", "status-keys", "vi");
  await d.ok("setw", "-t", "s", "-a", "pane-border-status", "top");
  await d.ok("set", "-ga", "bell-action", "none");
  await d.ok("set", "-t", "s", "-a", "prefix", "C-a");
  await d.ok("set", "-t", "s", "status-bg", "red");
  await d.ok("set", "-t", "s", "-a", "status-bg", "blue");
  assert.equal(
    await show(
      "#{status-keys} #{pane-border-status} #{bell-action} #{prefix} #{status-bg}",
    ),
    "vi top none C-a blue",
  );
  // The colours and choices berth keeps as text, as tmux 3.3a's (each was
  // refused: "bluegreen", "24,12", "onoff").
  await d.ok("set", "-ga", "display-panes-colour", "green");
  await d.ok("set", "-ga", "display-panes-active-colour", "green");
  await d.ok("setw", "-ga", "clock-mode-colour", "green");
  await d.ok("setw", "-ga", "clock-mode-style", "12");
  await d.ok("set", "-ga", "detach-on-destroy", "off");
  await d.ok("setw", "-ga", "window-size", "latest");
  assert.equal(
    await show(
      "#{display-panes-colour} #{display-panes-active-colour} #{clock-mode-colour} #{clock-mode-style} #{detach-on-destroy} #{window-size}",
    ),
    "green green green 12 off latest",
  );
  // Styles and text still append.
  await d.ok("set", "-t", "s", "status-style", "bg=red");
  await d.ok("set", "-t", "s", "-a", "status-style", "bold");
  await d.ok("set", "-t", "s", "status-left", "[#S]");
  await d.ok("set", "-t", "s", "-a", "status-left", " ");
  assert.equal(
    await show("#{status-style}|#{status-left}|"),
    "bg=red,bold|[#S] |",
  );
  // A value the option does not take: its usual error, one line.
  for (
    const [args, re] of [
      [["set", "-t", "s", "-a", "status-keys", "bogus"], /status-keys/],
      [["setw", "-t", "s", "-a", "monitor-silence", "x"], /monitor-silence/],
      [["set", "-ga", "mouse", "maybe"], /mouse/],
    ] as const
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, /^berth: [^\n]+\n$/);
    assert.match(r.stderr, re);
  }
  assert.equal(await show("#{status-keys} #{monitor-silence}"), "vi 3");
});
