/**
 * Stopping this process as a shell stops a job (tmux's `suspend-client`):
 * SIGTSTP to itself, so that the shell gets its prompt back ("Stopped"),
 * and `fg` (SIGCONT) to go on. As tmux, the stop is taken whatever the
 * shell: a parent without job control waits for a SIGCONT from elsewhere.
 * Only where the kernel would drop the signal (SIGTSTP ignored, or an
 * orphaned process group: nothing there to continue it, as under
 * `ssh host berth attach` or `setsid`) is the stop refused, with why:
 * tmux's client would sit there unread, its terminal given up.
 *
 * @module
 */ /** SIGTSTP's number on Linux: its bit in `/proc/self/status` masks. */ const SIGTSTP = 20;
/** Why SIGTSTP would not stop this process, or null when it would. */ export function whyNoStop() {
  try {
    if (tstpIgnored()) {
      return "Cannot suspend: SIGTSTP is ignored here; detach instead";
    }
    if (orphaned()) {
      return "Cannot suspend: no shell job control here would resume this client (fg); detach instead";
    }
  } catch  {
  // No /proc: not Linux. Stop, as tmux does.
  }
  return null;
}
/** Stops this process (SIGTSTP); resolves once it is continued (SIGCONT). */ export function stopSelf() {
  return new Promise((resolve)=>{
    const woke = ()=>{
      Deno.removeSignalListener("SIGCONT", woke);
      resolve();
    };
    Deno.addSignalListener("SIGCONT", woke);
    Deno.kill(Deno.pid, "SIGTSTP");
  });
}
// Whether this process ignores SIGTSTP (inherited from its parent).
function tstpIgnored() {
  const status = Deno.readTextFileSync("/proc/self/status");
  const mask = /^SigIgn:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? "0";
  return (BigInt("0x" + mask) >> BigInt(SIGTSTP - 1) & 1n) === 1n;
}
function procStat(pid) {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    // After the command's name, which may hold spaces and parentheses.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      ppid: +f[1],
      pgrp: +f[2],
      session: +f[3]
    };
  } catch  {
    return null; // Gone meanwhile.
  }
}
/**
 * Whether this process's group is orphaned (POSIX): no member has a
 * parent in another group of the same session, so no shell there could
 * continue it, and the kernel drops SIGTSTP sent to it.
 */ function orphaned() {
  const self = procStat("self");
  if (!self) return false;
  for (const e of Deno.readDirSync("/proc")){
    if (!/^\d+$/.test(e.name)) continue;
    const member = procStat(+e.name);
    if (member?.pgrp !== self.pgrp) continue;
    const parent = procStat(member.ppid);
    if (parent && parent.pgrp !== self.pgrp && parent.session === self.session) {
      return false;
    }
  }
  return true;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9qb2JfY29udHJvbC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFN0b3BwaW5nIHRoaXMgcHJvY2VzcyBhcyBhIHNoZWxsIHN0b3BzIGEgam9iICh0bXV4J3MgYHN1c3BlbmQtY2xpZW50YCk6XG4gKiBTSUdUU1RQIHRvIGl0c2VsZiwgc28gdGhhdCB0aGUgc2hlbGwgZ2V0cyBpdHMgcHJvbXB0IGJhY2sgKFwiU3RvcHBlZFwiKSxcbiAqIGFuZCBgZmdgIChTSUdDT05UKSB0byBnbyBvbi4gQXMgdG11eCwgdGhlIHN0b3AgaXMgdGFrZW4gd2hhdGV2ZXIgdGhlXG4gKiBzaGVsbDogYSBwYXJlbnQgd2l0aG91dCBqb2IgY29udHJvbCB3YWl0cyBmb3IgYSBTSUdDT05UIGZyb20gZWxzZXdoZXJlLlxuICogT25seSB3aGVyZSB0aGUga2VybmVsIHdvdWxkIGRyb3AgdGhlIHNpZ25hbCAoU0lHVFNUUCBpZ25vcmVkLCBvciBhblxuICogb3JwaGFuZWQgcHJvY2VzcyBncm91cDogbm90aGluZyB0aGVyZSB0byBjb250aW51ZSBpdCwgYXMgdW5kZXJcbiAqIGBzc2ggaG9zdCBiZXJ0aCBhdHRhY2hgIG9yIGBzZXRzaWRgKSBpcyB0aGUgc3RvcCByZWZ1c2VkLCB3aXRoIHdoeTpcbiAqIHRtdXgncyBjbGllbnQgd291bGQgc2l0IHRoZXJlIHVucmVhZCwgaXRzIHRlcm1pbmFsIGdpdmVuIHVwLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogU0lHVFNUUCdzIG51bWJlciBvbiBMaW51eDogaXRzIGJpdCBpbiBgL3Byb2Mvc2VsZi9zdGF0dXNgIG1hc2tzLiAqL1xuY29uc3QgU0lHVFNUUCA9IDIwO1xuXG4vKiogV2h5IFNJR1RTVFAgd291bGQgbm90IHN0b3AgdGhpcyBwcm9jZXNzLCBvciBudWxsIHdoZW4gaXQgd291bGQuICovXG5leHBvcnQgZnVuY3Rpb24gd2h5Tm9TdG9wKCk6IHN0cmluZyB8IG51bGwge1xuICB0cnkge1xuICAgIGlmICh0c3RwSWdub3JlZCgpKSB7XG4gICAgICByZXR1cm4gXCJDYW5ub3Qgc3VzcGVuZDogU0lHVFNUUCBpcyBpZ25vcmVkIGhlcmU7IGRldGFjaCBpbnN0ZWFkXCI7XG4gICAgfVxuICAgIGlmIChvcnBoYW5lZCgpKSB7XG4gICAgICByZXR1cm4gXCJDYW5ub3Qgc3VzcGVuZDogbm8gc2hlbGwgam9iIGNvbnRyb2wgaGVyZSB3b3VsZCByZXN1bWUgdGhpcyBjbGllbnQgKGZnKTsgZGV0YWNoIGluc3RlYWRcIjtcbiAgICB9XG4gIH0gY2F0Y2gge1xuICAgIC8vIE5vIC9wcm9jOiBub3QgTGludXguIFN0b3AsIGFzIHRtdXggZG9lcy5cbiAgfVxuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqIFN0b3BzIHRoaXMgcHJvY2VzcyAoU0lHVFNUUCk7IHJlc29sdmVzIG9uY2UgaXQgaXMgY29udGludWVkIChTSUdDT05UKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdG9wU2VsZigpOiBQcm9taXNlPHZvaWQ+IHtcbiAgcmV0dXJuIG5ldyBQcm9taXNlKChyZXNvbHZlKSA9PiB7XG4gICAgY29uc3Qgd29rZSA9ICgpID0+IHtcbiAgICAgIERlbm8ucmVtb3ZlU2lnbmFsTGlzdGVuZXIoXCJTSUdDT05UXCIsIHdva2UpO1xuICAgICAgcmVzb2x2ZSgpO1xuICAgIH07XG4gICAgRGVuby5hZGRTaWduYWxMaXN0ZW5lcihcIlNJR0NPTlRcIiwgd29rZSk7XG4gICAgRGVuby5raWxsKERlbm8ucGlkLCBcIlNJR1RTVFBcIik7XG4gIH0pO1xufVxuXG4vLyBXaGV0aGVyIHRoaXMgcHJvY2VzcyBpZ25vcmVzIFNJR1RTVFAgKGluaGVyaXRlZCBmcm9tIGl0cyBwYXJlbnQpLlxuZnVuY3Rpb24gdHN0cElnbm9yZWQoKTogYm9vbGVhbiB7XG4gIGNvbnN0IHN0YXR1cyA9IERlbm8ucmVhZFRleHRGaWxlU3luYyhcIi9wcm9jL3NlbGYvc3RhdHVzXCIpO1xuICBjb25zdCBtYXNrID0gL15TaWdJZ246XFxzKihbMC05YS1mXSspJC9tLmV4ZWMoc3RhdHVzKT8uWzFdID8/IFwiMFwiO1xuICByZXR1cm4gKEJpZ0ludChcIjB4XCIgKyBtYXNrKSA+PiBCaWdJbnQoU0lHVFNUUCAtIDEpICYgMW4pID09PSAxbjtcbn1cblxuLyoqIFRoZSBmaWVsZHMgb2YgYC9wcm9jL1BJRC9zdGF0YCB0aGF0IGpvYiBjb250cm9sIGlzIG1hZGUgb2YuICovXG5pbnRlcmZhY2UgUHJvY1N0YXQge1xuICBwcGlkOiBudW1iZXI7XG4gIHBncnA6IG51bWJlcjtcbiAgc2Vzc2lvbjogbnVtYmVyO1xufVxuXG5mdW5jdGlvbiBwcm9jU3RhdChwaWQ6IG51bWJlciB8IFwic2VsZlwiKTogUHJvY1N0YXQgfCBudWxsIHtcbiAgdHJ5IHtcbiAgICBjb25zdCBzdGF0ID0gRGVuby5yZWFkVGV4dEZpbGVTeW5jKGAvcHJvYy8ke3BpZH0vc3RhdGApO1xuICAgIC8vIEFmdGVyIHRoZSBjb21tYW5kJ3MgbmFtZSwgd2hpY2ggbWF5IGhvbGQgc3BhY2VzIGFuZCBwYXJlbnRoZXNlcy5cbiAgICBjb25zdCBmID0gc3RhdC5zbGljZShzdGF0Lmxhc3RJbmRleE9mKFwiKVwiKSArIDIpLnNwbGl0KFwiIFwiKTtcbiAgICByZXR1cm4geyBwcGlkOiArZlsxXSwgcGdycDogK2ZbMl0sIHNlc3Npb246ICtmWzNdIH07XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBudWxsOyAvLyBHb25lIG1lYW53aGlsZS5cbiAgfVxufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhpcyBwcm9jZXNzJ3MgZ3JvdXAgaXMgb3JwaGFuZWQgKFBPU0lYKTogbm8gbWVtYmVyIGhhcyBhXG4gKiBwYXJlbnQgaW4gYW5vdGhlciBncm91cCBvZiB0aGUgc2FtZSBzZXNzaW9uLCBzbyBubyBzaGVsbCB0aGVyZSBjb3VsZFxuICogY29udGludWUgaXQsIGFuZCB0aGUga2VybmVsIGRyb3BzIFNJR1RTVFAgc2VudCB0byBpdC5cbiAqL1xuZnVuY3Rpb24gb3JwaGFuZWQoKTogYm9vbGVhbiB7XG4gIGNvbnN0IHNlbGYgPSBwcm9jU3RhdChcInNlbGZcIik7XG4gIGlmICghc2VsZikgcmV0dXJuIGZhbHNlO1xuICBmb3IgKGNvbnN0IGUgb2YgRGVuby5yZWFkRGlyU3luYyhcIi9wcm9jXCIpKSB7XG4gICAgaWYgKCEvXlxcZCskLy50ZXN0KGUubmFtZSkpIGNvbnRpbnVlO1xuICAgIGNvbnN0IG1lbWJlciA9IHByb2NTdGF0KCtlLm5hbWUpO1xuICAgIGlmIChtZW1iZXI/LnBncnAgIT09IHNlbGYucGdycCkgY29udGludWU7XG4gICAgY29uc3QgcGFyZW50ID0gcHJvY1N0YXQobWVtYmVyLnBwaWQpO1xuICAgIGlmIChcbiAgICAgIHBhcmVudCAmJiBwYXJlbnQucGdycCAhPT0gc2VsZi5wZ3JwICYmIHBhcmVudC5zZXNzaW9uID09PSBzZWxmLnNlc3Npb25cbiAgICApIHtcbiAgICAgIHJldHVybiBmYWxzZTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIHRydWU7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7O0NBV0MsR0FFRCxxRUFBcUUsR0FDckUsTUFBTSxVQUFVO0FBRWhCLG9FQUFvRSxHQUNwRSxPQUFPLFNBQVM7RUFDZCxJQUFJO0lBQ0YsSUFBSSxlQUFlO01BQ2pCLE9BQU87SUFDVDtJQUNBLElBQUksWUFBWTtNQUNkLE9BQU87SUFDVDtFQUNGLEVBQUUsT0FBTTtFQUNOLDJDQUEyQztFQUM3QztFQUNBLE9BQU87QUFDVDtBQUVBLDJFQUEyRSxHQUMzRSxPQUFPLFNBQVM7RUFDZCxPQUFPLElBQUksUUFBUSxDQUFDO0lBQ2xCLE1BQU0sT0FBTztNQUNYLEtBQUssb0JBQW9CLENBQUMsV0FBVztNQUNyQztJQUNGO0lBQ0EsS0FBSyxpQkFBaUIsQ0FBQyxXQUFXO0lBQ2xDLEtBQUssSUFBSSxDQUFDLEtBQUssR0FBRyxFQUFFO0VBQ3RCO0FBQ0Y7QUFFQSxvRUFBb0U7QUFDcEUsU0FBUztFQUNQLE1BQU0sU0FBUyxLQUFLLGdCQUFnQixDQUFDO0VBQ3JDLE1BQU0sT0FBTywyQkFBMkIsSUFBSSxDQUFDLFNBQVMsQ0FBQyxFQUFFLElBQUk7RUFDN0QsT0FBTyxDQUFDLE9BQU8sT0FBTyxTQUFTLE9BQU8sVUFBVSxLQUFLLEVBQUUsTUFBTSxFQUFFO0FBQ2pFO0FBU0EsU0FBUyxTQUFTLEdBQW9CO0VBQ3BDLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxnQkFBZ0IsQ0FBQyxDQUFDLE1BQU0sRUFBRSxJQUFJLEtBQUssQ0FBQztJQUN0RCxtRUFBbUU7SUFDbkUsTUFBTSxJQUFJLEtBQUssS0FBSyxDQUFDLEtBQUssV0FBVyxDQUFDLE9BQU8sR0FBRyxLQUFLLENBQUM7SUFDdEQsT0FBTztNQUFFLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRTtNQUFFLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRTtNQUFFLFNBQVMsQ0FBQyxDQUFDLENBQUMsRUFBRTtJQUFDO0VBQ3BELEVBQUUsT0FBTTtJQUNOLE9BQU8sTUFBTSxrQkFBa0I7RUFDakM7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTO0VBQ1AsTUFBTSxPQUFPLFNBQVM7RUFDdEIsSUFBSSxDQUFDLE1BQU0sT0FBTztFQUNsQixLQUFLLE1BQU0sS0FBSyxLQUFLLFdBQVcsQ0FBQyxTQUFVO0lBQ3pDLElBQUksQ0FBQyxRQUFRLElBQUksQ0FBQyxFQUFFLElBQUksR0FBRztJQUMzQixNQUFNLFNBQVMsU0FBUyxDQUFDLEVBQUUsSUFBSTtJQUMvQixJQUFJLFFBQVEsU0FBUyxLQUFLLElBQUksRUFBRTtJQUNoQyxNQUFNLFNBQVMsU0FBUyxPQUFPLElBQUk7SUFDbkMsSUFDRSxVQUFVLE9BQU8sSUFBSSxLQUFLLEtBQUssSUFBSSxJQUFJLE9BQU8sT0FBTyxLQUFLLEtBQUssT0FBTyxFQUN0RTtNQUNBLE9BQU87SUFDVDtFQUNGO0VBQ0EsT0FBTztBQUNUIn0=
// denoCacheMetadata=6950163291821709698,9461249185511128515