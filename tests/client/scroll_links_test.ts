import assert from "node:assert/strict";
import type { HistoryRequest } from "../../client/attach/history_view.ts";
import { Renderer } from "../../client/attach/renderer.ts";
import { ScrollMode } from "../../client/attach/scroll_mode.ts";
import { LinkDefs } from "../../server/workers/link_defs.ts";
import { HistorySession } from "./_history_session.ts";
import { newTerm, screenText, write } from "./_xterm_oracle.ts";

Deno.test("ScrollMode shows the links of history rows, from the page's own definitions", async () => {
  const session = new HistorySession(30, 4);
  const outer = newTerm(30, 4);
  try {
    const defs = new LinkDefs((id) => {
      const uri = session.term.hyperlink(id);
      return uri === undefined ? undefined : { uri, id: "" };
    });
    session.write(
      "\x1b]8;;https://old.example/\x1b\\old-link\x1b]8;;\x1b\\",
    );
    session.lines("line ", 1, 10);
    const renderer = new Renderer(30, 4, { fill: "." });
    await write(outer, renderer.begin());
    await write(outer, renderer.frame(session.frame()));
    const requests: HistoryRequest[] = [];
    const mode = new ScrollMode(renderer, {
      request: (r) => requests.push(r),
      message: () => {},
    }, { prefix: 0x02, pageUp: false });
    mode.start();
    const serve = async () => {
      for (let r = requests.shift(); r; r = requests.shift()) {
        const page = session.page(r);
        const links = defs.page(page.rows);
        if (links.length > 0) page.links = links;
        await write(outer, mode.answer(page).out);
      }
    };
    await serve();
    // Scroll to the top of the history, where the link is.
    await write(outer, mode.keys(new TextEncoder().encode("g")).out);
    await serve();
    const y = screenText(outer).findIndex((l) => l.startsWith("old-link"));
    assert.ok(y >= 0, screenText(outer).join("\n"));
    const buf = outer.buffer.active;
    // deno-lint-ignore no-explicit-any
    const cell = buf.getLine(buf.viewportY + y)!.getCell(0) as any;
    // deno-lint-ignore no-explicit-any
    const data = (outer as any)._core._oscLinkService.getLinkData(
      cell.extended?.urlId ?? 0,
    );
    assert.equal(data?.uri, "https://old.example/");
    assert.match(data?.id ?? "", /^berth-\d+$/);
  } finally {
    outer.dispose();
  }
});
