/**
 * `berth load-buffer [-b NAME] PATH`: tmux's `load-buffer`, a file's
 * bytes (or stdin's, for `-`) into a paste buffer, as harnesses paste long
 * text (`load-buffer prompt.txt; paste-buffer -d -t %3`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { cwdOf, UserError } from "./command.ts";
import { MAX_BUFFER_BYTES } from "../../protocol/limits.ts";
export const command = {
  name: "load-buffer",
  summary: "Put a file's contents (or stdin's) in a paste buffer",
  usage: `Usage: berth load-buffer [-b NAME] PATH

Sets buffer NAME to the bytes of file PATH (- reads stdin), as tmux's
load-buffer; without -b, they go in a new buffer on top of the stack, as
set-buffer's text does. A buffer holds at most 1 MiB.

Exit codes: 0 loaded; 1 an error (no such file, too large, a bad name,
no daemon).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("load-buffer", args, BUFFER_OPTION);
    if (positionals.length !== 1) {
      throw new UserError("load-buffer takes one file, or - for stdin (see berth load-buffer --help)");
    }
    const buffer = bufferName(values.buffer);
    const data = await readAtMost(positionals[0], cwdOf(global));
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "set-buffer",
      buffer,
      data
    });
    return 0;
  }
};
/**
 * The bytes of `path` (stdin for `-`), refused past a buffer's limit
 * without reading more than one byte beyond it.
 */ async function readAtMost(path, cwd) {
  let file = null;
  try {
    file = path === "-" ? null : await Deno.open(path.startsWith("/") ? path : `${cwd}/${path}`);
  } catch (err) {
    throw new UserError(`Cannot read ${path}: ${err.message}; check the path`);
  }
  const stream = file ? file.readable : Deno.stdin.readable;
  const chunks = [];
  let size = 0;
  for await (const chunk of stream){
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_BUFFER_BYTES) {
      throw new UserError(`A buffer holds at most ${MAX_BUFFER_BYTES} bytes; ${path} has more`);
    }
  }
  const data = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks){
    data.set(chunk, at);
    at += chunk.length;
  }
  return data;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9sb2FkX2J1ZmZlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBsb2FkLWJ1ZmZlciBbLWIgTkFNRV0gUEFUSGA6IHRtdXgncyBgbG9hZC1idWZmZXJgLCBhIGZpbGUnc1xuICogYnl0ZXMgKG9yIHN0ZGluJ3MsIGZvciBgLWApIGludG8gYSBwYXN0ZSBidWZmZXIsIGFzIGhhcm5lc3NlcyBwYXN0ZSBsb25nXG4gKiB0ZXh0IChgbG9hZC1idWZmZXIgcHJvbXB0LnR4dDsgcGFzdGUtYnVmZmVyIC1kIC10ICUzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyBCVUZGRVJfT1BUSU9OLCBidWZmZXJOYW1lIH0gZnJvbSBcIi4vX2J1ZmZlcl9uYW1lLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIGN3ZE9mLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBNQVhfQlVGRkVSX0JZVEVTIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJsb2FkLWJ1ZmZlclwiLFxuICBzdW1tYXJ5OiBcIlB1dCBhIGZpbGUncyBjb250ZW50cyAob3Igc3RkaW4ncykgaW4gYSBwYXN0ZSBidWZmZXJcIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggbG9hZC1idWZmZXIgWy1iIE5BTUVdIFBBVEhcblxuU2V0cyBidWZmZXIgTkFNRSB0byB0aGUgYnl0ZXMgb2YgZmlsZSBQQVRIICgtIHJlYWRzIHN0ZGluKSwgYXMgdG11eCdzXG5sb2FkLWJ1ZmZlcjsgd2l0aG91dCAtYiwgdGhleSBnbyBpbiBhIG5ldyBidWZmZXIgb24gdG9wIG9mIHRoZSBzdGFjaywgYXNcbnNldC1idWZmZXIncyB0ZXh0IGRvZXMuIEEgYnVmZmVyIGhvbGRzIGF0IG1vc3QgMSBNaUIuXG5cbkV4aXQgY29kZXM6IDAgbG9hZGVkOyAxIGFuIGVycm9yIChubyBzdWNoIGZpbGUsIHRvbyBsYXJnZSwgYSBiYWQgbmFtZSxcbm5vIGRhZW1vbikuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcbiAgICAgIFwibG9hZC1idWZmZXJcIixcbiAgICAgIGFyZ3MsXG4gICAgICBCVUZGRVJfT1BUSU9OLFxuICAgICk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCAhPT0gMSkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgXCJsb2FkLWJ1ZmZlciB0YWtlcyBvbmUgZmlsZSwgb3IgLSBmb3Igc3RkaW4gKHNlZSBiZXJ0aCBsb2FkLWJ1ZmZlciAtLWhlbHApXCIsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBidWZmZXIgPSBidWZmZXJOYW1lKHZhbHVlcy5idWZmZXIpO1xuICAgIGNvbnN0IGRhdGEgPSBhd2FpdCByZWFkQXRNb3N0KHBvc2l0aW9uYWxzWzBdLCBjd2RPZihnbG9iYWwpKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzZXQtYnVmZmVyXCIsIGJ1ZmZlciwgZGF0YSB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKlxuICogVGhlIGJ5dGVzIG9mIGBwYXRoYCAoc3RkaW4gZm9yIGAtYCksIHJlZnVzZWQgcGFzdCBhIGJ1ZmZlcidzIGxpbWl0XG4gKiB3aXRob3V0IHJlYWRpbmcgbW9yZSB0aGFuIG9uZSBieXRlIGJleW9uZCBpdC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gcmVhZEF0TW9zdChwYXRoOiBzdHJpbmcsIGN3ZDogc3RyaW5nKTogUHJvbWlzZTxVaW50OEFycmF5PiB7XG4gIGxldCBmaWxlOiBEZW5vLkZzRmlsZSB8IG51bGwgPSBudWxsO1xuICB0cnkge1xuICAgIGZpbGUgPSBwYXRoID09PSBcIi1cIiA/IG51bGwgOiBhd2FpdCBEZW5vLm9wZW4oXG4gICAgICBwYXRoLnN0YXJ0c1dpdGgoXCIvXCIpID8gcGF0aCA6IGAke2N3ZH0vJHtwYXRofWAsXG4gICAgKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBDYW5ub3QgcmVhZCAke3BhdGh9OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9OyBjaGVjayB0aGUgcGF0aGAsXG4gICAgKTtcbiAgfVxuICBjb25zdCBzdHJlYW0gPSBmaWxlID8gZmlsZS5yZWFkYWJsZSA6IERlbm8uc3RkaW4ucmVhZGFibGU7XG4gIGNvbnN0IGNodW5rczogVWludDhBcnJheVtdID0gW107XG4gIGxldCBzaXplID0gMDtcbiAgZm9yIGF3YWl0IChjb25zdCBjaHVuayBvZiBzdHJlYW0pIHtcbiAgICBjaHVua3MucHVzaChjaHVuayk7XG4gICAgc2l6ZSArPSBjaHVuay5sZW5ndGg7XG4gICAgaWYgKHNpemUgPiBNQVhfQlVGRkVSX0JZVEVTKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgQSBidWZmZXIgaG9sZHMgYXQgbW9zdCAke01BWF9CVUZGRVJfQllURVN9IGJ5dGVzOyAke3BhdGh9IGhhcyBtb3JlYCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGNvbnN0IGRhdGEgPSBuZXcgVWludDhBcnJheShzaXplKTtcbiAgbGV0IGF0ID0gMDtcbiAgZm9yIChjb25zdCBjaHVuayBvZiBjaHVua3MpIHtcbiAgICBkYXRhLnNldChjaHVuaywgYXQpO1xuICAgIGF0ICs9IGNodW5rLmxlbmd0aDtcbiAgfVxuICByZXR1cm4gZGF0YTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsYUFBYSxFQUFFLFVBQVUsUUFBUSxvQkFBb0I7QUFDOUQsU0FBdUIsS0FBSyxFQUFFLFNBQVMsUUFBUSxlQUFlO0FBQzlELFNBQVMsZ0JBQWdCLFFBQVEsMkJBQTJCO0FBRTVELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7OztXQU9DLENBQUM7RUFDVixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsZUFDQSxNQUNBO0lBRUYsSUFBSSxZQUFZLE1BQU0sS0FBSyxHQUFHO01BQzVCLE1BQU0sSUFBSSxVQUNSO0lBRUo7SUFDQSxNQUFNLFNBQVMsV0FBVyxPQUFPLE1BQU07SUFDdkMsTUFBTSxPQUFPLE1BQU0sV0FBVyxXQUFXLENBQUMsRUFBRSxFQUFFLE1BQU07VUFDOUMsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQWM7TUFBUTtJQUFLO0lBQzNELE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRjs7O0NBR0MsR0FDRCxlQUFlLFdBQVcsSUFBWSxFQUFFLEdBQVc7RUFDakQsSUFBSSxPQUEyQjtFQUMvQixJQUFJO0lBQ0YsT0FBTyxTQUFTLE1BQU0sT0FBTyxNQUFNLEtBQUssSUFBSSxDQUMxQyxLQUFLLFVBQVUsQ0FBQyxPQUFPLE9BQU8sR0FBRyxJQUFJLENBQUMsRUFBRSxNQUFNO0VBRWxELEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxJQUFJLFVBQ1IsQ0FBQyxZQUFZLEVBQUUsS0FBSyxFQUFFLEVBQUUsQUFBQyxJQUFjLE9BQU8sQ0FBQyxnQkFBZ0IsQ0FBQztFQUVwRTtFQUNBLE1BQU0sU0FBUyxPQUFPLEtBQUssUUFBUSxHQUFHLEtBQUssS0FBSyxDQUFDLFFBQVE7RUFDekQsTUFBTSxTQUF1QixFQUFFO0VBQy9CLElBQUksT0FBTztFQUNYLFdBQVcsTUFBTSxTQUFTLE9BQVE7SUFDaEMsT0FBTyxJQUFJLENBQUM7SUFDWixRQUFRLE1BQU0sTUFBTTtJQUNwQixJQUFJLE9BQU8sa0JBQWtCO01BQzNCLE1BQU0sSUFBSSxVQUNSLENBQUMsdUJBQXVCLEVBQUUsaUJBQWlCLFFBQVEsRUFBRSxLQUFLLFNBQVMsQ0FBQztJQUV4RTtFQUNGO0VBQ0EsTUFBTSxPQUFPLElBQUksV0FBVztFQUM1QixJQUFJLEtBQUs7RUFDVCxLQUFLLE1BQU0sU0FBUyxPQUFRO0lBQzFCLEtBQUssR0FBRyxDQUFDLE9BQU87SUFDaEIsTUFBTSxNQUFNLE1BQU07RUFDcEI7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=14273017131743420930,2781601927535710088