/**
 * The remote transport: `ssh HOST berth __bridge`, whose stdin and stdout
 * carry the protocol to the remote daemon (`client/commands/_bridge.ts`).
 * Nothing renders on the remote side; ssh brings the user's keys, agent,
 * config and jump hosts, and berth needs no port or login of its own.
 *
 * When ssh ends before the daemon has said anything, its exit status and
 * the last line it (or the remote shell, or the remote berth) printed say
 * why, and the read that sees the end throws a `TransportError` with one
 * line for each case: unreachable host, failed login, no berth there, no
 * daemon there, a remote berth too old to bridge.
 *
 * @module
 */ import { after } from "../../protocol/timer.ts";
import { TransportError } from "./byte_stream.ts";
import { BRIDGE_NO_DAEMON, BRIDGE_READY } from "./bridge_marks.ts";
import { sshArgv } from "./ssh_args.ts";
export { BRIDGE_NO_DAEMON, BRIDGE_READY };
/** Most bytes skipped while waiting for `BRIDGE_READY`. */ const MAX_PREAMBLE = 64 * 1024;
/** Bytes of ssh's stderr kept for an error message (its tail). */ const STDERR_KEEP = 8192;
/**
 * How long a closed stream's ssh gets to send what is buffered (a detach)
 * and leave by itself before it is killed.
 */ const CLOSE_GRACE_MS = 2000;
/** Starts ssh to `host`'s bridge (`start`: starting its daemon if needed). */ export function openSsh(host, start) {
  const [cmd, ...args] = sshArgv(host, start);
  let child;
  try {
    child = new Deno.Command(cmd, {
      args,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped"
    }).spawn();
  } catch (err) {
    throw new TransportError("ssh", `Cannot run ${cmd} to reach ${host.label}: ${err.message} (set BERTH_SSH or --ssh to the ssh command)`);
  }
  return new SshStream(child, host.label);
}
/** ssh's stdin and stdout as one stream. */ export class SshStream {
  /** ssh's pid (tests stop and kill it). */ pid;
  #child;
  #label;
  #reader;
  #writer;
  #left = null;
  /** Bytes before the bridge's ready line, while it has not come. */ #preamble = "";
  /**
   * Writes wait for the ready line: until the bridge has made its pty raw,
   * the pty would echo them, and take ^C or ^D in them as signals.
   */ #ready = Promise.withResolvers();
  #stderr = "";
  #stderrDone;
  #closed = false;
  needsBye = true;
  constructor(child, label){
    this.#child = child;
    this.pid = child.pid;
    this.#label = label;
    this.#reader = child.stdout.getReader();
    this.#writer = child.stdin.getWriter();
    this.#stderrDone = this.#keepStderr();
    this.#ready.promise.catch(()=>{}); // a write may never wait on it
  }
  async read(p) {
    while(!this.#left){
      let r;
      try {
        r = await this.#reader.read();
      } catch  {
        r = {
          done: true,
          value: undefined
        };
      }
      if (r.done) {
        if (this.#preamble !== null) {
          const err = this.#closed ? new Error("Closed before the bridge was ready") : await this.#failure();
          this.#ready.reject(err);
          if (!this.#closed) throw err;
        }
        return null;
      }
      this.#left = this.#skipPreamble(r.value);
    }
    const chunk = this.#left;
    const n = Math.min(chunk.length, p.length);
    p.set(chunk.subarray(0, n));
    this.#left = n < chunk.length ? chunk.subarray(n) : null;
    return n;
  }
  // Drops what precedes the bridge's ready line; null until it has come.
  #skipPreamble(chunk) {
    if (this.#preamble === null) return chunk;
    // latin1: one char per byte, so the index is a byte offset.
    const text = this.#preamble + new TextDecoder("latin1").decode(chunk);
    const at = text.indexOf(BRIDGE_READY);
    if (at < 0) {
      if (text.length > MAX_PREAMBLE) {
        throw new TransportError("ssh", `The berth on ${this.#label} did not start its bridge (it printed ${text.length} bytes of something else)`);
      }
      this.#preamble = text;
      return null;
    }
    const skip = at + BRIDGE_READY.length - this.#preamble.length;
    this.#preamble = null;
    this.#ready.resolve();
    return skip < chunk.length ? chunk.subarray(skip) : null;
  }
  async write(p) {
    await this.#ready.promise;
    await this.#writer.write(p.slice());
    return p.length;
  }
  /** Ends ssh's input; ssh is killed if it has not left after a grace. */ close() {
    if (this.#closed) return;
    this.#closed = true;
    this.#writer.close().catch(()=>{});
    this.#reader.cancel().catch(()=>{});
    // Not setTimeout, whose first call loads Node's timers (10 ms on the
    // way out of every -H attach); like an unref'd timer, `after()` holds
    // nothing open: ssh's own exit is what the process waits for.
    const cancel = after(CLOSE_GRACE_MS, ()=>this.abort());
    this.#child.status.then(cancel);
  }
  /** Kills ssh at once (a link gone silent: a stopped ssh ignores TERM). */ abort() {
    this.#closed = true;
    try {
      this.#child.kill("SIGKILL");
    } catch  {
    // Already gone.
    }
    this.#reader.cancel().catch(()=>{});
  }
  async #keepStderr() {
    const dec = new TextDecoder();
    try {
      for await (const chunk of this.#child.stderr){
        this.#stderr = (this.#stderr + dec.decode(chunk, {
          stream: true
        })).slice(-STDERR_KEEP);
      }
    } catch  {
    // ssh is gone; what it said so far is all there is.
    }
  }
  // Why ssh ended before the daemon spoke: one line for each case.
  async #failure() {
    const status = await this.#child.status;
    await this.#stderrDone;
    // With a pty, the remote side's errors come on stdout, before the
    // ready line that never came; ssh's own are on stderr.
    return sshFailure(this.#label, status.code, this.#stderr, this.#preamble ?? "");
  }
}
/**
 * The one-line error for an ssh that exited with `code` before the remote
 * daemon answered, from the last line of what it printed.
 */ export function sshFailure(label, code, stderr, remoteOutput = "") {
  const said = (lastLine(remoteOutput) || lastLine(stderr)).replace(/^berth: /, "");
  const why = said || `ssh exited with status ${code}`;
  if (code === BRIDGE_NO_DAEMON) {
    return new TransportError("no-daemon", `No berth daemon on ${label}`);
  }
  if (code === 255) {
    if (/permission denied|authentication|host key verification/i.test(why)) {
      return new TransportError("ssh", `ssh could not log in to ${label}: ${why}`);
    }
    return new TransportError("ssh", `Cannot reach ${label}: ${why}`);
  }
  if (code === 127 || /command not found|not found$/.test(why)) {
    return new TransportError("ssh", `No berth on ${label}: ${why} (install berth there, or point BERTH_REMOTE or --remote at it)`);
  }
  if (/Unknown command "__bridge"/.test(why)) {
    return new TransportError("ssh", `The berth on ${label} is too old to be reached with -H: install this berth version there`);
  }
  return new TransportError("ssh", `The berth on ${label} failed: ${why}`);
}
// The last line that says something: not ssh's notes on known hosts or a
// closed connection, no control characters.
function lastLine(text) {
  const lines = text.split(/\r?\n|\r/)// deno-lint-ignore no-control-regex
  .map((l)=>l.replace(/\x1b\[[0-9;?]*[A-Za-z]|[\x00-\x1f\x7f]/g, "").trim()).filter((l)=>l !== "" && !/^Warning: Permanently added/.test(l) && !/^Connection to .* closed\.?$/.test(l));
  return lines.at(-1) ?? "";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90cmFuc3BvcnQvc3NoLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHJlbW90ZSB0cmFuc3BvcnQ6IGBzc2ggSE9TVCBiZXJ0aCBfX2JyaWRnZWAsIHdob3NlIHN0ZGluIGFuZCBzdGRvdXRcbiAqIGNhcnJ5IHRoZSBwcm90b2NvbCB0byB0aGUgcmVtb3RlIGRhZW1vbiAoYGNsaWVudC9jb21tYW5kcy9fYnJpZGdlLnRzYCkuXG4gKiBOb3RoaW5nIHJlbmRlcnMgb24gdGhlIHJlbW90ZSBzaWRlOyBzc2ggYnJpbmdzIHRoZSB1c2VyJ3Mga2V5cywgYWdlbnQsXG4gKiBjb25maWcgYW5kIGp1bXAgaG9zdHMsIGFuZCBiZXJ0aCBuZWVkcyBubyBwb3J0IG9yIGxvZ2luIG9mIGl0cyBvd24uXG4gKlxuICogV2hlbiBzc2ggZW5kcyBiZWZvcmUgdGhlIGRhZW1vbiBoYXMgc2FpZCBhbnl0aGluZywgaXRzIGV4aXQgc3RhdHVzIGFuZFxuICogdGhlIGxhc3QgbGluZSBpdCAob3IgdGhlIHJlbW90ZSBzaGVsbCwgb3IgdGhlIHJlbW90ZSBiZXJ0aCkgcHJpbnRlZCBzYXlcbiAqIHdoeSwgYW5kIHRoZSByZWFkIHRoYXQgc2VlcyB0aGUgZW5kIHRocm93cyBhIGBUcmFuc3BvcnRFcnJvcmAgd2l0aCBvbmVcbiAqIGxpbmUgZm9yIGVhY2ggY2FzZTogdW5yZWFjaGFibGUgaG9zdCwgZmFpbGVkIGxvZ2luLCBubyBiZXJ0aCB0aGVyZSwgbm9cbiAqIGRhZW1vbiB0aGVyZSwgYSByZW1vdGUgYmVydGggdG9vIG9sZCB0byBicmlkZ2UuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGFmdGVyIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3RpbWVyLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIEJ5dGVTdHJlYW0sXG4gIHR5cGUgUmVtb3RlSG9zdCxcbiAgVHJhbnNwb3J0RXJyb3IsXG59IGZyb20gXCIuL2J5dGVfc3RyZWFtLnRzXCI7XG5pbXBvcnQgeyBCUklER0VfTk9fREFFTU9OLCBCUklER0VfUkVBRFkgfSBmcm9tIFwiLi9icmlkZ2VfbWFya3MudHNcIjtcbmltcG9ydCB7IHNzaEFyZ3YgfSBmcm9tIFwiLi9zc2hfYXJncy50c1wiO1xuXG5leHBvcnQgeyBCUklER0VfTk9fREFFTU9OLCBCUklER0VfUkVBRFkgfTtcblxuLyoqIE1vc3QgYnl0ZXMgc2tpcHBlZCB3aGlsZSB3YWl0aW5nIGZvciBgQlJJREdFX1JFQURZYC4gKi9cbmNvbnN0IE1BWF9QUkVBTUJMRSA9IDY0ICogMTAyNDtcblxuLyoqIEJ5dGVzIG9mIHNzaCdzIHN0ZGVyciBrZXB0IGZvciBhbiBlcnJvciBtZXNzYWdlIChpdHMgdGFpbCkuICovXG5jb25zdCBTVERFUlJfS0VFUCA9IDgxOTI7XG5cbi8qKlxuICogSG93IGxvbmcgYSBjbG9zZWQgc3RyZWFtJ3Mgc3NoIGdldHMgdG8gc2VuZCB3aGF0IGlzIGJ1ZmZlcmVkIChhIGRldGFjaClcbiAqIGFuZCBsZWF2ZSBieSBpdHNlbGYgYmVmb3JlIGl0IGlzIGtpbGxlZC5cbiAqL1xuY29uc3QgQ0xPU0VfR1JBQ0VfTVMgPSAyMDAwO1xuXG4vKiogU3RhcnRzIHNzaCB0byBgaG9zdGAncyBicmlkZ2UgKGBzdGFydGA6IHN0YXJ0aW5nIGl0cyBkYWVtb24gaWYgbmVlZGVkKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvcGVuU3NoKGhvc3Q6IFJlbW90ZUhvc3QsIHN0YXJ0OiBib29sZWFuKTogU3NoU3RyZWFtIHtcbiAgY29uc3QgW2NtZCwgLi4uYXJnc10gPSBzc2hBcmd2KGhvc3QsIHN0YXJ0KTtcbiAgbGV0IGNoaWxkOiBEZW5vLkNoaWxkUHJvY2VzcztcbiAgdHJ5IHtcbiAgICBjaGlsZCA9IG5ldyBEZW5vLkNvbW1hbmQoY21kLCB7XG4gICAgICBhcmdzLFxuICAgICAgc3RkaW46IFwicGlwZWRcIixcbiAgICAgIHN0ZG91dDogXCJwaXBlZFwiLFxuICAgICAgc3RkZXJyOiBcInBpcGVkXCIsXG4gICAgfSkuc3Bhd24oKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFRyYW5zcG9ydEVycm9yKFxuICAgICAgXCJzc2hcIixcbiAgICAgIGBDYW5ub3QgcnVuICR7Y21kfSB0byByZWFjaCAke2hvc3QubGFiZWx9OiAke1xuICAgICAgICAoZXJyIGFzIEVycm9yKS5tZXNzYWdlXG4gICAgICB9IChzZXQgQkVSVEhfU1NIIG9yIC0tc3NoIHRvIHRoZSBzc2ggY29tbWFuZClgLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIG5ldyBTc2hTdHJlYW0oY2hpbGQsIGhvc3QubGFiZWwpO1xufVxuXG4vKiogc3NoJ3Mgc3RkaW4gYW5kIHN0ZG91dCBhcyBvbmUgc3RyZWFtLiAqL1xuZXhwb3J0IGNsYXNzIFNzaFN0cmVhbSBpbXBsZW1lbnRzIEJ5dGVTdHJlYW0ge1xuICAvKiogc3NoJ3MgcGlkICh0ZXN0cyBzdG9wIGFuZCBraWxsIGl0KS4gKi9cbiAgcmVhZG9ubHkgcGlkOiBudW1iZXI7XG4gICNjaGlsZDogRGVuby5DaGlsZFByb2Nlc3M7XG4gICNsYWJlbDogc3RyaW5nO1xuICAjcmVhZGVyOiBSZWFkYWJsZVN0cmVhbURlZmF1bHRSZWFkZXI8VWludDhBcnJheT47XG4gICN3cml0ZXI6IFdyaXRhYmxlU3RyZWFtRGVmYXVsdFdyaXRlcjxVaW50OEFycmF5PjtcbiAgI2xlZnQ6IFVpbnQ4QXJyYXkgfCBudWxsID0gbnVsbDtcbiAgLyoqIEJ5dGVzIGJlZm9yZSB0aGUgYnJpZGdlJ3MgcmVhZHkgbGluZSwgd2hpbGUgaXQgaGFzIG5vdCBjb21lLiAqL1xuICAjcHJlYW1ibGU6IHN0cmluZyB8IG51bGwgPSBcIlwiO1xuICAvKipcbiAgICogV3JpdGVzIHdhaXQgZm9yIHRoZSByZWFkeSBsaW5lOiB1bnRpbCB0aGUgYnJpZGdlIGhhcyBtYWRlIGl0cyBwdHkgcmF3LFxuICAgKiB0aGUgcHR5IHdvdWxkIGVjaG8gdGhlbSwgYW5kIHRha2UgXkMgb3IgXkQgaW4gdGhlbSBhcyBzaWduYWxzLlxuICAgKi9cbiAgI3JlYWR5ID0gUHJvbWlzZS53aXRoUmVzb2x2ZXJzPHZvaWQ+KCk7XG4gICNzdGRlcnIgPSBcIlwiO1xuICAjc3RkZXJyRG9uZTogUHJvbWlzZTx2b2lkPjtcbiAgI2Nsb3NlZCA9IGZhbHNlO1xuICByZWFkb25seSBuZWVkc0J5ZSA9IHRydWU7XG5cbiAgY29uc3RydWN0b3IoY2hpbGQ6IERlbm8uQ2hpbGRQcm9jZXNzLCBsYWJlbDogc3RyaW5nKSB7XG4gICAgdGhpcy4jY2hpbGQgPSBjaGlsZDtcbiAgICB0aGlzLnBpZCA9IGNoaWxkLnBpZDtcbiAgICB0aGlzLiNsYWJlbCA9IGxhYmVsO1xuICAgIHRoaXMuI3JlYWRlciA9IGNoaWxkLnN0ZG91dC5nZXRSZWFkZXIoKTtcbiAgICB0aGlzLiN3cml0ZXIgPSBjaGlsZC5zdGRpbi5nZXRXcml0ZXIoKTtcbiAgICB0aGlzLiNzdGRlcnJEb25lID0gdGhpcy4ja2VlcFN0ZGVycigpO1xuICAgIHRoaXMuI3JlYWR5LnByb21pc2UuY2F0Y2goKCkgPT4ge30pOyAvLyBhIHdyaXRlIG1heSBuZXZlciB3YWl0IG9uIGl0XG4gIH1cblxuICBhc3luYyByZWFkKHA6IFVpbnQ4QXJyYXkpOiBQcm9taXNlPG51bWJlciB8IG51bGw+IHtcbiAgICB3aGlsZSAoIXRoaXMuI2xlZnQpIHtcbiAgICAgIGxldCByOiBSZWFkYWJsZVN0cmVhbVJlYWRSZXN1bHQ8VWludDhBcnJheT47XG4gICAgICB0cnkge1xuICAgICAgICByID0gYXdhaXQgdGhpcy4jcmVhZGVyLnJlYWQoKTtcbiAgICAgIH0gY2F0Y2gge1xuICAgICAgICByID0geyBkb25lOiB0cnVlLCB2YWx1ZTogdW5kZWZpbmVkIH07XG4gICAgICB9XG4gICAgICBpZiAoci5kb25lKSB7XG4gICAgICAgIGlmICh0aGlzLiNwcmVhbWJsZSAhPT0gbnVsbCkge1xuICAgICAgICAgIGNvbnN0IGVyciA9IHRoaXMuI2Nsb3NlZFxuICAgICAgICAgICAgPyBuZXcgRXJyb3IoXCJDbG9zZWQgYmVmb3JlIHRoZSBicmlkZ2Ugd2FzIHJlYWR5XCIpXG4gICAgICAgICAgICA6IGF3YWl0IHRoaXMuI2ZhaWx1cmUoKTtcbiAgICAgICAgICB0aGlzLiNyZWFkeS5yZWplY3QoZXJyKTtcbiAgICAgICAgICBpZiAoIXRoaXMuI2Nsb3NlZCkgdGhyb3cgZXJyO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgfVxuICAgICAgdGhpcy4jbGVmdCA9IHRoaXMuI3NraXBQcmVhbWJsZShyLnZhbHVlKTtcbiAgICB9XG4gICAgY29uc3QgY2h1bmsgPSB0aGlzLiNsZWZ0O1xuICAgIGNvbnN0IG4gPSBNYXRoLm1pbihjaHVuay5sZW5ndGgsIHAubGVuZ3RoKTtcbiAgICBwLnNldChjaHVuay5zdWJhcnJheSgwLCBuKSk7XG4gICAgdGhpcy4jbGVmdCA9IG4gPCBjaHVuay5sZW5ndGggPyBjaHVuay5zdWJhcnJheShuKSA6IG51bGw7XG4gICAgcmV0dXJuIG47XG4gIH1cblxuICAvLyBEcm9wcyB3aGF0IHByZWNlZGVzIHRoZSBicmlkZ2UncyByZWFkeSBsaW5lOyBudWxsIHVudGlsIGl0IGhhcyBjb21lLlxuICAjc2tpcFByZWFtYmxlKGNodW5rOiBVaW50OEFycmF5KTogVWludDhBcnJheSB8IG51bGwge1xuICAgIGlmICh0aGlzLiNwcmVhbWJsZSA9PT0gbnVsbCkgcmV0dXJuIGNodW5rO1xuICAgIC8vIGxhdGluMTogb25lIGNoYXIgcGVyIGJ5dGUsIHNvIHRoZSBpbmRleCBpcyBhIGJ5dGUgb2Zmc2V0LlxuICAgIGNvbnN0IHRleHQgPSB0aGlzLiNwcmVhbWJsZSArIG5ldyBUZXh0RGVjb2RlcihcImxhdGluMVwiKS5kZWNvZGUoY2h1bmspO1xuICAgIGNvbnN0IGF0ID0gdGV4dC5pbmRleE9mKEJSSURHRV9SRUFEWSk7XG4gICAgaWYgKGF0IDwgMCkge1xuICAgICAgaWYgKHRleHQubGVuZ3RoID4gTUFYX1BSRUFNQkxFKSB7XG4gICAgICAgIHRocm93IG5ldyBUcmFuc3BvcnRFcnJvcihcbiAgICAgICAgICBcInNzaFwiLFxuICAgICAgICAgIGBUaGUgYmVydGggb24gJHt0aGlzLiNsYWJlbH0gZGlkIG5vdCBzdGFydCBpdHMgYnJpZGdlIChpdCBwcmludGVkICR7dGV4dC5sZW5ndGh9IGJ5dGVzIG9mIHNvbWV0aGluZyBlbHNlKWAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICB0aGlzLiNwcmVhbWJsZSA9IHRleHQ7XG4gICAgICByZXR1cm4gbnVsbDtcbiAgICB9XG4gICAgY29uc3Qgc2tpcCA9IGF0ICsgQlJJREdFX1JFQURZLmxlbmd0aCAtIHRoaXMuI3ByZWFtYmxlLmxlbmd0aDtcbiAgICB0aGlzLiNwcmVhbWJsZSA9IG51bGw7XG4gICAgdGhpcy4jcmVhZHkucmVzb2x2ZSgpO1xuICAgIHJldHVybiBza2lwIDwgY2h1bmsubGVuZ3RoID8gY2h1bmsuc3ViYXJyYXkoc2tpcCkgOiBudWxsO1xuICB9XG5cbiAgYXN5bmMgd3JpdGUocDogVWludDhBcnJheSk6IFByb21pc2U8bnVtYmVyPiB7XG4gICAgYXdhaXQgdGhpcy4jcmVhZHkucHJvbWlzZTtcbiAgICBhd2FpdCB0aGlzLiN3cml0ZXIud3JpdGUocC5zbGljZSgpKTtcbiAgICByZXR1cm4gcC5sZW5ndGg7XG4gIH1cblxuICAvKiogRW5kcyBzc2gncyBpbnB1dDsgc3NoIGlzIGtpbGxlZCBpZiBpdCBoYXMgbm90IGxlZnQgYWZ0ZXIgYSBncmFjZS4gKi9cbiAgY2xvc2UoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2Nsb3NlZCkgcmV0dXJuO1xuICAgIHRoaXMuI2Nsb3NlZCA9IHRydWU7XG4gICAgdGhpcy4jd3JpdGVyLmNsb3NlKCkuY2F0Y2goKCkgPT4ge30pO1xuICAgIHRoaXMuI3JlYWRlci5jYW5jZWwoKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgLy8gTm90IHNldFRpbWVvdXQsIHdob3NlIGZpcnN0IGNhbGwgbG9hZHMgTm9kZSdzIHRpbWVycyAoMTAgbXMgb24gdGhlXG4gICAgLy8gd2F5IG91dCBvZiBldmVyeSAtSCBhdHRhY2gpOyBsaWtlIGFuIHVucmVmJ2QgdGltZXIsIGBhZnRlcigpYCBob2xkc1xuICAgIC8vIG5vdGhpbmcgb3Blbjogc3NoJ3Mgb3duIGV4aXQgaXMgd2hhdCB0aGUgcHJvY2VzcyB3YWl0cyBmb3IuXG4gICAgY29uc3QgY2FuY2VsID0gYWZ0ZXIoQ0xPU0VfR1JBQ0VfTVMsICgpID0+IHRoaXMuYWJvcnQoKSk7XG4gICAgdGhpcy4jY2hpbGQuc3RhdHVzLnRoZW4oY2FuY2VsKTtcbiAgfVxuXG4gIC8qKiBLaWxscyBzc2ggYXQgb25jZSAoYSBsaW5rIGdvbmUgc2lsZW50OiBhIHN0b3BwZWQgc3NoIGlnbm9yZXMgVEVSTSkuICovXG4gIGFib3J0KCk6IHZvaWQge1xuICAgIHRoaXMuI2Nsb3NlZCA9IHRydWU7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMuI2NoaWxkLmtpbGwoXCJTSUdLSUxMXCIpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBnb25lLlxuICAgIH1cbiAgICB0aGlzLiNyZWFkZXIuY2FuY2VsKCkuY2F0Y2goKCkgPT4ge30pO1xuICB9XG5cbiAgYXN5bmMgI2tlZXBTdGRlcnIoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZGVjID0gbmV3IFRleHREZWNvZGVyKCk7XG4gICAgdHJ5IHtcbiAgICAgIGZvciBhd2FpdCAoY29uc3QgY2h1bmsgb2YgdGhpcy4jY2hpbGQuc3RkZXJyKSB7XG4gICAgICAgIHRoaXMuI3N0ZGVyciA9ICh0aGlzLiNzdGRlcnIgKyBkZWMuZGVjb2RlKGNodW5rLCB7IHN0cmVhbTogdHJ1ZSB9KSlcbiAgICAgICAgICAuc2xpY2UoLVNUREVSUl9LRUVQKTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIHNzaCBpcyBnb25lOyB3aGF0IGl0IHNhaWQgc28gZmFyIGlzIGFsbCB0aGVyZSBpcy5cbiAgICB9XG4gIH1cblxuICAvLyBXaHkgc3NoIGVuZGVkIGJlZm9yZSB0aGUgZGFlbW9uIHNwb2tlOiBvbmUgbGluZSBmb3IgZWFjaCBjYXNlLlxuICBhc3luYyAjZmFpbHVyZSgpOiBQcm9taXNlPFRyYW5zcG9ydEVycm9yPiB7XG4gICAgY29uc3Qgc3RhdHVzID0gYXdhaXQgdGhpcy4jY2hpbGQuc3RhdHVzO1xuICAgIGF3YWl0IHRoaXMuI3N0ZGVyckRvbmU7XG4gICAgLy8gV2l0aCBhIHB0eSwgdGhlIHJlbW90ZSBzaWRlJ3MgZXJyb3JzIGNvbWUgb24gc3Rkb3V0LCBiZWZvcmUgdGhlXG4gICAgLy8gcmVhZHkgbGluZSB0aGF0IG5ldmVyIGNhbWU7IHNzaCdzIG93biBhcmUgb24gc3RkZXJyLlxuICAgIHJldHVybiBzc2hGYWlsdXJlKFxuICAgICAgdGhpcy4jbGFiZWwsXG4gICAgICBzdGF0dXMuY29kZSxcbiAgICAgIHRoaXMuI3N0ZGVycixcbiAgICAgIHRoaXMuI3ByZWFtYmxlID8/IFwiXCIsXG4gICAgKTtcbiAgfVxufVxuXG4vKipcbiAqIFRoZSBvbmUtbGluZSBlcnJvciBmb3IgYW4gc3NoIHRoYXQgZXhpdGVkIHdpdGggYGNvZGVgIGJlZm9yZSB0aGUgcmVtb3RlXG4gKiBkYWVtb24gYW5zd2VyZWQsIGZyb20gdGhlIGxhc3QgbGluZSBvZiB3aGF0IGl0IHByaW50ZWQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzc2hGYWlsdXJlKFxuICBsYWJlbDogc3RyaW5nLFxuICBjb2RlOiBudW1iZXIsXG4gIHN0ZGVycjogc3RyaW5nLFxuICByZW1vdGVPdXRwdXQgPSBcIlwiLFxuKTogVHJhbnNwb3J0RXJyb3Ige1xuICBjb25zdCBzYWlkID0gKGxhc3RMaW5lKHJlbW90ZU91dHB1dCkgfHwgbGFzdExpbmUoc3RkZXJyKSlcbiAgICAucmVwbGFjZSgvXmJlcnRoOiAvLCBcIlwiKTtcbiAgY29uc3Qgd2h5ID0gc2FpZCB8fCBgc3NoIGV4aXRlZCB3aXRoIHN0YXR1cyAke2NvZGV9YDtcbiAgaWYgKGNvZGUgPT09IEJSSURHRV9OT19EQUVNT04pIHtcbiAgICByZXR1cm4gbmV3IFRyYW5zcG9ydEVycm9yKFwibm8tZGFlbW9uXCIsIGBObyBiZXJ0aCBkYWVtb24gb24gJHtsYWJlbH1gKTtcbiAgfVxuICBpZiAoY29kZSA9PT0gMjU1KSB7XG4gICAgaWYgKFxuICAgICAgL3Blcm1pc3Npb24gZGVuaWVkfGF1dGhlbnRpY2F0aW9ufGhvc3Qga2V5IHZlcmlmaWNhdGlvbi9pLnRlc3Qod2h5KVxuICAgICkge1xuICAgICAgcmV0dXJuIG5ldyBUcmFuc3BvcnRFcnJvcihcbiAgICAgICAgXCJzc2hcIixcbiAgICAgICAgYHNzaCBjb3VsZCBub3QgbG9nIGluIHRvICR7bGFiZWx9OiAke3doeX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIG5ldyBUcmFuc3BvcnRFcnJvcihcInNzaFwiLCBgQ2Fubm90IHJlYWNoICR7bGFiZWx9OiAke3doeX1gKTtcbiAgfVxuICBpZiAoY29kZSA9PT0gMTI3IHx8IC9jb21tYW5kIG5vdCBmb3VuZHxub3QgZm91bmQkLy50ZXN0KHdoeSkpIHtcbiAgICByZXR1cm4gbmV3IFRyYW5zcG9ydEVycm9yKFxuICAgICAgXCJzc2hcIixcbiAgICAgIGBObyBiZXJ0aCBvbiAke2xhYmVsfTogJHt3aHl9IChpbnN0YWxsIGJlcnRoIHRoZXJlLCBvciBwb2ludCBCRVJUSF9SRU1PVEUgb3IgLS1yZW1vdGUgYXQgaXQpYCxcbiAgICApO1xuICB9XG4gIGlmICgvVW5rbm93biBjb21tYW5kIFwiX19icmlkZ2VcIi8udGVzdCh3aHkpKSB7XG4gICAgcmV0dXJuIG5ldyBUcmFuc3BvcnRFcnJvcihcbiAgICAgIFwic3NoXCIsXG4gICAgICBgVGhlIGJlcnRoIG9uICR7bGFiZWx9IGlzIHRvbyBvbGQgdG8gYmUgcmVhY2hlZCB3aXRoIC1IOiBpbnN0YWxsIHRoaXMgYmVydGggdmVyc2lvbiB0aGVyZWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gbmV3IFRyYW5zcG9ydEVycm9yKFwic3NoXCIsIGBUaGUgYmVydGggb24gJHtsYWJlbH0gZmFpbGVkOiAke3doeX1gKTtcbn1cblxuLy8gVGhlIGxhc3QgbGluZSB0aGF0IHNheXMgc29tZXRoaW5nOiBub3Qgc3NoJ3Mgbm90ZXMgb24ga25vd24gaG9zdHMgb3IgYVxuLy8gY2xvc2VkIGNvbm5lY3Rpb24sIG5vIGNvbnRyb2wgY2hhcmFjdGVycy5cbmZ1bmN0aW9uIGxhc3RMaW5lKHRleHQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gdGV4dC5zcGxpdCgvXFxyP1xcbnxcXHIvKVxuICAgIC8vIGRlbm8tbGludC1pZ25vcmUgbm8tY29udHJvbC1yZWdleFxuICAgIC5tYXAoKGwpID0+IGwucmVwbGFjZSgvXFx4MWJcXFtbMC05Oz9dKltBLVphLXpdfFtcXHgwMC1cXHgxZlxceDdmXS9nLCBcIlwiKS50cmltKCkpXG4gICAgLmZpbHRlcigobCkgPT5cbiAgICAgIGwgIT09IFwiXCIgJiYgIS9eV2FybmluZzogUGVybWFuZW50bHkgYWRkZWQvLnRlc3QobCkgJiZcbiAgICAgICEvXkNvbm5lY3Rpb24gdG8gLiogY2xvc2VkXFwuPyQvLnRlc3QobClcbiAgICApO1xuICByZXR1cm4gbGluZXMuYXQoLTEpID8/IFwiXCI7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUVELFNBQVMsS0FBSyxRQUFRLDBCQUEwQjtBQUNoRCxTQUdFLGNBQWMsUUFDVCxtQkFBbUI7QUFDMUIsU0FBUyxnQkFBZ0IsRUFBRSxZQUFZLFFBQVEsb0JBQW9CO0FBQ25FLFNBQVMsT0FBTyxRQUFRLGdCQUFnQjtBQUV4QyxTQUFTLGdCQUFnQixFQUFFLFlBQVksR0FBRztBQUUxQyx5REFBeUQsR0FDekQsTUFBTSxlQUFlLEtBQUs7QUFFMUIsZ0VBQWdFLEdBQ2hFLE1BQU0sY0FBYztBQUVwQjs7O0NBR0MsR0FDRCxNQUFNLGlCQUFpQjtBQUV2Qiw0RUFBNEUsR0FDNUUsT0FBTyxTQUFTLFFBQVEsSUFBZ0IsRUFBRSxLQUFjO0VBQ3RELE1BQU0sQ0FBQyxLQUFLLEdBQUcsS0FBSyxHQUFHLFFBQVEsTUFBTTtFQUNyQyxJQUFJO0VBQ0osSUFBSTtJQUNGLFFBQVEsSUFBSSxLQUFLLE9BQU8sQ0FBQyxLQUFLO01BQzVCO01BQ0EsT0FBTztNQUNQLFFBQVE7TUFDUixRQUFRO0lBQ1YsR0FBRyxLQUFLO0VBQ1YsRUFBRSxPQUFPLEtBQUs7SUFDWixNQUFNLElBQUksZUFDUixPQUNBLENBQUMsV0FBVyxFQUFFLElBQUksVUFBVSxFQUFFLEtBQUssS0FBSyxDQUFDLEVBQUUsRUFDekMsQUFBQyxJQUFjLE9BQU8sQ0FDdkIsNENBQTRDLENBQUM7RUFFbEQ7RUFDQSxPQUFPLElBQUksVUFBVSxPQUFPLEtBQUssS0FBSztBQUN4QztBQUVBLDBDQUEwQyxHQUMxQyxPQUFPLE1BQU07RUFDWCx3Q0FBd0MsR0FDeEMsQUFBUyxJQUFZO0VBQ3JCLENBQUEsS0FBTSxDQUFvQjtFQUMxQixDQUFBLEtBQU0sQ0FBUztFQUNmLENBQUEsTUFBTyxDQUEwQztFQUNqRCxDQUFBLE1BQU8sQ0FBMEM7RUFDakQsQ0FBQSxJQUFLLEdBQXNCLEtBQUs7RUFDaEMsaUVBQWlFLEdBQ2pFLENBQUEsUUFBUyxHQUFrQixHQUFHO0VBQzlCOzs7R0FHQyxHQUNELENBQUEsS0FBTSxHQUFHLFFBQVEsYUFBYSxHQUFTO0VBQ3ZDLENBQUEsTUFBTyxHQUFHLEdBQUc7RUFDYixDQUFBLFVBQVcsQ0FBZ0I7RUFDM0IsQ0FBQSxNQUFPLEdBQUcsTUFBTTtFQUNQLFdBQVcsS0FBSztFQUV6QixZQUFZLEtBQXdCLEVBQUUsS0FBYSxDQUFFO0lBQ25ELElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxHQUFHLEdBQUcsTUFBTSxHQUFHO0lBQ3BCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxNQUFNLE1BQU0sQ0FBQyxTQUFTO0lBQ3JDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxNQUFNLEtBQUssQ0FBQyxTQUFTO0lBQ3BDLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ25DLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQUMsS0FBSyxDQUFDLEtBQU8sSUFBSSwrQkFBK0I7RUFDdEU7RUFFQSxNQUFNLEtBQUssQ0FBYSxFQUEwQjtJQUNoRCxNQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFFO01BQ2xCLElBQUk7TUFDSixJQUFJO1FBQ0YsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJO01BQzdCLEVBQUUsT0FBTTtRQUNOLElBQUk7VUFBRSxNQUFNO1VBQU0sT0FBTztRQUFVO01BQ3JDO01BQ0EsSUFBSSxFQUFFLElBQUksRUFBRTtRQUNWLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxLQUFLLE1BQU07VUFDM0IsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FDcEIsSUFBSSxNQUFNLHdDQUNWLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUTtVQUN2QixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDO1VBQ25CLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsTUFBTTtRQUMzQjtRQUNBLE9BQU87TUFDVDtNQUNBLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsRUFBRSxLQUFLO0lBQ3pDO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDeEIsTUFBTSxJQUFJLEtBQUssR0FBRyxDQUFDLE1BQU0sTUFBTSxFQUFFLEVBQUUsTUFBTTtJQUN6QyxFQUFFLEdBQUcsQ0FBQyxNQUFNLFFBQVEsQ0FBQyxHQUFHO0lBQ3hCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLE1BQU0sTUFBTSxHQUFHLE1BQU0sUUFBUSxDQUFDLEtBQUs7SUFDcEQsT0FBTztFQUNUO0VBRUEsdUVBQXVFO0VBQ3ZFLENBQUEsWUFBYSxDQUFDLEtBQWlCO0lBQzdCLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxLQUFLLE1BQU0sT0FBTztJQUNwQyw0REFBNEQ7SUFDNUQsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxJQUFJLFlBQVksVUFBVSxNQUFNLENBQUM7SUFDL0QsTUFBTSxLQUFLLEtBQUssT0FBTyxDQUFDO0lBQ3hCLElBQUksS0FBSyxHQUFHO01BQ1YsSUFBSSxLQUFLLE1BQU0sR0FBRyxjQUFjO1FBQzlCLE1BQU0sSUFBSSxlQUNSLE9BQ0EsQ0FBQyxhQUFhLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLHNDQUFzQyxFQUFFLEtBQUssTUFBTSxDQUFDLHlCQUF5QixDQUFDO01BRTlHO01BQ0EsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO01BQ2pCLE9BQU87SUFDVDtJQUNBLE1BQU0sT0FBTyxLQUFLLGFBQWEsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNO0lBQzdELElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNqQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsT0FBTztJQUNuQixPQUFPLE9BQU8sTUFBTSxNQUFNLEdBQUcsTUFBTSxRQUFRLENBQUMsUUFBUTtFQUN0RDtFQUVBLE1BQU0sTUFBTSxDQUFhLEVBQW1CO0lBQzFDLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU87SUFDekIsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSyxDQUFDLEVBQUUsS0FBSztJQUNoQyxPQUFPLEVBQUUsTUFBTTtFQUNqQjtFQUVBLHNFQUFzRSxHQUN0RSxRQUFjO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssR0FBRyxLQUFLLENBQUMsS0FBTztJQUNsQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxHQUFHLEtBQUssQ0FBQyxLQUFPO0lBQ25DLHFFQUFxRTtJQUNyRSxzRUFBc0U7SUFDdEUsOERBQThEO0lBQzlELE1BQU0sU0FBUyxNQUFNLGdCQUFnQixJQUFNLElBQUksQ0FBQyxLQUFLO0lBQ3JELElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO0VBQzFCO0VBRUEsd0VBQXdFLEdBQ3hFLFFBQWM7SUFDWixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJO01BQ0YsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksQ0FBQztJQUNuQixFQUFFLE9BQU07SUFDTixnQkFBZ0I7SUFDbEI7SUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxHQUFHLEtBQUssQ0FBQyxLQUFPO0VBQ3JDO0VBRUEsTUFBTSxDQUFBLFVBQVc7SUFDZixNQUFNLE1BQU0sSUFBSTtJQUNoQixJQUFJO01BQ0YsV0FBVyxNQUFNLFNBQVMsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sQ0FBRTtRQUM1QyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxNQUFNLENBQUMsT0FBTztVQUFFLFFBQVE7UUFBSyxFQUFFLEVBQy9ELEtBQUssQ0FBQyxDQUFDO01BQ1o7SUFDRixFQUFFLE9BQU07SUFDTixvREFBb0Q7SUFDdEQ7RUFDRjtFQUVBLGlFQUFpRTtFQUNqRSxNQUFNLENBQUEsT0FBUTtJQUNaLE1BQU0sU0FBUyxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNO0lBQ3ZDLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVztJQUN0QixrRUFBa0U7SUFDbEUsdURBQXVEO0lBQ3ZELE9BQU8sV0FDTCxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQ1gsT0FBTyxJQUFJLEVBQ1gsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUNaLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSTtFQUV0QjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFdBQ2QsS0FBYSxFQUNiLElBQVksRUFDWixNQUFjLEVBQ2QsZUFBZSxFQUFFO0VBRWpCLE1BQU0sT0FBTyxDQUFDLFNBQVMsaUJBQWlCLFNBQVMsT0FBTyxFQUNyRCxPQUFPLENBQUMsWUFBWTtFQUN2QixNQUFNLE1BQU0sUUFBUSxDQUFDLHVCQUF1QixFQUFFLE1BQU07RUFDcEQsSUFBSSxTQUFTLGtCQUFrQjtJQUM3QixPQUFPLElBQUksZUFBZSxhQUFhLENBQUMsbUJBQW1CLEVBQUUsT0FBTztFQUN0RTtFQUNBLElBQUksU0FBUyxLQUFLO0lBQ2hCLElBQ0UsMERBQTBELElBQUksQ0FBQyxNQUMvRDtNQUNBLE9BQU8sSUFBSSxlQUNULE9BQ0EsQ0FBQyx3QkFBd0IsRUFBRSxNQUFNLEVBQUUsRUFBRSxLQUFLO0lBRTlDO0lBQ0EsT0FBTyxJQUFJLGVBQWUsT0FBTyxDQUFDLGFBQWEsRUFBRSxNQUFNLEVBQUUsRUFBRSxLQUFLO0VBQ2xFO0VBQ0EsSUFBSSxTQUFTLE9BQU8sK0JBQStCLElBQUksQ0FBQyxNQUFNO0lBQzVELE9BQU8sSUFBSSxlQUNULE9BQ0EsQ0FBQyxZQUFZLEVBQUUsTUFBTSxFQUFFLEVBQUUsSUFBSSwrREFBK0QsQ0FBQztFQUVqRztFQUNBLElBQUksNkJBQTZCLElBQUksQ0FBQyxNQUFNO0lBQzFDLE9BQU8sSUFBSSxlQUNULE9BQ0EsQ0FBQyxhQUFhLEVBQUUsTUFBTSxtRUFBbUUsQ0FBQztFQUU5RjtFQUNBLE9BQU8sSUFBSSxlQUFlLE9BQU8sQ0FBQyxhQUFhLEVBQUUsTUFBTSxTQUFTLEVBQUUsS0FBSztBQUN6RTtBQUVBLHlFQUF5RTtBQUN6RSw0Q0FBNEM7QUFDNUMsU0FBUyxTQUFTLElBQVk7RUFDNUIsTUFBTSxRQUFRLEtBQUssS0FBSyxDQUFDLFdBQ3ZCLG9DQUFvQztHQUNuQyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsT0FBTyxDQUFDLDJDQUEyQyxJQUFJLElBQUksSUFDeEUsTUFBTSxDQUFDLENBQUMsSUFDUCxNQUFNLE1BQU0sQ0FBQyw4QkFBOEIsSUFBSSxDQUFDLE1BQ2hELENBQUMsK0JBQStCLElBQUksQ0FBQztFQUV6QyxPQUFPLE1BQU0sRUFBRSxDQUFDLENBQUMsTUFBTTtBQUN6QiJ9
// denoCacheMetadata=11133443435090349229,2344066625995146125