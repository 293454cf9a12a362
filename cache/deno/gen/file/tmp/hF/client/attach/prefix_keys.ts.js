/**
 * The keys after the prefix that act on windows and panes, as tmux binds
 * them by default: key name -> berth command line. They are built-in
 * entries of the key tables' `prefix` table (`key_table.ts`), so the
 * config file's `[bind.prefix]` and `[unbind]` override them; the attach
 * client runs them as bound commands for its session (`_command_runner.ts`
 * gives `-t` the attached session, and a target `:W` that session's
 * window W). Key names are tmux's (`c`, `%`, `Up`, `C-Up`, `M-Up`,
 * `Space`).
 *
 * The session keys are here too: `(` `)` `L` (`switch-client`), `s` `w`
 * (`choose-tree`), `D` (`choose-client`) and `q` (`display-panes`); the
 * attach client runs those itself (`chooser_commands.ts`).
 *
 * The prompts (`:`, `,`, `$`) and confirmations (`&`, `x`) are tmux's
 * `command-prompt` and `confirm-before` lines (`prompt_command.ts`), and
 * `?` is `list-keys` (`help_view.ts`), all run by the attach client.
 *
 * @module
 */ const digits = Object.fromEntries([
  ..."0123456789"
].map((d)=>[
    d,
    `select-window -t :${d}`
  ]));
const arrows = Object.fromEntries([
  [
    "Up",
    "U"
  ],
  [
    "Down",
    "D"
  ],
  [
    "Left",
    "L"
  ],
  [
    "Right",
    "R"
  ]
].flatMap(([key, dir])=>[
    [
      key,
      `select-pane -${dir}`
    ],
    [
      `C-${key}`,
      `resize-pane -${dir}`
    ],
    [
      `M-${key}`,
      `resize-pane -${dir} 5`
    ]
  ]));
/**
 * The keys tmux binds with `-r`: after one of them, more of them within
 * `REPEAT_MS` need no prefix (prefix Up Up Up, prefix C-Up C-Up).
 */ export const REPEAT_KEYS = new Set(Object.keys(arrows));
/** tmux's default window and pane keys, as command lines. */ export const PREFIX_KEYS = {
  "c": "new-window",
  "n": "select-window -n",
  "p": "select-window -p",
  "l": "select-window -l",
  ...digits,
  "%": "split-window -h",
  '"': "split-window -v",
  "o": "select-pane -n",
  ";": "select-pane -l",
  ...arrows,
  "z": "resize-pane -Z",
  "{": "swap-pane -U",
  "}": "swap-pane -D",
  "Space": "select-layout -n",
  "!": "break-pane",
  // tmux's `command-prompt -T target { move-window -t '%%' }`: the typed
  // index goes after the attached session's name (`4`: its index 4).
  ".": `command-prompt "move-window -t ':%%'"`,
  "(": "switch-client -p",
  ")": "switch-client -n",
  "L": "switch-client -l",
  "s": "choose-tree -s",
  "w": "choose-tree -w",
  "D": "choose-client",
  "q": "display-panes",
  ":": "command-prompt",
  ",": `command-prompt -I "#W" "rename-window -- '%%'"`,
  "$": `command-prompt -I "#S" "rename-session -- '%%'"`,
  "&": `confirm-before -p "kill-window #W? (y/n)" kill-window`,
  "x": `confirm-before -p "kill-pane #P? (y/n)" kill-pane`,
  "?": "list-keys"
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcHJlZml4X2tleXMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUga2V5cyBhZnRlciB0aGUgcHJlZml4IHRoYXQgYWN0IG9uIHdpbmRvd3MgYW5kIHBhbmVzLCBhcyB0bXV4IGJpbmRzXG4gKiB0aGVtIGJ5IGRlZmF1bHQ6IGtleSBuYW1lIC0+IGJlcnRoIGNvbW1hbmQgbGluZS4gVGhleSBhcmUgYnVpbHQtaW5cbiAqIGVudHJpZXMgb2YgdGhlIGtleSB0YWJsZXMnIGBwcmVmaXhgIHRhYmxlIChga2V5X3RhYmxlLnRzYCksIHNvIHRoZVxuICogY29uZmlnIGZpbGUncyBgW2JpbmQucHJlZml4XWAgYW5kIGBbdW5iaW5kXWAgb3ZlcnJpZGUgdGhlbTsgdGhlIGF0dGFjaFxuICogY2xpZW50IHJ1bnMgdGhlbSBhcyBib3VuZCBjb21tYW5kcyBmb3IgaXRzIHNlc3Npb24gKGBfY29tbWFuZF9ydW5uZXIudHNgXG4gKiBnaXZlcyBgLXRgIHRoZSBhdHRhY2hlZCBzZXNzaW9uLCBhbmQgYSB0YXJnZXQgYDpXYCB0aGF0IHNlc3Npb24nc1xuICogd2luZG93IFcpLiBLZXkgbmFtZXMgYXJlIHRtdXgncyAoYGNgLCBgJWAsIGBVcGAsIGBDLVVwYCwgYE0tVXBgLFxuICogYFNwYWNlYCkuXG4gKlxuICogVGhlIHNlc3Npb24ga2V5cyBhcmUgaGVyZSB0b286IGAoYCBgKWAgYExgIChgc3dpdGNoLWNsaWVudGApLCBgc2AgYHdgXG4gKiAoYGNob29zZS10cmVlYCksIGBEYCAoYGNob29zZS1jbGllbnRgKSBhbmQgYHFgIChgZGlzcGxheS1wYW5lc2ApOyB0aGVcbiAqIGF0dGFjaCBjbGllbnQgcnVucyB0aG9zZSBpdHNlbGYgKGBjaG9vc2VyX2NvbW1hbmRzLnRzYCkuXG4gKlxuICogVGhlIHByb21wdHMgKGA6YCwgYCxgLCBgJGApIGFuZCBjb25maXJtYXRpb25zIChgJmAsIGB4YCkgYXJlIHRtdXgnc1xuICogYGNvbW1hbmQtcHJvbXB0YCBhbmQgYGNvbmZpcm0tYmVmb3JlYCBsaW5lcyAoYHByb21wdF9jb21tYW5kLnRzYCksIGFuZFxuICogYD9gIGlzIGBsaXN0LWtleXNgIChgaGVscF92aWV3LnRzYCksIGFsbCBydW4gYnkgdGhlIGF0dGFjaCBjbGllbnQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmNvbnN0IGRpZ2l0cyA9IE9iamVjdC5mcm9tRW50cmllcyhcbiAgWy4uLlwiMDEyMzQ1Njc4OVwiXS5tYXAoKGQpID0+IFtkLCBgc2VsZWN0LXdpbmRvdyAtdCA6JHtkfWBdKSxcbik7XG5cbmNvbnN0IGFycm93cyA9IE9iamVjdC5mcm9tRW50cmllcyhcbiAgKFtbXCJVcFwiLCBcIlVcIl0sIFtcIkRvd25cIiwgXCJEXCJdLCBbXCJMZWZ0XCIsIFwiTFwiXSwgW1wiUmlnaHRcIiwgXCJSXCJdXSBhcyBjb25zdClcbiAgICAuZmxhdE1hcCgoW2tleSwgZGlyXSkgPT4gW1xuICAgICAgW2tleSwgYHNlbGVjdC1wYW5lIC0ke2Rpcn1gXSxcbiAgICAgIFtgQy0ke2tleX1gLCBgcmVzaXplLXBhbmUgLSR7ZGlyfWBdLFxuICAgICAgW2BNLSR7a2V5fWAsIGByZXNpemUtcGFuZSAtJHtkaXJ9IDVgXSxcbiAgICBdKSxcbik7XG5cbi8qKlxuICogVGhlIGtleXMgdG11eCBiaW5kcyB3aXRoIGAtcmA6IGFmdGVyIG9uZSBvZiB0aGVtLCBtb3JlIG9mIHRoZW0gd2l0aGluXG4gKiBgUkVQRUFUX01TYCBuZWVkIG5vIHByZWZpeCAocHJlZml4IFVwIFVwIFVwLCBwcmVmaXggQy1VcCBDLVVwKS5cbiAqL1xuZXhwb3J0IGNvbnN0IFJFUEVBVF9LRVlTOiBSZWFkb25seVNldDxzdHJpbmc+ID0gbmV3IFNldChPYmplY3Qua2V5cyhhcnJvd3MpKTtcblxuLyoqIHRtdXgncyBkZWZhdWx0IHdpbmRvdyBhbmQgcGFuZSBrZXlzLCBhcyBjb21tYW5kIGxpbmVzLiAqL1xuZXhwb3J0IGNvbnN0IFBSRUZJWF9LRVlTOiBSZWFkb25seTxSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+PiA9IHtcbiAgXCJjXCI6IFwibmV3LXdpbmRvd1wiLFxuICBcIm5cIjogXCJzZWxlY3Qtd2luZG93IC1uXCIsXG4gIFwicFwiOiBcInNlbGVjdC13aW5kb3cgLXBcIixcbiAgXCJsXCI6IFwic2VsZWN0LXdpbmRvdyAtbFwiLFxuICAuLi5kaWdpdHMsXG4gIFwiJVwiOiBcInNwbGl0LXdpbmRvdyAtaFwiLFxuICAnXCInOiBcInNwbGl0LXdpbmRvdyAtdlwiLFxuICBcIm9cIjogXCJzZWxlY3QtcGFuZSAtblwiLFxuICBcIjtcIjogXCJzZWxlY3QtcGFuZSAtbFwiLFxuICAuLi5hcnJvd3MsXG4gIFwielwiOiBcInJlc2l6ZS1wYW5lIC1aXCIsXG4gIFwie1wiOiBcInN3YXAtcGFuZSAtVVwiLFxuICBcIn1cIjogXCJzd2FwLXBhbmUgLURcIixcbiAgXCJTcGFjZVwiOiBcInNlbGVjdC1sYXlvdXQgLW5cIixcbiAgXCIhXCI6IFwiYnJlYWstcGFuZVwiLFxuICAvLyB0bXV4J3MgYGNvbW1hbmQtcHJvbXB0IC1UIHRhcmdldCB7IG1vdmUtd2luZG93IC10ICclJScgfWA6IHRoZSB0eXBlZFxuICAvLyBpbmRleCBnb2VzIGFmdGVyIHRoZSBhdHRhY2hlZCBzZXNzaW9uJ3MgbmFtZSAoYDRgOiBpdHMgaW5kZXggNCkuXG4gIFwiLlwiOiBgY29tbWFuZC1wcm9tcHQgXCJtb3ZlLXdpbmRvdyAtdCAnOiUlJ1wiYCxcbiAgXCIoXCI6IFwic3dpdGNoLWNsaWVudCAtcFwiLFxuICBcIilcIjogXCJzd2l0Y2gtY2xpZW50IC1uXCIsXG4gIFwiTFwiOiBcInN3aXRjaC1jbGllbnQgLWxcIixcbiAgXCJzXCI6IFwiY2hvb3NlLXRyZWUgLXNcIixcbiAgXCJ3XCI6IFwiY2hvb3NlLXRyZWUgLXdcIixcbiAgXCJEXCI6IFwiY2hvb3NlLWNsaWVudFwiLFxuICBcInFcIjogXCJkaXNwbGF5LXBhbmVzXCIsXG4gIFwiOlwiOiBcImNvbW1hbmQtcHJvbXB0XCIsXG4gIFwiLFwiOiBgY29tbWFuZC1wcm9tcHQgLUkgXCIjV1wiIFwicmVuYW1lLXdpbmRvdyAtLSAnJSUnXCJgLFxuICBcIiRcIjogYGNvbW1hbmQtcHJvbXB0IC1JIFwiI1NcIiBcInJlbmFtZS1zZXNzaW9uIC0tICclJSdcImAsXG4gIFwiJlwiOiBgY29uZmlybS1iZWZvcmUgLXAgXCJraWxsLXdpbmRvdyAjVz8gKHkvbilcIiBraWxsLXdpbmRvd2AsXG4gIFwieFwiOiBgY29uZmlybS1iZWZvcmUgLXAgXCJraWxsLXBhbmUgI1A/ICh5L24pXCIga2lsbC1wYW5lYCxcbiAgXCI/XCI6IFwibGlzdC1rZXlzXCIsXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBbUJDLEdBRUQsTUFBTSxTQUFTLE9BQU8sV0FBVyxDQUMvQjtLQUFJO0NBQWEsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNO0lBQUM7SUFBRyxDQUFDLGtCQUFrQixFQUFFLEdBQUc7R0FBQztBQUc1RCxNQUFNLFNBQVMsT0FBTyxXQUFXLENBQy9CLEFBQUM7RUFBQztJQUFDO0lBQU07R0FBSTtFQUFFO0lBQUM7SUFBUTtHQUFJO0VBQUU7SUFBQztJQUFRO0dBQUk7RUFBRTtJQUFDO0lBQVM7R0FBSTtDQUFDLENBQ3pELE9BQU8sQ0FBQyxDQUFDLENBQUMsS0FBSyxJQUFJLEdBQUs7SUFDdkI7TUFBQztNQUFLLENBQUMsYUFBYSxFQUFFLEtBQUs7S0FBQztJQUM1QjtNQUFDLENBQUMsRUFBRSxFQUFFLEtBQUs7TUFBRSxDQUFDLGFBQWEsRUFBRSxLQUFLO0tBQUM7SUFDbkM7TUFBQyxDQUFDLEVBQUUsRUFBRSxLQUFLO01BQUUsQ0FBQyxhQUFhLEVBQUUsSUFBSSxFQUFFLENBQUM7S0FBQztHQUN0QztBQUdMOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxjQUFtQyxJQUFJLElBQUksT0FBTyxJQUFJLENBQUMsU0FBUztBQUU3RSwyREFBMkQsR0FDM0QsT0FBTyxNQUFNLGNBQWdEO0VBQzNELEtBQUs7RUFDTCxLQUFLO0VBQ0wsS0FBSztFQUNMLEtBQUs7RUFDTCxHQUFHLE1BQU07RUFDVCxLQUFLO0VBQ0wsS0FBSztFQUNMLEtBQUs7RUFDTCxLQUFLO0VBQ0wsR0FBRyxNQUFNO0VBQ1QsS0FBSztFQUNMLEtBQUs7RUFDTCxLQUFLO0VBQ0wsU0FBUztFQUNULEtBQUs7RUFDTCx1RUFBdUU7RUFDdkUsbUVBQW1FO0VBQ25FLEtBQUssQ0FBQyxxQ0FBcUMsQ0FBQztFQUM1QyxLQUFLO0VBQ0wsS0FBSztFQUNMLEtBQUs7RUFDTCxLQUFLO0VBQ0wsS0FBSztFQUNMLEtBQUs7RUFDTCxLQUFLO0VBQ0wsS0FBSztFQUNMLEtBQUssQ0FBQyw4Q0FBOEMsQ0FBQztFQUNyRCxLQUFLLENBQUMsK0NBQStDLENBQUM7RUFDdEQsS0FBSyxDQUFDLHFEQUFxRCxDQUFDO0VBQzVELEtBQUssQ0FBQyxpREFBaUQsQ0FBQztFQUN4RCxLQUFLO0FBQ1AsRUFBRSJ9
// denoCacheMetadata=11129207412265874419,17592469333546289791