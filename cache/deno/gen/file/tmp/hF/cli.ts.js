/**
 * berth's command line: global options pick the daemon, then a subcommand
 * (see `client/commands/`) runs. `main.ts` runs it, from the source or from
 * the bundle of it (`client/bundle/`).
 * `berth __daemon --socket PATH` is the daemon itself, started on demand;
 * `berth __bridge` is what `berth -H HOST` runs on HOST over ssh;
 * `berth __upgrade-check [FILE]` is what a daemon being upgraded runs of
 * the new code first (see `server/daemon/upgrade.ts`);
 * `berth __bundle` builds the bundle (`client/bundle/build.ts`).
 *
 * @module
 */ import { resolveSocket } from "./protocol/socket_path.ts";
import { resolveAddress } from "./client/transport/resolve.ts";
import { endingsWritten } from "./client/transport/byte_stream.ts";
import { allCommands, findCommand } from "./client/commands/index.ts";
import { UserError } from "./client/commands/command.ts";
import { printLine, READER_GONE_EXIT } from "./client/stdout.ts";
import { importLater } from "./protocol/import_later.ts";
import { VERSION } from "./client/version.ts";
import { splitGlobal } from "./client/global_args.ts";
const EXIT_CODES = `Exit codes:
  0  success
  1  an error: bad arguments, unknown session, daemon unreachable ...
     (berth wait: --timeout passed first)
  2  berth wait: the session does not exist or exited first
  N  berth attach/new/run: the session's child exited with status N
     (128+signal when a signal killed it)
  70  a bug in berth: it says "internal error" and prints the stack
  124  berth run: --timeout passed first (the program was killed)
  130  berth run: interrupted with Ctrl-C (the program was killed)
  141  whatever read the output went away (| head): berth stopped quietly,
       as a program killed by SIGPIPE does`;
async function mainHelp() {
  const commands = await allCommands();
  const width = Math.max(...commands.map((c)=>c.name.length));
  const list = commands.map((c)=>`  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `berth ${VERSION}: detach and reattach terminal sessions, drive them from scripts

Usage: berth [-H HOST] [-L NAME | --socket PATH] [-f FILE] [COMMAND [ARGS...]]

Commands:
${list}

Commands that act on one session take its name first, or as -t NAME (tmux).

Global options:
  -L NAME            use the daemon called NAME (default "default")
  -S, --socket PATH  use the daemon listening on PATH ($BERTH_SOCKET too)
  -H, --host [USER@]HOST[:PORT]
                     use the daemon on HOST, over ssh ($BERTH_HOST too):
                     every command works there, attach renders here and
                     resumes by itself when the link comes back; -L and
                     --socket then pick the daemon on HOST
  --ssh CMD          the ssh command, split on spaces (default ssh, which
                     reads ~/.ssh/config; $BERTH_SSH too)
  --remote CMD       the berth command on HOST, as shell text (default
                     berth; $BERTH_REMOTE too), e.g.
                     "deno run -A /opt/berth/main.ts"
  -f FILE            the config file a daemon started now reads (default
                     $BERTH_CONFIG, else $XDG_CONFIG_HOME/berth/config.toml)
  -h, --help         this help; berth COMMAND --help for a command's
  -V, --version      print the version

${EXIT_CODES}`;
}
/** Splits the global options off the front of argv, checked and applied. */ function parseGlobal(argv) {
  const { options, rest, missing } = splitGlobal(argv);
  if (missing !== undefined) {
    throw new UserError(`Option ${missing} needs a value`);
  }
  const { config, ...choice } = options;
  // As tmux's -f; passed on to a daemon started now in its environment.
  if (config !== undefined) Deno.env.set("BERTH_CONFIG", absolute(config));
  if (choice.name !== undefined && !/^[A-Za-z0-9_.-]+$/.test(choice.name)) {
    throw new UserError(`-L takes a plain name (letters, digits, _.-), not "${choice.name}"`);
  }
  return {
    choice,
    rest
  };
}
/**
 * `path` from the working directory, for a daemon that runs elsewhere
 * (`node:path` would cost every command its loading time).
 */ function absolute(path) {
  return path.startsWith("/") ? path : `${Deno.cwd()}/${path}`;
}
/** Runs the command line; returns the exit code. */ async function main(argv) {
  const { choice, rest } = parseGlobal(argv);
  const socket = resolveSocket(choice);
  const [name, ...args] = rest;
  if (name === "__daemon") {
    const { runDaemon } = await importLater("./server/daemon/daemon.ts", import.meta.url);
    const at = args.indexOf("--upgrade-from");
    const upgradeFrom = at >= 0 ? args[at + 1] : undefined;
    return await runDaemon(socket, {
      version: VERSION,
      upgradeFrom
    });
  }
  if (name === "__upgrade-check") {
    const { checkUpgrade } = await importLater("./server/daemon/upgrade_check.ts", import.meta.url);
    return checkUpgrade(VERSION, args[0]);
  }
  if (name === "__bridge") {
    const { runBridge } = await importLater("./client/commands/_bridge.ts", import.meta.url);
    return await runBridge(socket, args);
  }
  if (name === "__bundle") {
    const { buildBundle } = await importLater("./client/bundle/build.ts", import.meta.url);
    return await buildBundle(args);
  }
  if (name === "-h" || name === "--help" || name === "help") {
    const cmd = args[0] ? await findCommand(args[0]) : undefined;
    printLine(cmd ? cmd.usage : await mainHelp());
    return 0;
  }
  if (name === "-V" || name === "--version") {
    printLine(`berth ${VERSION}`);
    return 0;
  }
  const cmd = await findCommand(name ?? "start");
  if (!cmd && name.startsWith("-")) {
    throw new UserError(`Unknown option ${name} (berth --help lists the options that go before a command)`);
  }
  if (!cmd) {
    throw new UserError(`Unknown command "${name}" (berth --help lists the commands)`);
  }
  const isHelp = (a)=>a === "--help" || a === "-h" && !cmd.ownsShortH;
  if (args.some(isHelp)) {
    const dashdash = args.indexOf("--");
    const help = args.findIndex(isHelp);
    if (dashdash < 0 || help < dashdash) {
      printLine(cmd.usage);
      return 0;
    }
  }
  return await cmd.run(args, {
    ...resolveAddress(choice),
    findCommand
  });
}
/** Runs the command line `argv` and exits with its code. */ export async function run(argv) {
  let code;
  try {
    code = await main(argv);
  } catch (err) {
    if (err instanceof Deno.errors.BrokenPipe) {
      // Whoever read our output has gone (`| head`): stop, say nothing.
      code = READER_GONE_EXIT;
    } else if (err instanceof UserError) {
      console.error(`berth: ${err.message}`);
      code = err.exitCode;
    } else {
      // A bug, not a user mistake: the stack helps whoever reports it.
      console.error("berth: internal error:", err);
      code = 70;
    }
  }
  // A command over -H may still be saying bye (its ssh then ends too).
  await endingsWritten(1000);
  Deno.exit(code);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGJlcnRoJ3MgY29tbWFuZCBsaW5lOiBnbG9iYWwgb3B0aW9ucyBwaWNrIHRoZSBkYWVtb24sIHRoZW4gYSBzdWJjb21tYW5kXG4gKiAoc2VlIGBjbGllbnQvY29tbWFuZHMvYCkgcnVucy4gYG1haW4udHNgIHJ1bnMgaXQsIGZyb20gdGhlIHNvdXJjZSBvciBmcm9tXG4gKiB0aGUgYnVuZGxlIG9mIGl0IChgY2xpZW50L2J1bmRsZS9gKS5cbiAqIGBiZXJ0aCBfX2RhZW1vbiAtLXNvY2tldCBQQVRIYCBpcyB0aGUgZGFlbW9uIGl0c2VsZiwgc3RhcnRlZCBvbiBkZW1hbmQ7XG4gKiBgYmVydGggX19icmlkZ2VgIGlzIHdoYXQgYGJlcnRoIC1IIEhPU1RgIHJ1bnMgb24gSE9TVCBvdmVyIHNzaDtcbiAqIGBiZXJ0aCBfX3VwZ3JhZGUtY2hlY2sgW0ZJTEVdYCBpcyB3aGF0IGEgZGFlbW9uIGJlaW5nIHVwZ3JhZGVkIHJ1bnMgb2ZcbiAqIHRoZSBuZXcgY29kZSBmaXJzdCAoc2VlIGBzZXJ2ZXIvZGFlbW9uL3VwZ3JhZGUudHNgKTtcbiAqIGBiZXJ0aCBfX2J1bmRsZWAgYnVpbGRzIHRoZSBidW5kbGUgKGBjbGllbnQvYnVuZGxlL2J1aWxkLnRzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHJlc29sdmVTb2NrZXQgfSBmcm9tIFwiLi9wcm90b2NvbC9zb2NrZXRfcGF0aC50c1wiO1xuaW1wb3J0IHsgcmVzb2x2ZUFkZHJlc3MgfSBmcm9tIFwiLi9jbGllbnQvdHJhbnNwb3J0L3Jlc29sdmUudHNcIjtcbmltcG9ydCB7IGVuZGluZ3NXcml0dGVuIH0gZnJvbSBcIi4vY2xpZW50L3RyYW5zcG9ydC9ieXRlX3N0cmVhbS50c1wiO1xuaW1wb3J0IHsgYWxsQ29tbWFuZHMsIGZpbmRDb21tYW5kIH0gZnJvbSBcIi4vY2xpZW50L2NvbW1hbmRzL2luZGV4LnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jbGllbnQvY29tbWFuZHMvY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lLCBSRUFERVJfR09ORV9FWElUIH0gZnJvbSBcIi4vY2xpZW50L3N0ZG91dC50c1wiO1xuaW1wb3J0IHsgaW1wb3J0TGF0ZXIgfSBmcm9tIFwiLi9wcm90b2NvbC9pbXBvcnRfbGF0ZXIudHNcIjtcbmltcG9ydCB7IFZFUlNJT04gfSBmcm9tIFwiLi9jbGllbnQvdmVyc2lvbi50c1wiO1xuaW1wb3J0IHsgc3BsaXRHbG9iYWwgfSBmcm9tIFwiLi9jbGllbnQvZ2xvYmFsX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlICogYXMgRGFlbW9uIGZyb20gXCIuL3NlcnZlci9kYWVtb24vZGFlbW9uLnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIFVwZ3JhZGVDaGVjayBmcm9tIFwiLi9zZXJ2ZXIvZGFlbW9uL3VwZ3JhZGVfY2hlY2sudHNcIjtcbmltcG9ydCB0eXBlICogYXMgQnJpZGdlIGZyb20gXCIuL2NsaWVudC9jb21tYW5kcy9fYnJpZGdlLnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIEJ1aWxkIGZyb20gXCIuL2NsaWVudC9idW5kbGUvYnVpbGQudHNcIjtcblxuY29uc3QgRVhJVF9DT0RFUyA9IGBFeGl0IGNvZGVzOlxuICAwICBzdWNjZXNzXG4gIDEgIGFuIGVycm9yOiBiYWQgYXJndW1lbnRzLCB1bmtub3duIHNlc3Npb24sIGRhZW1vbiB1bnJlYWNoYWJsZSAuLi5cbiAgICAgKGJlcnRoIHdhaXQ6IC0tdGltZW91dCBwYXNzZWQgZmlyc3QpXG4gIDIgIGJlcnRoIHdhaXQ6IHRoZSBzZXNzaW9uIGRvZXMgbm90IGV4aXN0IG9yIGV4aXRlZCBmaXJzdFxuICBOICBiZXJ0aCBhdHRhY2gvbmV3L3J1bjogdGhlIHNlc3Npb24ncyBjaGlsZCBleGl0ZWQgd2l0aCBzdGF0dXMgTlxuICAgICAoMTI4K3NpZ25hbCB3aGVuIGEgc2lnbmFsIGtpbGxlZCBpdClcbiAgNzAgIGEgYnVnIGluIGJlcnRoOiBpdCBzYXlzIFwiaW50ZXJuYWwgZXJyb3JcIiBhbmQgcHJpbnRzIHRoZSBzdGFja1xuICAxMjQgIGJlcnRoIHJ1bjogLS10aW1lb3V0IHBhc3NlZCBmaXJzdCAodGhlIHByb2dyYW0gd2FzIGtpbGxlZClcbiAgMTMwICBiZXJ0aCBydW46IGludGVycnVwdGVkIHdpdGggQ3RybC1DICh0aGUgcHJvZ3JhbSB3YXMga2lsbGVkKVxuICAxNDEgIHdoYXRldmVyIHJlYWQgdGhlIG91dHB1dCB3ZW50IGF3YXkgKHwgaGVhZCk6IGJlcnRoIHN0b3BwZWQgcXVpZXRseSxcbiAgICAgICBhcyBhIHByb2dyYW0ga2lsbGVkIGJ5IFNJR1BJUEUgZG9lc2A7XG5cbmFzeW5jIGZ1bmN0aW9uIG1haW5IZWxwKCk6IFByb21pc2U8c3RyaW5nPiB7XG4gIGNvbnN0IGNvbW1hbmRzID0gYXdhaXQgYWxsQ29tbWFuZHMoKTtcbiAgY29uc3Qgd2lkdGggPSBNYXRoLm1heCguLi5jb21tYW5kcy5tYXAoKGMpID0+IGMubmFtZS5sZW5ndGgpKTtcbiAgY29uc3QgbGlzdCA9IGNvbW1hbmRzLm1hcCgoYykgPT4gYCAgJHtjLm5hbWUucGFkRW5kKHdpZHRoKX0gICR7Yy5zdW1tYXJ5fWApXG4gICAgLmpvaW4oXCJcXG5cIik7XG4gIHJldHVybiBgYmVydGggJHtWRVJTSU9OfTogZGV0YWNoIGFuZCByZWF0dGFjaCB0ZXJtaW5hbCBzZXNzaW9ucywgZHJpdmUgdGhlbSBmcm9tIHNjcmlwdHNcblxuVXNhZ2U6IGJlcnRoIFstSCBIT1NUXSBbLUwgTkFNRSB8IC0tc29ja2V0IFBBVEhdIFstZiBGSUxFXSBbQ09NTUFORCBbQVJHUy4uLl1dXG5cbkNvbW1hbmRzOlxuJHtsaXN0fVxuXG5Db21tYW5kcyB0aGF0IGFjdCBvbiBvbmUgc2Vzc2lvbiB0YWtlIGl0cyBuYW1lIGZpcnN0LCBvciBhcyAtdCBOQU1FICh0bXV4KS5cblxuR2xvYmFsIG9wdGlvbnM6XG4gIC1MIE5BTUUgICAgICAgICAgICB1c2UgdGhlIGRhZW1vbiBjYWxsZWQgTkFNRSAoZGVmYXVsdCBcImRlZmF1bHRcIilcbiAgLVMsIC0tc29ja2V0IFBBVEggIHVzZSB0aGUgZGFlbW9uIGxpc3RlbmluZyBvbiBQQVRIICgkQkVSVEhfU09DS0VUIHRvbylcbiAgLUgsIC0taG9zdCBbVVNFUkBdSE9TVFs6UE9SVF1cbiAgICAgICAgICAgICAgICAgICAgIHVzZSB0aGUgZGFlbW9uIG9uIEhPU1QsIG92ZXIgc3NoICgkQkVSVEhfSE9TVCB0b28pOlxuICAgICAgICAgICAgICAgICAgICAgZXZlcnkgY29tbWFuZCB3b3JrcyB0aGVyZSwgYXR0YWNoIHJlbmRlcnMgaGVyZSBhbmRcbiAgICAgICAgICAgICAgICAgICAgIHJlc3VtZXMgYnkgaXRzZWxmIHdoZW4gdGhlIGxpbmsgY29tZXMgYmFjazsgLUwgYW5kXG4gICAgICAgICAgICAgICAgICAgICAtLXNvY2tldCB0aGVuIHBpY2sgdGhlIGRhZW1vbiBvbiBIT1NUXG4gIC0tc3NoIENNRCAgICAgICAgICB0aGUgc3NoIGNvbW1hbmQsIHNwbGl0IG9uIHNwYWNlcyAoZGVmYXVsdCBzc2gsIHdoaWNoXG4gICAgICAgICAgICAgICAgICAgICByZWFkcyB+Ly5zc2gvY29uZmlnOyAkQkVSVEhfU1NIIHRvbylcbiAgLS1yZW1vdGUgQ01EICAgICAgIHRoZSBiZXJ0aCBjb21tYW5kIG9uIEhPU1QsIGFzIHNoZWxsIHRleHQgKGRlZmF1bHRcbiAgICAgICAgICAgICAgICAgICAgIGJlcnRoOyAkQkVSVEhfUkVNT1RFIHRvbyksIGUuZy5cbiAgICAgICAgICAgICAgICAgICAgIFwiZGVubyBydW4gLUEgL29wdC9iZXJ0aC9tYWluLnRzXCJcbiAgLWYgRklMRSAgICAgICAgICAgIHRoZSBjb25maWcgZmlsZSBhIGRhZW1vbiBzdGFydGVkIG5vdyByZWFkcyAoZGVmYXVsdFxuICAgICAgICAgICAgICAgICAgICAgJEJFUlRIX0NPTkZJRywgZWxzZSAkWERHX0NPTkZJR19IT01FL2JlcnRoL2NvbmZpZy50b21sKVxuICAtaCwgLS1oZWxwICAgICAgICAgdGhpcyBoZWxwOyBiZXJ0aCBDT01NQU5EIC0taGVscCBmb3IgYSBjb21tYW5kJ3NcbiAgLVYsIC0tdmVyc2lvbiAgICAgIHByaW50IHRoZSB2ZXJzaW9uXG5cbiR7RVhJVF9DT0RFU31gO1xufVxuXG4vKiogU3BsaXRzIHRoZSBnbG9iYWwgb3B0aW9ucyBvZmYgdGhlIGZyb250IG9mIGFyZ3YsIGNoZWNrZWQgYW5kIGFwcGxpZWQuICovXG5mdW5jdGlvbiBwYXJzZUdsb2JhbChhcmd2OiBzdHJpbmdbXSkge1xuICBjb25zdCB7IG9wdGlvbnMsIHJlc3QsIG1pc3NpbmcgfSA9IHNwbGl0R2xvYmFsKGFyZ3YpO1xuICBpZiAobWlzc2luZyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgT3B0aW9uICR7bWlzc2luZ30gbmVlZHMgYSB2YWx1ZWApO1xuICB9XG4gIGNvbnN0IHsgY29uZmlnLCAuLi5jaG9pY2UgfSA9IG9wdGlvbnM7XG4gIC8vIEFzIHRtdXgncyAtZjsgcGFzc2VkIG9uIHRvIGEgZGFlbW9uIHN0YXJ0ZWQgbm93IGluIGl0cyBlbnZpcm9ubWVudC5cbiAgaWYgKGNvbmZpZyAhPT0gdW5kZWZpbmVkKSBEZW5vLmVudi5zZXQoXCJCRVJUSF9DT05GSUdcIiwgYWJzb2x1dGUoY29uZmlnKSk7XG4gIGlmIChjaG9pY2UubmFtZSAhPT0gdW5kZWZpbmVkICYmICEvXltBLVphLXowLTlfLi1dKyQvLnRlc3QoY2hvaWNlLm5hbWUpKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGAtTCB0YWtlcyBhIHBsYWluIG5hbWUgKGxldHRlcnMsIGRpZ2l0cywgXy4tKSwgbm90IFwiJHtjaG9pY2UubmFtZX1cImAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4geyBjaG9pY2UsIHJlc3QgfTtcbn1cblxuLyoqXG4gKiBgcGF0aGAgZnJvbSB0aGUgd29ya2luZyBkaXJlY3RvcnksIGZvciBhIGRhZW1vbiB0aGF0IHJ1bnMgZWxzZXdoZXJlXG4gKiAoYG5vZGU6cGF0aGAgd291bGQgY29zdCBldmVyeSBjb21tYW5kIGl0cyBsb2FkaW5nIHRpbWUpLlxuICovXG5mdW5jdGlvbiBhYnNvbHV0ZShwYXRoOiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gcGF0aC5zdGFydHNXaXRoKFwiL1wiKSA/IHBhdGggOiBgJHtEZW5vLmN3ZCgpfS8ke3BhdGh9YDtcbn1cblxuLyoqIFJ1bnMgdGhlIGNvbW1hbmQgbGluZTsgcmV0dXJucyB0aGUgZXhpdCBjb2RlLiAqL1xuYXN5bmMgZnVuY3Rpb24gbWFpbihhcmd2OiBzdHJpbmdbXSk6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IHsgY2hvaWNlLCByZXN0IH0gPSBwYXJzZUdsb2JhbChhcmd2KTtcbiAgY29uc3Qgc29ja2V0ID0gcmVzb2x2ZVNvY2tldChjaG9pY2UpO1xuICBjb25zdCBbbmFtZSwgLi4uYXJnc10gPSByZXN0O1xuICBpZiAobmFtZSA9PT0gXCJfX2RhZW1vblwiKSB7XG4gICAgY29uc3QgeyBydW5EYWVtb24gfSA9IGF3YWl0IGltcG9ydExhdGVyPHR5cGVvZiBEYWVtb24+KFxuICAgICAgXCIuL3NlcnZlci9kYWVtb24vZGFlbW9uLnRzXCIsXG4gICAgICBpbXBvcnQubWV0YS51cmwsXG4gICAgKTtcbiAgICBjb25zdCBhdCA9IGFyZ3MuaW5kZXhPZihcIi0tdXBncmFkZS1mcm9tXCIpO1xuICAgIGNvbnN0IHVwZ3JhZGVGcm9tID0gYXQgPj0gMCA/IGFyZ3NbYXQgKyAxXSA6IHVuZGVmaW5lZDtcbiAgICByZXR1cm4gYXdhaXQgcnVuRGFlbW9uKHNvY2tldCwgeyB2ZXJzaW9uOiBWRVJTSU9OLCB1cGdyYWRlRnJvbSB9KTtcbiAgfVxuICBpZiAobmFtZSA9PT0gXCJfX3VwZ3JhZGUtY2hlY2tcIikge1xuICAgIGNvbnN0IHsgY2hlY2tVcGdyYWRlIH0gPSBhd2FpdCBpbXBvcnRMYXRlcjx0eXBlb2YgVXBncmFkZUNoZWNrPihcbiAgICAgIFwiLi9zZXJ2ZXIvZGFlbW9uL3VwZ3JhZGVfY2hlY2sudHNcIixcbiAgICAgIGltcG9ydC5tZXRhLnVybCxcbiAgICApO1xuICAgIHJldHVybiBjaGVja1VwZ3JhZGUoVkVSU0lPTiwgYXJnc1swXSk7XG4gIH1cbiAgaWYgKG5hbWUgPT09IFwiX19icmlkZ2VcIikge1xuICAgIGNvbnN0IHsgcnVuQnJpZGdlIH0gPSBhd2FpdCBpbXBvcnRMYXRlcjx0eXBlb2YgQnJpZGdlPihcbiAgICAgIFwiLi9jbGllbnQvY29tbWFuZHMvX2JyaWRnZS50c1wiLFxuICAgICAgaW1wb3J0Lm1ldGEudXJsLFxuICAgICk7XG4gICAgcmV0dXJuIGF3YWl0IHJ1bkJyaWRnZShzb2NrZXQsIGFyZ3MpO1xuICB9XG4gIGlmIChuYW1lID09PSBcIl9fYnVuZGxlXCIpIHtcbiAgICBjb25zdCB7IGJ1aWxkQnVuZGxlIH0gPSBhd2FpdCBpbXBvcnRMYXRlcjx0eXBlb2YgQnVpbGQ+KFxuICAgICAgXCIuL2NsaWVudC9idW5kbGUvYnVpbGQudHNcIixcbiAgICAgIGltcG9ydC5tZXRhLnVybCxcbiAgICApO1xuICAgIHJldHVybiBhd2FpdCBidWlsZEJ1bmRsZShhcmdzKTtcbiAgfVxuICBpZiAobmFtZSA9PT0gXCItaFwiIHx8IG5hbWUgPT09IFwiLS1oZWxwXCIgfHwgbmFtZSA9PT0gXCJoZWxwXCIpIHtcbiAgICBjb25zdCBjbWQgPSBhcmdzWzBdID8gYXdhaXQgZmluZENvbW1hbmQoYXJnc1swXSkgOiB1bmRlZmluZWQ7XG4gICAgcHJpbnRMaW5lKGNtZCA/IGNtZC51c2FnZSA6IGF3YWl0IG1haW5IZWxwKCkpO1xuICAgIHJldHVybiAwO1xuICB9XG4gIGlmIChuYW1lID09PSBcIi1WXCIgfHwgbmFtZSA9PT0gXCItLXZlcnNpb25cIikge1xuICAgIHByaW50TGluZShgYmVydGggJHtWRVJTSU9OfWApO1xuICAgIHJldHVybiAwO1xuICB9XG4gIGNvbnN0IGNtZCA9IGF3YWl0IGZpbmRDb21tYW5kKG5hbWUgPz8gXCJzdGFydFwiKTtcbiAgaWYgKCFjbWQgJiYgbmFtZS5zdGFydHNXaXRoKFwiLVwiKSkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICBgVW5rbm93biBvcHRpb24gJHtuYW1lfSAoYmVydGggLS1oZWxwIGxpc3RzIHRoZSBvcHRpb25zIHRoYXQgZ28gYmVmb3JlIGEgY29tbWFuZClgLFxuICAgICk7XG4gIH1cbiAgaWYgKCFjbWQpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYFVua25vd24gY29tbWFuZCBcIiR7bmFtZX1cIiAoYmVydGggLS1oZWxwIGxpc3RzIHRoZSBjb21tYW5kcylgLFxuICAgICk7XG4gIH1cbiAgY29uc3QgaXNIZWxwID0gKGE6IHN0cmluZykgPT5cbiAgICBhID09PSBcIi0taGVscFwiIHx8IChhID09PSBcIi1oXCIgJiYgIWNtZC5vd25zU2hvcnRIKTtcbiAgaWYgKGFyZ3Muc29tZShpc0hlbHApKSB7XG4gICAgY29uc3QgZGFzaGRhc2ggPSBhcmdzLmluZGV4T2YoXCItLVwiKTtcbiAgICBjb25zdCBoZWxwID0gYXJncy5maW5kSW5kZXgoaXNIZWxwKTtcbiAgICBpZiAoZGFzaGRhc2ggPCAwIHx8IGhlbHAgPCBkYXNoZGFzaCkge1xuICAgICAgcHJpbnRMaW5lKGNtZC51c2FnZSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIGF3YWl0IGNtZC5ydW4oYXJncywgeyAuLi5yZXNvbHZlQWRkcmVzcyhjaG9pY2UpLCBmaW5kQ29tbWFuZCB9KTtcbn1cblxuLyoqIFJ1bnMgdGhlIGNvbW1hbmQgbGluZSBgYXJndmAgYW5kIGV4aXRzIHdpdGggaXRzIGNvZGUuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcnVuKGFyZ3Y6IHN0cmluZ1tdKTogUHJvbWlzZTxuZXZlcj4ge1xuICBsZXQgY29kZTogbnVtYmVyO1xuICB0cnkge1xuICAgIGNvZGUgPSBhd2FpdCBtYWluKGFyZ3YpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuQnJva2VuUGlwZSkge1xuICAgICAgLy8gV2hvZXZlciByZWFkIG91ciBvdXRwdXQgaGFzIGdvbmUgKGB8IGhlYWRgKTogc3RvcCwgc2F5IG5vdGhpbmcuXG4gICAgICBjb2RlID0gUkVBREVSX0dPTkVfRVhJVDtcbiAgICB9IGVsc2UgaWYgKGVyciBpbnN0YW5jZW9mIFVzZXJFcnJvcikge1xuICAgICAgY29uc29sZS5lcnJvcihgYmVydGg6ICR7ZXJyLm1lc3NhZ2V9YCk7XG4gICAgICBjb2RlID0gZXJyLmV4aXRDb2RlO1xuICAgIH0gZWxzZSB7XG4gICAgICAvLyBBIGJ1Zywgbm90IGEgdXNlciBtaXN0YWtlOiB0aGUgc3RhY2sgaGVscHMgd2hvZXZlciByZXBvcnRzIGl0LlxuICAgICAgY29uc29sZS5lcnJvcihcImJlcnRoOiBpbnRlcm5hbCBlcnJvcjpcIiwgZXJyKTtcbiAgICAgIGNvZGUgPSA3MDtcbiAgICB9XG4gIH1cbiAgLy8gQSBjb21tYW5kIG92ZXIgLUggbWF5IHN0aWxsIGJlIHNheWluZyBieWUgKGl0cyBzc2ggdGhlbiBlbmRzIHRvbykuXG4gIGF3YWl0IGVuZGluZ3NXcml0dGVuKDEwMDApO1xuICBEZW5vLmV4aXQoY29kZSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7O0NBV0MsR0FFRCxTQUFTLGFBQWEsUUFBUSw0QkFBNEI7QUFDMUQsU0FBUyxjQUFjLFFBQVEsZ0NBQWdDO0FBQy9ELFNBQVMsY0FBYyxRQUFRLG9DQUFvQztBQUNuRSxTQUFTLFdBQVcsRUFBRSxXQUFXLFFBQVEsNkJBQTZCO0FBQ3RFLFNBQVMsU0FBUyxRQUFRLCtCQUErQjtBQUN6RCxTQUFTLFNBQVMsRUFBRSxnQkFBZ0IsUUFBUSxxQkFBcUI7QUFDakUsU0FBUyxXQUFXLFFBQVEsNkJBQTZCO0FBQ3pELFNBQVMsT0FBTyxRQUFRLHNCQUFzQjtBQUM5QyxTQUFTLFdBQVcsUUFBUSwwQkFBMEI7QUFNdEQsTUFBTSxhQUFhLENBQUM7Ozs7Ozs7Ozs7OzBDQVdzQixDQUFDO0FBRTNDLGVBQWU7RUFDYixNQUFNLFdBQVcsTUFBTTtFQUN2QixNQUFNLFFBQVEsS0FBSyxHQUFHLElBQUksU0FBUyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsSUFBSSxDQUFDLE1BQU07RUFDM0QsTUFBTSxPQUFPLFNBQVMsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDLEVBQUUsRUFBRSxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLEVBQUUsRUFBRSxPQUFPLEVBQUUsRUFDdkUsSUFBSSxDQUFDO0VBQ1IsT0FBTyxDQUFDLE1BQU0sRUFBRSxRQUFROzs7OztBQUsxQixFQUFFLEtBQUs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFzQlAsRUFBRSxZQUFZO0FBQ2Q7QUFFQSwwRUFBMEUsR0FDMUUsU0FBUyxZQUFZLElBQWM7RUFDakMsTUFBTSxFQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLEdBQUcsWUFBWTtFQUMvQyxJQUFJLFlBQVksV0FBVztJQUN6QixNQUFNLElBQUksVUFBVSxDQUFDLE9BQU8sRUFBRSxRQUFRLGNBQWMsQ0FBQztFQUN2RDtFQUNBLE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxRQUFRLEdBQUc7RUFDOUIsc0VBQXNFO0VBQ3RFLElBQUksV0FBVyxXQUFXLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxnQkFBZ0IsU0FBUztFQUNoRSxJQUFJLE9BQU8sSUFBSSxLQUFLLGFBQWEsQ0FBQyxvQkFBb0IsSUFBSSxDQUFDLE9BQU8sSUFBSSxHQUFHO0lBQ3ZFLE1BQU0sSUFBSSxVQUNSLENBQUMsbURBQW1ELEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQyxDQUFDO0VBRXhFO0VBQ0EsT0FBTztJQUFFO0lBQVE7RUFBSztBQUN4QjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsU0FBUyxJQUFZO0VBQzVCLE9BQU8sS0FBSyxVQUFVLENBQUMsT0FBTyxPQUFPLEdBQUcsS0FBSyxHQUFHLEdBQUcsQ0FBQyxFQUFFLE1BQU07QUFDOUQ7QUFFQSxrREFBa0QsR0FDbEQsZUFBZSxLQUFLLElBQWM7RUFDaEMsTUFBTSxFQUFFLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxZQUFZO0VBQ3JDLE1BQU0sU0FBUyxjQUFjO0VBQzdCLE1BQU0sQ0FBQyxNQUFNLEdBQUcsS0FBSyxHQUFHO0VBQ3hCLElBQUksU0FBUyxZQUFZO0lBQ3ZCLE1BQU0sRUFBRSxTQUFTLEVBQUUsR0FBRyxNQUFNLFlBQzFCLDZCQUNBLFlBQVksR0FBRztJQUVqQixNQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7SUFDeEIsTUFBTSxjQUFjLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSyxFQUFFLEdBQUc7SUFDN0MsT0FBTyxNQUFNLFVBQVUsUUFBUTtNQUFFLFNBQVM7TUFBUztJQUFZO0VBQ2pFO0VBQ0EsSUFBSSxTQUFTLG1CQUFtQjtJQUM5QixNQUFNLEVBQUUsWUFBWSxFQUFFLEdBQUcsTUFBTSxZQUM3QixvQ0FDQSxZQUFZLEdBQUc7SUFFakIsT0FBTyxhQUFhLFNBQVMsSUFBSSxDQUFDLEVBQUU7RUFDdEM7RUFDQSxJQUFJLFNBQVMsWUFBWTtJQUN2QixNQUFNLEVBQUUsU0FBUyxFQUFFLEdBQUcsTUFBTSxZQUMxQixnQ0FDQSxZQUFZLEdBQUc7SUFFakIsT0FBTyxNQUFNLFVBQVUsUUFBUTtFQUNqQztFQUNBLElBQUksU0FBUyxZQUFZO0lBQ3ZCLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxNQUFNLFlBQzVCLDRCQUNBLFlBQVksR0FBRztJQUVqQixPQUFPLE1BQU0sWUFBWTtFQUMzQjtFQUNBLElBQUksU0FBUyxRQUFRLFNBQVMsWUFBWSxTQUFTLFFBQVE7SUFDekQsTUFBTSxNQUFNLElBQUksQ0FBQyxFQUFFLEdBQUcsTUFBTSxZQUFZLElBQUksQ0FBQyxFQUFFLElBQUk7SUFDbkQsVUFBVSxNQUFNLElBQUksS0FBSyxHQUFHLE1BQU07SUFDbEMsT0FBTztFQUNUO0VBQ0EsSUFBSSxTQUFTLFFBQVEsU0FBUyxhQUFhO0lBQ3pDLFVBQVUsQ0FBQyxNQUFNLEVBQUUsU0FBUztJQUM1QixPQUFPO0VBQ1Q7RUFDQSxNQUFNLE1BQU0sTUFBTSxZQUFZLFFBQVE7RUFDdEMsSUFBSSxDQUFDLE9BQU8sS0FBSyxVQUFVLENBQUMsTUFBTTtJQUNoQyxNQUFNLElBQUksVUFDUixDQUFDLGVBQWUsRUFBRSxLQUFLLDBEQUEwRCxDQUFDO0VBRXRGO0VBQ0EsSUFBSSxDQUFDLEtBQUs7SUFDUixNQUFNLElBQUksVUFDUixDQUFDLGlCQUFpQixFQUFFLEtBQUssbUNBQW1DLENBQUM7RUFFakU7RUFDQSxNQUFNLFNBQVMsQ0FBQyxJQUNkLE1BQU0sWUFBYSxNQUFNLFFBQVEsQ0FBQyxJQUFJLFVBQVU7RUFDbEQsSUFBSSxLQUFLLElBQUksQ0FBQyxTQUFTO0lBQ3JCLE1BQU0sV0FBVyxLQUFLLE9BQU8sQ0FBQztJQUM5QixNQUFNLE9BQU8sS0FBSyxTQUFTLENBQUM7SUFDNUIsSUFBSSxXQUFXLEtBQUssT0FBTyxVQUFVO01BQ25DLFVBQVUsSUFBSSxLQUFLO01BQ25CLE9BQU87SUFDVDtFQUNGO0VBQ0EsT0FBTyxNQUFNLElBQUksR0FBRyxDQUFDLE1BQU07SUFBRSxHQUFHLGVBQWUsT0FBTztJQUFFO0VBQVk7QUFDdEU7QUFFQSwwREFBMEQsR0FDMUQsT0FBTyxlQUFlLElBQUksSUFBYztFQUN0QyxJQUFJO0VBQ0osSUFBSTtJQUNGLE9BQU8sTUFBTSxLQUFLO0VBQ3BCLEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxlQUFlLEtBQUssTUFBTSxDQUFDLFVBQVUsRUFBRTtNQUN6QyxrRUFBa0U7TUFDbEUsT0FBTztJQUNULE9BQU8sSUFBSSxlQUFlLFdBQVc7TUFDbkMsUUFBUSxLQUFLLENBQUMsQ0FBQyxPQUFPLEVBQUUsSUFBSSxPQUFPLEVBQUU7TUFDckMsT0FBTyxJQUFJLFFBQVE7SUFDckIsT0FBTztNQUNMLGlFQUFpRTtNQUNqRSxRQUFRLEtBQUssQ0FBQywwQkFBMEI7TUFDeEMsT0FBTztJQUNUO0VBQ0Y7RUFDQSxxRUFBcUU7RUFDckUsTUFBTSxlQUFlO0VBQ3JCLEtBQUssSUFBSSxDQUFDO0FBQ1oifQ==
// denoCacheMetadata=13292758258386190437,10535022452512079866