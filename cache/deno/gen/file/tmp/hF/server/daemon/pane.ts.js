/**
 * One pane on the daemon's main thread: a child on its own pty, the input
 * writer, the ring its output goes through, and its exit. The daemon's
 * gather worker drains the ring's pty; the parse worker runs its engine.
 *
 * A pane ends when its child has exited and all its output is parsed
 * (`exited` and `parsed`); the session then closes it, or keeps it with
 * its final screen (`remain-on-exit`, or a kept session's last pane).
 *
 * @module
 */ import { closeFd, InputBufferFullError, kill, PtyWriter, setWindowSize, SIGHUP, SIGKILL } from "../../pty/mod.ts";
import { ByteRing } from "../workers/ring.ts";
import { RequestFailure } from "./request_failure.ts";
/** A pane's child, pty and ring. */ export class Pane {
  /** Unique in its session, never reused (tmux's `%N`). */ id;
  pty;
  ring;
  command;
  /** The argv[0] its program saw, when not `command[0]` (a login shell). */ argv0;
  /** Where its program started (`respawn-pane` starts there again). */ cwd = "";
  /**
   * How many programs ran in this pane before this one (`respawn-pane`
   * makes a new `Pane` of the same id): the parse worker's `pane-eof`
   * names it, so that the end of an old program's output is not taken
   * for the new one's.
   */ gen = 0;
  /** The pty's size: its rectangle's. */ cols;
  rows;
  /** The last screen showed cursor keys in application mode (DECCKM). */ cursorKeys = false;
  /** The last screen asked for bracketed paste (mode 2004). */ bracketedPaste = false;
  /** The last screen's mouse modes (for the attach clients' mouse). */ mouse = {
    mouse: "none",
    encoding: "default",
    altScroll: false
  };
  /** Set when the child has exited. */ status = null;
  /** All its output has been parsed. */ parsed = false;
  /** Ended and kept with its final screen. */ dead = false;
  /** `kill-pane` ended it: it closes, whatever remain-on-exit says. */ killed = false;
  /** Resolves when the gather worker has let go of the pty. */ gathered = Promise.resolve();
  /** Its id in the gather worker (-1: not drained), for keys sent straight. */ gatherId = -1;
  /** Its child's exit, once the session watches it (a move carries it on). */ exitWatch = null;
  /**
   * On its way to another session (`Session.handOff`): it neither ends
   * nor closes here; the other session's pane on the same pty does.
   */ handingOff = false;
  #writer;
  #closed = false;
  constructor(id, pty, wakeFd, command, cols, rows){
    this.id = id;
    this.pty = pty;
    this.command = command;
    this.cols = cols;
    this.rows = rows;
    this.ring = ByteRing.withWakeFd(wakeFd);
    this.#writer = new PtyWriter(pty.fd);
  }
  get pid() {
    return this.pty.pid;
  }
  /** Whether the child has exited and its output is parsed. */ get ended() {
    return this.status !== null && this.parsed;
  }
  /** Writes bytes to the child as if typed; `who` names it in errors. */ write(bytes, who) {
    if (this.status || this.dead) {
      return Promise.reject(new RequestFailure("exited", `${who} has exited`));
    }
    return this.#writer.write(bytes).catch((err)=>{
      if (err instanceof InputBufferFullError) {
        throw new RequestFailure("busy", `${who} is not reading its input; wait for it, then retry`);
      }
      // EIO: the child side of the pty is closed; its exit is on the way.
      throw new RequestFailure("exited", `${who} no longer takes input (${err.message})`);
    });
  }
  /** Input bytes written but not yet taken by the pty. */ get inputQueued() {
    return this.#writer.queued;
  }
  /**
   * Until when (`Date.now()`) its output is its program's redraw for a
   * size change while its window was not shown, not activity.
   */ redrawUntil = 0;
  /**
   * Gives the pty the size of the pane's rectangle (TIOCSWINSZ); true
   * when that changed it.
   */ setSize(cols, rows) {
    if (cols === this.cols && rows === this.rows) return false;
    this.cols = cols;
    this.rows = rows;
    if (this.status || this.#closed) return true;
    setWindowSize(this.pty.fd, cols, rows);
    return true;
  }
  /**
   * Lets go of the pty for `next`, another session's pane on it
   * (`handingOff`): the writer stops, and what it had not written yet is
   * `next`'s to write first; the fd stays open.
   */ handOver(next) {
    this.#closed = true;
    this.#writer.passTo(next.#writer);
  }
  /** SIGHUP (or SIGKILL) to the child's process group, else the child. */ signal(hard) {
    if (this.status) return;
    signalChild(this.pid, hard);
  }
  /**
   * Frees the pty once the gather worker and the writer have let go of it:
   * a reused fd number must never see a stale read or write.
   */ close() {
    if (this.#closed) return;
    this.#closed = true;
    const fd = this.pty.fd;
    if (fd < 0) return; // A dead pane restored by an upgrade: no pty left.
    // Nothing more of it is parsed: a drain still on (its ring full since
    // its parse worker crashed) stops, or the master would never close.
    this.ring.requestStop();
    Promise.all([
      this.gathered,
      this.#writer.close()
    ]).finally(()=>closeFd(fd));
  }
}
/** SIGHUP (or SIGKILL) to child `pid`'s process group, else to the child. */ export function signalChild(pid, hard) {
  const sig = hard ? SIGKILL : SIGHUP;
  // The child leads its process group (setsid at spawn) unless it left it.
  if (!kill(-pid, sig)) kill(pid, sig);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcGFuZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE9uZSBwYW5lIG9uIHRoZSBkYWVtb24ncyBtYWluIHRocmVhZDogYSBjaGlsZCBvbiBpdHMgb3duIHB0eSwgdGhlIGlucHV0XG4gKiB3cml0ZXIsIHRoZSByaW5nIGl0cyBvdXRwdXQgZ29lcyB0aHJvdWdoLCBhbmQgaXRzIGV4aXQuIFRoZSBkYWVtb24nc1xuICogZ2F0aGVyIHdvcmtlciBkcmFpbnMgdGhlIHJpbmcncyBwdHk7IHRoZSBwYXJzZSB3b3JrZXIgcnVucyBpdHMgZW5naW5lLlxuICpcbiAqIEEgcGFuZSBlbmRzIHdoZW4gaXRzIGNoaWxkIGhhcyBleGl0ZWQgYW5kIGFsbCBpdHMgb3V0cHV0IGlzIHBhcnNlZFxuICogKGBleGl0ZWRgIGFuZCBgcGFyc2VkYCk7IHRoZSBzZXNzaW9uIHRoZW4gY2xvc2VzIGl0LCBvciBrZWVwcyBpdCB3aXRoXG4gKiBpdHMgZmluYWwgc2NyZWVuIChgcmVtYWluLW9uLWV4aXRgLCBvciBhIGtlcHQgc2Vzc2lvbidzIGxhc3QgcGFuZSkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRXhpdFN0YXR1cyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgY2xvc2VGZCxcbiAgSW5wdXRCdWZmZXJGdWxsRXJyb3IsXG4gIGtpbGwsXG4gIHR5cGUgUHR5UHJvY2VzcyxcbiAgUHR5V3JpdGVyLFxuICBzZXRXaW5kb3dTaXplLFxuICBTSUdIVVAsXG4gIFNJR0tJTEwsXG4gIHR5cGUgV2FpdFN0YXR1cyxcbn0gZnJvbSBcIi4uLy4uL3B0eS9tb2QudHNcIjtcbmltcG9ydCB7IEJ5dGVSaW5nIH0gZnJvbSBcIi4uL3dvcmtlcnMvcmluZy50c1wiO1xuaW1wb3J0IHR5cGUgeyBQYW5lTW91c2VNb2RlcyB9IGZyb20gXCIuLi93b3JrZXJzL3BhcnNlX21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuXG4vKiogQSBwYW5lJ3MgY2hpbGQsIHB0eSBhbmQgcmluZy4gKi9cbmV4cG9ydCBjbGFzcyBQYW5lIHtcbiAgLyoqIFVuaXF1ZSBpbiBpdHMgc2Vzc2lvbiwgbmV2ZXIgcmV1c2VkICh0bXV4J3MgYCVOYCkuICovXG4gIHJlYWRvbmx5IGlkOiBudW1iZXI7XG4gIHJlYWRvbmx5IHB0eTogUHR5UHJvY2VzcztcbiAgcmVhZG9ubHkgcmluZzogQnl0ZVJpbmc7XG4gIHJlYWRvbmx5IGNvbW1hbmQ6IHN0cmluZ1tdO1xuICAvKiogVGhlIGFyZ3ZbMF0gaXRzIHByb2dyYW0gc2F3LCB3aGVuIG5vdCBgY29tbWFuZFswXWAgKGEgbG9naW4gc2hlbGwpLiAqL1xuICBhcmd2MDogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICAvKiogV2hlcmUgaXRzIHByb2dyYW0gc3RhcnRlZCAoYHJlc3Bhd24tcGFuZWAgc3RhcnRzIHRoZXJlIGFnYWluKS4gKi9cbiAgY3dkID0gXCJcIjtcbiAgLyoqXG4gICAqIEhvdyBtYW55IHByb2dyYW1zIHJhbiBpbiB0aGlzIHBhbmUgYmVmb3JlIHRoaXMgb25lIChgcmVzcGF3bi1wYW5lYFxuICAgKiBtYWtlcyBhIG5ldyBgUGFuZWAgb2YgdGhlIHNhbWUgaWQpOiB0aGUgcGFyc2Ugd29ya2VyJ3MgYHBhbmUtZW9mYFxuICAgKiBuYW1lcyBpdCwgc28gdGhhdCB0aGUgZW5kIG9mIGFuIG9sZCBwcm9ncmFtJ3Mgb3V0cHV0IGlzIG5vdCB0YWtlblxuICAgKiBmb3IgdGhlIG5ldyBvbmUncy5cbiAgICovXG4gIGdlbiA9IDA7XG4gIC8qKiBUaGUgcHR5J3Mgc2l6ZTogaXRzIHJlY3RhbmdsZSdzLiAqL1xuICBjb2xzOiBudW1iZXI7XG4gIHJvd3M6IG51bWJlcjtcbiAgLyoqIFRoZSBsYXN0IHNjcmVlbiBzaG93ZWQgY3Vyc29yIGtleXMgaW4gYXBwbGljYXRpb24gbW9kZSAoREVDQ0tNKS4gKi9cbiAgY3Vyc29yS2V5cyA9IGZhbHNlO1xuICAvKiogVGhlIGxhc3Qgc2NyZWVuIGFza2VkIGZvciBicmFja2V0ZWQgcGFzdGUgKG1vZGUgMjAwNCkuICovXG4gIGJyYWNrZXRlZFBhc3RlID0gZmFsc2U7XG4gIC8qKiBUaGUgbGFzdCBzY3JlZW4ncyBtb3VzZSBtb2RlcyAoZm9yIHRoZSBhdHRhY2ggY2xpZW50cycgbW91c2UpLiAqL1xuICBtb3VzZTogUGFuZU1vdXNlTW9kZXMgPSB7XG4gICAgbW91c2U6IFwibm9uZVwiLFxuICAgIGVuY29kaW5nOiBcImRlZmF1bHRcIixcbiAgICBhbHRTY3JvbGw6IGZhbHNlLFxuICB9O1xuICAvKiogU2V0IHdoZW4gdGhlIGNoaWxkIGhhcyBleGl0ZWQuICovXG4gIHN0YXR1czogRXhpdFN0YXR1cyB8IG51bGwgPSBudWxsO1xuICAvKiogQWxsIGl0cyBvdXRwdXQgaGFzIGJlZW4gcGFyc2VkLiAqL1xuICBwYXJzZWQgPSBmYWxzZTtcbiAgLyoqIEVuZGVkIGFuZCBrZXB0IHdpdGggaXRzIGZpbmFsIHNjcmVlbi4gKi9cbiAgZGVhZCA9IGZhbHNlO1xuICAvKiogYGtpbGwtcGFuZWAgZW5kZWQgaXQ6IGl0IGNsb3Nlcywgd2hhdGV2ZXIgcmVtYWluLW9uLWV4aXQgc2F5cy4gKi9cbiAga2lsbGVkID0gZmFsc2U7XG4gIC8qKiBSZXNvbHZlcyB3aGVuIHRoZSBnYXRoZXIgd29ya2VyIGhhcyBsZXQgZ28gb2YgdGhlIHB0eS4gKi9cbiAgZ2F0aGVyZWQ6IFByb21pc2U8dW5rbm93bj4gPSBQcm9taXNlLnJlc29sdmUoKTtcbiAgLyoqIEl0cyBpZCBpbiB0aGUgZ2F0aGVyIHdvcmtlciAoLTE6IG5vdCBkcmFpbmVkKSwgZm9yIGtleXMgc2VudCBzdHJhaWdodC4gKi9cbiAgZ2F0aGVySWQgPSAtMTtcbiAgLyoqIEl0cyBjaGlsZCdzIGV4aXQsIG9uY2UgdGhlIHNlc3Npb24gd2F0Y2hlcyBpdCAoYSBtb3ZlIGNhcnJpZXMgaXQgb24pLiAqL1xuICBleGl0V2F0Y2g6IFByb21pc2U8V2FpdFN0YXR1cz4gfCBudWxsID0gbnVsbDtcbiAgLyoqXG4gICAqIE9uIGl0cyB3YXkgdG8gYW5vdGhlciBzZXNzaW9uIChgU2Vzc2lvbi5oYW5kT2ZmYCk6IGl0IG5laXRoZXIgZW5kc1xuICAgKiBub3IgY2xvc2VzIGhlcmU7IHRoZSBvdGhlciBzZXNzaW9uJ3MgcGFuZSBvbiB0aGUgc2FtZSBwdHkgZG9lcy5cbiAgICovXG4gIGhhbmRpbmdPZmYgPSBmYWxzZTtcbiAgI3dyaXRlcjogUHR5V3JpdGVyO1xuICAjY2xvc2VkID0gZmFsc2U7XG5cbiAgY29uc3RydWN0b3IoXG4gICAgaWQ6IG51bWJlcixcbiAgICBwdHk6IFB0eVByb2Nlc3MsXG4gICAgd2FrZUZkOiBudW1iZXIsXG4gICAgY29tbWFuZDogc3RyaW5nW10sXG4gICAgY29sczogbnVtYmVyLFxuICAgIHJvd3M6IG51bWJlcixcbiAgKSB7XG4gICAgdGhpcy5pZCA9IGlkO1xuICAgIHRoaXMucHR5ID0gcHR5O1xuICAgIHRoaXMuY29tbWFuZCA9IGNvbW1hbmQ7XG4gICAgdGhpcy5jb2xzID0gY29scztcbiAgICB0aGlzLnJvd3MgPSByb3dzO1xuICAgIHRoaXMucmluZyA9IEJ5dGVSaW5nLndpdGhXYWtlRmQod2FrZUZkKTtcbiAgICB0aGlzLiN3cml0ZXIgPSBuZXcgUHR5V3JpdGVyKHB0eS5mZCk7XG4gIH1cblxuICBnZXQgcGlkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMucHR5LnBpZDtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIHRoZSBjaGlsZCBoYXMgZXhpdGVkIGFuZCBpdHMgb3V0cHV0IGlzIHBhcnNlZC4gKi9cbiAgZ2V0IGVuZGVkKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLnN0YXR1cyAhPT0gbnVsbCAmJiB0aGlzLnBhcnNlZDtcbiAgfVxuXG4gIC8qKiBXcml0ZXMgYnl0ZXMgdG8gdGhlIGNoaWxkIGFzIGlmIHR5cGVkOyBgd2hvYCBuYW1lcyBpdCBpbiBlcnJvcnMuICovXG4gIHdyaXRlKGJ5dGVzOiBVaW50OEFycmF5LCB3aG86IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICh0aGlzLnN0YXR1cyB8fCB0aGlzLmRlYWQpIHtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlamVjdChcbiAgICAgICAgbmV3IFJlcXVlc3RGYWlsdXJlKFwiZXhpdGVkXCIsIGAke3dob30gaGFzIGV4aXRlZGApLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI3dyaXRlci53cml0ZShieXRlcykuY2F0Y2goKGVycikgPT4ge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIElucHV0QnVmZmVyRnVsbEVycm9yKSB7XG4gICAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgICBcImJ1c3lcIixcbiAgICAgICAgICBgJHt3aG99IGlzIG5vdCByZWFkaW5nIGl0cyBpbnB1dDsgd2FpdCBmb3IgaXQsIHRoZW4gcmV0cnlgLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgLy8gRUlPOiB0aGUgY2hpbGQgc2lkZSBvZiB0aGUgcHR5IGlzIGNsb3NlZDsgaXRzIGV4aXQgaXMgb24gdGhlIHdheS5cbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJleGl0ZWRcIixcbiAgICAgICAgYCR7d2hvfSBubyBsb25nZXIgdGFrZXMgaW5wdXQgKCR7KGVyciBhcyBFcnJvcikubWVzc2FnZX0pYCxcbiAgICAgICk7XG4gICAgfSk7XG4gIH1cblxuICAvKiogSW5wdXQgYnl0ZXMgd3JpdHRlbiBidXQgbm90IHlldCB0YWtlbiBieSB0aGUgcHR5LiAqL1xuICBnZXQgaW5wdXRRdWV1ZWQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jd3JpdGVyLnF1ZXVlZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBVbnRpbCB3aGVuIChgRGF0ZS5ub3coKWApIGl0cyBvdXRwdXQgaXMgaXRzIHByb2dyYW0ncyByZWRyYXcgZm9yIGFcbiAgICogc2l6ZSBjaGFuZ2Ugd2hpbGUgaXRzIHdpbmRvdyB3YXMgbm90IHNob3duLCBub3QgYWN0aXZpdHkuXG4gICAqL1xuICByZWRyYXdVbnRpbCA9IDA7XG5cbiAgLyoqXG4gICAqIEdpdmVzIHRoZSBwdHkgdGhlIHNpemUgb2YgdGhlIHBhbmUncyByZWN0YW5nbGUgKFRJT0NTV0lOU1opOyB0cnVlXG4gICAqIHdoZW4gdGhhdCBjaGFuZ2VkIGl0LlxuICAgKi9cbiAgc2V0U2l6ZShjb2xzOiBudW1iZXIsIHJvd3M6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIGlmIChjb2xzID09PSB0aGlzLmNvbHMgJiYgcm93cyA9PT0gdGhpcy5yb3dzKSByZXR1cm4gZmFsc2U7XG4gICAgdGhpcy5jb2xzID0gY29scztcbiAgICB0aGlzLnJvd3MgPSByb3dzO1xuICAgIGlmICh0aGlzLnN0YXR1cyB8fCB0aGlzLiNjbG9zZWQpIHJldHVybiB0cnVlO1xuICAgIHNldFdpbmRvd1NpemUodGhpcy5wdHkuZmQsIGNvbHMsIHJvd3MpO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqXG4gICAqIExldHMgZ28gb2YgdGhlIHB0eSBmb3IgYG5leHRgLCBhbm90aGVyIHNlc3Npb24ncyBwYW5lIG9uIGl0XG4gICAqIChgaGFuZGluZ09mZmApOiB0aGUgd3JpdGVyIHN0b3BzLCBhbmQgd2hhdCBpdCBoYWQgbm90IHdyaXR0ZW4geWV0IGlzXG4gICAqIGBuZXh0YCdzIHRvIHdyaXRlIGZpcnN0OyB0aGUgZmQgc3RheXMgb3Blbi5cbiAgICovXG4gIGhhbmRPdmVyKG5leHQ6IFBhbmUpOiB2b2lkIHtcbiAgICB0aGlzLiNjbG9zZWQgPSB0cnVlO1xuICAgIHRoaXMuI3dyaXRlci5wYXNzVG8obmV4dC4jd3JpdGVyKTtcbiAgfVxuXG4gIC8qKiBTSUdIVVAgKG9yIFNJR0tJTEwpIHRvIHRoZSBjaGlsZCdzIHByb2Nlc3MgZ3JvdXAsIGVsc2UgdGhlIGNoaWxkLiAqL1xuICBzaWduYWwoaGFyZDogYm9vbGVhbik6IHZvaWQge1xuICAgIGlmICh0aGlzLnN0YXR1cykgcmV0dXJuO1xuICAgIHNpZ25hbENoaWxkKHRoaXMucGlkLCBoYXJkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBGcmVlcyB0aGUgcHR5IG9uY2UgdGhlIGdhdGhlciB3b3JrZXIgYW5kIHRoZSB3cml0ZXIgaGF2ZSBsZXQgZ28gb2YgaXQ6XG4gICAqIGEgcmV1c2VkIGZkIG51bWJlciBtdXN0IG5ldmVyIHNlZSBhIHN0YWxlIHJlYWQgb3Igd3JpdGUuXG4gICAqL1xuICBjbG9zZSgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jY2xvc2VkKSByZXR1cm47XG4gICAgdGhpcy4jY2xvc2VkID0gdHJ1ZTtcbiAgICBjb25zdCBmZCA9IHRoaXMucHR5LmZkO1xuICAgIGlmIChmZCA8IDApIHJldHVybjsgLy8gQSBkZWFkIHBhbmUgcmVzdG9yZWQgYnkgYW4gdXBncmFkZTogbm8gcHR5IGxlZnQuXG4gICAgLy8gTm90aGluZyBtb3JlIG9mIGl0IGlzIHBhcnNlZDogYSBkcmFpbiBzdGlsbCBvbiAoaXRzIHJpbmcgZnVsbCBzaW5jZVxuICAgIC8vIGl0cyBwYXJzZSB3b3JrZXIgY3Jhc2hlZCkgc3RvcHMsIG9yIHRoZSBtYXN0ZXIgd291bGQgbmV2ZXIgY2xvc2UuXG4gICAgdGhpcy5yaW5nLnJlcXVlc3RTdG9wKCk7XG4gICAgUHJvbWlzZS5hbGwoW3RoaXMuZ2F0aGVyZWQsIHRoaXMuI3dyaXRlci5jbG9zZSgpXSkuZmluYWxseSgoKSA9PlxuICAgICAgY2xvc2VGZChmZClcbiAgICApO1xuICB9XG59XG5cbi8qKiBTSUdIVVAgKG9yIFNJR0tJTEwpIHRvIGNoaWxkIGBwaWRgJ3MgcHJvY2VzcyBncm91cCwgZWxzZSB0byB0aGUgY2hpbGQuICovXG5leHBvcnQgZnVuY3Rpb24gc2lnbmFsQ2hpbGQocGlkOiBudW1iZXIsIGhhcmQ6IGJvb2xlYW4pOiB2b2lkIHtcbiAgY29uc3Qgc2lnID0gaGFyZCA/IFNJR0tJTEwgOiBTSUdIVVA7XG4gIC8vIFRoZSBjaGlsZCBsZWFkcyBpdHMgcHJvY2VzcyBncm91cCAoc2V0c2lkIGF0IHNwYXduKSB1bmxlc3MgaXQgbGVmdCBpdC5cbiAgaWYgKCFraWxsKC1waWQsIHNpZykpIGtpbGwocGlkLCBzaWcpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7O0NBVUMsR0FHRCxTQUNFLE9BQU8sRUFDUCxvQkFBb0IsRUFDcEIsSUFBSSxFQUVKLFNBQVMsRUFDVCxhQUFhLEVBQ2IsTUFBTSxFQUNOLE9BQU8sUUFFRixtQkFBbUI7QUFDMUIsU0FBUyxRQUFRLFFBQVEscUJBQXFCO0FBRTlDLFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUV0RCxrQ0FBa0MsR0FDbEMsT0FBTyxNQUFNO0VBQ1gsdURBQXVELEdBQ3ZELEFBQVMsR0FBVztFQUNYLElBQWdCO0VBQ2hCLEtBQWU7RUFDZixRQUFrQjtFQUMzQix3RUFBd0UsR0FDeEUsTUFBMEI7RUFDMUIsbUVBQW1FLEdBQ25FLE1BQU0sR0FBRztFQUNUOzs7OztHQUtDLEdBQ0QsTUFBTSxFQUFFO0VBQ1IscUNBQXFDLEdBQ3JDLEtBQWE7RUFDYixLQUFhO0VBQ2IscUVBQXFFLEdBQ3JFLGFBQWEsTUFBTTtFQUNuQiwyREFBMkQsR0FDM0QsaUJBQWlCLE1BQU07RUFDdkIsbUVBQW1FLEdBQ25FLFFBQXdCO0lBQ3RCLE9BQU87SUFDUCxVQUFVO0lBQ1YsV0FBVztFQUNiLEVBQUU7RUFDRixtQ0FBbUMsR0FDbkMsU0FBNEIsS0FBSztFQUNqQyxvQ0FBb0MsR0FDcEMsU0FBUyxNQUFNO0VBQ2YsMENBQTBDLEdBQzFDLE9BQU8sTUFBTTtFQUNiLG1FQUFtRSxHQUNuRSxTQUFTLE1BQU07RUFDZiwyREFBMkQsR0FDM0QsV0FBNkIsUUFBUSxPQUFPLEdBQUc7RUFDL0MsMkVBQTJFLEdBQzNFLFdBQVcsQ0FBQyxFQUFFO0VBQ2QsMEVBQTBFLEdBQzFFLFlBQXdDLEtBQUs7RUFDN0M7OztHQUdDLEdBQ0QsYUFBYSxNQUFNO0VBQ25CLENBQUEsTUFBTyxDQUFZO0VBQ25CLENBQUEsTUFBTyxHQUFHLE1BQU07RUFFaEIsWUFDRSxFQUFVLEVBQ1YsR0FBZSxFQUNmLE1BQWMsRUFDZCxPQUFpQixFQUNqQixJQUFZLEVBQ1osSUFBWSxDQUNaO0lBQ0EsSUFBSSxDQUFDLEVBQUUsR0FBRztJQUNWLElBQUksQ0FBQyxHQUFHLEdBQUc7SUFDWCxJQUFJLENBQUMsT0FBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsSUFBSSxHQUFHLFNBQVMsVUFBVSxDQUFDO0lBQ2hDLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLFVBQVUsSUFBSSxFQUFFO0VBQ3JDO0VBRUEsSUFBSSxNQUFjO0lBQ2hCLE9BQU8sSUFBSSxDQUFDLEdBQUcsQ0FBQyxHQUFHO0VBQ3JCO0VBRUEsMkRBQTJELEdBQzNELElBQUksUUFBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsTUFBTSxLQUFLLFFBQVEsSUFBSSxDQUFDLE1BQU07RUFDNUM7RUFFQSxxRUFBcUUsR0FDckUsTUFBTSxLQUFpQixFQUFFLEdBQVcsRUFBaUI7SUFDbkQsSUFBSSxJQUFJLENBQUMsTUFBTSxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDNUIsT0FBTyxRQUFRLE1BQU0sQ0FDbkIsSUFBSSxlQUFlLFVBQVUsR0FBRyxJQUFJLFdBQVcsQ0FBQztJQUVwRDtJQUNBLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssQ0FBQyxPQUFPLEtBQUssQ0FBQyxDQUFDO01BQ3RDLElBQUksZUFBZSxzQkFBc0I7UUFDdkMsTUFBTSxJQUFJLGVBQ1IsUUFDQSxHQUFHLElBQUksa0RBQWtELENBQUM7TUFFOUQ7TUFDQSxvRUFBb0U7TUFDcEUsTUFBTSxJQUFJLGVBQ1IsVUFDQSxHQUFHLElBQUksd0JBQXdCLEVBQUUsQUFBQyxJQUFjLE9BQU8sQ0FBQyxDQUFDLENBQUM7SUFFOUQ7RUFDRjtFQUVBLHNEQUFzRCxHQUN0RCxJQUFJLGNBQXNCO0lBQ3hCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU07RUFDNUI7RUFFQTs7O0dBR0MsR0FDRCxjQUFjLEVBQUU7RUFFaEI7OztHQUdDLEdBQ0QsUUFBUSxJQUFZLEVBQUUsSUFBWSxFQUFXO0lBQzNDLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSSxJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksRUFBRSxPQUFPO0lBQ3JELElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxJQUFJLENBQUMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxPQUFPO0lBQ3hDLGNBQWMsSUFBSSxDQUFDLEdBQUcsQ0FBQyxFQUFFLEVBQUUsTUFBTTtJQUNqQyxPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsU0FBUyxJQUFVLEVBQVE7SUFDekIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sQ0FBQyxLQUFLLENBQUEsTUFBTztFQUNsQztFQUVBLHNFQUFzRSxHQUN0RSxPQUFPLElBQWEsRUFBUTtJQUMxQixJQUFJLElBQUksQ0FBQyxNQUFNLEVBQUU7SUFDakIsWUFBWSxJQUFJLENBQUMsR0FBRyxFQUFFO0VBQ3hCO0VBRUE7OztHQUdDLEdBQ0QsUUFBYztJQUNaLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO0lBQ2xCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLE1BQU0sS0FBSyxJQUFJLENBQUMsR0FBRyxDQUFDLEVBQUU7SUFDdEIsSUFBSSxLQUFLLEdBQUcsUUFBUSxtREFBbUQ7SUFDdkUsc0VBQXNFO0lBQ3RFLG9FQUFvRTtJQUNwRSxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVc7SUFDckIsUUFBUSxHQUFHLENBQUM7TUFBQyxJQUFJLENBQUMsUUFBUTtNQUFFLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLO0tBQUcsRUFBRSxPQUFPLENBQUMsSUFDekQsUUFBUTtFQUVaO0FBQ0Y7QUFFQSwyRUFBMkUsR0FDM0UsT0FBTyxTQUFTLFlBQVksR0FBVyxFQUFFLElBQWE7RUFDcEQsTUFBTSxNQUFNLE9BQU8sVUFBVTtFQUM3Qix5RUFBeUU7RUFDekUsSUFBSSxDQUFDLEtBQUssQ0FBQyxLQUFLLE1BQU0sS0FBSyxLQUFLO0FBQ2xDIn0=
// denoCacheMetadata=4567112470746248413,16029775634904095904