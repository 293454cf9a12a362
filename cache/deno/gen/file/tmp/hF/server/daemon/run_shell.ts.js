/**
 * tmux's `run-shell` job: a command run by `/bin/sh -c` in the daemon, as
 * tmux's server runs it, with the daemon's user's rights, its output kept
 * for the answer. Only a request runs one (the CLI, a key binding, the
 * `:` prompt, a command of the config file): nothing a pane's program
 * prints reaches here.
 *
 * @module
 */ import { MAX_RUN_OUTPUT } from "../../protocol/messages.ts";
import { RequestFailure } from "./request_failure.ts";
/**
 * Runs `command` with `/bin/sh -c` in `cwd` with exactly `env`, stdin
 * from /dev/null; resolves once it has exited and its output has ended,
 * with stdout and stderr as they came (the first `MAX_RUN_OUTPUT` bytes;
 * the rest is read and dropped, so that the job never blocks on a full
 * pipe).
 */ export async function runJob(command, cwd, env) {
  let child;
  try {
    child = new Deno.Command("/bin/sh", {
      args: [
        "-c",
        command
      ],
      cwd,
      env,
      clearEnv: true,
      stdin: "null",
      stdout: "piped",
      stderr: "piped"
    }).spawn();
  } catch (err) {
    throw new RequestFailure("spawn", `Cannot run /bin/sh in ${cwd}: ${err.message}`);
  }
  const chunks = [];
  let kept = 0;
  let truncated = false;
  const drain = async (stream)=>{
    for await (const chunk of stream){
      const room = MAX_RUN_OUTPUT - kept;
      if (chunk.length > room) truncated = true;
      if (room <= 0) continue;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      kept += part.length;
    }
  };
  const [status] = await Promise.all([
    child.status,
    drain(child.stdout),
    drain(child.stderr)
  ]);
  const bytes = new Uint8Array(kept);
  let at = 0;
  for (const c of chunks){
    bytes.set(c, at);
    at += c.length;
  }
  return {
    output: new TextDecoder().decode(bytes),
    exit: status.signal ? {
      code: null,
      signal: status.signal
    } : {
      code: status.code,
      signal: null
    },
    truncated
  };
}
/**
 * A format's value as one word of shell text: as it is when it is a
 * plain word (letters, digits, `_@%+=:,./-`) or empty, else in single
 * quotes. A pane's title, its program's name and its directory's name
 * are what a program sets: quoted, they never run as shell text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shellWord } from "./run_shell.ts";
 * assert.equal(shellWord("/dev/pts/3"), "/dev/pts/3");
 * assert.equal(shellWord("$(reboot)"), "'$(reboot)'");
 * assert.equal(shellWord("it's"), `'it'\\''s'`);
 * ```
 */ export function shellWord(value) {
  if (value === "" || /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcnVuX3NoZWxsLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogdG11eCdzIGBydW4tc2hlbGxgIGpvYjogYSBjb21tYW5kIHJ1biBieSBgL2Jpbi9zaCAtY2AgaW4gdGhlIGRhZW1vbiwgYXNcbiAqIHRtdXgncyBzZXJ2ZXIgcnVucyBpdCwgd2l0aCB0aGUgZGFlbW9uJ3MgdXNlcidzIHJpZ2h0cywgaXRzIG91dHB1dCBrZXB0XG4gKiBmb3IgdGhlIGFuc3dlci4gT25seSBhIHJlcXVlc3QgcnVucyBvbmUgKHRoZSBDTEksIGEga2V5IGJpbmRpbmcsIHRoZVxuICogYDpgIHByb21wdCwgYSBjb21tYW5kIG9mIHRoZSBjb25maWcgZmlsZSk6IG5vdGhpbmcgYSBwYW5lJ3MgcHJvZ3JhbVxuICogcHJpbnRzIHJlYWNoZXMgaGVyZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgdHlwZSBFeGl0U3RhdHVzLCBNQVhfUlVOX09VVFBVVCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcblxuLyoqIFdoYXQgYSBqb2IgcHJpbnRlZCBhbmQgaG93IGl0IGVuZGVkLiAqL1xuZXhwb3J0IGludGVyZmFjZSBKb2JSZXN1bHQge1xuICBvdXRwdXQ6IHN0cmluZztcbiAgZXhpdDogRXhpdFN0YXR1cztcbiAgdHJ1bmNhdGVkOiBib29sZWFuO1xufVxuXG4vKipcbiAqIFJ1bnMgYGNvbW1hbmRgIHdpdGggYC9iaW4vc2ggLWNgIGluIGBjd2RgIHdpdGggZXhhY3RseSBgZW52YCwgc3RkaW5cbiAqIGZyb20gL2Rldi9udWxsOyByZXNvbHZlcyBvbmNlIGl0IGhhcyBleGl0ZWQgYW5kIGl0cyBvdXRwdXQgaGFzIGVuZGVkLFxuICogd2l0aCBzdGRvdXQgYW5kIHN0ZGVyciBhcyB0aGV5IGNhbWUgKHRoZSBmaXJzdCBgTUFYX1JVTl9PVVRQVVRgIGJ5dGVzO1xuICogdGhlIHJlc3QgaXMgcmVhZCBhbmQgZHJvcHBlZCwgc28gdGhhdCB0aGUgam9iIG5ldmVyIGJsb2NrcyBvbiBhIGZ1bGxcbiAqIHBpcGUpLlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcnVuSm9iKFxuICBjb21tYW5kOiBzdHJpbmcsXG4gIGN3ZDogc3RyaW5nLFxuICBlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4sXG4pOiBQcm9taXNlPEpvYlJlc3VsdD4ge1xuICBsZXQgY2hpbGQ6IERlbm8uQ2hpbGRQcm9jZXNzO1xuICB0cnkge1xuICAgIGNoaWxkID0gbmV3IERlbm8uQ29tbWFuZChcIi9iaW4vc2hcIiwge1xuICAgICAgYXJnczogW1wiLWNcIiwgY29tbWFuZF0sXG4gICAgICBjd2QsXG4gICAgICBlbnYsXG4gICAgICBjbGVhckVudjogdHJ1ZSxcbiAgICAgIHN0ZGluOiBcIm51bGxcIixcbiAgICAgIHN0ZG91dDogXCJwaXBlZFwiLFxuICAgICAgc3RkZXJyOiBcInBpcGVkXCIsXG4gICAgfSkuc3Bhd24oKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgXCJzcGF3blwiLFxuICAgICAgYENhbm5vdCBydW4gL2Jpbi9zaCBpbiAke2N3ZH06ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gLFxuICAgICk7XG4gIH1cbiAgY29uc3QgY2h1bmtzOiBVaW50OEFycmF5W10gPSBbXTtcbiAgbGV0IGtlcHQgPSAwO1xuICBsZXQgdHJ1bmNhdGVkID0gZmFsc2U7XG4gIGNvbnN0IGRyYWluID0gYXN5bmMgKHN0cmVhbTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4pID0+IHtcbiAgICBmb3IgYXdhaXQgKGNvbnN0IGNodW5rIG9mIHN0cmVhbSkge1xuICAgICAgY29uc3Qgcm9vbSA9IE1BWF9SVU5fT1VUUFVUIC0ga2VwdDtcbiAgICAgIGlmIChjaHVuay5sZW5ndGggPiByb29tKSB0cnVuY2F0ZWQgPSB0cnVlO1xuICAgICAgaWYgKHJvb20gPD0gMCkgY29udGludWU7XG4gICAgICBjb25zdCBwYXJ0ID0gY2h1bmsubGVuZ3RoID4gcm9vbSA/IGNodW5rLnN1YmFycmF5KDAsIHJvb20pIDogY2h1bms7XG4gICAgICBjaHVua3MucHVzaChwYXJ0KTtcbiAgICAgIGtlcHQgKz0gcGFydC5sZW5ndGg7XG4gICAgfVxuICB9O1xuICBjb25zdCBbc3RhdHVzXSA9IGF3YWl0IFByb21pc2UuYWxsKFtcbiAgICBjaGlsZC5zdGF0dXMsXG4gICAgZHJhaW4oY2hpbGQuc3Rkb3V0KSxcbiAgICBkcmFpbihjaGlsZC5zdGRlcnIpLFxuICBdKTtcbiAgY29uc3QgYnl0ZXMgPSBuZXcgVWludDhBcnJheShrZXB0KTtcbiAgbGV0IGF0ID0gMDtcbiAgZm9yIChjb25zdCBjIG9mIGNodW5rcykge1xuICAgIGJ5dGVzLnNldChjLCBhdCk7XG4gICAgYXQgKz0gYy5sZW5ndGg7XG4gIH1cbiAgcmV0dXJuIHtcbiAgICBvdXRwdXQ6IG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShieXRlcyksXG4gICAgZXhpdDogc3RhdHVzLnNpZ25hbFxuICAgICAgPyB7IGNvZGU6IG51bGwsIHNpZ25hbDogc3RhdHVzLnNpZ25hbCB9XG4gICAgICA6IHsgY29kZTogc3RhdHVzLmNvZGUsIHNpZ25hbDogbnVsbCB9LFxuICAgIHRydW5jYXRlZCxcbiAgfTtcbn1cblxuLyoqXG4gKiBBIGZvcm1hdCdzIHZhbHVlIGFzIG9uZSB3b3JkIG9mIHNoZWxsIHRleHQ6IGFzIGl0IGlzIHdoZW4gaXQgaXMgYVxuICogcGxhaW4gd29yZCAobGV0dGVycywgZGlnaXRzLCBgX0AlKz06LC4vLWApIG9yIGVtcHR5LCBlbHNlIGluIHNpbmdsZVxuICogcXVvdGVzLiBBIHBhbmUncyB0aXRsZSwgaXRzIHByb2dyYW0ncyBuYW1lIGFuZCBpdHMgZGlyZWN0b3J5J3MgbmFtZVxuICogYXJlIHdoYXQgYSBwcm9ncmFtIHNldHM6IHF1b3RlZCwgdGhleSBuZXZlciBydW4gYXMgc2hlbGwgdGV4dC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCBhc3NlcnQgZnJvbSBcIm5vZGU6YXNzZXJ0L3N0cmljdFwiO1xuICogaW1wb3J0IHsgc2hlbGxXb3JkIH0gZnJvbSBcIi4vcnVuX3NoZWxsLnRzXCI7XG4gKiBhc3NlcnQuZXF1YWwoc2hlbGxXb3JkKFwiL2Rldi9wdHMvM1wiKSwgXCIvZGV2L3B0cy8zXCIpO1xuICogYXNzZXJ0LmVxdWFsKHNoZWxsV29yZChcIiQocmVib290KVwiKSwgXCInJChyZWJvb3QpJ1wiKTtcbiAqIGFzc2VydC5lcXVhbChzaGVsbFdvcmQoXCJpdCdzXCIpLCBgJ2l0J1xcXFwnJ3MnYCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNoZWxsV29yZCh2YWx1ZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKHZhbHVlID09PSBcIlwiIHx8IC9eW1xcd0AlKz06LC4vLV0rJC8udGVzdCh2YWx1ZSkpIHJldHVybiB2YWx1ZTtcbiAgcmV0dXJuIGAnJHt2YWx1ZS5yZXBsYWNlKC8nL2csIGAnXFxcXCcnYCl9J2A7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FFRCxTQUEwQixjQUFjLFFBQVEsNkJBQTZCO0FBQzdFLFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQVN0RDs7Ozs7O0NBTUMsR0FDRCxPQUFPLGVBQWUsT0FDcEIsT0FBZSxFQUNmLEdBQVcsRUFDWCxHQUEyQjtFQUUzQixJQUFJO0VBQ0osSUFBSTtJQUNGLFFBQVEsSUFBSSxLQUFLLE9BQU8sQ0FBQyxXQUFXO01BQ2xDLE1BQU07UUFBQztRQUFNO09BQVE7TUFDckI7TUFDQTtNQUNBLFVBQVU7TUFDVixPQUFPO01BQ1AsUUFBUTtNQUNSLFFBQVE7SUFDVixHQUFHLEtBQUs7RUFDVixFQUFFLE9BQU8sS0FBSztJQUNaLE1BQU0sSUFBSSxlQUNSLFNBQ0EsQ0FBQyxzQkFBc0IsRUFBRSxJQUFJLEVBQUUsRUFBRSxBQUFDLElBQWMsT0FBTyxFQUFFO0VBRTdEO0VBQ0EsTUFBTSxTQUF1QixFQUFFO0VBQy9CLElBQUksT0FBTztFQUNYLElBQUksWUFBWTtFQUNoQixNQUFNLFFBQVEsT0FBTztJQUNuQixXQUFXLE1BQU0sU0FBUyxPQUFRO01BQ2hDLE1BQU0sT0FBTyxpQkFBaUI7TUFDOUIsSUFBSSxNQUFNLE1BQU0sR0FBRyxNQUFNLFlBQVk7TUFDckMsSUFBSSxRQUFRLEdBQUc7TUFDZixNQUFNLE9BQU8sTUFBTSxNQUFNLEdBQUcsT0FBTyxNQUFNLFFBQVEsQ0FBQyxHQUFHLFFBQVE7TUFDN0QsT0FBTyxJQUFJLENBQUM7TUFDWixRQUFRLEtBQUssTUFBTTtJQUNyQjtFQUNGO0VBQ0EsTUFBTSxDQUFDLE9BQU8sR0FBRyxNQUFNLFFBQVEsR0FBRyxDQUFDO0lBQ2pDLE1BQU0sTUFBTTtJQUNaLE1BQU0sTUFBTSxNQUFNO0lBQ2xCLE1BQU0sTUFBTSxNQUFNO0dBQ25CO0VBQ0QsTUFBTSxRQUFRLElBQUksV0FBVztFQUM3QixJQUFJLEtBQUs7RUFDVCxLQUFLLE1BQU0sS0FBSyxPQUFRO0lBQ3RCLE1BQU0sR0FBRyxDQUFDLEdBQUc7SUFDYixNQUFNLEVBQUUsTUFBTTtFQUNoQjtFQUNBLE9BQU87SUFDTCxRQUFRLElBQUksY0FBYyxNQUFNLENBQUM7SUFDakMsTUFBTSxPQUFPLE1BQU0sR0FDZjtNQUFFLE1BQU07TUFBTSxRQUFRLE9BQU8sTUFBTTtJQUFDLElBQ3BDO01BQUUsTUFBTSxPQUFPLElBQUk7TUFBRSxRQUFRO0lBQUs7SUFDdEM7RUFDRjtBQUNGO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxPQUFPLFNBQVMsVUFBVSxLQUFhO0VBQ3JDLElBQUksVUFBVSxNQUFNLG1CQUFtQixJQUFJLENBQUMsUUFBUSxPQUFPO0VBQzNELE9BQU8sQ0FBQyxDQUFDLEVBQUUsTUFBTSxPQUFPLENBQUMsTUFBTSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUM1QyJ9
// denoCacheMetadata=3830367646794021447,460290260816365573