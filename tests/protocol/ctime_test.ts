import assert from "node:assert/strict";
import { ctime, strftime } from "../../protocol/ctime.ts";

// Every conversion but the zone's (%z %Z %s), for local times: what glibc's
// strftime(3) printed for the same times (C locale, any TZ), ISO weeks at
// the years' edges included.
const ALL =
  "%a %A %b %B %C %d %D %e %F %G %g %H %I %j %k %l %m %M %p %P %r %R %S %T %u %U %V %w %W %x %X %y %Y %%";

Deno.test("strftime() writes what glibc's strftime(3) writes", () => {
  const cases: [Date, string][] = [
    [
      new Date(2026, 11, 5, 9, 7, 3),
      "Sat Saturday Dec December 20 05 12/05/26  5 2026-12-05 2026 26 09 09 339  9  9 12 07 AM am 09:07:03 AM 09:07 03 09:07:03 6 48 49 6 48 12/05/26 09:07:03 26 2026 %",
    ],
    [
      new Date(2021, 0, 1, 0, 0, 0),
      "Fri Friday Jan January 20 01 01/01/21  1 2021-01-01 2020 20 00 12 001  0 12 01 00 AM am 12:00:00 AM 00:00 00 00:00:00 5 00 53 5 00 01/01/21 00:00:00 21 2021 %",
    ],
    [
      new Date(2023, 11, 31, 23, 59, 59),
      "Sun Sunday Dec December 20 31 12/31/23 31 2023-12-31 2023 23 23 11 365 23 11 12 59 PM pm 11:59:59 PM 23:59 59 23:59:59 7 53 52 0 52 12/31/23 23:59:59 23 2023 %",
    ],
    [
      new Date(2024, 11, 30, 13, 5, 0),
      "Mon Monday Dec December 20 30 12/30/24 30 2024-12-30 2025 25 13 01 365 13  1 12 05 PM pm 01:05:00 PM 13:05 00 13:05:00 1 52 01 1 53 12/30/24 13:05:00 24 2024 %",
    ],
  ];
  for (const [at, want] of cases) assert.equal(strftime(ALL, at), want);
});

Deno.test("strftime() takes glibc's flags, leaves unknown conversions, and ctime() is its %c", () => {
  const at = new Date(2026, 11, 5, 9, 7, 3);
  assert.equal(
    strftime("%-d %_m %0e %^a %^B %-H", at),
    "5 12 05 SAT DECEMBER 9",
  );
  assert.equal(strftime("%Q %1 100% #{pane_id}", at), "%Q %1 100% #{pane_id}");
  assert.equal(strftime("%s", at), String(Math.floor(at.getTime() / 1000)));
  assert.match(strftime("%z", at), /^[+-]\d{4}$/);
  assert.equal(ctime(at), "Sat Dec  5 09:07:03 2026");
  assert.equal(strftime("%c", at), ctime(at));
});
