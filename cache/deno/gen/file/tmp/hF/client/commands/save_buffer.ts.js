/**
 * `berth save-buffer [-a] [-b NAME] PATH`: tmux's `save-buffer`, a paste
 * buffer's bytes into a file (or stdout, for `-`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { cwdOf, UserError } from "./command.ts";
import { writeOut } from "../stdout.ts";
export const command = {
  name: "save-buffer",
  summary: "Write a paste buffer to a file (the newest by default)",
  usage: `Usage: berth save-buffer [-a] [-b NAME] PATH

Writes buffer NAME (the newest without -b) to file PATH as it is (- is
stdout), as tmux's save-buffer.

Options:
  -a  append to PATH rather than replace it

Exit codes: 0 saved; 1 no such buffer (or none), the file cannot be
written, no daemon runs, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("save-buffer", args, {
      ...BUFFER_OPTION,
      append: {
        type: "boolean",
        short: "a"
      }
    });
    if (positionals.length !== 1) {
      throw new UserError("save-buffer takes one file, or - for stdout (see berth save-buffer --help)");
    }
    const buffer = bufferName(values.buffer);
    using conn = await connectOrFail(global);
    const { data } = await requestOrFail(conn, {
      op: "show-buffer",
      buffer
    });
    const path = positionals[0];
    if (path === "-") {
      writeOut(data);
      return 0;
    }
    try {
      await Deno.writeFile(path.startsWith("/") ? path : `${cwdOf(global)}/${path}`, data, {
        append: values.append ?? false
      });
    } catch (err) {
      throw new UserError(`Cannot write ${path}: ${err.message}; check the path`);
    }
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zYXZlX2J1ZmZlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzYXZlLWJ1ZmZlciBbLWFdIFstYiBOQU1FXSBQQVRIYDogdG11eCdzIGBzYXZlLWJ1ZmZlcmAsIGEgcGFzdGVcbiAqIGJ1ZmZlcidzIGJ5dGVzIGludG8gYSBmaWxlIChvciBzdGRvdXQsIGZvciBgLWApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgQlVGRkVSX09QVElPTiwgYnVmZmVyTmFtZSB9IGZyb20gXCIuL19idWZmZXJfbmFtZS50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBjd2RPZiwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgd3JpdGVPdXQgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNhdmUtYnVmZmVyXCIsXG4gIHN1bW1hcnk6IFwiV3JpdGUgYSBwYXN0ZSBidWZmZXIgdG8gYSBmaWxlICh0aGUgbmV3ZXN0IGJ5IGRlZmF1bHQpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNhdmUtYnVmZmVyIFstYV0gWy1iIE5BTUVdIFBBVEhcblxuV3JpdGVzIGJ1ZmZlciBOQU1FICh0aGUgbmV3ZXN0IHdpdGhvdXQgLWIpIHRvIGZpbGUgUEFUSCBhcyBpdCBpcyAoLSBpc1xuc3Rkb3V0KSwgYXMgdG11eCdzIHNhdmUtYnVmZmVyLlxuXG5PcHRpb25zOlxuICAtYSAgYXBwZW5kIHRvIFBBVEggcmF0aGVyIHRoYW4gcmVwbGFjZSBpdFxuXG5FeGl0IGNvZGVzOiAwIHNhdmVkOyAxIG5vIHN1Y2ggYnVmZmVyIChvciBub25lKSwgdGhlIGZpbGUgY2Fubm90IGJlXG53cml0dGVuLCBubyBkYWVtb24gcnVucywgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcInNhdmUtYnVmZmVyXCIsIGFyZ3MsIHtcbiAgICAgIC4uLkJVRkZFUl9PUFRJT04sXG4gICAgICBhcHBlbmQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImFcIiB9LFxuICAgIH0pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggIT09IDEpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwic2F2ZS1idWZmZXIgdGFrZXMgb25lIGZpbGUsIG9yIC0gZm9yIHN0ZG91dCAoc2VlIGJlcnRoIHNhdmUtYnVmZmVyIC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IGJ1ZmZlciA9IGJ1ZmZlck5hbWUodmFsdWVzLmJ1ZmZlcik7XG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgICBjb25zdCB7IGRhdGEgfSA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzaG93LWJ1ZmZlclwiLCBidWZmZXIgfSk7XG4gICAgY29uc3QgcGF0aCA9IHBvc2l0aW9uYWxzWzBdO1xuICAgIGlmIChwYXRoID09PSBcIi1cIikge1xuICAgICAgd3JpdGVPdXQoZGF0YSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gICAgdHJ5IHtcbiAgICAgIGF3YWl0IERlbm8ud3JpdGVGaWxlKFxuICAgICAgICBwYXRoLnN0YXJ0c1dpdGgoXCIvXCIpID8gcGF0aCA6IGAke2N3ZE9mKGdsb2JhbCl9LyR7cGF0aH1gLFxuICAgICAgICBkYXRhLFxuICAgICAgICB7IGFwcGVuZDogdmFsdWVzLmFwcGVuZCA/PyBmYWxzZSB9LFxuICAgICAgKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGBDYW5ub3Qgd3JpdGUgJHtwYXRofTogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfTsgY2hlY2sgdGhlIHBhdGhgLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsRUFBRSxVQUFVLFFBQVEsb0JBQW9CO0FBQzlELFNBQXVCLEtBQUssRUFBRSxTQUFTLFFBQVEsZUFBZTtBQUM5RCxTQUFTLFFBQVEsUUFBUSxlQUFlO0FBRXhDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7Ozs7O3FDQVMyQixDQUFDO0VBQ3BDLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixlQUFlLE1BQU07TUFDcEUsR0FBRyxhQUFhO01BQ2hCLFFBQVE7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO0lBQ3hDO0lBQ0EsSUFBSSxZQUFZLE1BQU0sS0FBSyxHQUFHO01BQzVCLE1BQU0sSUFBSSxVQUNSO0lBRUo7SUFDQSxNQUFNLFNBQVMsV0FBVyxPQUFPLE1BQU07VUFDakMsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtNQUFlO0lBQU87SUFDdkUsTUFBTSxPQUFPLFdBQVcsQ0FBQyxFQUFFO0lBQzNCLElBQUksU0FBUyxLQUFLO01BQ2hCLFNBQVM7TUFDVCxPQUFPO0lBQ1Q7SUFDQSxJQUFJO01BQ0YsTUFBTSxLQUFLLFNBQVMsQ0FDbEIsS0FBSyxVQUFVLENBQUMsT0FBTyxPQUFPLEdBQUcsTUFBTSxRQUFRLENBQUMsRUFBRSxNQUFNLEVBQ3hELE1BQ0E7UUFBRSxRQUFRLE9BQU8sTUFBTSxJQUFJO01BQU07SUFFckMsRUFBRSxPQUFPLEtBQUs7TUFDWixNQUFNLElBQUksVUFDUixDQUFDLGFBQWEsRUFBRSxLQUFLLEVBQUUsRUFBRSxBQUFDLElBQWMsT0FBTyxDQUFDLGdCQUFnQixDQUFDO0lBRXJFO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=8644205118267233196,11393134347914092299