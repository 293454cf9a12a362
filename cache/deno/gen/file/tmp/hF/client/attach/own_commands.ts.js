/**
 * The names of the commands the attach client runs itself, rather than
 * the CLI's (a key binding may name them, and `key_table.ts` checks a
 * binding's command against these and the CLI's table). One list each,
 * kept by the module that runs them.
 *
 * @module
 */ /** tmux's prompts (`prompt_command.ts`). */ export const PROMPT_COMMANDS = [
  "command-prompt",
  "confirm-before"
];
/**
 * The choosers and display-panes, and switch-client and display-message
 * for this client (`chooser_commands.ts`).
 */ export const CHOOSER_COMMANDS = [
  "switch-client",
  "switchc",
  "choose-tree",
  "choose-session",
  "choose-window",
  "choose-client",
  "display-panes",
  "displayp",
  "display-message",
  "display"
];
/** Run by the attach session itself (`attach_session.ts`, `#runLine`). */ export const SESSION_COMMANDS = [
  "copy-mode",
  "send-prefix",
  "list-keys"
];
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvb3duX2NvbW1hbmRzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIG5hbWVzIG9mIHRoZSBjb21tYW5kcyB0aGUgYXR0YWNoIGNsaWVudCBydW5zIGl0c2VsZiwgcmF0aGVyIHRoYW5cbiAqIHRoZSBDTEkncyAoYSBrZXkgYmluZGluZyBtYXkgbmFtZSB0aGVtLCBhbmQgYGtleV90YWJsZS50c2AgY2hlY2tzIGFcbiAqIGJpbmRpbmcncyBjb21tYW5kIGFnYWluc3QgdGhlc2UgYW5kIHRoZSBDTEkncyB0YWJsZSkuIE9uZSBsaXN0IGVhY2gsXG4gKiBrZXB0IGJ5IHRoZSBtb2R1bGUgdGhhdCBydW5zIHRoZW0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiB0bXV4J3MgcHJvbXB0cyAoYHByb21wdF9jb21tYW5kLnRzYCkuICovXG5leHBvcnQgY29uc3QgUFJPTVBUX0NPTU1BTkRTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcbiAgXCJjb21tYW5kLXByb21wdFwiLFxuICBcImNvbmZpcm0tYmVmb3JlXCIsXG5dO1xuXG4vKipcbiAqIFRoZSBjaG9vc2VycyBhbmQgZGlzcGxheS1wYW5lcywgYW5kIHN3aXRjaC1jbGllbnQgYW5kIGRpc3BsYXktbWVzc2FnZVxuICogZm9yIHRoaXMgY2xpZW50IChgY2hvb3Nlcl9jb21tYW5kcy50c2ApLlxuICovXG5leHBvcnQgY29uc3QgQ0hPT1NFUl9DT01NQU5EUzogcmVhZG9ubHkgc3RyaW5nW10gPSBbXG4gIFwic3dpdGNoLWNsaWVudFwiLFxuICBcInN3aXRjaGNcIixcbiAgXCJjaG9vc2UtdHJlZVwiLFxuICBcImNob29zZS1zZXNzaW9uXCIsXG4gIFwiY2hvb3NlLXdpbmRvd1wiLFxuICBcImNob29zZS1jbGllbnRcIixcbiAgXCJkaXNwbGF5LXBhbmVzXCIsXG4gIFwiZGlzcGxheXBcIixcbiAgXCJkaXNwbGF5LW1lc3NhZ2VcIixcbiAgXCJkaXNwbGF5XCIsXG5dO1xuXG4vKiogUnVuIGJ5IHRoZSBhdHRhY2ggc2Vzc2lvbiBpdHNlbGYgKGBhdHRhY2hfc2Vzc2lvbi50c2AsIGAjcnVuTGluZWApLiAqL1xuZXhwb3J0IGNvbnN0IFNFU1NJT05fQ09NTUFORFM6IHJlYWRvbmx5IHN0cmluZ1tdID0gW1xuICBcImNvcHktbW9kZVwiLFxuICBcInNlbmQtcHJlZml4XCIsXG4gIFwibGlzdC1rZXlzXCIsXG5dO1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCwwQ0FBMEMsR0FDMUMsT0FBTyxNQUFNLGtCQUFxQztFQUNoRDtFQUNBO0NBQ0QsQ0FBQztBQUVGOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxtQkFBc0M7RUFDakQ7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRCxDQUFDO0FBRUYsd0VBQXdFLEdBQ3hFLE9BQU8sTUFBTSxtQkFBc0M7RUFDakQ7RUFDQTtFQUNBO0NBQ0QsQ0FBQyJ9
// denoCacheMetadata=1463530888095319974,4897525251551059005