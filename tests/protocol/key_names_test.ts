import assert from "node:assert/strict";
import { tmuxKeyName } from "../../protocol/key_names.ts";

Deno.test("tmuxKeyName() spells a key as tmux 3.3a's list-keys: PPage, NPage, IC, DC, modifiers C-M-S-", () => {
  const cases: [string, string][] = [
    ["PageUp", "PPage"],
    ["PgUp", "PPage"],
    ["ppage", "PPage"],
    ["PageDown", "NPage"],
    ["PgDn", "NPage"],
    ["NPage", "NPage"],
    ["Insert", "IC"],
    ["Delete", "DC"],
    ["M-PageUp", "M-PPage"],
    ["m-c-pgdn", "C-M-NPage"],
    ["S-M-C-Up", "C-M-S-Up"],
    ["Backspace", "BSpace"],
    ["esc", "Escape"],
    ["return", "Enter"],
    ["f5", "F5"],
    ["kpenter", "KPEnter"],
    ["^a", "C-a"],
    ["c-a", "C-a"],
    ["C--", "C--"],
    ["x", "x"],
    ["Nonsense", "Nonsense"],
  ];
  for (const [name, want] of cases) assert.equal(tmuxKeyName(name), want, name);
});
