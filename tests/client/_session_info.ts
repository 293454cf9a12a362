/** A `SessionInfo` as `ls` answers it, for the choosers' tests. */

import type { SessionInfo, WindowInfo } from "../../protocol/messages.ts";

/** Session `name` with `windows` (each a shell unless given), `clients`. */
export function sessionInfo(
  name: string,
  windows: Partial<WindowInfo>[],
  clients = 0,
): SessionInfo {
  return {
    name,
    pid: 1,
    cols: 80,
    rows: 24,
    clients,
    created: 0,
    lastActive: 0,
    command: ["sh"],
    cwd: "/",
    title: "",
    exit: null,
    windows: windows.map((w, i) => ({
      index: i,
      name: "sh",
      active: false,
      panes: 1,
      ...w,
    })),
  };
}
