import assert from "node:assert/strict";
import {
  clock,
  type StatusContent,
  statusLine,
  statusPlaceAt,
  untilNextMinute,
  untilNextTick,
  windowAt,
} from "../../client/attach/status_line.ts";
import { type GridRow, WIDE_TAIL } from "../../client/attach/screen_grid.ts";
import {
  defaultOptions,
  defaultStatusLine,
  type StatusLineOptions,
} from "../../protocol/options.ts";
import { statusLineOf } from "../../client/attach/client_settings.ts";
import {
  ATTR_BOLD,
  ATTR_INVERSE,
  ATTR_ITALIC,
  COLOR_DEFAULT,
  COLOR_RGB,
  UNDERLINE_SHIFT,
  UNDERLINE_SINGLE,
} from "../../vt/types.ts";

const NOW = new Date(2026, 11, 1, 9, 5, 30);

function text(row: GridRow): string {
  return row.chars.join("");
}

function content(
  windows: [number, string, string][],
  title = "host",
  offset: { x: number; y: number } | null = null,
): StatusContent {
  return { status: { session: "work", windows, pane: 0 }, title, offset };
}

Deno.test("statusLine() is tmux's default: [session], windows with flags, quoted title, time", () => {
  const row = statusLine(
    60,
    content([[0, "bash", "-"], [1, "vim", "*"], [2, "top", "#!"], [
      3,
      "man",
      "",
    ]]),
    NOW,
  );
  assert.equal(
    text(row),
    '[work] 0:bash- 1:vim* 2:top#! 3:man   "host" 09:05 01-Dec-26',
  );
  // Black on green everywhere.
  assert.deepEqual([...row.attrs.subarray(0, 2)], [0, 2]);
  assert.deepEqual([...row.attrs.subarray(59 * 4, 59 * 4 + 2)], [0, 2]);
});

Deno.test("statusLine() draws a window with activity or a bell reversed, as tmux's window-status-bell-style", () => {
  const row = statusLine(
    60,
    content([[0, "bash", "-"], [1, "vim", "*"], [2, "top", "#!"]]),
    NOW,
  );
  const reversed = (x: number) => (row.attrs[x * 4 + 3] & ATTR_INVERSE) !== 0;
  const at = text(row).indexOf("2:top#!");
  for (let x = at; x < at + 7; x++) assert.ok(reversed(x), `cell ${x}`);
  assert.ok(!reversed(at - 1) && !reversed(at + 7));
  assert.ok(!reversed(text(row).indexOf("1:vim*")));
});

Deno.test("statusLine() cuts the title at 21 cells, the session at tmux's 10, and shows a smaller view's offset", () => {
  const c = content([[0, "sh", "*"]], "a".repeat(30), { x: 3, y: 7 });
  c.status.session = "a-long-session-name";
  const line = text(statusLine(80, c, NOW));
  assert.ok(line.startsWith("[a-long-se0:sh*"), line);
  // status-right-length: tmux's 40 cells of it.
  assert.ok(line.endsWith(`[3,7] "${"a".repeat(21)}" 09:05 01-D`), line);
  c.title = "a".repeat(10);
  assert.ok(
    text(statusLine(80, c, NOW)).endsWith(`"aaaaaaaaaa" 09:05 01-Dec-26`),
  );
});

Deno.test("statusLine() keeps the shown window in view when the list does not fit", () => {
  const windows: [number, string, string][] = [];
  for (let i = 0; i < 12; i++) {
    windows.push([i, `win${i}`, i === 10 ? "*" : ""]);
  }
  const line = text(statusLine(60, content(windows), NOW));
  assert.match(line, /^\[work\] <.*10:win10\*/);
  // Wide characters take two cells.
  const wide = text(statusLine(40, content([[0, "日本", "*"]]), NOW));
  assert.match(wide, /^\[work\] 0:日\0?本/);
});

Deno.test("windowAt() names the window under a column, for a mouse click", () => {
  const c = content([[0, "bash", "-"], [1, "vim", "*"]]);
  // "[work] 0:bash- 1:vim*"
  assert.equal(windowAt(60, c, 7), 0);
  assert.equal(windowAt(60, c, 13), 0);
  assert.equal(windowAt(60, c, 14), undefined);
  assert.equal(windowAt(60, c, 15), 1);
  assert.equal(windowAt(60, c, 2), undefined);
});

Deno.test("statusPlaceAt() names tmux's mouse places: a window's name, status-left, status-right, elsewhere", () => {
  const c = content([[0, "bash", "-"], [1, "vim", "*"]]);
  // "[work] 0:bash- 1:vim*" ... status-right at the end of 60 columns.
  assert.deepEqual(statusPlaceAt(60, c, 0), { place: "StatusLeft" });
  assert.deepEqual(statusPlaceAt(60, c, 6), { place: "StatusLeft" });
  assert.deepEqual(statusPlaceAt(60, c, 7), { place: "Status", window: 0 });
  assert.deepEqual(statusPlaceAt(60, c, 14), { place: "StatusDefault" });
  assert.deepEqual(statusPlaceAt(60, c, 15), { place: "Status", window: 1 });
  assert.deepEqual(statusPlaceAt(60, c, 30), { place: "StatusDefault" });
  assert.deepEqual(statusPlaceAt(60, c, 59), { place: "StatusRight" });
});

Deno.test("clock() and untilNextMinute()", () => {
  assert.equal(clock(NOW), "09:05 01-Dec-26");
  assert.equal(untilNextMinute(NOW), 30_000);
});

// The status line's settings over tmux's defaults.
function look(over: Partial<StatusLineOptions>): StatusLineOptions {
  return { ...defaultStatusLine(), ...over } as StatusLineOptions;
}

// The style of cell x: [fg, bg, flags].
function styleAt(row: GridRow, x: number): number[] {
  return [row.attrs[x * 4], row.attrs[x * 4 + 1], row.attrs[x * 4 + 3]];
}

const THREE: [number, string, string][] = [[0, "one", ""], [1, "sh", "-"], [
  2,
  "sh",
  "*",
]];

Deno.test("statusLine() takes tmux's status-justify: the list centred, against the right part, or in the middle (as tmux 3.3a draws them)", () => {
  // Each line as tmux 3.3a drew it at 80 columns (capture-pane).
  const want = {
    centre:
      '[work]                  0:one  1:sh- 2:sh*                  "vm" 12:57 05-Dec-26',
    right:
      '[work]                                    0:one  1:sh- 2:sh*"vm" 12:57 05-Dec-26',
    "absolute-centre":
      '[work]                         0:one  1:sh- 2:sh*           "vm" 12:57 05-Dec-26',
  } as const;
  const at = new Date(2026, 11, 5, 12, 57);
  for (const [justify, line] of Object.entries(want)) {
    const o = look({ "status-justify": justify as "right" });
    const c = content(THREE, "vm");
    assert.equal(text(statusLine(80, c, at, o)), line, justify);
    const x = line.indexOf("1:sh-");
    assert.equal(windowAt(80, c, x, o), 1, justify);
    assert.equal(windowAt(80, c, x - 2, o), 0, justify);
  }
});

Deno.test("statusLine() draws tmux's formats with their #[...] styles, as tmux 3.3a does", () => {
  // A tmux.conf's usual status line; tmux 3.3a drew it so (capture-pane -e).
  const o = look({
    "status-style": "bg=colour235,fg=colour250",
    "status-left": "#[fg=colour16,bg=colour39,bold] #S #[default] ",
    "status-left-length": 20,
    "status-right": "#[fg=red]#h#[default] | %H:%M ",
    "window-status-format": " #I:#W#F ",
    "window-status-current-format": "#[fg=colour16,bg=colour214,bold] #I:#W#F ",
    "window-status-separator": "",
    "window-status-current-style": "underscore",
    "window-status-style": "fg=#87afd7,italics",
  });
  const c = { ...content(THREE, "title"), host: "vm.example.org" };
  const row = statusLine(80, c, new Date(2026, 11, 5, 12, 57), o);
  assert.equal(
    text(row),
    " work   0:one  1:sh-  2:sh* " + " ".repeat(41) + "vm | 12:57 ",
  );
  const rgb = COLOR_RGB | 0x87afd7;
  assert.deepEqual(styleAt(row, 0), [16, 39, ATTR_BOLD]); // " work "
  assert.deepEqual(styleAt(row, 6), [250, 235, 0]); // after #[default]
  assert.deepEqual(styleAt(row, 7), [rgb, 235, ATTR_ITALIC]); // " 0:one "
  const current = text(row).indexOf(" 2:sh*");
  assert.deepEqual(styleAt(row, current), [
    16,
    214,
    ATTR_BOLD | (UNDERLINE_SINGLE << UNDERLINE_SHIFT),
  ]);
  assert.deepEqual(styleAt(row, current + 7), [250, 235, 0]); // the line's
  const host = text(row).indexOf("vm |");
  assert.deepEqual(styleAt(row, host), [1, 235, 0]);
  assert.deepEqual(styleAt(row, host + 2), [250, 235, 0]);
});

Deno.test("statusLine() takes status-fg and status-bg over status-style's colours unless default, as tmux 3.3a's", () => {
  // tmux 3.3a, `set -g status-bg colour235` then `set -g status-fg red`:
  // capture-pane -e of its client gave 38;5;1 on 48;5;235 for the line.
  const over = look({ "status-bg": "colour235", "status-fg": "red" });
  const row = statusLine(40, content(THREE), NOW, over);
  assert.deepEqual(styleAt(row, 0), [1, 235, 0]);
  assert.deepEqual(styleAt(row, 39), [1, 235, 0]);
  const kept = look({
    "status-style": "bg=blue,fg=white",
    "status-bg": "default",
  });
  assert.deepEqual(styleAt(statusLine(40, content(THREE), NOW, kept), 0), [
    7,
    4,
    0,
  ]);
  const bg = look({
    "status-style": "bg=blue,fg=white",
    "status-bg": "#102030",
  });
  assert.deepEqual(
    styleAt(statusLine(40, content(THREE), NOW, bg), 39),
    [7, COLOR_RGB | 0x102030, 0],
  );
});

Deno.test("statusLine() styles windows with a bell, activity or last flag as tmux's window-status-*-style", () => {
  const o = look({
    "window-status-bell-style": "fg=red,bold",
    "window-status-activity-style": "fg=blue,underscore",
    "window-status-last-style": "fg=white",
  });
  const row = statusLine(
    80,
    content([[0, "one", "#!"], [1, "sh", "#-"], [2, "sh", "*"], [3, "x", "-"]]),
    NOW,
    o,
  );
  const at = (s: string) => text(row).indexOf(s);
  assert.deepEqual(styleAt(row, at("0:one#!")), [1, 2, ATTR_BOLD]);
  assert.deepEqual(styleAt(row, at("1:sh#-")), [
    4,
    2,
    UNDERLINE_SINGLE << UNDERLINE_SHIFT,
  ]);
  assert.deepEqual(styleAt(row, at("2:sh*")), [0, 2, 0]);
  assert.deepEqual(styleAt(row, at("3:x-")), [7, 2, 0]);
});

Deno.test("statusLine() reads ## and ##[ as tmux's format_draw: one #, a plain #[; a #[ with no ] ends the text", () => {
  const o = look({
    "status-left": "a##b ###[bold]c ##[x] #[fg=red",
    "status-left-length": 30,
    "status-right": "#{session_windows} #{window_index} %% #{pane_index}",
    "window-status-separator": "#I%H#[bold]|",
  });
  const row = statusLine(60, content(THREE), NOW, o);
  // The separator is taken as it is: its styles, not its formats.
  assert.ok(text(row).startsWith("a#b #c #[x] 0:one #I%H|1:sh-"), text(row));
  assert.equal(styleAt(row, text(row).indexOf("|"))[2], ATTR_BOLD);
  assert.equal(styleAt(row, 5)[2], ATTR_BOLD); // "c", after ###[bold]
  assert.ok(text(row).endsWith("3 2 % 0"), text(row));
});

Deno.test("statusLine() expands strftime's conversions before the formats, so a window's % stays", () => {
  const o = look({
    "status-left": "%H:%M:%S ",
    "window-status-current-format": "#W %d",
  });
  const row = statusLine(40, content([[0, "50%H", "*"]]), NOW, o);
  assert.ok(text(row).startsWith("09:05:30 50%H 01"), text(row));
});

Deno.test("statusLine() cuts status-left and status-right to their lengths, and `default` inside a window's format is window-status-style", () => {
  const o = look({
    "status-left": "#[fg=red]abcdefgh",
    "status-left-length": 3,
    "status-right": "123456789",
    "status-right-length": 4,
    "window-status-style": "fg=blue",
    "window-status-current-format": "#[bold,fg=red]x#[default]y",
  });
  const row = statusLine(30, content([[0, "sh", "*"]]), NOW, o);
  assert.equal(text(row), "abcxy" + " ".repeat(21) + "1234");
  assert.deepEqual(styleAt(row, 3), [1, 2, ATTR_BOLD]);
  assert.deepEqual(styleAt(row, 4), [4, 2, 0]);
});

Deno.test("untilNextTick() waits status-interval seconds on the second, or to the new minute", () => {
  const at = new Date(2026, 11, 1, 9, 5, 30, 250);
  assert.equal(untilNextTick(at, 1), 750);
  assert.equal(untilNextTick(at, 15), 14_750);
  assert.equal(untilNextTick(new Date(2026, 11, 1, 9, 5, 55), 15), 5_000);
  assert.equal(untilNextTick(at, 0), null);
});

// Nine windows as tmux's session "ref" had them (w0, win1 .. win8), window
// `shown` the shown one and `last` the last one, for lines tmux 3.3a drew
// at 60 columns (capture-pane of the terminal it was attached in).
function nine(shown: number, last = -1): StatusContent {
  const windows: [number, string, string][] = [];
  for (let i = 0; i < 9; i++) {
    const flags = i === shown ? "*" : i === last ? "-" : "";
    windows.push([i, i === 0 ? "w0" : `win${i}`, flags]);
  }
  return {
    status: { session: "ref", windows, pane: 0 },
    title: "",
    offset: null,
  };
}

const REF = { "status-right": "RIGHT-PART-XYZ" };

Deno.test("statusLine() moves text by #[align=...] as tmux's format_draw: left, centre, right, and after the list", () => {
  const cases: [Partial<StatusLineOptions>, number, number, string][] = [
    // status-left's align=right text goes right of status-right's; status-
    // right's align=left text follows the list.
    [
      {
        "status-left": "#[align=right]L#[align=left]l",
        "status-right": "#[align=left]R#[fill=red]r",
      },
      5,
      4,
      "l<2:win2  3:win3  4:win4- 5:win5* 6:win6  7:win7  8:win8 RrL",
    ],
    [
      {
        "status-left": "[#S] LEFTLEFT",
        "status-left-length": 40,
        "status-right": "#[align=centre]CENTRE#[align=right]" +
          "RIGHT-PART-XYZ-RIGHT-PART-XYZ",
        "status-justify": "centre",
      },
      6,
      -1,
      "[ref] LEFTLEFT   < 6:win6* >CENTREHT-PART-XYZ-RIGHT-PART-XYZ",
    ],
    [
      { "status-justify": "right", "status-right": "#[align=centre]C" },
      2,
      4,
      "[ref] 0:w0  1:win1  2:win2* 3:win3  4:win4- 5:win5  6:win6 >",
    ],
  ];
  for (const [over, shown, last, want] of cases) {
    const row = statusLine(60, nine(shown, last), NOW, look(over));
    assert.equal(text(row).trimEnd(), want, JSON.stringify(over));
  }
});

Deno.test("statusLine() paints the line's empty cells in #[fill=colour], default on it, as tmux's format_draw", () => {
  const row = statusLine(
    60,
    nine(3),
    NOW,
    look({
      ...REF,
      "window-status-format": "#I",
      "window-status-current-format": "#[fill=red]#I*",
      "status-justify": "centre",
    }),
  );
  assert.equal(
    text(row),
    "[ref]            0 1 2 3* 4 5 6 7 8           RIGHT-PART-XYZ",
  );
  // tmux: \e[39m\e[41m on the gaps, black on green on the text.
  for (const x of [6, 16, 35, 45]) {
    assert.deepEqual(styleAt(row, x), [COLOR_DEFAULT, 1, 0], `cell ${x}`);
  }
  for (const x of [5, 17, 34, 46]) {
    assert.deepEqual(styleAt(row, x), [0, 2, 0], `cell ${x}`);
  }
});

Deno.test("statusLine() cuts the parts that do not fit as tmux 3.3a: the list round the shown window with < and >, then status-right from its left", () => {
  const cases: [Partial<StatusLineOptions>, number, number, string][] = [
    [REF, 0, 1, "[ref] 0:w0* 1:win1- 2:win2  3:win3  4:win4  5>RIGHT-PART-XYZ"],
    [
      { "status-right-length": 8, ...REF },
      8,
      -1,
      "[ref] <win3  4:win4  5:win5  6:win6  7:win7  8:win8*RIGHT-PA",
    ],
    [
      {
        "status-justify": "centre",
        "status-right": "RIGHT-PART-XYZ-RIGHT",
      },
      0,
      1,
      "[ref] 0:w0* 1:win1- 2:win2  3:win3  4:w>RIGHT-PART-XYZ-RIGHT",
    ],
    [
      {
        "status-left": "[#S] LEFTLEFT",
        "status-left-length": 40,
        "status-right": "#[align=centre]CENTRE-TEXT-LONG#[align=right]" +
          "RIGHT-PART-XYZ-RIGHT-PART-XYZ",
      },
      6,
      -1,
      "[ref] LEFTLEFT<:win5  6:win6* 7:win>RIGHT-PART-XYZ-RIGHT-PAR",
    ],
    // No room for the list: status-right gives way from its left end.
    [
      {
        "status-left": "[#S] LEFTLEFTLEFTLEFTLEFTLEFT",
        "status-left-length": 40,
        "status-right": "RIGHT-PART-XYZ-".repeat(3) + "RIGHT-PART-XYZ",
        "status-right-length": 50,
      },
      1,
      -1,
      "[ref] LEFTLEFTLEFTLEFTLEFTLEFT-PART-XYZ-RIGHT-PART-XYZ-RIGHT",
    ],
    // A length of 0 cuts nothing (tmux's #{=/0:...}); wide characters
    // are not split.
    [
      {
        "status-left-length": 0,
        "status-right": "日本語日本語#[fg=red]日本語",
        "status-right-length": 9,
      },
      4,
      -1,
      "[ref] <1  2:win2  3:win3  4:win4* 5:win5  6:win6  7>日本語日",
    ],
  ];
  for (const [over, shown, last, want] of cases) {
    const row = statusLine(60, nine(shown, last), NOW, look(over));
    assert.equal(
      text(row).replaceAll(WIDE_TAIL, "").trimEnd(),
      want,
      JSON.stringify(over),
    );
  }
});

Deno.test("statusLine() cuts status-left to its length keeping its styles, and windowAt() follows a cut list", () => {
  const o = look({
    ...REF,
    "window-status-format": "#I",
    "window-status-current-format": "#I*",
    "status-left-length": 3,
    "status-right-length": 5,
    "status-left": "#[fg=red]AB#[fg=blue]CDE",
  });
  const row = statusLine(60, nine(3), NOW, o);
  assert.equal(
    text(row).trimEnd(),
    "ABC0 1 2 3* 4 5 6 7 8                                  RIGHT",
  );
  assert.deepEqual(styleAt(row, 1), [1, 2, 0]);
  assert.deepEqual(styleAt(row, 2), [4, 2, 0]);
  assert.deepEqual(styleAt(row, 3), [0, 2, 0]);
  // "[ref] <win3  4:win4 ...": window 3's entry is cut to "win3".
  const cut = nine(8);
  const wide = look({ "status-right-length": 8, ...REF });
  assert.equal(windowAt(60, cut, 6, wide), undefined);
  assert.equal(windowAt(60, cut, 7, wide), 3);
  assert.equal(windowAt(60, cut, 13, wide), 4);
  assert.equal(windowAt(60, cut, 51, wide), 8);
});

Deno.test("statusLine() expands the settings in its formats as tmux's (#{?mouse,M,-}, #{prefix}, #{status-left-length}), from statusLineOf()", () => {
  const options = defaultOptions();
  options.prefix = "C-a";
  options.mouse = false;
  const right = "#{?mouse,M,-}|#{prefix}|#{status-left-length}|#{base-index}";
  const l = { ...statusLineOf(options), "status-right": right };
  const row = statusLine(40, content([[0, "sh", "*"]]), NOW, l);
  assert.match(text(row), /-\|C-a\|10\|0\s*$/);
  options.mouse = true;
  const on = { ...statusLineOf(options), "status-right": right };
  assert.match(
    text(statusLine(40, content([[0, "sh", "*"]]), NOW, on)),
    /M\|C-a/,
  );
});
