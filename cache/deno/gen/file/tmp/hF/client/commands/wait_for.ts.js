/**
 * `berth wait-for [-S|-L|-U] CHANNEL`: tmux's channels, for scripts that
 * sync with the programs in their panes (`server/daemon/wait_channels.ts`).
 *
 * @module
 */ import { checkChannelName } from "../../protocol/names.ts";
import { parseCommandArgs, secondsOption } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { failure } from "./_request.ts";
import { ConnectionError, RequestError } from "../connection.ts";
export const command = {
  name: "wait-for",
  summary: "Wait for a channel's signal, signal it, lock or unlock it",
  usage: `Usage: berth wait-for [-S|-L|-U] [--timeout SEC] CHANNEL

As tmux's wait-for: without a flag, waits until CHANNEL is signalled; a
signal sent while no one waited wakes the next wait at once. Scripts
sync with a pane so:

  berth send-keys -t work 'make; berth wait-for -S built' Enter
  berth wait-for built

Options:
  -S             signal CHANNEL: wake everything waiting for it
  -L             lock CHANNEL, waiting while another holds its lock
  -U             unlock CHANNEL (a lock taken with -L, by anyone)
  --timeout SEC  give up waiting (without -S or -U) after SEC seconds

Exit codes: 0 signalled, signalled it, locked or unlocked; 1 --timeout
passed first, the channel is not locked (-U), no daemon, or bad arguments;
2 the daemon stopped meanwhile (kill-server, or berth upgrade: locks
held and signals kept go on in the new daemon; waits end and are run
again), or it was being upgraded and did nothing: run it again.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("wait-for", args, {
      signal: {
        type: "boolean",
        short: "S"
      },
      lock: {
        type: "boolean",
        short: "L"
      },
      unlock: {
        type: "boolean",
        short: "U"
      },
      timeout: {
        type: "string"
      }
    });
    const modes = [];
    if (values.signal) modes.push("signal");
    if (values.lock) modes.push("lock");
    if (values.unlock) modes.push("unlock");
    if (modes.length > 1) {
      throw new UserError("wait-for takes one of -S, -L and -U");
    }
    if (positionals.length !== 1) {
      throw new UserError("wait-for takes one channel name (see berth wait-for --help)");
    }
    const channel = positionals[0];
    const why = checkChannelName(channel);
    if (why) throw new UserError(why);
    const mode = modes[0] ?? "wait";
    const timeoutMs = secondsOption("--timeout", values.timeout);
    if (timeoutMs !== undefined && (mode === "signal" || mode === "unlock")) {
      throw new UserError("--timeout goes with a wait or -L, not -S or -U");
    }
    using conn = await connectOrFail(global);
    try {
      await conn.request({
        op: "wait-for",
        channel,
        mode,
        timeoutMs
      });
    } catch (err) {
      // The daemon went while this waited (kill-server; an upgrade keeps
      // locks and signals, not the waits): exit 2, not 1 (--timeout).
      if (err instanceof ConnectionError && err.kind === "closed") {
        throw new UserError(`wait-for ${channel}: the daemon stopped while this waited (kill-server, or berth upgrade); run it again`, 2);
      }
      // Refused while an upgrade runs: nothing was signalled, locked or
      // unlocked; exit 1 would say --timeout (or -U: not locked), and a
      // script that ignores a failed -U leaves the lock held for good.
      if (err instanceof RequestError && err.code === "busy") {
        throw new UserError(`wait-for ${channel}: ${err.message} (nothing was done); run it again`, 2);
      }
      throw failure(err);
    }
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy93YWl0X2Zvci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCB3YWl0LWZvciBbLVN8LUx8LVVdIENIQU5ORUxgOiB0bXV4J3MgY2hhbm5lbHMsIGZvciBzY3JpcHRzIHRoYXRcbiAqIHN5bmMgd2l0aCB0aGUgcHJvZ3JhbXMgaW4gdGhlaXIgcGFuZXMgKGBzZXJ2ZXIvZGFlbW9uL3dhaXRfY2hhbm5lbHMudHNgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBXYWl0Rm9yTW9kZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgY2hlY2tDaGFubmVsTmFtZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9uYW1lcy50c1wiO1xuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncywgc2Vjb25kc09wdGlvbiB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IGZhaWx1cmUgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgQ29ubmVjdGlvbkVycm9yLCBSZXF1ZXN0RXJyb3IgfSBmcm9tIFwiLi4vY29ubmVjdGlvbi50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJ3YWl0LWZvclwiLFxuICBzdW1tYXJ5OiBcIldhaXQgZm9yIGEgY2hhbm5lbCdzIHNpZ25hbCwgc2lnbmFsIGl0LCBsb2NrIG9yIHVubG9jayBpdFwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCB3YWl0LWZvciBbLVN8LUx8LVVdIFstLXRpbWVvdXQgU0VDXSBDSEFOTkVMXG5cbkFzIHRtdXgncyB3YWl0LWZvcjogd2l0aG91dCBhIGZsYWcsIHdhaXRzIHVudGlsIENIQU5ORUwgaXMgc2lnbmFsbGVkOyBhXG5zaWduYWwgc2VudCB3aGlsZSBubyBvbmUgd2FpdGVkIHdha2VzIHRoZSBuZXh0IHdhaXQgYXQgb25jZS4gU2NyaXB0c1xuc3luYyB3aXRoIGEgcGFuZSBzbzpcblxuICBiZXJ0aCBzZW5kLWtleXMgLXQgd29yayAnbWFrZTsgYmVydGggd2FpdC1mb3IgLVMgYnVpbHQnIEVudGVyXG4gIGJlcnRoIHdhaXQtZm9yIGJ1aWx0XG5cbk9wdGlvbnM6XG4gIC1TICAgICAgICAgICAgIHNpZ25hbCBDSEFOTkVMOiB3YWtlIGV2ZXJ5dGhpbmcgd2FpdGluZyBmb3IgaXRcbiAgLUwgICAgICAgICAgICAgbG9jayBDSEFOTkVMLCB3YWl0aW5nIHdoaWxlIGFub3RoZXIgaG9sZHMgaXRzIGxvY2tcbiAgLVUgICAgICAgICAgICAgdW5sb2NrIENIQU5ORUwgKGEgbG9jayB0YWtlbiB3aXRoIC1MLCBieSBhbnlvbmUpXG4gIC0tdGltZW91dCBTRUMgIGdpdmUgdXAgd2FpdGluZyAod2l0aG91dCAtUyBvciAtVSkgYWZ0ZXIgU0VDIHNlY29uZHNcblxuRXhpdCBjb2RlczogMCBzaWduYWxsZWQsIHNpZ25hbGxlZCBpdCwgbG9ja2VkIG9yIHVubG9ja2VkOyAxIC0tdGltZW91dFxucGFzc2VkIGZpcnN0LCB0aGUgY2hhbm5lbCBpcyBub3QgbG9ja2VkICgtVSksIG5vIGRhZW1vbiwgb3IgYmFkIGFyZ3VtZW50cztcbjIgdGhlIGRhZW1vbiBzdG9wcGVkIG1lYW53aGlsZSAoa2lsbC1zZXJ2ZXIsIG9yIGJlcnRoIHVwZ3JhZGU6IGxvY2tzXG5oZWxkIGFuZCBzaWduYWxzIGtlcHQgZ28gb24gaW4gdGhlIG5ldyBkYWVtb247IHdhaXRzIGVuZCBhbmQgYXJlIHJ1blxuYWdhaW4pLCBvciBpdCB3YXMgYmVpbmcgdXBncmFkZWQgYW5kIGRpZCBub3RoaW5nOiBydW4gaXQgYWdhaW4uYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcIndhaXQtZm9yXCIsIGFyZ3MsIHtcbiAgICAgIHNpZ25hbDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiU1wiIH0sXG4gICAgICBsb2NrOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJMXCIgfSxcbiAgICAgIHVubG9jazogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiVVwiIH0sXG4gICAgICB0aW1lb3V0OiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICB9KTtcbiAgICBjb25zdCBtb2RlczogV2FpdEZvck1vZGVbXSA9IFtdO1xuICAgIGlmICh2YWx1ZXMuc2lnbmFsKSBtb2Rlcy5wdXNoKFwic2lnbmFsXCIpO1xuICAgIGlmICh2YWx1ZXMubG9jaykgbW9kZXMucHVzaChcImxvY2tcIik7XG4gICAgaWYgKHZhbHVlcy51bmxvY2spIG1vZGVzLnB1c2goXCJ1bmxvY2tcIik7XG4gICAgaWYgKG1vZGVzLmxlbmd0aCA+IDEpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJ3YWl0LWZvciB0YWtlcyBvbmUgb2YgLVMsIC1MIGFuZCAtVVwiKTtcbiAgICB9XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCAhPT0gMSkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgXCJ3YWl0LWZvciB0YWtlcyBvbmUgY2hhbm5lbCBuYW1lIChzZWUgYmVydGggd2FpdC1mb3IgLS1oZWxwKVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgY2hhbm5lbCA9IHBvc2l0aW9uYWxzWzBdO1xuICAgIGNvbnN0IHdoeSA9IGNoZWNrQ2hhbm5lbE5hbWUoY2hhbm5lbCk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIGNvbnN0IG1vZGUgPSBtb2Rlc1swXSA/PyBcIndhaXRcIjtcbiAgICBjb25zdCB0aW1lb3V0TXMgPSBzZWNvbmRzT3B0aW9uKFwiLS10aW1lb3V0XCIsIHZhbHVlcy50aW1lb3V0KTtcbiAgICBpZiAodGltZW91dE1zICE9PSB1bmRlZmluZWQgJiYgKG1vZGUgPT09IFwic2lnbmFsXCIgfHwgbW9kZSA9PT0gXCJ1bmxvY2tcIikpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCItLXRpbWVvdXQgZ29lcyB3aXRoIGEgd2FpdCBvciAtTCwgbm90IC1TIG9yIC1VXCIpO1xuICAgIH1cbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCBjb25uLnJlcXVlc3QoeyBvcDogXCJ3YWl0LWZvclwiLCBjaGFubmVsLCBtb2RlLCB0aW1lb3V0TXMgfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAvLyBUaGUgZGFlbW9uIHdlbnQgd2hpbGUgdGhpcyB3YWl0ZWQgKGtpbGwtc2VydmVyOyBhbiB1cGdyYWRlIGtlZXBzXG4gICAgICAvLyBsb2NrcyBhbmQgc2lnbmFscywgbm90IHRoZSB3YWl0cyk6IGV4aXQgMiwgbm90IDEgKC0tdGltZW91dCkuXG4gICAgICBpZiAoZXJyIGluc3RhbmNlb2YgQ29ubmVjdGlvbkVycm9yICYmIGVyci5raW5kID09PSBcImNsb3NlZFwiKSB7XG4gICAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgICAgYHdhaXQtZm9yICR7Y2hhbm5lbH06IHRoZSBkYWVtb24gc3RvcHBlZCB3aGlsZSB0aGlzIHdhaXRlZCAoa2lsbC1zZXJ2ZXIsIG9yIGJlcnRoIHVwZ3JhZGUpOyBydW4gaXQgYWdhaW5gLFxuICAgICAgICAgIDIsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICAvLyBSZWZ1c2VkIHdoaWxlIGFuIHVwZ3JhZGUgcnVuczogbm90aGluZyB3YXMgc2lnbmFsbGVkLCBsb2NrZWQgb3JcbiAgICAgIC8vIHVubG9ja2VkOyBleGl0IDEgd291bGQgc2F5IC0tdGltZW91dCAob3IgLVU6IG5vdCBsb2NrZWQpLCBhbmQgYVxuICAgICAgLy8gc2NyaXB0IHRoYXQgaWdub3JlcyBhIGZhaWxlZCAtVSBsZWF2ZXMgdGhlIGxvY2sgaGVsZCBmb3IgZ29vZC5cbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IgJiYgZXJyLmNvZGUgPT09IFwiYnVzeVwiKSB7XG4gICAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgICAgYHdhaXQtZm9yICR7Y2hhbm5lbH06ICR7ZXJyLm1lc3NhZ2V9IChub3RoaW5nIHdhcyBkb25lKTsgcnVuIGl0IGFnYWluYCxcbiAgICAgICAgICAyLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhyb3cgZmFpbHVyZShlcnIpO1xuICAgIH1cbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FHRCxTQUFTLGdCQUFnQixRQUFRLDBCQUEwQjtBQUMzRCxTQUFTLGdCQUFnQixFQUFFLGFBQWEsUUFBUSxpQkFBaUI7QUFDakUsU0FBdUIsU0FBUyxRQUFRLGVBQWU7QUFDdkQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsT0FBTyxRQUFRLGdCQUFnQjtBQUN4QyxTQUFTLGVBQWUsRUFBRSxZQUFZLFFBQVEsbUJBQW1CO0FBRWpFLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7Ozs7Ozs7Ozs7Ozs7OzsrREFtQnFELENBQUM7RUFDOUQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLFlBQVksTUFBTTtNQUNqRSxRQUFRO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN0QyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxRQUFRO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN0QyxTQUFTO1FBQUUsTUFBTTtNQUFTO0lBQzVCO0lBQ0EsTUFBTSxRQUF1QixFQUFFO0lBQy9CLElBQUksT0FBTyxNQUFNLEVBQUUsTUFBTSxJQUFJLENBQUM7SUFDOUIsSUFBSSxPQUFPLElBQUksRUFBRSxNQUFNLElBQUksQ0FBQztJQUM1QixJQUFJLE9BQU8sTUFBTSxFQUFFLE1BQU0sSUFBSSxDQUFDO0lBQzlCLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRztNQUNwQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLElBQUksWUFBWSxNQUFNLEtBQUssR0FBRztNQUM1QixNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxVQUFVLFdBQVcsQ0FBQyxFQUFFO0lBQzlCLE1BQU0sTUFBTSxpQkFBaUI7SUFDN0IsSUFBSSxLQUFLLE1BQU0sSUFBSSxVQUFVO0lBQzdCLE1BQU0sT0FBTyxLQUFLLENBQUMsRUFBRSxJQUFJO0lBQ3pCLE1BQU0sWUFBWSxjQUFjLGFBQWEsT0FBTyxPQUFPO0lBQzNELElBQUksY0FBYyxhQUFhLENBQUMsU0FBUyxZQUFZLFNBQVMsUUFBUSxHQUFHO01BQ3ZFLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO1VBQ00sT0FBTyxNQUFNLGNBQWM7SUFDakMsSUFBSTtNQUNGLE1BQU0sS0FBSyxPQUFPLENBQUM7UUFBRSxJQUFJO1FBQVk7UUFBUztRQUFNO01BQVU7SUFDaEUsRUFBRSxPQUFPLEtBQUs7TUFDWixtRUFBbUU7TUFDbkUsZ0VBQWdFO01BQ2hFLElBQUksZUFBZSxtQkFBbUIsSUFBSSxJQUFJLEtBQUssVUFBVTtRQUMzRCxNQUFNLElBQUksVUFDUixDQUFDLFNBQVMsRUFBRSxRQUFRLG9GQUFvRixDQUFDLEVBQ3pHO01BRUo7TUFDQSxrRUFBa0U7TUFDbEUsa0VBQWtFO01BQ2xFLGlFQUFpRTtNQUNqRSxJQUFJLGVBQWUsZ0JBQWdCLElBQUksSUFBSSxLQUFLLFFBQVE7UUFDdEQsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxTQUFTLEVBQUUsUUFBUSxFQUFFLEVBQUUsSUFBSSxPQUFPLENBQUMsaUNBQWlDLENBQUMsRUFDdEU7TUFFSjtNQUNBLE1BQU0sUUFBUTtJQUNoQjtJQUNBLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=11828453467178632994,17863369436318780694