/**
 * The config file, `$XDG_CONFIG_HOME/berth/config.toml` (default
 * `~/.config/berth/config.toml`; `BERTH_CONFIG` or `berth -f FILE` names
 * another, as tmux's `-f`): TOML, read with `smol-toml`.
 *
 * A TOML parser refuses a whole file for one mistake; berth keeps the
 * rest, as tmux does with a bad line of `.tmux.conf` (`config_parse.ts`).
 *
 * @module
 */ import { defaultOptions } from "./options.ts";
/**
 * Largest config file read (bytes): a config is a few KiB; a mistaken
 * FILE (a log, /dev/zero) must not fill the daemon's memory.
 */ const MAX_CONFIG_BYTES = 1024 * 1024;
/** Where the config file is for an environment (`Deno.env.get`). */ export function configPath(env) {
  const named = env("BERTH_CONFIG");
  if (named) return named;
  const base = env("XDG_CONFIG_HOME") || `${env("HOME") ?? ""}/.config`;
  return `${base}/berth/config.toml`;
}
/**
 * Reads the file at `path` on top of `base` (the defaults). A missing file
 * is no mistake unless `required` (`source-file FILE`): the options are
 * then `base`. An unreadable file is one warning.
 */ export async function loadConfig(path, opts = {}) {
  const base = opts.base ?? defaultOptions();
  let text;
  try {
    const st = await Deno.stat(path);
    if (!st.isFile || st.size > MAX_CONFIG_BYTES) {
      const why = st.isFile ? "larger than 1 MiB" : "not a regular file";
      return {
        options: base,
        warnings: [
          `${path}: ${why}; not read`
        ],
        path
      };
    }
    text = await Deno.readTextFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound && !opts.required) {
      return {
        options: base,
        warnings: [],
        path
      };
    }
    const why = err instanceof Deno.errors.NotFound ? "no such file" : err.message;
    return {
      options: base,
      warnings: [
        `${path}: ${why}`
      ],
      path
    };
  }
  // The TOML parser is an npm package: loaded only when there is a file
  // (the first npm package costs an idle daemon about 4 MB resident).
  const { parseConfig } = await import("./config_parse.ts");
  return {
    ...parseConfig(text, base, path),
    path
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2NvbmZpZ19maWxlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGNvbmZpZyBmaWxlLCBgJFhER19DT05GSUdfSE9NRS9iZXJ0aC9jb25maWcudG9tbGAgKGRlZmF1bHRcbiAqIGB+Ly5jb25maWcvYmVydGgvY29uZmlnLnRvbWxgOyBgQkVSVEhfQ09ORklHYCBvciBgYmVydGggLWYgRklMRWAgbmFtZXNcbiAqIGFub3RoZXIsIGFzIHRtdXgncyBgLWZgKTogVE9NTCwgcmVhZCB3aXRoIGBzbW9sLXRvbWxgLlxuICpcbiAqIEEgVE9NTCBwYXJzZXIgcmVmdXNlcyBhIHdob2xlIGZpbGUgZm9yIG9uZSBtaXN0YWtlOyBiZXJ0aCBrZWVwcyB0aGVcbiAqIHJlc3QsIGFzIHRtdXggZG9lcyB3aXRoIGEgYmFkIGxpbmUgb2YgYC50bXV4LmNvbmZgIChgY29uZmlnX3BhcnNlLnRzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGRlZmF1bHRPcHRpb25zLCB0eXBlIE9wdGlvbnMgfSBmcm9tIFwiLi9vcHRpb25zLnRzXCI7XG5cbi8qKlxuICogTGFyZ2VzdCBjb25maWcgZmlsZSByZWFkIChieXRlcyk6IGEgY29uZmlnIGlzIGEgZmV3IEtpQjsgYSBtaXN0YWtlblxuICogRklMRSAoYSBsb2csIC9kZXYvemVybykgbXVzdCBub3QgZmlsbCB0aGUgZGFlbW9uJ3MgbWVtb3J5LlxuICovXG5jb25zdCBNQVhfQ09ORklHX0JZVEVTID0gMTAyNCAqIDEwMjQ7XG5cbi8qKiBPcHRpb25zIHJlYWQgZnJvbSBhIGZpbGUsIGFuZCB3aGF0IHdhcyB3cm9uZyBpbiBpdC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQ29uZmlnUmVzdWx0IHtcbiAgb3B0aW9uczogT3B0aW9ucztcbiAgLyoqIE9uZSBsaW5lIGVhY2g6IHRoZSBsaW5lIG51bWJlciBvciBzZXR0aW5nLCB3aGF0IGlzIHdyb25nLiAqL1xuICB3YXJuaW5nczogc3RyaW5nW107XG4gIC8qKiBUaGUgZmlsZSByZWFkIChvciB0aGF0IHdvdWxkIGhhdmUgYmVlbjogaXQgbWF5IG5vdCBleGlzdCkuICovXG4gIHBhdGg6IHN0cmluZztcbiAgLyoqXG4gICAqIFRoZSBmaWxlJ3MgYGNvbW1hbmRzYDogYmVydGggY29tbWFuZCBsaW5lcyB0aGUgZGFlbW9uIHJ1bnMgYWZ0ZXJcbiAgICogcmVhZGluZyBpdCAoYWJzZW50OiBub25lKS5cbiAgICovXG4gIGNvbW1hbmRzPzogc3RyaW5nW107XG59XG5cbi8qKiBXaGVyZSB0aGUgY29uZmlnIGZpbGUgaXMgZm9yIGFuIGVudmlyb25tZW50IChgRGVuby5lbnYuZ2V0YCkuICovXG5leHBvcnQgZnVuY3Rpb24gY29uZmlnUGF0aChlbnY6IChuYW1lOiBzdHJpbmcpID0+IHN0cmluZyB8IHVuZGVmaW5lZCk6IHN0cmluZyB7XG4gIGNvbnN0IG5hbWVkID0gZW52KFwiQkVSVEhfQ09ORklHXCIpO1xuICBpZiAobmFtZWQpIHJldHVybiBuYW1lZDtcbiAgY29uc3QgYmFzZSA9IGVudihcIlhER19DT05GSUdfSE9NRVwiKSB8fCBgJHtlbnYoXCJIT01FXCIpID8/IFwiXCJ9Ly5jb25maWdgO1xuICByZXR1cm4gYCR7YmFzZX0vYmVydGgvY29uZmlnLnRvbWxgO1xufVxuXG4vKipcbiAqIFJlYWRzIHRoZSBmaWxlIGF0IGBwYXRoYCBvbiB0b3Agb2YgYGJhc2VgICh0aGUgZGVmYXVsdHMpLiBBIG1pc3NpbmcgZmlsZVxuICogaXMgbm8gbWlzdGFrZSB1bmxlc3MgYHJlcXVpcmVkYCAoYHNvdXJjZS1maWxlIEZJTEVgKTogdGhlIG9wdGlvbnMgYXJlXG4gKiB0aGVuIGBiYXNlYC4gQW4gdW5yZWFkYWJsZSBmaWxlIGlzIG9uZSB3YXJuaW5nLlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gbG9hZENvbmZpZyhcbiAgcGF0aDogc3RyaW5nLFxuICBvcHRzOiB7IGJhc2U/OiBPcHRpb25zOyByZXF1aXJlZD86IGJvb2xlYW4gfSA9IHt9LFxuKTogUHJvbWlzZTxDb25maWdSZXN1bHQ+IHtcbiAgY29uc3QgYmFzZSA9IG9wdHMuYmFzZSA/PyBkZWZhdWx0T3B0aW9ucygpO1xuICBsZXQgdGV4dDogc3RyaW5nO1xuICB0cnkge1xuICAgIGNvbnN0IHN0ID0gYXdhaXQgRGVuby5zdGF0KHBhdGgpO1xuICAgIGlmICghc3QuaXNGaWxlIHx8IHN0LnNpemUgPiBNQVhfQ09ORklHX0JZVEVTKSB7XG4gICAgICBjb25zdCB3aHkgPSBzdC5pc0ZpbGUgPyBcImxhcmdlciB0aGFuIDEgTWlCXCIgOiBcIm5vdCBhIHJlZ3VsYXIgZmlsZVwiO1xuICAgICAgcmV0dXJuIHsgb3B0aW9uczogYmFzZSwgd2FybmluZ3M6IFtgJHtwYXRofTogJHt3aHl9OyBub3QgcmVhZGBdLCBwYXRoIH07XG4gICAgfVxuICAgIHRleHQgPSBhd2FpdCBEZW5vLnJlYWRUZXh0RmlsZShwYXRoKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kICYmICFvcHRzLnJlcXVpcmVkKSB7XG4gICAgICByZXR1cm4geyBvcHRpb25zOiBiYXNlLCB3YXJuaW5nczogW10sIHBhdGggfTtcbiAgICB9XG4gICAgY29uc3Qgd2h5ID0gZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90Rm91bmRcbiAgICAgID8gXCJubyBzdWNoIGZpbGVcIlxuICAgICAgOiAoZXJyIGFzIEVycm9yKS5tZXNzYWdlO1xuICAgIHJldHVybiB7IG9wdGlvbnM6IGJhc2UsIHdhcm5pbmdzOiBbYCR7cGF0aH06ICR7d2h5fWBdLCBwYXRoIH07XG4gIH1cbiAgLy8gVGhlIFRPTUwgcGFyc2VyIGlzIGFuIG5wbSBwYWNrYWdlOiBsb2FkZWQgb25seSB3aGVuIHRoZXJlIGlzIGEgZmlsZVxuICAvLyAodGhlIGZpcnN0IG5wbSBwYWNrYWdlIGNvc3RzIGFuIGlkbGUgZGFlbW9uIGFib3V0IDQgTUIgcmVzaWRlbnQpLlxuICBjb25zdCB7IHBhcnNlQ29uZmlnIH0gPSBhd2FpdCBpbXBvcnQoXCIuL2NvbmZpZ19wYXJzZS50c1wiKTtcbiAgcmV0dXJuIHsgLi4ucGFyc2VDb25maWcodGV4dCwgYmFzZSwgcGF0aCksIHBhdGggfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FFRCxTQUFTLGNBQWMsUUFBc0IsZUFBZTtBQUU1RDs7O0NBR0MsR0FDRCxNQUFNLG1CQUFtQixPQUFPO0FBZ0JoQyxrRUFBa0UsR0FDbEUsT0FBTyxTQUFTLFdBQVcsR0FBeUM7RUFDbEUsTUFBTSxRQUFRLElBQUk7RUFDbEIsSUFBSSxPQUFPLE9BQU87RUFDbEIsTUFBTSxPQUFPLElBQUksc0JBQXNCLEdBQUcsSUFBSSxXQUFXLEdBQUcsUUFBUSxDQUFDO0VBQ3JFLE9BQU8sR0FBRyxLQUFLLGtCQUFrQixDQUFDO0FBQ3BDO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sZUFBZSxXQUNwQixJQUFZLEVBQ1osT0FBK0MsQ0FBQyxDQUFDO0VBRWpELE1BQU0sT0FBTyxLQUFLLElBQUksSUFBSTtFQUMxQixJQUFJO0VBQ0osSUFBSTtJQUNGLE1BQU0sS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDO0lBQzNCLElBQUksQ0FBQyxHQUFHLE1BQU0sSUFBSSxHQUFHLElBQUksR0FBRyxrQkFBa0I7TUFDNUMsTUFBTSxNQUFNLEdBQUcsTUFBTSxHQUFHLHNCQUFzQjtNQUM5QyxPQUFPO1FBQUUsU0FBUztRQUFNLFVBQVU7VUFBQyxHQUFHLEtBQUssRUFBRSxFQUFFLElBQUksVUFBVSxDQUFDO1NBQUM7UUFBRTtNQUFLO0lBQ3hFO0lBQ0EsT0FBTyxNQUFNLEtBQUssWUFBWSxDQUFDO0VBQ2pDLEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxlQUFlLEtBQUssTUFBTSxDQUFDLFFBQVEsSUFBSSxDQUFDLEtBQUssUUFBUSxFQUFFO01BQ3pELE9BQU87UUFBRSxTQUFTO1FBQU0sVUFBVSxFQUFFO1FBQUU7TUFBSztJQUM3QztJQUNBLE1BQU0sTUFBTSxlQUFlLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FDM0MsaUJBQ0EsQUFBQyxJQUFjLE9BQU87SUFDMUIsT0FBTztNQUFFLFNBQVM7TUFBTSxVQUFVO1FBQUMsR0FBRyxLQUFLLEVBQUUsRUFBRSxLQUFLO09BQUM7TUFBRTtJQUFLO0VBQzlEO0VBQ0Esc0VBQXNFO0VBQ3RFLG9FQUFvRTtFQUNwRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7RUFDckMsT0FBTztJQUFFLEdBQUcsWUFBWSxNQUFNLE1BQU0sS0FBSztJQUFFO0VBQUs7QUFDbEQifQ==
// denoCacheMetadata=15766141739367904785,13811983282707551260