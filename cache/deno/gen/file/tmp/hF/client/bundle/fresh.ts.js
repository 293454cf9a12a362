/**
 * Whether a command runs from its bundle (`build.ts`) or from the source:
 * the bundle when the manifest says it was made by this Deno from this
 * tree and every source file it holds has the size and modification time
 * it had then. Checking is a `stat` per file (38 for `ls`, 44 for an
 * attach that hands the terminal over, 149 for one that draws it);
 * reading, looking up and compiling them as modules one by one
 * is what the bundle saves (bench/README.md).
 *
 * When the bundle is missing or stale, the command runs from the source
 * and a build starts in the background for the commands after it. The
 * lock file keeps concurrent commands (a script's loop) to one build, and,
 * left behind by a build that failed (no network for its bundler, a full
 * disk), keeps the next ones from trying again for a while.
 *
 * @module
 */ import { BUILD_LOCK, BUNDLE_FORMAT, bundleDir, exists, fileUrl, formManifestPath, manifestPath } from "./place.ts";
import { splitGlobal } from "../global_args.ts";
/**
 * A build that has held the lock this long is taken as failed or gone: the
 * next stale command tries again (a build costs about 2 s of CPU).
 */ const RETRY_AFTER_MS = 60_000;
/**
 * The bundle's URL for the command line `argv` in the tree at `root`, or
 * null to run from the source (then a build is started unless one runs
 * or just failed, or `build` is false). `BERTH_BUNDLE=0` in the
 * environment: the source always.
 */ export async function bundleToRun(root, argv, { build = true } = {}) {
  if (root.protocol !== "file:" || Deno.env.get("BERTH_BUNDLE") === "0") {
    return null;
  }
  const command = commandLine(argv);
  const dir = bundleDir(root);
  if (command === null || dir === null) return null;
  const { bundle, stale } = await check(root, dir, command.name, command.args, handsOver(command.host));
  if (stale === null) return fileUrl(`${dir}/${bundle}`);
  // A name no command has ("berth lss") has no bundle to build.
  if (build && !stale.startsWith(NO_SUCH)) requestBuild(root, dir);
  return null;
}
/**
 * The URL of command `name`'s whole bundle (never a form of it) when it
 * is fresh, else null, and a build is started unless `build` is false:
 * for a hand-over form, whose own check covered only its own files, that
 * must attach as the whole command after all.
 */ export async function wholeBundleToRun(root, name, { build = true } = {}) {
  const dir = root.protocol === "file:" ? bundleDir(root) : null;
  if (dir === null) return null;
  const { bundle, stale } = await check(root, dir, name);
  if (stale === null && bundle !== null) return fileUrl(`${dir}/${bundle}`);
  // The form was fresh and this is not: the build makes it again.
  if (build && !stale?.startsWith(NO_SUCH)) requestBuild(root, dir);
  return null;
}
/**
 * Called when a fresh bundle could not be imported (its file deleted by a
 * cache cleaner): the build makes it again.
 */ export function rebuildBundles(root) {
  const dir = bundleDir(root);
  if (dir !== null) requestBuild(root, dir);
}
/**
 * The command `argv` names past the global options ("start" for none), its
 * arguments, and `-H`'s host; null: an option.
 */ function commandLine(argv) {
  const { options, rest, missing } = splitGlobal(argv);
  const name = rest[0] ?? "start";
  if (missing !== undefined || name.startsWith("-")) return null;
  return {
    name,
    args: rest.slice(1),
    host: options.host
  };
}
/**
 * Whether an attach would hand the terminal to the daemon here, as
 * `_attach.ts`, `tty_handover.ts` and `client/transport/resolve.ts`
 * decide it: Linux, the daemon this machine's (no `-H` `host`, no
 * `$BERTH_HOST` outside a session), the user did not ask for the client
 * to draw, and stdin and stdout are a terminal. Then an attaching command
 * runs its hand-over form; a wrong guess costs time, never the attach
 * (`build.ts`, `HANDOVER`).
 */ export function handsOver(host) {
  const remote = host ?? (Deno.env.get("BERTH") ? undefined : Deno.env.get("BERTH_HOST"));
  return Deno.build.os === "linux" && !remote && Deno.env.get("BERTH_HANDOVER") !== "0" && Deno.stdin.isTerminal() && Deno.stdout.isTerminal();
}
const NO_SUCH = "no command called";
/**
 * The bundle of command `name` given `args`, and why it is not the source
 * (null: it is). A command with a detached form (`new`) runs that one's
 * when `args` ask for it, read as the command reads them; one with a
 * hand-over form runs that one's when `handover` says the attach will
 * hand over.
 */ export async function check(root, dir, name, args = [], handover = false) {
  const path = manifestPath(dir, name);
  if (path === null) return {
    bundle: null,
    stale: `${NO_SUCH} "${name}"`
  };
  let manifest;
  try {
    manifest = JSON.parse(Deno.readTextFileSync(path));
  } catch (err) {
    // No bundles yet, or none for a name no command has (the build makes
    // one for every name, so it tells which).
    const none = err instanceof Deno.errors.NotFound && exists(`${dir}/start.json`);
    return {
      bundle: null,
      stale: none ? `${NO_SUCH} "${name}"` : "no bundle built yet"
    };
  }
  const detached = manifest.detached;
  const form = detached !== undefined && await asksDetached(root, args) ? detached : handover ? manifest.handover : undefined;
  if (form !== undefined) {
    try {
      const at = formManifestPath(dir, form);
      if (at === null) throw new Error(`no such manifest: ${form}`);
      manifest = JSON.parse(Deno.readTextFileSync(at));
    } catch  {
      const which = form === detached ? "detached" : "hand-over";
      return {
        bundle: null,
        stale: `no ${which} bundle built yet`
      };
    }
  }
  const stale = manifest.format !== BUNDLE_FORMAT ? "made by another berth" : manifest.deno !== Deno.version.deno ? "made by another Deno" : manifest.root !== root.href ? "made from another tree" : !onlyMine(dir) ? `${dir} is not only this user's` : !manifest.inputs.some(([p])=>p === "cli.ts") ? "made of nothing" : changedInput(root, manifest.inputs);
  return {
    bundle: manifest.bundle,
    stale
  };
}
/**
 * Whether directory `dir` is this user's, no one else may write it, and it
 * is not a link: a bundle is code berth runs, from a cache someone else
 * could have made (a shared XDG_CACHE_HOME). What is in it then is this
 * user's too: no one else can add, replace or rename an entry there.
 */ function onlyMine(dir) {
  try {
    const info = Deno.lstatSync(dir);
    return info.isDirectory && info.uid === Deno.uid() && ((info.mode ?? 0) & 0o022) === 0;
  } catch  {
    return false;
  }
}
/**
 * Whether `new`'s `args` ask for no attach, read by `new`'s own parse,
 * loaded from the source only for a command with a detached form.
 */ async function asksDetached(root, args) {
  // Built at run time: a literal would make Deno walk it at every start.
  const href = new URL("client/commands/_new_args.ts", root).href;
  return (await import(href)).asksDetached(args);
}
function changedInput(root, inputs) {
  const base = decodeURIComponent(root.pathname);
  for (const [path, size, mtimeMs] of inputs){
    try {
      const info = Deno.statSync(base + path);
      if (info.size === size && info.mtime?.getTime() === mtimeMs) continue;
    } catch  {
      if (size === -1) continue; // Missing then, and now.
    }
    return `${path} changed`;
  }
  return null;
}
/** Starts `berth __bundle` in the background unless a build holds the lock. */ function requestBuild(root, dir) {
  try {
    // Only its user may write code it will run.
    Deno.mkdirSync(dir, {
      recursive: true,
      mode: 0o700
    });
    if (!onlyMine(dir)) Deno.chmodSync(dir, 0o700);
    if (!takeLock(`${dir}/${BUILD_LOCK}`)) return;
    const base = decodeURIComponent(root.pathname);
    new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--quiet",
        "--config",
        `${base}deno.json`,
        `${root.href}main.ts`,
        "__bundle"
      ],
      stdin: "null",
      stdout: "null",
      stderr: "null",
      detached: true
    }).spawn().unref();
  } catch  {
  // No cache directory, no process: the source it is, as before.
  }
}
/** Creates the lock, or takes one old enough to be a failed build's. */ function takeLock(lock) {
  try {
    Deno.openSync(lock, {
      write: true,
      createNew: true
    }).close();
    return true;
  } catch (err) {
    if (!(err instanceof Deno.errors.AlreadyExists)) return false;
  }
  const age = Date.now() - (Deno.statSync(lock).mtime?.getTime() ?? 0);
  if (age < RETRY_AFTER_MS) return false;
  const now = new Date();
  Deno.utimeSync(lock, now, now);
  return true;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9idW5kbGUvZnJlc2gudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGV0aGVyIGEgY29tbWFuZCBydW5zIGZyb20gaXRzIGJ1bmRsZSAoYGJ1aWxkLnRzYCkgb3IgZnJvbSB0aGUgc291cmNlOlxuICogdGhlIGJ1bmRsZSB3aGVuIHRoZSBtYW5pZmVzdCBzYXlzIGl0IHdhcyBtYWRlIGJ5IHRoaXMgRGVubyBmcm9tIHRoaXNcbiAqIHRyZWUgYW5kIGV2ZXJ5IHNvdXJjZSBmaWxlIGl0IGhvbGRzIGhhcyB0aGUgc2l6ZSBhbmQgbW9kaWZpY2F0aW9uIHRpbWVcbiAqIGl0IGhhZCB0aGVuLiBDaGVja2luZyBpcyBhIGBzdGF0YCBwZXIgZmlsZSAoMzggZm9yIGBsc2AsIDQ0IGZvciBhblxuICogYXR0YWNoIHRoYXQgaGFuZHMgdGhlIHRlcm1pbmFsIG92ZXIsIDE0OSBmb3Igb25lIHRoYXQgZHJhd3MgaXQpO1xuICogcmVhZGluZywgbG9va2luZyB1cCBhbmQgY29tcGlsaW5nIHRoZW0gYXMgbW9kdWxlcyBvbmUgYnkgb25lXG4gKiBpcyB3aGF0IHRoZSBidW5kbGUgc2F2ZXMgKGJlbmNoL1JFQURNRS5tZCkuXG4gKlxuICogV2hlbiB0aGUgYnVuZGxlIGlzIG1pc3Npbmcgb3Igc3RhbGUsIHRoZSBjb21tYW5kIHJ1bnMgZnJvbSB0aGUgc291cmNlXG4gKiBhbmQgYSBidWlsZCBzdGFydHMgaW4gdGhlIGJhY2tncm91bmQgZm9yIHRoZSBjb21tYW5kcyBhZnRlciBpdC4gVGhlXG4gKiBsb2NrIGZpbGUga2VlcHMgY29uY3VycmVudCBjb21tYW5kcyAoYSBzY3JpcHQncyBsb29wKSB0byBvbmUgYnVpbGQsIGFuZCxcbiAqIGxlZnQgYmVoaW5kIGJ5IGEgYnVpbGQgdGhhdCBmYWlsZWQgKG5vIG5ldHdvcmsgZm9yIGl0cyBidW5kbGVyLCBhIGZ1bGxcbiAqIGRpc2spLCBrZWVwcyB0aGUgbmV4dCBvbmVzIGZyb20gdHJ5aW5nIGFnYWluIGZvciBhIHdoaWxlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBCVUlMRF9MT0NLLFxuICBCVU5ETEVfRk9STUFULFxuICBidW5kbGVEaXIsXG4gIHR5cGUgQnVuZGxlSW5wdXQsXG4gIHR5cGUgQnVuZGxlTWFuaWZlc3QsXG4gIGV4aXN0cyxcbiAgZmlsZVVybCxcbiAgZm9ybU1hbmlmZXN0UGF0aCxcbiAgbWFuaWZlc3RQYXRoLFxufSBmcm9tIFwiLi9wbGFjZS50c1wiO1xuaW1wb3J0IHsgc3BsaXRHbG9iYWwgfSBmcm9tIFwiLi4vZ2xvYmFsX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlICogYXMgTmV3QXJncyBmcm9tIFwiLi4vY29tbWFuZHMvX25ld19hcmdzLnRzXCI7XG5cbi8qKlxuICogQSBidWlsZCB0aGF0IGhhcyBoZWxkIHRoZSBsb2NrIHRoaXMgbG9uZyBpcyB0YWtlbiBhcyBmYWlsZWQgb3IgZ29uZTogdGhlXG4gKiBuZXh0IHN0YWxlIGNvbW1hbmQgdHJpZXMgYWdhaW4gKGEgYnVpbGQgY29zdHMgYWJvdXQgMiBzIG9mIENQVSkuXG4gKi9cbmNvbnN0IFJFVFJZX0FGVEVSX01TID0gNjBfMDAwO1xuXG4vKipcbiAqIFRoZSBidW5kbGUncyBVUkwgZm9yIHRoZSBjb21tYW5kIGxpbmUgYGFyZ3ZgIGluIHRoZSB0cmVlIGF0IGByb290YCwgb3JcbiAqIG51bGwgdG8gcnVuIGZyb20gdGhlIHNvdXJjZSAodGhlbiBhIGJ1aWxkIGlzIHN0YXJ0ZWQgdW5sZXNzIG9uZSBydW5zXG4gKiBvciBqdXN0IGZhaWxlZCwgb3IgYGJ1aWxkYCBpcyBmYWxzZSkuIGBCRVJUSF9CVU5ETEU9MGAgaW4gdGhlXG4gKiBlbnZpcm9ubWVudDogdGhlIHNvdXJjZSBhbHdheXMuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBidW5kbGVUb1J1bihcbiAgcm9vdDogVVJMLFxuICBhcmd2OiBzdHJpbmdbXSxcbiAgeyBidWlsZCA9IHRydWUgfTogeyBidWlsZD86IGJvb2xlYW4gfSA9IHt9LFxuKTogUHJvbWlzZTxzdHJpbmcgfCBudWxsPiB7XG4gIGlmIChyb290LnByb3RvY29sICE9PSBcImZpbGU6XCIgfHwgRGVuby5lbnYuZ2V0KFwiQkVSVEhfQlVORExFXCIpID09PSBcIjBcIikge1xuICAgIHJldHVybiBudWxsO1xuICB9XG4gIGNvbnN0IGNvbW1hbmQgPSBjb21tYW5kTGluZShhcmd2KTtcbiAgY29uc3QgZGlyID0gYnVuZGxlRGlyKHJvb3QpO1xuICBpZiAoY29tbWFuZCA9PT0gbnVsbCB8fCBkaXIgPT09IG51bGwpIHJldHVybiBudWxsO1xuICBjb25zdCB7IGJ1bmRsZSwgc3RhbGUgfSA9IGF3YWl0IGNoZWNrKFxuICAgIHJvb3QsXG4gICAgZGlyLFxuICAgIGNvbW1hbmQubmFtZSxcbiAgICBjb21tYW5kLmFyZ3MsXG4gICAgaGFuZHNPdmVyKGNvbW1hbmQuaG9zdCksXG4gICk7XG4gIGlmIChzdGFsZSA9PT0gbnVsbCkgcmV0dXJuIGZpbGVVcmwoYCR7ZGlyfS8ke2J1bmRsZX1gKTtcbiAgLy8gQSBuYW1lIG5vIGNvbW1hbmQgaGFzIChcImJlcnRoIGxzc1wiKSBoYXMgbm8gYnVuZGxlIHRvIGJ1aWxkLlxuICBpZiAoYnVpbGQgJiYgIXN0YWxlLnN0YXJ0c1dpdGgoTk9fU1VDSCkpIHJlcXVlc3RCdWlsZChyb290LCBkaXIpO1xuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqXG4gKiBUaGUgVVJMIG9mIGNvbW1hbmQgYG5hbWVgJ3Mgd2hvbGUgYnVuZGxlIChuZXZlciBhIGZvcm0gb2YgaXQpIHdoZW4gaXRcbiAqIGlzIGZyZXNoLCBlbHNlIG51bGwsIGFuZCBhIGJ1aWxkIGlzIHN0YXJ0ZWQgdW5sZXNzIGBidWlsZGAgaXMgZmFsc2U6XG4gKiBmb3IgYSBoYW5kLW92ZXIgZm9ybSwgd2hvc2Ugb3duIGNoZWNrIGNvdmVyZWQgb25seSBpdHMgb3duIGZpbGVzLCB0aGF0XG4gKiBtdXN0IGF0dGFjaCBhcyB0aGUgd2hvbGUgY29tbWFuZCBhZnRlciBhbGwuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3aG9sZUJ1bmRsZVRvUnVuKFxuICByb290OiBVUkwsXG4gIG5hbWU6IHN0cmluZyxcbiAgeyBidWlsZCA9IHRydWUgfTogeyBidWlsZD86IGJvb2xlYW4gfSA9IHt9LFxuKTogUHJvbWlzZTxzdHJpbmcgfCBudWxsPiB7XG4gIGNvbnN0IGRpciA9IHJvb3QucHJvdG9jb2wgPT09IFwiZmlsZTpcIiA/IGJ1bmRsZURpcihyb290KSA6IG51bGw7XG4gIGlmIChkaXIgPT09IG51bGwpIHJldHVybiBudWxsO1xuICBjb25zdCB7IGJ1bmRsZSwgc3RhbGUgfSA9IGF3YWl0IGNoZWNrKHJvb3QsIGRpciwgbmFtZSk7XG4gIGlmIChzdGFsZSA9PT0gbnVsbCAmJiBidW5kbGUgIT09IG51bGwpIHJldHVybiBmaWxlVXJsKGAke2Rpcn0vJHtidW5kbGV9YCk7XG4gIC8vIFRoZSBmb3JtIHdhcyBmcmVzaCBhbmQgdGhpcyBpcyBub3Q6IHRoZSBidWlsZCBtYWtlcyBpdCBhZ2Fpbi5cbiAgaWYgKGJ1aWxkICYmICFzdGFsZT8uc3RhcnRzV2l0aChOT19TVUNIKSkgcmVxdWVzdEJ1aWxkKHJvb3QsIGRpcik7XG4gIHJldHVybiBudWxsO1xufVxuXG4vKipcbiAqIENhbGxlZCB3aGVuIGEgZnJlc2ggYnVuZGxlIGNvdWxkIG5vdCBiZSBpbXBvcnRlZCAoaXRzIGZpbGUgZGVsZXRlZCBieSBhXG4gKiBjYWNoZSBjbGVhbmVyKTogdGhlIGJ1aWxkIG1ha2VzIGl0IGFnYWluLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVidWlsZEJ1bmRsZXMocm9vdDogVVJMKTogdm9pZCB7XG4gIGNvbnN0IGRpciA9IGJ1bmRsZURpcihyb290KTtcbiAgaWYgKGRpciAhPT0gbnVsbCkgcmVxdWVzdEJ1aWxkKHJvb3QsIGRpcik7XG59XG5cbi8qKlxuICogVGhlIGNvbW1hbmQgYGFyZ3ZgIG5hbWVzIHBhc3QgdGhlIGdsb2JhbCBvcHRpb25zIChcInN0YXJ0XCIgZm9yIG5vbmUpLCBpdHNcbiAqIGFyZ3VtZW50cywgYW5kIGAtSGAncyBob3N0OyBudWxsOiBhbiBvcHRpb24uXG4gKi9cbmZ1bmN0aW9uIGNvbW1hbmRMaW5lKFxuICBhcmd2OiBzdHJpbmdbXSxcbik6IHsgbmFtZTogc3RyaW5nOyBhcmdzOiBzdHJpbmdbXTsgaG9zdD86IHN0cmluZyB9IHwgbnVsbCB7XG4gIGNvbnN0IHsgb3B0aW9ucywgcmVzdCwgbWlzc2luZyB9ID0gc3BsaXRHbG9iYWwoYXJndik7XG4gIGNvbnN0IG5hbWUgPSByZXN0WzBdID8/IFwic3RhcnRcIjtcbiAgaWYgKG1pc3NpbmcgIT09IHVuZGVmaW5lZCB8fCBuYW1lLnN0YXJ0c1dpdGgoXCItXCIpKSByZXR1cm4gbnVsbDtcbiAgcmV0dXJuIHsgbmFtZSwgYXJnczogcmVzdC5zbGljZSgxKSwgaG9zdDogb3B0aW9ucy5ob3N0IH07XG59XG5cbi8qKlxuICogV2hldGhlciBhbiBhdHRhY2ggd291bGQgaGFuZCB0aGUgdGVybWluYWwgdG8gdGhlIGRhZW1vbiBoZXJlLCBhc1xuICogYF9hdHRhY2gudHNgLCBgdHR5X2hhbmRvdmVyLnRzYCBhbmQgYGNsaWVudC90cmFuc3BvcnQvcmVzb2x2ZS50c2BcbiAqIGRlY2lkZSBpdDogTGludXgsIHRoZSBkYWVtb24gdGhpcyBtYWNoaW5lJ3MgKG5vIGAtSGAgYGhvc3RgLCBub1xuICogYCRCRVJUSF9IT1NUYCBvdXRzaWRlIGEgc2Vzc2lvbiksIHRoZSB1c2VyIGRpZCBub3QgYXNrIGZvciB0aGUgY2xpZW50XG4gKiB0byBkcmF3LCBhbmQgc3RkaW4gYW5kIHN0ZG91dCBhcmUgYSB0ZXJtaW5hbC4gVGhlbiBhbiBhdHRhY2hpbmcgY29tbWFuZFxuICogcnVucyBpdHMgaGFuZC1vdmVyIGZvcm07IGEgd3JvbmcgZ3Vlc3MgY29zdHMgdGltZSwgbmV2ZXIgdGhlIGF0dGFjaFxuICogKGBidWlsZC50c2AsIGBIQU5ET1ZFUmApLlxuICovXG5leHBvcnQgZnVuY3Rpb24gaGFuZHNPdmVyKGhvc3Q6IHN0cmluZyB8IHVuZGVmaW5lZCk6IGJvb2xlYW4ge1xuICBjb25zdCByZW1vdGUgPSBob3N0ID8/XG4gICAgKERlbm8uZW52LmdldChcIkJFUlRIXCIpID8gdW5kZWZpbmVkIDogRGVuby5lbnYuZ2V0KFwiQkVSVEhfSE9TVFwiKSk7XG4gIHJldHVybiBEZW5vLmJ1aWxkLm9zID09PSBcImxpbnV4XCIgJiYgIXJlbW90ZSAmJlxuICAgIERlbm8uZW52LmdldChcIkJFUlRIX0hBTkRPVkVSXCIpICE9PSBcIjBcIiAmJlxuICAgIERlbm8uc3RkaW4uaXNUZXJtaW5hbCgpICYmIERlbm8uc3Rkb3V0LmlzVGVybWluYWwoKTtcbn1cblxuY29uc3QgTk9fU1VDSCA9IFwibm8gY29tbWFuZCBjYWxsZWRcIjtcblxuLyoqXG4gKiBUaGUgYnVuZGxlIG9mIGNvbW1hbmQgYG5hbWVgIGdpdmVuIGBhcmdzYCwgYW5kIHdoeSBpdCBpcyBub3QgdGhlIHNvdXJjZVxuICogKG51bGw6IGl0IGlzKS4gQSBjb21tYW5kIHdpdGggYSBkZXRhY2hlZCBmb3JtIChgbmV3YCkgcnVucyB0aGF0IG9uZSdzXG4gKiB3aGVuIGBhcmdzYCBhc2sgZm9yIGl0LCByZWFkIGFzIHRoZSBjb21tYW5kIHJlYWRzIHRoZW07IG9uZSB3aXRoIGFcbiAqIGhhbmQtb3ZlciBmb3JtIHJ1bnMgdGhhdCBvbmUncyB3aGVuIGBoYW5kb3ZlcmAgc2F5cyB0aGUgYXR0YWNoIHdpbGxcbiAqIGhhbmQgb3Zlci5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGNoZWNrKFxuICByb290OiBVUkwsXG4gIGRpcjogc3RyaW5nLFxuICBuYW1lOiBzdHJpbmcsXG4gIGFyZ3M6IHN0cmluZ1tdID0gW10sXG4gIGhhbmRvdmVyID0gZmFsc2UsXG4pOiBQcm9taXNlPHsgYnVuZGxlOiBzdHJpbmcgfCBudWxsOyBzdGFsZTogc3RyaW5nIHwgbnVsbCB9PiB7XG4gIGNvbnN0IHBhdGggPSBtYW5pZmVzdFBhdGgoZGlyLCBuYW1lKTtcbiAgaWYgKHBhdGggPT09IG51bGwpIHJldHVybiB7IGJ1bmRsZTogbnVsbCwgc3RhbGU6IGAke05PX1NVQ0h9IFwiJHtuYW1lfVwiYCB9O1xuICBsZXQgbWFuaWZlc3Q6IEJ1bmRsZU1hbmlmZXN0O1xuICB0cnkge1xuICAgIG1hbmlmZXN0ID0gSlNPTi5wYXJzZShEZW5vLnJlYWRUZXh0RmlsZVN5bmMocGF0aCkpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICAvLyBObyBidW5kbGVzIHlldCwgb3Igbm9uZSBmb3IgYSBuYW1lIG5vIGNvbW1hbmQgaGFzICh0aGUgYnVpbGQgbWFrZXNcbiAgICAvLyBvbmUgZm9yIGV2ZXJ5IG5hbWUsIHNvIGl0IHRlbGxzIHdoaWNoKS5cbiAgICBjb25zdCBub25lID0gZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90Rm91bmQgJiZcbiAgICAgIGV4aXN0cyhgJHtkaXJ9L3N0YXJ0Lmpzb25gKTtcbiAgICByZXR1cm4ge1xuICAgICAgYnVuZGxlOiBudWxsLFxuICAgICAgc3RhbGU6IG5vbmUgPyBgJHtOT19TVUNIfSBcIiR7bmFtZX1cImAgOiBcIm5vIGJ1bmRsZSBidWlsdCB5ZXRcIixcbiAgICB9O1xuICB9XG4gIGNvbnN0IGRldGFjaGVkID0gbWFuaWZlc3QuZGV0YWNoZWQ7XG4gIGNvbnN0IGZvcm0gPSBkZXRhY2hlZCAhPT0gdW5kZWZpbmVkICYmIGF3YWl0IGFza3NEZXRhY2hlZChyb290LCBhcmdzKVxuICAgID8gZGV0YWNoZWRcbiAgICA6IGhhbmRvdmVyXG4gICAgPyBtYW5pZmVzdC5oYW5kb3ZlclxuICAgIDogdW5kZWZpbmVkO1xuICBpZiAoZm9ybSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IGF0ID0gZm9ybU1hbmlmZXN0UGF0aChkaXIsIGZvcm0pO1xuICAgICAgaWYgKGF0ID09PSBudWxsKSB0aHJvdyBuZXcgRXJyb3IoYG5vIHN1Y2ggbWFuaWZlc3Q6ICR7Zm9ybX1gKTtcbiAgICAgIG1hbmlmZXN0ID0gSlNPTi5wYXJzZShEZW5vLnJlYWRUZXh0RmlsZVN5bmMoYXQpKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIGNvbnN0IHdoaWNoID0gZm9ybSA9PT0gZGV0YWNoZWQgPyBcImRldGFjaGVkXCIgOiBcImhhbmQtb3ZlclwiO1xuICAgICAgcmV0dXJuIHsgYnVuZGxlOiBudWxsLCBzdGFsZTogYG5vICR7d2hpY2h9IGJ1bmRsZSBidWlsdCB5ZXRgIH07XG4gICAgfVxuICB9XG4gIGNvbnN0IHN0YWxlID0gbWFuaWZlc3QuZm9ybWF0ICE9PSBCVU5ETEVfRk9STUFUXG4gICAgPyBcIm1hZGUgYnkgYW5vdGhlciBiZXJ0aFwiXG4gICAgOiBtYW5pZmVzdC5kZW5vICE9PSBEZW5vLnZlcnNpb24uZGVub1xuICAgID8gXCJtYWRlIGJ5IGFub3RoZXIgRGVub1wiXG4gICAgOiBtYW5pZmVzdC5yb290ICE9PSByb290LmhyZWZcbiAgICA/IFwibWFkZSBmcm9tIGFub3RoZXIgdHJlZVwiXG4gICAgOiAhb25seU1pbmUoZGlyKVxuICAgID8gYCR7ZGlyfSBpcyBub3Qgb25seSB0aGlzIHVzZXInc2BcbiAgICA6ICFtYW5pZmVzdC5pbnB1dHMuc29tZSgoW3BdKSA9PiBwID09PSBcImNsaS50c1wiKVxuICAgID8gXCJtYWRlIG9mIG5vdGhpbmdcIlxuICAgIDogY2hhbmdlZElucHV0KHJvb3QsIG1hbmlmZXN0LmlucHV0cyk7XG4gIHJldHVybiB7IGJ1bmRsZTogbWFuaWZlc3QuYnVuZGxlLCBzdGFsZSB9O1xufVxuXG4vKipcbiAqIFdoZXRoZXIgZGlyZWN0b3J5IGBkaXJgIGlzIHRoaXMgdXNlcidzLCBubyBvbmUgZWxzZSBtYXkgd3JpdGUgaXQsIGFuZCBpdFxuICogaXMgbm90IGEgbGluazogYSBidW5kbGUgaXMgY29kZSBiZXJ0aCBydW5zLCBmcm9tIGEgY2FjaGUgc29tZW9uZSBlbHNlXG4gKiBjb3VsZCBoYXZlIG1hZGUgKGEgc2hhcmVkIFhER19DQUNIRV9IT01FKS4gV2hhdCBpcyBpbiBpdCB0aGVuIGlzIHRoaXNcbiAqIHVzZXIncyB0b286IG5vIG9uZSBlbHNlIGNhbiBhZGQsIHJlcGxhY2Ugb3IgcmVuYW1lIGFuIGVudHJ5IHRoZXJlLlxuICovXG5mdW5jdGlvbiBvbmx5TWluZShkaXI6IHN0cmluZyk6IGJvb2xlYW4ge1xuICB0cnkge1xuICAgIGNvbnN0IGluZm8gPSBEZW5vLmxzdGF0U3luYyhkaXIpO1xuICAgIHJldHVybiBpbmZvLmlzRGlyZWN0b3J5ICYmIGluZm8udWlkID09PSBEZW5vLnVpZCgpICYmXG4gICAgICAoKGluZm8ubW9kZSA/PyAwKSAmIDBvMDIyKSA9PT0gMDtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9XG59XG5cbi8qKlxuICogV2hldGhlciBgbmV3YCdzIGBhcmdzYCBhc2sgZm9yIG5vIGF0dGFjaCwgcmVhZCBieSBgbmV3YCdzIG93biBwYXJzZSxcbiAqIGxvYWRlZCBmcm9tIHRoZSBzb3VyY2Ugb25seSBmb3IgYSBjb21tYW5kIHdpdGggYSBkZXRhY2hlZCBmb3JtLlxuICovXG5hc3luYyBmdW5jdGlvbiBhc2tzRGV0YWNoZWQocm9vdDogVVJMLCBhcmdzOiBzdHJpbmdbXSk6IFByb21pc2U8Ym9vbGVhbj4ge1xuICAvLyBCdWlsdCBhdCBydW4gdGltZTogYSBsaXRlcmFsIHdvdWxkIG1ha2UgRGVubyB3YWxrIGl0IGF0IGV2ZXJ5IHN0YXJ0LlxuICBjb25zdCBocmVmID0gbmV3IFVSTChcImNsaWVudC9jb21tYW5kcy9fbmV3X2FyZ3MudHNcIiwgcm9vdCkuaHJlZjtcbiAgcmV0dXJuIChhd2FpdCBpbXBvcnQoaHJlZikgYXMgdHlwZW9mIE5ld0FyZ3MpLmFza3NEZXRhY2hlZChhcmdzKTtcbn1cblxuZnVuY3Rpb24gY2hhbmdlZElucHV0KHJvb3Q6IFVSTCwgaW5wdXRzOiBCdW5kbGVJbnB1dFtdKTogc3RyaW5nIHwgbnVsbCB7XG4gIGNvbnN0IGJhc2UgPSBkZWNvZGVVUklDb21wb25lbnQocm9vdC5wYXRobmFtZSk7XG4gIGZvciAoY29uc3QgW3BhdGgsIHNpemUsIG10aW1lTXNdIG9mIGlucHV0cykge1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBpbmZvID0gRGVuby5zdGF0U3luYyhiYXNlICsgcGF0aCk7XG4gICAgICBpZiAoaW5mby5zaXplID09PSBzaXplICYmIGluZm8ubXRpbWU/LmdldFRpbWUoKSA9PT0gbXRpbWVNcykgY29udGludWU7XG4gICAgfSBjYXRjaCB7XG4gICAgICBpZiAoc2l6ZSA9PT0gLTEpIGNvbnRpbnVlOyAvLyBNaXNzaW5nIHRoZW4sIGFuZCBub3cuXG4gICAgfVxuICAgIHJldHVybiBgJHtwYXRofSBjaGFuZ2VkYDtcbiAgfVxuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqIFN0YXJ0cyBgYmVydGggX19idW5kbGVgIGluIHRoZSBiYWNrZ3JvdW5kIHVubGVzcyBhIGJ1aWxkIGhvbGRzIHRoZSBsb2NrLiAqL1xuZnVuY3Rpb24gcmVxdWVzdEJ1aWxkKHJvb3Q6IFVSTCwgZGlyOiBzdHJpbmcpOiB2b2lkIHtcbiAgdHJ5IHtcbiAgICAvLyBPbmx5IGl0cyB1c2VyIG1heSB3cml0ZSBjb2RlIGl0IHdpbGwgcnVuLlxuICAgIERlbm8ubWtkaXJTeW5jKGRpciwgeyByZWN1cnNpdmU6IHRydWUsIG1vZGU6IDBvNzAwIH0pO1xuICAgIGlmICghb25seU1pbmUoZGlyKSkgRGVuby5jaG1vZFN5bmMoZGlyLCAwbzcwMCk7XG4gICAgaWYgKCF0YWtlTG9jayhgJHtkaXJ9LyR7QlVJTERfTE9DS31gKSkgcmV0dXJuO1xuICAgIGNvbnN0IGJhc2UgPSBkZWNvZGVVUklDb21wb25lbnQocm9vdC5wYXRobmFtZSk7XG4gICAgbmV3IERlbm8uQ29tbWFuZChEZW5vLmV4ZWNQYXRoKCksIHtcbiAgICAgIGFyZ3M6IFtcbiAgICAgICAgXCJydW5cIixcbiAgICAgICAgXCItQVwiLFxuICAgICAgICBcIi0tcXVpZXRcIixcbiAgICAgICAgXCItLWNvbmZpZ1wiLFxuICAgICAgICBgJHtiYXNlfWRlbm8uanNvbmAsXG4gICAgICAgIGAke3Jvb3QuaHJlZn1tYWluLnRzYCxcbiAgICAgICAgXCJfX2J1bmRsZVwiLFxuICAgICAgXSxcbiAgICAgIHN0ZGluOiBcIm51bGxcIixcbiAgICAgIHN0ZG91dDogXCJudWxsXCIsXG4gICAgICBzdGRlcnI6IFwibnVsbFwiLFxuICAgICAgZGV0YWNoZWQ6IHRydWUsIC8vIE91dGxpdmVzIHRoaXMgY29tbWFuZCwgYW5kIGl0cyB0ZXJtaW5hbCdzIF5DLlxuICAgIH0pLnNwYXduKCkudW5yZWYoKTtcbiAgfSBjYXRjaCB7XG4gICAgLy8gTm8gY2FjaGUgZGlyZWN0b3J5LCBubyBwcm9jZXNzOiB0aGUgc291cmNlIGl0IGlzLCBhcyBiZWZvcmUuXG4gIH1cbn1cblxuLyoqIENyZWF0ZXMgdGhlIGxvY2ssIG9yIHRha2VzIG9uZSBvbGQgZW5vdWdoIHRvIGJlIGEgZmFpbGVkIGJ1aWxkJ3MuICovXG5mdW5jdGlvbiB0YWtlTG9jayhsb2NrOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgdHJ5IHtcbiAgICBEZW5vLm9wZW5TeW5jKGxvY2ssIHsgd3JpdGU6IHRydWUsIGNyZWF0ZU5ldzogdHJ1ZSB9KS5jbG9zZSgpO1xuICAgIHJldHVybiB0cnVlO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5BbHJlYWR5RXhpc3RzKSkgcmV0dXJuIGZhbHNlO1xuICB9XG4gIGNvbnN0IGFnZSA9IERhdGUubm93KCkgLSAoRGVuby5zdGF0U3luYyhsb2NrKS5tdGltZT8uZ2V0VGltZSgpID8/IDApO1xuICBpZiAoYWdlIDwgUkVUUllfQUZURVJfTVMpIHJldHVybiBmYWxzZTtcbiAgY29uc3Qgbm93ID0gbmV3IERhdGUoKTtcbiAgRGVuby51dGltZVN5bmMobG9jaywgbm93LCBub3cpO1xuICByZXR1cm4gdHJ1ZTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUVELFNBQ0UsVUFBVSxFQUNWLGFBQWEsRUFDYixTQUFTLEVBR1QsTUFBTSxFQUNOLE9BQU8sRUFDUCxnQkFBZ0IsRUFDaEIsWUFBWSxRQUNQLGFBQWE7QUFDcEIsU0FBUyxXQUFXLFFBQVEsb0JBQW9CO0FBR2hEOzs7Q0FHQyxHQUNELE1BQU0saUJBQWlCO0FBRXZCOzs7OztDQUtDLEdBQ0QsT0FBTyxlQUFlLFlBQ3BCLElBQVMsRUFDVCxJQUFjLEVBQ2QsRUFBRSxRQUFRLElBQUksRUFBdUIsR0FBRyxDQUFDLENBQUM7RUFFMUMsSUFBSSxLQUFLLFFBQVEsS0FBSyxXQUFXLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxvQkFBb0IsS0FBSztJQUNyRSxPQUFPO0VBQ1Q7RUFDQSxNQUFNLFVBQVUsWUFBWTtFQUM1QixNQUFNLE1BQU0sVUFBVTtFQUN0QixJQUFJLFlBQVksUUFBUSxRQUFRLE1BQU0sT0FBTztFQUM3QyxNQUFNLEVBQUUsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sTUFDOUIsTUFDQSxLQUNBLFFBQVEsSUFBSSxFQUNaLFFBQVEsSUFBSSxFQUNaLFVBQVUsUUFBUSxJQUFJO0VBRXhCLElBQUksVUFBVSxNQUFNLE9BQU8sUUFBUSxHQUFHLElBQUksQ0FBQyxFQUFFLFFBQVE7RUFDckQsOERBQThEO0VBQzlELElBQUksU0FBUyxDQUFDLE1BQU0sVUFBVSxDQUFDLFVBQVUsYUFBYSxNQUFNO0VBQzVELE9BQU87QUFDVDtBQUVBOzs7OztDQUtDLEdBQ0QsT0FBTyxlQUFlLGlCQUNwQixJQUFTLEVBQ1QsSUFBWSxFQUNaLEVBQUUsUUFBUSxJQUFJLEVBQXVCLEdBQUcsQ0FBQyxDQUFDO0VBRTFDLE1BQU0sTUFBTSxLQUFLLFFBQVEsS0FBSyxVQUFVLFVBQVUsUUFBUTtFQUMxRCxJQUFJLFFBQVEsTUFBTSxPQUFPO0VBQ3pCLE1BQU0sRUFBRSxNQUFNLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxNQUFNLE1BQU0sS0FBSztFQUNqRCxJQUFJLFVBQVUsUUFBUSxXQUFXLE1BQU0sT0FBTyxRQUFRLEdBQUcsSUFBSSxDQUFDLEVBQUUsUUFBUTtFQUN4RSxnRUFBZ0U7RUFDaEUsSUFBSSxTQUFTLENBQUMsT0FBTyxXQUFXLFVBQVUsYUFBYSxNQUFNO0VBQzdELE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxlQUFlLElBQVM7RUFDdEMsTUFBTSxNQUFNLFVBQVU7RUFDdEIsSUFBSSxRQUFRLE1BQU0sYUFBYSxNQUFNO0FBQ3ZDO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxZQUNQLElBQWM7RUFFZCxNQUFNLEVBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxPQUFPLEVBQUUsR0FBRyxZQUFZO0VBQy9DLE1BQU0sT0FBTyxJQUFJLENBQUMsRUFBRSxJQUFJO0VBQ3hCLElBQUksWUFBWSxhQUFhLEtBQUssVUFBVSxDQUFDLE1BQU0sT0FBTztFQUMxRCxPQUFPO0lBQUU7SUFBTSxNQUFNLEtBQUssS0FBSyxDQUFDO0lBQUksTUFBTSxRQUFRLElBQUk7RUFBQztBQUN6RDtBQUVBOzs7Ozs7OztDQVFDLEdBQ0QsT0FBTyxTQUFTLFVBQVUsSUFBd0I7RUFDaEQsTUFBTSxTQUFTLFFBQ2IsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUMsV0FBVyxZQUFZLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxhQUFhO0VBQ2pFLE9BQU8sS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLFdBQVcsQ0FBQyxVQUNuQyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUMsc0JBQXNCLE9BQ25DLEtBQUssS0FBSyxDQUFDLFVBQVUsTUFBTSxLQUFLLE1BQU0sQ0FBQyxVQUFVO0FBQ3JEO0FBRUEsTUFBTSxVQUFVO0FBRWhCOzs7Ozs7Q0FNQyxHQUNELE9BQU8sZUFBZSxNQUNwQixJQUFTLEVBQ1QsR0FBVyxFQUNYLElBQVksRUFDWixPQUFpQixFQUFFLEVBQ25CLFdBQVcsS0FBSztFQUVoQixNQUFNLE9BQU8sYUFBYSxLQUFLO0VBQy9CLElBQUksU0FBUyxNQUFNLE9BQU87SUFBRSxRQUFRO0lBQU0sT0FBTyxHQUFHLFFBQVEsRUFBRSxFQUFFLEtBQUssQ0FBQyxDQUFDO0VBQUM7RUFDeEUsSUFBSTtFQUNKLElBQUk7SUFDRixXQUFXLEtBQUssS0FBSyxDQUFDLEtBQUssZ0JBQWdCLENBQUM7RUFDOUMsRUFBRSxPQUFPLEtBQUs7SUFDWixxRUFBcUU7SUFDckUsMENBQTBDO0lBQzFDLE1BQU0sT0FBTyxlQUFlLEtBQUssTUFBTSxDQUFDLFFBQVEsSUFDOUMsT0FBTyxHQUFHLElBQUksV0FBVyxDQUFDO0lBQzVCLE9BQU87TUFDTCxRQUFRO01BQ1IsT0FBTyxPQUFPLEdBQUcsUUFBUSxFQUFFLEVBQUUsS0FBSyxDQUFDLENBQUMsR0FBRztJQUN6QztFQUNGO0VBQ0EsTUFBTSxXQUFXLFNBQVMsUUFBUTtFQUNsQyxNQUFNLE9BQU8sYUFBYSxhQUFhLE1BQU0sYUFBYSxNQUFNLFFBQzVELFdBQ0EsV0FDQSxTQUFTLFFBQVEsR0FDakI7RUFDSixJQUFJLFNBQVMsV0FBVztJQUN0QixJQUFJO01BQ0YsTUFBTSxLQUFLLGlCQUFpQixLQUFLO01BQ2pDLElBQUksT0FBTyxNQUFNLE1BQU0sSUFBSSxNQUFNLENBQUMsa0JBQWtCLEVBQUUsTUFBTTtNQUM1RCxXQUFXLEtBQUssS0FBSyxDQUFDLEtBQUssZ0JBQWdCLENBQUM7SUFDOUMsRUFBRSxPQUFNO01BQ04sTUFBTSxRQUFRLFNBQVMsV0FBVyxhQUFhO01BQy9DLE9BQU87UUFBRSxRQUFRO1FBQU0sT0FBTyxDQUFDLEdBQUcsRUFBRSxNQUFNLGlCQUFpQixDQUFDO01BQUM7SUFDL0Q7RUFDRjtFQUNBLE1BQU0sUUFBUSxTQUFTLE1BQU0sS0FBSyxnQkFDOUIsMEJBQ0EsU0FBUyxJQUFJLEtBQUssS0FBSyxPQUFPLENBQUMsSUFBSSxHQUNuQyx5QkFDQSxTQUFTLElBQUksS0FBSyxLQUFLLElBQUksR0FDM0IsMkJBQ0EsQ0FBQyxTQUFTLE9BQ1YsR0FBRyxJQUFJLHdCQUF3QixDQUFDLEdBQ2hDLENBQUMsU0FBUyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEdBQUssTUFBTSxZQUNyQyxvQkFDQSxhQUFhLE1BQU0sU0FBUyxNQUFNO0VBQ3RDLE9BQU87SUFBRSxRQUFRLFNBQVMsTUFBTTtJQUFFO0VBQU07QUFDMUM7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsU0FBUyxHQUFXO0VBQzNCLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxTQUFTLENBQUM7SUFDNUIsT0FBTyxLQUFLLFdBQVcsSUFBSSxLQUFLLEdBQUcsS0FBSyxLQUFLLEdBQUcsTUFDOUMsQ0FBQyxDQUFDLEtBQUssSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLE1BQU07RUFDbkMsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxlQUFlLGFBQWEsSUFBUyxFQUFFLElBQWM7RUFDbkQsdUVBQXVFO0VBQ3ZFLE1BQU0sT0FBTyxJQUFJLElBQUksZ0NBQWdDLE1BQU0sSUFBSTtFQUMvRCxPQUFPLENBQUMsTUFBTSxNQUFNLENBQUMsS0FBdUIsRUFBRSxZQUFZLENBQUM7QUFDN0Q7QUFFQSxTQUFTLGFBQWEsSUFBUyxFQUFFLE1BQXFCO0VBQ3BELE1BQU0sT0FBTyxtQkFBbUIsS0FBSyxRQUFRO0VBQzdDLEtBQUssTUFBTSxDQUFDLE1BQU0sTUFBTSxRQUFRLElBQUksT0FBUTtJQUMxQyxJQUFJO01BQ0YsTUFBTSxPQUFPLEtBQUssUUFBUSxDQUFDLE9BQU87TUFDbEMsSUFBSSxLQUFLLElBQUksS0FBSyxRQUFRLEtBQUssS0FBSyxFQUFFLGNBQWMsU0FBUztJQUMvRCxFQUFFLE9BQU07TUFDTixJQUFJLFNBQVMsQ0FBQyxHQUFHLFVBQVUseUJBQXlCO0lBQ3REO0lBQ0EsT0FBTyxHQUFHLEtBQUssUUFBUSxDQUFDO0VBQzFCO0VBQ0EsT0FBTztBQUNUO0FBRUEsNkVBQTZFLEdBQzdFLFNBQVMsYUFBYSxJQUFTLEVBQUUsR0FBVztFQUMxQyxJQUFJO0lBQ0YsNENBQTRDO0lBQzVDLEtBQUssU0FBUyxDQUFDLEtBQUs7TUFBRSxXQUFXO01BQU0sTUFBTTtJQUFNO0lBQ25ELElBQUksQ0FBQyxTQUFTLE1BQU0sS0FBSyxTQUFTLENBQUMsS0FBSztJQUN4QyxJQUFJLENBQUMsU0FBUyxHQUFHLElBQUksQ0FBQyxFQUFFLFlBQVksR0FBRztJQUN2QyxNQUFNLE9BQU8sbUJBQW1CLEtBQUssUUFBUTtJQUM3QyxJQUFJLEtBQUssT0FBTyxDQUFDLEtBQUssUUFBUSxJQUFJO01BQ2hDLE1BQU07UUFDSjtRQUNBO1FBQ0E7UUFDQTtRQUNBLEdBQUcsS0FBSyxTQUFTLENBQUM7UUFDbEIsR0FBRyxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUM7UUFDckI7T0FDRDtNQUNELE9BQU87TUFDUCxRQUFRO01BQ1IsUUFBUTtNQUNSLFVBQVU7SUFDWixHQUFHLEtBQUssR0FBRyxLQUFLO0VBQ2xCLEVBQUUsT0FBTTtFQUNOLCtEQUErRDtFQUNqRTtBQUNGO0FBRUEsc0VBQXNFLEdBQ3RFLFNBQVMsU0FBUyxJQUFZO0VBQzVCLElBQUk7SUFDRixLQUFLLFFBQVEsQ0FBQyxNQUFNO01BQUUsT0FBTztNQUFNLFdBQVc7SUFBSyxHQUFHLEtBQUs7SUFDM0QsT0FBTztFQUNULEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxLQUFLLE1BQU0sQ0FBQyxhQUFhLEdBQUcsT0FBTztFQUMxRDtFQUNBLE1BQU0sTUFBTSxLQUFLLEdBQUcsS0FBSyxDQUFDLEtBQUssUUFBUSxDQUFDLE1BQU0sS0FBSyxFQUFFLGFBQWEsQ0FBQztFQUNuRSxJQUFJLE1BQU0sZ0JBQWdCLE9BQU87RUFDakMsTUFBTSxNQUFNLElBQUk7RUFDaEIsS0FBSyxTQUFTLENBQUMsTUFBTSxLQUFLO0VBQzFCLE9BQU87QUFDVCJ9
// denoCacheMetadata=14391258251785421406,9480389584159592484