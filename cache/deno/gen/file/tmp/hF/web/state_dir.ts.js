/**
 * Where `berth serve` and `berth token` keep their state: the token file
 * and the cookie-signing key. `$XDG_STATE_HOME/berth/`, else
 * `~/.local/state/berth/`, created 0700 (as the socket directory is).
 *
 * @module
 */ /** The state directory's path (not created). */ export function stateDir(env = Deno.env.toObject()) {
  const xdg = env.XDG_STATE_HOME;
  if (xdg && xdg.startsWith("/")) return `${xdg}/berth`;
  const home = env.HOME;
  if (!home) {
    throw new Error("Neither XDG_STATE_HOME nor HOME is set; set one of them");
  }
  return `${home}/.local/state/berth`;
}
/** Creates the state directory 0700 when missing; returns its path. */ export function ensureStateDir(dir = stateDir()) {
  Deno.mkdirSync(dir, {
    recursive: true,
    mode: 0o700
  });
  // mkdir's mode goes through the umask; only its owner may enter it.
  Deno.chmodSync(dir, 0o700);
  return dir;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9zdGF0ZV9kaXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGVyZSBgYmVydGggc2VydmVgIGFuZCBgYmVydGggdG9rZW5gIGtlZXAgdGhlaXIgc3RhdGU6IHRoZSB0b2tlbiBmaWxlXG4gKiBhbmQgdGhlIGNvb2tpZS1zaWduaW5nIGtleS4gYCRYREdfU1RBVEVfSE9NRS9iZXJ0aC9gLCBlbHNlXG4gKiBgfi8ubG9jYWwvc3RhdGUvYmVydGgvYCwgY3JlYXRlZCAwNzAwIChhcyB0aGUgc29ja2V0IGRpcmVjdG9yeSBpcykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBUaGUgc3RhdGUgZGlyZWN0b3J5J3MgcGF0aCAobm90IGNyZWF0ZWQpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0YXRlRGlyKFxuICBlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSBEZW5vLmVudi50b09iamVjdCgpLFxuKTogc3RyaW5nIHtcbiAgY29uc3QgeGRnID0gZW52LlhER19TVEFURV9IT01FO1xuICBpZiAoeGRnICYmIHhkZy5zdGFydHNXaXRoKFwiL1wiKSkgcmV0dXJuIGAke3hkZ30vYmVydGhgO1xuICBjb25zdCBob21lID0gZW52LkhPTUU7XG4gIGlmICghaG9tZSkge1xuICAgIHRocm93IG5ldyBFcnJvcihcIk5laXRoZXIgWERHX1NUQVRFX0hPTUUgbm9yIEhPTUUgaXMgc2V0OyBzZXQgb25lIG9mIHRoZW1cIik7XG4gIH1cbiAgcmV0dXJuIGAke2hvbWV9Ly5sb2NhbC9zdGF0ZS9iZXJ0aGA7XG59XG5cbi8qKiBDcmVhdGVzIHRoZSBzdGF0ZSBkaXJlY3RvcnkgMDcwMCB3aGVuIG1pc3Npbmc7IHJldHVybnMgaXRzIHBhdGguICovXG5leHBvcnQgZnVuY3Rpb24gZW5zdXJlU3RhdGVEaXIoZGlyID0gc3RhdGVEaXIoKSk6IHN0cmluZyB7XG4gIERlbm8ubWtkaXJTeW5jKGRpciwgeyByZWN1cnNpdmU6IHRydWUsIG1vZGU6IDBvNzAwIH0pO1xuICAvLyBta2RpcidzIG1vZGUgZ29lcyB0aHJvdWdoIHRoZSB1bWFzazsgb25seSBpdHMgb3duZXIgbWF5IGVudGVyIGl0LlxuICBEZW5vLmNobW9kU3luYyhkaXIsIDBvNzAwKTtcbiAgcmV0dXJuIGRpcjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCw4Q0FBOEMsR0FDOUMsT0FBTyxTQUFTLFNBQ2QsTUFBOEIsS0FBSyxHQUFHLENBQUMsUUFBUSxFQUFFO0VBRWpELE1BQU0sTUFBTSxJQUFJLGNBQWM7RUFDOUIsSUFBSSxPQUFPLElBQUksVUFBVSxDQUFDLE1BQU0sT0FBTyxHQUFHLElBQUksTUFBTSxDQUFDO0VBQ3JELE1BQU0sT0FBTyxJQUFJLElBQUk7RUFDckIsSUFBSSxDQUFDLE1BQU07SUFDVCxNQUFNLElBQUksTUFBTTtFQUNsQjtFQUNBLE9BQU8sR0FBRyxLQUFLLG1CQUFtQixDQUFDO0FBQ3JDO0FBRUEscUVBQXFFLEdBQ3JFLE9BQU8sU0FBUyxlQUFlLE1BQU0sVUFBVTtFQUM3QyxLQUFLLFNBQVMsQ0FBQyxLQUFLO0lBQUUsV0FBVztJQUFNLE1BQU07RUFBTTtFQUNuRCxvRUFBb0U7RUFDcEUsS0FBSyxTQUFTLENBQUMsS0FBSztFQUNwQixPQUFPO0FBQ1QifQ==
// denoCacheMetadata=17678520041305703147,8819368184473237455