/**
 * Live upgrade (`berth upgrade`): the daemon replaces its own program and
 * keeps every session, pane, screen and exit status.
 *
 * Why execve in the same process: the children must stay this process's
 * children, or their exit statuses are lost (a process handed the ptys
 * over SCM_RIGHTS gets ECHILD from `waitpid`, measured); execve keeps the
 * pid, the children and every fd not marked close-on-exec, and nothing
 * has to be passed over a socket. Measured here: a Deno process execs a
 * new `deno run` that reaps a child of the old program with its status.
 *
 * The steps, and what a failure at each leaves:
 *
 * 1. Probe: run the new program as `__upgrade-check` (no state): it must
 *    load and read this daemon's state version. Failing here touches
 *    nothing at all.
 * 2. Freeze: every pane's gather side stops reading (its ring ends), and
 *    the parse worker parses all that was read; what the programs write
 *    from now on waits in the kernel's pty buffers. Requests get "busy",
 *    keys are not taken (the attach client sends them again after its
 *    resume, so none is lost or doubled). The child watcher stops reaping:
 *    a status must be in the state or left for the new program's waitpid.
 * 3. Save: each parse worker hands over its engines (`vt/engine_state.ts`);
 *    the state file (`upgrade_state.ts`) is written, 0600, beside the
 *    socket.
 * 4. Check: the new program reads and checks that file as
 *    `__upgrade-check FILE`; a refusal (a truncated or corrupt file, a
 *    program that cannot start) is its one-line reason.
 * 5. Answer the client, clear close-on-exec on the pty masters, execve.
 *
 * The new daemon (`Daemon.start` with the state) takes over the sessions
 * that have clients to resume first, listens, and takes over the others
 * after those clients resumed: each session starts a parse worker, which
 * blocks its main thread for tens of ms.
 *
 * Not carried over: requests in flight (a `wait` or `events` stream ends
 * with its connection; scripts run it again), settings loaded with
 * `source-file PATH` (the new daemon reads its config file again), and
 * keys the old daemon had taken but not yet written to a pty that was not
 * reading (a full input buffer).
 *
 * A failure in steps 2-5 (execve itself included: it returns) undoes it in
 * this process with the very code the new daemon starts with: the sessions
 * are taken back from the state just saved, on the same ptys, and read on
 * from where they stopped; clients lose their connection and resume, as
 * they would after a real upgrade. So the old daemon keeps serving.
 *
 * @module
 */ import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { ownDenoEnv } from "../../protocol/deno_env.ts";
import { execve, setCloseOnExec } from "../../pty/exec.ts";
import { RequestFailure } from "./request_failure.ts";
import { raceTimeout } from "../../protocol/timeout.ts";
import { upgradePathFor } from "../../protocol/socket_path.ts";
import { STATE_VERSION, writeStateFile } from "./upgrade_state.ts";
/** Longest the parse workers may take to catch up with what was read. */ const FREEZE_LIMIT_MS = 10_000;
/** Longest the new program may take to load and check the state. */ const CHECK_LIMIT_MS = 30_000;
/** Steps 1-4; throws RequestFailure, having undone what it did. */ export async function prepareUpgrade(host, argv) {
  const t0 = performance.now();
  const probe = await runCheck(argv, host.socketPath, null);
  if (probe.state !== STATE_VERSION) {
    throw new RequestFailure("bad-request", `The new berth ${probe.version} reads upgrade state version ${probe.state}, this daemon writes ${STATE_VERSION}; upgrade through a berth that reads both`);
  }
  host.log.info(`upgrade: the new berth ${probe.version} starts (${Math.round(performance.now() - t0)} ms)`);
  const sessions = host.sessions();
  // Refused before anything stops: a session without its engine could not
  // be saved whole, and the others would have been frozen for nothing.
  const broken = sessions.find((s)=>s.engineCrashed);
  if (broken) {
    throw new RequestFailure("bad-request", `Session ${broken.name} lost its terminal engine (see the daemon's log) and cannot be carried over; berth kill ${broken.name}, then upgrade`);
  }
  await withTimeout(Promise.all(sessions.map((s)=>s.freeze())), FREEZE_LIMIT_MS, "the sessions' output did not stop being parsed").catch((err)=>{
    // Not frozen whole: save what there is, so that nothing is dropped.
    host.log.error(`upgrade: ${err.message}`);
  });
  host.watcher.hold();
  const state = {
    from: host.version,
    protocol: PROTOCOL_VERSION,
    socket: host.socketPath,
    written: Date.now(),
    ...host.daemonState(),
    sessions: await Promise.all(sessions.map((s)=>s.save()))
  };
  // Beside the socket, in its 0700 directory; clients wait while it is there.
  const file = upgradePathFor(host.socketPath);
  try {
    const bytes = writeStateFile(file, state);
    host.log.info(`upgrade: state of ${sessions.length} sessions written (${bytes} bytes, ${Math.round(performance.now() - t0)} ms in)`);
    const checked = await runCheck(argv, host.socketPath, file);
    return {
      argv,
      file,
      state,
      answer: {
        from: host.version,
        to: checked.version,
        protocol: [
          PROTOCOL_VERSION,
          checked.protocol
        ],
        sessions: sessions.length,
        ms: Math.round(performance.now() - t0)
      }
    };
  } catch (err) {
    undo(host, state, file);
    throw err;
  }
}
/**
 * Step 5: execs the new program. Returns only when execve failed, having
 * undone the upgrade (the old daemon serves on).
 */ export function handOver(host, p) {
  const fds = paneFds(p.state);
  try {
    for (const fd of fds)setCloseOnExec(fd, false);
    host.log.info(`upgrade: exec ${p.argv.join(" ")}`);
    const env = Deno.env.toObject();
    execve(p.argv[0], [
      ...p.argv,
      "--socket",
      host.socketPath,
      "__daemon",
      "--upgrade-from",
      p.file
    ], {
      ...env,
      ...ownDenoEnv(env)
    });
  } catch (err) {
    host.log.error(`upgrade: ${err.message}; staying`);
    undo(host, p.state, p.file);
  }
}
/** Every pty master the state names. */ function paneFds(state) {
  const fds = [];
  for (const s of state.sessions){
    for (const p of s.panes)if (p.fd >= 0) fds.push(p.fd);
  }
  return fds;
}
/** Takes the saved sessions back here, as the new daemon would have. */ function undo(host, state, file) {
  for (const fd of paneFds(state)){
    try {
      setCloseOnExec(fd, true);
    } catch  {
    // Reported by the restore, which reads the pty.
    }
  }
  try {
    Deno.removeSync(file);
  } catch  {
  // Never written.
  }
  host.takeBack(state);
  host.log.info("upgrade: undone; the sessions are back on this daemon");
}
/**
 * Runs the new program as `__upgrade-check` (with the state file, or none
 * for the probe) and returns what it says of itself; a RequestFailure with
 * its one-line reason when it fails.
 */ async function runCheck(argv, socket, file) {
  const args = [
    ...argv.slice(1),
    "--socket",
    socket,
    "__upgrade-check"
  ];
  if (file) args.push(file);
  let out;
  try {
    const child = new Deno.Command(argv[0], {
      args,
      stdin: "null",
      stdout: "piped",
      stderr: "piped"
    }).spawn();
    const timer = setTimeout(()=>child.kill("SIGKILL"), CHECK_LIMIT_MS);
    out = await child.output().finally(()=>clearTimeout(timer));
  } catch (err) {
    throw new RequestFailure("spawn", `Cannot run the new berth (${argv[0]}): ${err.message}`);
  }
  const said = lastLine(out.stderr) || lastLine(out.stdout);
  if (!out.success) {
    throw new RequestFailure("spawn", `The new berth refused the upgrade: ${said.replace(/^berth: /, "") || `exit status ${out.code}`}; the daemon keeps running as it was`);
  }
  try {
    return JSON.parse(lastLine(out.stdout));
  } catch  {
    throw new RequestFailure("spawn", `The new berth did not say what it is (${said}); is it a berth?`);
  }
}
function lastLine(bytes) {
  const lines = new TextDecoder().decode(bytes).trim().split("\n");
  return lines[lines.length - 1].trim();
}
function withTimeout(p, ms, what) {
  return raceTimeout(p, ms, ()=>new Error(`${what} in ${ms} ms`));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vdXBncmFkZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIExpdmUgdXBncmFkZSAoYGJlcnRoIHVwZ3JhZGVgKTogdGhlIGRhZW1vbiByZXBsYWNlcyBpdHMgb3duIHByb2dyYW0gYW5kXG4gKiBrZWVwcyBldmVyeSBzZXNzaW9uLCBwYW5lLCBzY3JlZW4gYW5kIGV4aXQgc3RhdHVzLlxuICpcbiAqIFdoeSBleGVjdmUgaW4gdGhlIHNhbWUgcHJvY2VzczogdGhlIGNoaWxkcmVuIG11c3Qgc3RheSB0aGlzIHByb2Nlc3Mnc1xuICogY2hpbGRyZW4sIG9yIHRoZWlyIGV4aXQgc3RhdHVzZXMgYXJlIGxvc3QgKGEgcHJvY2VzcyBoYW5kZWQgdGhlIHB0eXNcbiAqIG92ZXIgU0NNX1JJR0hUUyBnZXRzIEVDSElMRCBmcm9tIGB3YWl0cGlkYCwgbWVhc3VyZWQpOyBleGVjdmUga2VlcHMgdGhlXG4gKiBwaWQsIHRoZSBjaGlsZHJlbiBhbmQgZXZlcnkgZmQgbm90IG1hcmtlZCBjbG9zZS1vbi1leGVjLCBhbmQgbm90aGluZ1xuICogaGFzIHRvIGJlIHBhc3NlZCBvdmVyIGEgc29ja2V0LiBNZWFzdXJlZCBoZXJlOiBhIERlbm8gcHJvY2VzcyBleGVjcyBhXG4gKiBuZXcgYGRlbm8gcnVuYCB0aGF0IHJlYXBzIGEgY2hpbGQgb2YgdGhlIG9sZCBwcm9ncmFtIHdpdGggaXRzIHN0YXR1cy5cbiAqXG4gKiBUaGUgc3RlcHMsIGFuZCB3aGF0IGEgZmFpbHVyZSBhdCBlYWNoIGxlYXZlczpcbiAqXG4gKiAxLiBQcm9iZTogcnVuIHRoZSBuZXcgcHJvZ3JhbSBhcyBgX191cGdyYWRlLWNoZWNrYCAobm8gc3RhdGUpOiBpdCBtdXN0XG4gKiAgICBsb2FkIGFuZCByZWFkIHRoaXMgZGFlbW9uJ3Mgc3RhdGUgdmVyc2lvbi4gRmFpbGluZyBoZXJlIHRvdWNoZXNcbiAqICAgIG5vdGhpbmcgYXQgYWxsLlxuICogMi4gRnJlZXplOiBldmVyeSBwYW5lJ3MgZ2F0aGVyIHNpZGUgc3RvcHMgcmVhZGluZyAoaXRzIHJpbmcgZW5kcyksIGFuZFxuICogICAgdGhlIHBhcnNlIHdvcmtlciBwYXJzZXMgYWxsIHRoYXQgd2FzIHJlYWQ7IHdoYXQgdGhlIHByb2dyYW1zIHdyaXRlXG4gKiAgICBmcm9tIG5vdyBvbiB3YWl0cyBpbiB0aGUga2VybmVsJ3MgcHR5IGJ1ZmZlcnMuIFJlcXVlc3RzIGdldCBcImJ1c3lcIixcbiAqICAgIGtleXMgYXJlIG5vdCB0YWtlbiAodGhlIGF0dGFjaCBjbGllbnQgc2VuZHMgdGhlbSBhZ2FpbiBhZnRlciBpdHNcbiAqICAgIHJlc3VtZSwgc28gbm9uZSBpcyBsb3N0IG9yIGRvdWJsZWQpLiBUaGUgY2hpbGQgd2F0Y2hlciBzdG9wcyByZWFwaW5nOlxuICogICAgYSBzdGF0dXMgbXVzdCBiZSBpbiB0aGUgc3RhdGUgb3IgbGVmdCBmb3IgdGhlIG5ldyBwcm9ncmFtJ3Mgd2FpdHBpZC5cbiAqIDMuIFNhdmU6IGVhY2ggcGFyc2Ugd29ya2VyIGhhbmRzIG92ZXIgaXRzIGVuZ2luZXMgKGB2dC9lbmdpbmVfc3RhdGUudHNgKTtcbiAqICAgIHRoZSBzdGF0ZSBmaWxlIChgdXBncmFkZV9zdGF0ZS50c2ApIGlzIHdyaXR0ZW4sIDA2MDAsIGJlc2lkZSB0aGVcbiAqICAgIHNvY2tldC5cbiAqIDQuIENoZWNrOiB0aGUgbmV3IHByb2dyYW0gcmVhZHMgYW5kIGNoZWNrcyB0aGF0IGZpbGUgYXNcbiAqICAgIGBfX3VwZ3JhZGUtY2hlY2sgRklMRWA7IGEgcmVmdXNhbCAoYSB0cnVuY2F0ZWQgb3IgY29ycnVwdCBmaWxlLCBhXG4gKiAgICBwcm9ncmFtIHRoYXQgY2Fubm90IHN0YXJ0KSBpcyBpdHMgb25lLWxpbmUgcmVhc29uLlxuICogNS4gQW5zd2VyIHRoZSBjbGllbnQsIGNsZWFyIGNsb3NlLW9uLWV4ZWMgb24gdGhlIHB0eSBtYXN0ZXJzLCBleGVjdmUuXG4gKlxuICogVGhlIG5ldyBkYWVtb24gKGBEYWVtb24uc3RhcnRgIHdpdGggdGhlIHN0YXRlKSB0YWtlcyBvdmVyIHRoZSBzZXNzaW9uc1xuICogdGhhdCBoYXZlIGNsaWVudHMgdG8gcmVzdW1lIGZpcnN0LCBsaXN0ZW5zLCBhbmQgdGFrZXMgb3ZlciB0aGUgb3RoZXJzXG4gKiBhZnRlciB0aG9zZSBjbGllbnRzIHJlc3VtZWQ6IGVhY2ggc2Vzc2lvbiBzdGFydHMgYSBwYXJzZSB3b3JrZXIsIHdoaWNoXG4gKiBibG9ja3MgaXRzIG1haW4gdGhyZWFkIGZvciB0ZW5zIG9mIG1zLlxuICpcbiAqIE5vdCBjYXJyaWVkIG92ZXI6IHJlcXVlc3RzIGluIGZsaWdodCAoYSBgd2FpdGAgb3IgYGV2ZW50c2Agc3RyZWFtIGVuZHNcbiAqIHdpdGggaXRzIGNvbm5lY3Rpb247IHNjcmlwdHMgcnVuIGl0IGFnYWluKSwgc2V0dGluZ3MgbG9hZGVkIHdpdGhcbiAqIGBzb3VyY2UtZmlsZSBQQVRIYCAodGhlIG5ldyBkYWVtb24gcmVhZHMgaXRzIGNvbmZpZyBmaWxlIGFnYWluKSwgYW5kXG4gKiBrZXlzIHRoZSBvbGQgZGFlbW9uIGhhZCB0YWtlbiBidXQgbm90IHlldCB3cml0dGVuIHRvIGEgcHR5IHRoYXQgd2FzIG5vdFxuICogcmVhZGluZyAoYSBmdWxsIGlucHV0IGJ1ZmZlcikuXG4gKlxuICogQSBmYWlsdXJlIGluIHN0ZXBzIDItNSAoZXhlY3ZlIGl0c2VsZiBpbmNsdWRlZDogaXQgcmV0dXJucykgdW5kb2VzIGl0IGluXG4gKiB0aGlzIHByb2Nlc3Mgd2l0aCB0aGUgdmVyeSBjb2RlIHRoZSBuZXcgZGFlbW9uIHN0YXJ0cyB3aXRoOiB0aGUgc2Vzc2lvbnNcbiAqIGFyZSB0YWtlbiBiYWNrIGZyb20gdGhlIHN0YXRlIGp1c3Qgc2F2ZWQsIG9uIHRoZSBzYW1lIHB0eXMsIGFuZCByZWFkIG9uXG4gKiBmcm9tIHdoZXJlIHRoZXkgc3RvcHBlZDsgY2xpZW50cyBsb3NlIHRoZWlyIGNvbm5lY3Rpb24gYW5kIHJlc3VtZSwgYXNcbiAqIHRoZXkgd291bGQgYWZ0ZXIgYSByZWFsIHVwZ3JhZGUuIFNvIHRoZSBvbGQgZGFlbW9uIGtlZXBzIHNlcnZpbmcuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IFBST1RPQ09MX1ZFUlNJT04gfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IG93bkRlbm9FbnYgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvZGVub19lbnYudHNcIjtcbmltcG9ydCB7IGV4ZWN2ZSwgc2V0Q2xvc2VPbkV4ZWMgfSBmcm9tIFwiLi4vLi4vcHR5L2V4ZWMudHNcIjtcbmltcG9ydCB0eXBlIHsgQ2hpbGRXYXRjaGVyIH0gZnJvbSBcIi4uLy4uL3B0eS9tb2QudHNcIjtcbmltcG9ydCB0eXBlIHsgTG9nIH0gZnJvbSBcIi4vbG9nLnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuaW1wb3J0IHsgcmFjZVRpbWVvdXQgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdGltZW91dC50c1wiO1xuaW1wb3J0IHsgdXBncmFkZVBhdGhGb3IgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvc29ja2V0X3BhdGgudHNcIjtcbmltcG9ydCB0eXBlIHsgU2Vzc2lvbiB9IGZyb20gXCIuL3Nlc3Npb24udHNcIjtcbmltcG9ydCB7XG4gIFNUQVRFX1ZFUlNJT04sXG4gIHR5cGUgVXBncmFkZVN0YXRlLFxuICB3cml0ZVN0YXRlRmlsZSxcbn0gZnJvbSBcIi4vdXBncmFkZV9zdGF0ZS50c1wiO1xuXG4vKiogTG9uZ2VzdCB0aGUgcGFyc2Ugd29ya2VycyBtYXkgdGFrZSB0byBjYXRjaCB1cCB3aXRoIHdoYXQgd2FzIHJlYWQuICovXG5jb25zdCBGUkVFWkVfTElNSVRfTVMgPSAxMF8wMDA7XG5cbi8qKiBMb25nZXN0IHRoZSBuZXcgcHJvZ3JhbSBtYXkgdGFrZSB0byBsb2FkIGFuZCBjaGVjayB0aGUgc3RhdGUuICovXG5jb25zdCBDSEVDS19MSU1JVF9NUyA9IDMwXzAwMDtcblxuLyoqIFdoYXQgdGhlIGRhZW1vbiBsZW5kcyBhbiB1cGdyYWRlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBVcGdyYWRlSG9zdCB7XG4gIHJlYWRvbmx5IHNvY2tldFBhdGg6IHN0cmluZztcbiAgLyoqIGJlcnRoJ3MgdmVyc2lvbiwgZm9yIHRoZSBhbnN3ZXIuICovXG4gIHJlYWRvbmx5IHZlcnNpb246IHN0cmluZztcbiAgcmVhZG9ubHkgbG9nOiBMb2c7XG4gIHJlYWRvbmx5IHdhdGNoZXI6IENoaWxkV2F0Y2hlcjtcbiAgc2Vzc2lvbnMoKTogU2Vzc2lvbltdO1xuICAvKiogVGhlIGRhZW1vbi13aWRlIHBhcnQgb2YgdGhlIHN0YXRlLiAqL1xuICBkYWVtb25TdGF0ZSgpOiBQaWNrPFxuICAgIFVwZ3JhZGVTdGF0ZSxcbiAgICBcImV4aXRlZFwiIHwgXCJidWZmZXJzXCIgfCBcImNoYW5uZWxzXCIgfCBcInJlc3VtZXNcIiB8IFwiZW52aXJvbm1lbnRcIlxuICA+O1xuICAvKiogQSBoYW5kb3ZlciBmYWlsZWQgYWZ0ZXIgdGhlIGZyZWV6ZTogdGFrZSBgc3RhdGVgIGJhY2sgaW4gdGhpcyBwcm9jZXNzLiAqL1xuICB0YWtlQmFjayhzdGF0ZTogVXBncmFkZVN0YXRlKTogdm9pZDtcbn1cblxuLyoqIEFuIHVwZ3JhZGUgcmVhZHkgdG8gZXhlYy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUHJlcGFyZWRVcGdyYWRlIHtcbiAgYXJndjogc3RyaW5nW107XG4gIGZpbGU6IHN0cmluZztcbiAgc3RhdGU6IFVwZ3JhZGVTdGF0ZTtcbiAgYW5zd2VyOiB7XG4gICAgZnJvbTogc3RyaW5nO1xuICAgIHRvOiBzdHJpbmc7XG4gICAgcHJvdG9jb2w6IFtudW1iZXIsIG51bWJlcl07XG4gICAgc2Vzc2lvbnM6IG51bWJlcjtcbiAgICBtczogbnVtYmVyO1xuICB9O1xufVxuXG4vKiogV2hhdCB0aGUgbmV3IHByb2dyYW0gc2F5cyBvZiBpdHNlbGYgd2hlbiBpdCBjaGVja3MgKGBfX3VwZ3JhZGUtY2hlY2tgKS4gKi9cbmludGVyZmFjZSBDaGVja1JlcG9ydCB7XG4gIHZlcnNpb246IHN0cmluZztcbiAgcHJvdG9jb2w6IG51bWJlcjtcbiAgc3RhdGU6IG51bWJlcjtcbn1cblxuLyoqIFN0ZXBzIDEtNDsgdGhyb3dzIFJlcXVlc3RGYWlsdXJlLCBoYXZpbmcgdW5kb25lIHdoYXQgaXQgZGlkLiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHByZXBhcmVVcGdyYWRlKFxuICBob3N0OiBVcGdyYWRlSG9zdCxcbiAgYXJndjogc3RyaW5nW10sXG4pOiBQcm9taXNlPFByZXBhcmVkVXBncmFkZT4ge1xuICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICBjb25zdCBwcm9iZSA9IGF3YWl0IHJ1bkNoZWNrKGFyZ3YsIGhvc3Quc29ja2V0UGF0aCwgbnVsbCk7XG4gIGlmIChwcm9iZS5zdGF0ZSAhPT0gU1RBVEVfVkVSU0lPTikge1xuICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgIGBUaGUgbmV3IGJlcnRoICR7cHJvYmUudmVyc2lvbn0gcmVhZHMgdXBncmFkZSBzdGF0ZSB2ZXJzaW9uICR7cHJvYmUuc3RhdGV9LCB0aGlzIGRhZW1vbiB3cml0ZXMgJHtTVEFURV9WRVJTSU9OfTsgdXBncmFkZSB0aHJvdWdoIGEgYmVydGggdGhhdCByZWFkcyBib3RoYCxcbiAgICApO1xuICB9XG4gIGhvc3QubG9nLmluZm8oXG4gICAgYHVwZ3JhZGU6IHRoZSBuZXcgYmVydGggJHtwcm9iZS52ZXJzaW9ufSBzdGFydHMgKCR7XG4gICAgICBNYXRoLnJvdW5kKHBlcmZvcm1hbmNlLm5vdygpIC0gdDApXG4gICAgfSBtcylgLFxuICApO1xuICBjb25zdCBzZXNzaW9ucyA9IGhvc3Quc2Vzc2lvbnMoKTtcbiAgLy8gUmVmdXNlZCBiZWZvcmUgYW55dGhpbmcgc3RvcHM6IGEgc2Vzc2lvbiB3aXRob3V0IGl0cyBlbmdpbmUgY291bGQgbm90XG4gIC8vIGJlIHNhdmVkIHdob2xlLCBhbmQgdGhlIG90aGVycyB3b3VsZCBoYXZlIGJlZW4gZnJvemVuIGZvciBub3RoaW5nLlxuICBjb25zdCBicm9rZW4gPSBzZXNzaW9ucy5maW5kKChzKSA9PiBzLmVuZ2luZUNyYXNoZWQpO1xuICBpZiAoYnJva2VuKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgYFNlc3Npb24gJHticm9rZW4ubmFtZX0gbG9zdCBpdHMgdGVybWluYWwgZW5naW5lIChzZWUgdGhlIGRhZW1vbidzIGxvZykgYW5kIGNhbm5vdCBiZSBjYXJyaWVkIG92ZXI7IGJlcnRoIGtpbGwgJHticm9rZW4ubmFtZX0sIHRoZW4gdXBncmFkZWAsXG4gICAgKTtcbiAgfVxuICBhd2FpdCB3aXRoVGltZW91dChcbiAgICBQcm9taXNlLmFsbChzZXNzaW9ucy5tYXAoKHMpID0+IHMuZnJlZXplKCkpKSxcbiAgICBGUkVFWkVfTElNSVRfTVMsXG4gICAgXCJ0aGUgc2Vzc2lvbnMnIG91dHB1dCBkaWQgbm90IHN0b3AgYmVpbmcgcGFyc2VkXCIsXG4gICkuY2F0Y2goKGVycikgPT4ge1xuICAgIC8vIE5vdCBmcm96ZW4gd2hvbGU6IHNhdmUgd2hhdCB0aGVyZSBpcywgc28gdGhhdCBub3RoaW5nIGlzIGRyb3BwZWQuXG4gICAgaG9zdC5sb2cuZXJyb3IoYHVwZ3JhZGU6ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gKTtcbiAgfSk7XG4gIGhvc3Qud2F0Y2hlci5ob2xkKCk7XG4gIGNvbnN0IHN0YXRlOiBVcGdyYWRlU3RhdGUgPSB7XG4gICAgZnJvbTogaG9zdC52ZXJzaW9uLFxuICAgIHByb3RvY29sOiBQUk9UT0NPTF9WRVJTSU9OLFxuICAgIHNvY2tldDogaG9zdC5zb2NrZXRQYXRoLFxuICAgIHdyaXR0ZW46IERhdGUubm93KCksXG4gICAgLi4uaG9zdC5kYWVtb25TdGF0ZSgpLFxuICAgIHNlc3Npb25zOiBhd2FpdCBQcm9taXNlLmFsbChzZXNzaW9ucy5tYXAoKHMpID0+IHMuc2F2ZSgpKSksXG4gIH07XG4gIC8vIEJlc2lkZSB0aGUgc29ja2V0LCBpbiBpdHMgMDcwMCBkaXJlY3Rvcnk7IGNsaWVudHMgd2FpdCB3aGlsZSBpdCBpcyB0aGVyZS5cbiAgY29uc3QgZmlsZSA9IHVwZ3JhZGVQYXRoRm9yKGhvc3Quc29ja2V0UGF0aCk7XG4gIHRyeSB7XG4gICAgY29uc3QgYnl0ZXMgPSB3cml0ZVN0YXRlRmlsZShmaWxlLCBzdGF0ZSk7XG4gICAgaG9zdC5sb2cuaW5mbyhcbiAgICAgIGB1cGdyYWRlOiBzdGF0ZSBvZiAke3Nlc3Npb25zLmxlbmd0aH0gc2Vzc2lvbnMgd3JpdHRlbiAoJHtieXRlc30gYnl0ZXMsICR7XG4gICAgICAgIE1hdGgucm91bmQocGVyZm9ybWFuY2Uubm93KCkgLSB0MClcbiAgICAgIH0gbXMgaW4pYCxcbiAgICApO1xuICAgIGNvbnN0IGNoZWNrZWQgPSBhd2FpdCBydW5DaGVjayhhcmd2LCBob3N0LnNvY2tldFBhdGgsIGZpbGUpO1xuICAgIHJldHVybiB7XG4gICAgICBhcmd2LFxuICAgICAgZmlsZSxcbiAgICAgIHN0YXRlLFxuICAgICAgYW5zd2VyOiB7XG4gICAgICAgIGZyb206IGhvc3QudmVyc2lvbixcbiAgICAgICAgdG86IGNoZWNrZWQudmVyc2lvbixcbiAgICAgICAgcHJvdG9jb2w6IFtQUk9UT0NPTF9WRVJTSU9OLCBjaGVja2VkLnByb3RvY29sXSxcbiAgICAgICAgc2Vzc2lvbnM6IHNlc3Npb25zLmxlbmd0aCxcbiAgICAgICAgbXM6IE1hdGgucm91bmQocGVyZm9ybWFuY2Uubm93KCkgLSB0MCksXG4gICAgICB9LFxuICAgIH07XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIHVuZG8oaG9zdCwgc3RhdGUsIGZpbGUpO1xuICAgIHRocm93IGVycjtcbiAgfVxufVxuXG4vKipcbiAqIFN0ZXAgNTogZXhlY3MgdGhlIG5ldyBwcm9ncmFtLiBSZXR1cm5zIG9ubHkgd2hlbiBleGVjdmUgZmFpbGVkLCBoYXZpbmdcbiAqIHVuZG9uZSB0aGUgdXBncmFkZSAodGhlIG9sZCBkYWVtb24gc2VydmVzIG9uKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGhhbmRPdmVyKGhvc3Q6IFVwZ3JhZGVIb3N0LCBwOiBQcmVwYXJlZFVwZ3JhZGUpOiB2b2lkIHtcbiAgY29uc3QgZmRzID0gcGFuZUZkcyhwLnN0YXRlKTtcbiAgdHJ5IHtcbiAgICBmb3IgKGNvbnN0IGZkIG9mIGZkcykgc2V0Q2xvc2VPbkV4ZWMoZmQsIGZhbHNlKTtcbiAgICBob3N0LmxvZy5pbmZvKGB1cGdyYWRlOiBleGVjICR7cC5hcmd2LmpvaW4oXCIgXCIpfWApO1xuICAgIGNvbnN0IGVudiA9IERlbm8uZW52LnRvT2JqZWN0KCk7XG4gICAgZXhlY3ZlKHAuYXJndlswXSwgW1xuICAgICAgLi4ucC5hcmd2LFxuICAgICAgXCItLXNvY2tldFwiLFxuICAgICAgaG9zdC5zb2NrZXRQYXRoLFxuICAgICAgXCJfX2RhZW1vblwiLFxuICAgICAgXCItLXVwZ3JhZGUtZnJvbVwiLFxuICAgICAgcC5maWxlLFxuICAgIF0sIHsgLi4uZW52LCAuLi5vd25EZW5vRW52KGVudikgfSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGhvc3QubG9nLmVycm9yKGB1cGdyYWRlOiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9OyBzdGF5aW5nYCk7XG4gICAgdW5kbyhob3N0LCBwLnN0YXRlLCBwLmZpbGUpO1xuICB9XG59XG5cbi8qKiBFdmVyeSBwdHkgbWFzdGVyIHRoZSBzdGF0ZSBuYW1lcy4gKi9cbmZ1bmN0aW9uIHBhbmVGZHMoc3RhdGU6IFVwZ3JhZGVTdGF0ZSk6IG51bWJlcltdIHtcbiAgY29uc3QgZmRzOiBudW1iZXJbXSA9IFtdO1xuICBmb3IgKGNvbnN0IHMgb2Ygc3RhdGUuc2Vzc2lvbnMpIHtcbiAgICBmb3IgKGNvbnN0IHAgb2Ygcy5wYW5lcykgaWYgKHAuZmQgPj0gMCkgZmRzLnB1c2gocC5mZCk7XG4gIH1cbiAgcmV0dXJuIGZkcztcbn1cblxuLyoqIFRha2VzIHRoZSBzYXZlZCBzZXNzaW9ucyBiYWNrIGhlcmUsIGFzIHRoZSBuZXcgZGFlbW9uIHdvdWxkIGhhdmUuICovXG5mdW5jdGlvbiB1bmRvKGhvc3Q6IFVwZ3JhZGVIb3N0LCBzdGF0ZTogVXBncmFkZVN0YXRlLCBmaWxlOiBzdHJpbmcpOiB2b2lkIHtcbiAgZm9yIChjb25zdCBmZCBvZiBwYW5lRmRzKHN0YXRlKSkge1xuICAgIHRyeSB7XG4gICAgICBzZXRDbG9zZU9uRXhlYyhmZCwgdHJ1ZSk7XG4gICAgfSBjYXRjaCB7XG4gICAgICAvLyBSZXBvcnRlZCBieSB0aGUgcmVzdG9yZSwgd2hpY2ggcmVhZHMgdGhlIHB0eS5cbiAgICB9XG4gIH1cbiAgdHJ5IHtcbiAgICBEZW5vLnJlbW92ZVN5bmMoZmlsZSk7XG4gIH0gY2F0Y2gge1xuICAgIC8vIE5ldmVyIHdyaXR0ZW4uXG4gIH1cbiAgaG9zdC50YWtlQmFjayhzdGF0ZSk7XG4gIGhvc3QubG9nLmluZm8oXCJ1cGdyYWRlOiB1bmRvbmU7IHRoZSBzZXNzaW9ucyBhcmUgYmFjayBvbiB0aGlzIGRhZW1vblwiKTtcbn1cblxuLyoqXG4gKiBSdW5zIHRoZSBuZXcgcHJvZ3JhbSBhcyBgX191cGdyYWRlLWNoZWNrYCAod2l0aCB0aGUgc3RhdGUgZmlsZSwgb3Igbm9uZVxuICogZm9yIHRoZSBwcm9iZSkgYW5kIHJldHVybnMgd2hhdCBpdCBzYXlzIG9mIGl0c2VsZjsgYSBSZXF1ZXN0RmFpbHVyZSB3aXRoXG4gKiBpdHMgb25lLWxpbmUgcmVhc29uIHdoZW4gaXQgZmFpbHMuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJ1bkNoZWNrKFxuICBhcmd2OiBzdHJpbmdbXSxcbiAgc29ja2V0OiBzdHJpbmcsXG4gIGZpbGU6IHN0cmluZyB8IG51bGwsXG4pOiBQcm9taXNlPENoZWNrUmVwb3J0PiB7XG4gIGNvbnN0IGFyZ3MgPSBbLi4uYXJndi5zbGljZSgxKSwgXCItLXNvY2tldFwiLCBzb2NrZXQsIFwiX191cGdyYWRlLWNoZWNrXCJdO1xuICBpZiAoZmlsZSkgYXJncy5wdXNoKGZpbGUpO1xuICBsZXQgb3V0OiBEZW5vLkNvbW1hbmRPdXRwdXQ7XG4gIHRyeSB7XG4gICAgY29uc3QgY2hpbGQgPSBuZXcgRGVuby5Db21tYW5kKGFyZ3ZbMF0sIHtcbiAgICAgIGFyZ3MsXG4gICAgICBzdGRpbjogXCJudWxsXCIsXG4gICAgICBzdGRvdXQ6IFwicGlwZWRcIixcbiAgICAgIHN0ZGVycjogXCJwaXBlZFwiLFxuICAgIH0pLnNwYXduKCk7XG4gICAgY29uc3QgdGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IGNoaWxkLmtpbGwoXCJTSUdLSUxMXCIpLCBDSEVDS19MSU1JVF9NUyk7XG4gICAgb3V0ID0gYXdhaXQgY2hpbGQub3V0cHV0KCkuZmluYWxseSgoKSA9PiBjbGVhclRpbWVvdXQodGltZXIpKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgXCJzcGF3blwiLFxuICAgICAgYENhbm5vdCBydW4gdGhlIG5ldyBiZXJ0aCAoJHthcmd2WzBdfSk6ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gLFxuICAgICk7XG4gIH1cbiAgY29uc3Qgc2FpZCA9IGxhc3RMaW5lKG91dC5zdGRlcnIpIHx8IGxhc3RMaW5lKG91dC5zdGRvdXQpO1xuICBpZiAoIW91dC5zdWNjZXNzKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgXCJzcGF3blwiLFxuICAgICAgYFRoZSBuZXcgYmVydGggcmVmdXNlZCB0aGUgdXBncmFkZTogJHtcbiAgICAgICAgc2FpZC5yZXBsYWNlKC9eYmVydGg6IC8sIFwiXCIpIHx8IGBleGl0IHN0YXR1cyAke291dC5jb2RlfWBcbiAgICAgIH07IHRoZSBkYWVtb24ga2VlcHMgcnVubmluZyBhcyBpdCB3YXNgLFxuICAgICk7XG4gIH1cbiAgdHJ5IHtcbiAgICByZXR1cm4gSlNPTi5wYXJzZShsYXN0TGluZShvdXQuc3Rkb3V0KSkgYXMgQ2hlY2tSZXBvcnQ7XG4gIH0gY2F0Y2gge1xuICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgIFwic3Bhd25cIixcbiAgICAgIGBUaGUgbmV3IGJlcnRoIGRpZCBub3Qgc2F5IHdoYXQgaXQgaXMgKCR7c2FpZH0pOyBpcyBpdCBhIGJlcnRoP2AsXG4gICAgKTtcbiAgfVxufVxuXG5mdW5jdGlvbiBsYXN0TGluZShieXRlczogVWludDhBcnJheSk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gbmV3IFRleHREZWNvZGVyKCkuZGVjb2RlKGJ5dGVzKS50cmltKCkuc3BsaXQoXCJcXG5cIik7XG4gIHJldHVybiBsaW5lc1tsaW5lcy5sZW5ndGggLSAxXS50cmltKCk7XG59XG5cbmZ1bmN0aW9uIHdpdGhUaW1lb3V0PFQ+KHA6IFByb21pc2U8VD4sIG1zOiBudW1iZXIsIHdoYXQ6IHN0cmluZyk6IFByb21pc2U8VD4ge1xuICByZXR1cm4gcmFjZVRpbWVvdXQocCwgbXMsICgpID0+IG5ldyBFcnJvcihgJHt3aGF0fSBpbiAke21zfSBtc2ApKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBZ0RDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSw2QkFBNkI7QUFDOUQsU0FBUyxVQUFVLFFBQVEsNkJBQTZCO0FBQ3hELFNBQVMsTUFBTSxFQUFFLGNBQWMsUUFBUSxvQkFBb0I7QUFHM0QsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBQ3RELFNBQVMsV0FBVyxRQUFRLDRCQUE0QjtBQUN4RCxTQUFTLGNBQWMsUUFBUSxnQ0FBZ0M7QUFFL0QsU0FDRSxhQUFhLEVBRWIsY0FBYyxRQUNULHFCQUFxQjtBQUU1Qix1RUFBdUUsR0FDdkUsTUFBTSxrQkFBa0I7QUFFeEIsa0VBQWtFLEdBQ2xFLE1BQU0saUJBQWlCO0FBd0N2QixpRUFBaUUsR0FDakUsT0FBTyxlQUFlLGVBQ3BCLElBQWlCLEVBQ2pCLElBQWM7RUFFZCxNQUFNLEtBQUssWUFBWSxHQUFHO0VBQzFCLE1BQU0sUUFBUSxNQUFNLFNBQVMsTUFBTSxLQUFLLFVBQVUsRUFBRTtFQUNwRCxJQUFJLE1BQU0sS0FBSyxLQUFLLGVBQWU7SUFDakMsTUFBTSxJQUFJLGVBQ1IsZUFDQSxDQUFDLGNBQWMsRUFBRSxNQUFNLE9BQU8sQ0FBQyw2QkFBNkIsRUFBRSxNQUFNLEtBQUssQ0FBQyxxQkFBcUIsRUFBRSxjQUFjLHlDQUF5QyxDQUFDO0VBRTdKO0VBQ0EsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUNYLENBQUMsdUJBQXVCLEVBQUUsTUFBTSxPQUFPLENBQUMsU0FBUyxFQUMvQyxLQUFLLEtBQUssQ0FBQyxZQUFZLEdBQUcsS0FBSyxJQUNoQyxJQUFJLENBQUM7RUFFUixNQUFNLFdBQVcsS0FBSyxRQUFRO0VBQzlCLHdFQUF3RTtFQUN4RSxxRUFBcUU7RUFDckUsTUFBTSxTQUFTLFNBQVMsSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLGFBQWE7RUFDbkQsSUFBSSxRQUFRO0lBQ1YsTUFBTSxJQUFJLGVBQ1IsZUFDQSxDQUFDLFFBQVEsRUFBRSxPQUFPLElBQUksQ0FBQyx3RkFBd0YsRUFBRSxPQUFPLElBQUksQ0FBQyxjQUFjLENBQUM7RUFFaEo7RUFDQSxNQUFNLFlBQ0osUUFBUSxHQUFHLENBQUMsU0FBUyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsTUFBTSxNQUN4QyxpQkFDQSxrREFDQSxLQUFLLENBQUMsQ0FBQztJQUNQLG9FQUFvRTtJQUNwRSxLQUFLLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxTQUFTLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtFQUNyRDtFQUNBLEtBQUssT0FBTyxDQUFDLElBQUk7RUFDakIsTUFBTSxRQUFzQjtJQUMxQixNQUFNLEtBQUssT0FBTztJQUNsQixVQUFVO0lBQ1YsUUFBUSxLQUFLLFVBQVU7SUFDdkIsU0FBUyxLQUFLLEdBQUc7SUFDakIsR0FBRyxLQUFLLFdBQVcsRUFBRTtJQUNyQixVQUFVLE1BQU0sUUFBUSxHQUFHLENBQUMsU0FBUyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsSUFBSTtFQUN4RDtFQUNBLDRFQUE0RTtFQUM1RSxNQUFNLE9BQU8sZUFBZSxLQUFLLFVBQVU7RUFDM0MsSUFBSTtJQUNGLE1BQU0sUUFBUSxlQUFlLE1BQU07SUFDbkMsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUNYLENBQUMsa0JBQWtCLEVBQUUsU0FBUyxNQUFNLENBQUMsbUJBQW1CLEVBQUUsTUFBTSxRQUFRLEVBQ3RFLEtBQUssS0FBSyxDQUFDLFlBQVksR0FBRyxLQUFLLElBQ2hDLE9BQU8sQ0FBQztJQUVYLE1BQU0sVUFBVSxNQUFNLFNBQVMsTUFBTSxLQUFLLFVBQVUsRUFBRTtJQUN0RCxPQUFPO01BQ0w7TUFDQTtNQUNBO01BQ0EsUUFBUTtRQUNOLE1BQU0sS0FBSyxPQUFPO1FBQ2xCLElBQUksUUFBUSxPQUFPO1FBQ25CLFVBQVU7VUFBQztVQUFrQixRQUFRLFFBQVE7U0FBQztRQUM5QyxVQUFVLFNBQVMsTUFBTTtRQUN6QixJQUFJLEtBQUssS0FBSyxDQUFDLFlBQVksR0FBRyxLQUFLO01BQ3JDO0lBQ0Y7RUFDRixFQUFFLE9BQU8sS0FBSztJQUNaLEtBQUssTUFBTSxPQUFPO0lBQ2xCLE1BQU07RUFDUjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFNBQVMsSUFBaUIsRUFBRSxDQUFrQjtFQUM1RCxNQUFNLE1BQU0sUUFBUSxFQUFFLEtBQUs7RUFDM0IsSUFBSTtJQUNGLEtBQUssTUFBTSxNQUFNLElBQUssZUFBZSxJQUFJO0lBQ3pDLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLGNBQWMsRUFBRSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTTtJQUNqRCxNQUFNLE1BQU0sS0FBSyxHQUFHLENBQUMsUUFBUTtJQUM3QixPQUFPLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRTtTQUNiLEVBQUUsSUFBSTtNQUNUO01BQ0EsS0FBSyxVQUFVO01BQ2Y7TUFDQTtNQUNBLEVBQUUsSUFBSTtLQUNQLEVBQUU7TUFBRSxHQUFHLEdBQUc7TUFBRSxHQUFHLFdBQVcsSUFBSTtJQUFDO0VBQ2xDLEVBQUUsT0FBTyxLQUFLO0lBQ1osS0FBSyxHQUFHLENBQUMsS0FBSyxDQUFDLENBQUMsU0FBUyxFQUFFLEFBQUMsSUFBYyxPQUFPLENBQUMsU0FBUyxDQUFDO0lBQzVELEtBQUssTUFBTSxFQUFFLEtBQUssRUFBRSxFQUFFLElBQUk7RUFDNUI7QUFDRjtBQUVBLHNDQUFzQyxHQUN0QyxTQUFTLFFBQVEsS0FBbUI7RUFDbEMsTUFBTSxNQUFnQixFQUFFO0VBQ3hCLEtBQUssTUFBTSxLQUFLLE1BQU0sUUFBUSxDQUFFO0lBQzlCLEtBQUssTUFBTSxLQUFLLEVBQUUsS0FBSyxDQUFFLElBQUksRUFBRSxFQUFFLElBQUksR0FBRyxJQUFJLElBQUksQ0FBQyxFQUFFLEVBQUU7RUFDdkQ7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxzRUFBc0UsR0FDdEUsU0FBUyxLQUFLLElBQWlCLEVBQUUsS0FBbUIsRUFBRSxJQUFZO0VBQ2hFLEtBQUssTUFBTSxNQUFNLFFBQVEsT0FBUTtJQUMvQixJQUFJO01BQ0YsZUFBZSxJQUFJO0lBQ3JCLEVBQUUsT0FBTTtJQUNOLGdEQUFnRDtJQUNsRDtFQUNGO0VBQ0EsSUFBSTtJQUNGLEtBQUssVUFBVSxDQUFDO0VBQ2xCLEVBQUUsT0FBTTtFQUNOLGlCQUFpQjtFQUNuQjtFQUNBLEtBQUssUUFBUSxDQUFDO0VBQ2QsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDO0FBQ2hCO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsU0FDYixJQUFjLEVBQ2QsTUFBYyxFQUNkLElBQW1CO0VBRW5CLE1BQU0sT0FBTztPQUFJLEtBQUssS0FBSyxDQUFDO0lBQUk7SUFBWTtJQUFRO0dBQWtCO0VBQ3RFLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQztFQUNwQixJQUFJO0VBQ0osSUFBSTtJQUNGLE1BQU0sUUFBUSxJQUFJLEtBQUssT0FBTyxDQUFDLElBQUksQ0FBQyxFQUFFLEVBQUU7TUFDdEM7TUFDQSxPQUFPO01BQ1AsUUFBUTtNQUNSLFFBQVE7SUFDVixHQUFHLEtBQUs7SUFDUixNQUFNLFFBQVEsV0FBVyxJQUFNLE1BQU0sSUFBSSxDQUFDLFlBQVk7SUFDdEQsTUFBTSxNQUFNLE1BQU0sTUFBTSxHQUFHLE9BQU8sQ0FBQyxJQUFNLGFBQWE7RUFDeEQsRUFBRSxPQUFPLEtBQUs7SUFDWixNQUFNLElBQUksZUFDUixTQUNBLENBQUMsMEJBQTBCLEVBQUUsSUFBSSxDQUFDLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtFQUV0RTtFQUNBLE1BQU0sT0FBTyxTQUFTLElBQUksTUFBTSxLQUFLLFNBQVMsSUFBSSxNQUFNO0VBQ3hELElBQUksQ0FBQyxJQUFJLE9BQU8sRUFBRTtJQUNoQixNQUFNLElBQUksZUFDUixTQUNBLENBQUMsbUNBQW1DLEVBQ2xDLEtBQUssT0FBTyxDQUFDLFlBQVksT0FBTyxDQUFDLFlBQVksRUFBRSxJQUFJLElBQUksRUFBRSxDQUMxRCxvQ0FBb0MsQ0FBQztFQUUxQztFQUNBLElBQUk7SUFDRixPQUFPLEtBQUssS0FBSyxDQUFDLFNBQVMsSUFBSSxNQUFNO0VBQ3ZDLEVBQUUsT0FBTTtJQUNOLE1BQU0sSUFBSSxlQUNSLFNBQ0EsQ0FBQyxzQ0FBc0MsRUFBRSxLQUFLLGlCQUFpQixDQUFDO0VBRXBFO0FBQ0Y7QUFFQSxTQUFTLFNBQVMsS0FBaUI7RUFDakMsTUFBTSxRQUFRLElBQUksY0FBYyxNQUFNLENBQUMsT0FBTyxJQUFJLEdBQUcsS0FBSyxDQUFDO0VBQzNELE9BQU8sS0FBSyxDQUFDLE1BQU0sTUFBTSxHQUFHLEVBQUUsQ0FBQyxJQUFJO0FBQ3JDO0FBRUEsU0FBUyxZQUFlLENBQWEsRUFBRSxFQUFVLEVBQUUsSUFBWTtFQUM3RCxPQUFPLFlBQVksR0FBRyxJQUFJLElBQU0sSUFBSSxNQUFNLEdBQUcsS0FBSyxJQUFJLEVBQUUsR0FBRyxHQUFHLENBQUM7QUFDakUifQ==
// denoCacheMetadata=8917802165129297165,1033009150481696469