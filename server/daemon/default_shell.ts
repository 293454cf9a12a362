/**
 * tmux's check of `default-shell` as it is set (`options_from_string_check`,
 * `checkshell`): a shell that is no full path of an executable file is
 * refused at once with tmux's words, rather than failing each new pane
 * later. Empty is berth's own default: the user's `$SHELL`.
 *
 * @module
 */

/** Why `value` cannot be `default-shell`, in one line; null: it can. */
export function unsuitableShell(name: string, value: unknown): string | null {
  if (name !== "default-shell" || value === "" || typeof value !== "string") {
    return null;
  }
  if (value.startsWith("/")) {
    try {
      const st = Deno.statSync(value);
      if (st.isFile && (st.mode ?? 0) & 0o111) return null;
    } catch {
      // Not there, or not ours to look at: not a suitable shell.
    }
  }
  return `not a suitable shell: ${value} (default-shell takes the full path of an executable file, such as /bin/bash)`;
}
