/**
 * The pieces of an ssh command line: `-H [USER@]HOST[:PORT]`, the ssh and
 * remote berth commands from the environment or options, and the quoting
 * of the remote command (ssh hands it to the remote user's shell as one
 * string).
 *
 * @module
 */ import { UserError } from "../commands/command.ts";
/** Builds the remote host from a choice; throws UserError on a bad one. */ export function remoteHost(choice) {
  const words = choice.ssh ?? "ssh";
  const ssh = (typeof words === "string" ? words.split(" ") : words).filter((w)=>w !== "");
  if (ssh.length === 0) {
    throw new UserError("BERTH_SSH/--ssh is empty; give the ssh command");
  }
  const remote = (choice.remote ?? "berth").trim();
  if (remote === "") {
    throw new UserError("BERTH_REMOTE/--remote is empty; give the remote berth");
  }
  return {
    label: choice.host,
    ssh,
    destination: parseDestination(choice.host),
    remote,
    socketArgs: choice.socketArgs ?? []
  };
}
/**
 * `[USER@]HOST[:PORT]` as ssh arguments: `-p PORT` when a port is given,
 * then `USER@HOST`. An IPv6 address takes a port only in brackets.
 */ export function parseDestination(spec) {
  const bad = ()=>new UserError(`-H takes [USER@]HOST[:PORT], not "${spec}" (see berth --help)`);
  if (spec === "" || /\s/.test(spec) || spec.startsWith("-")) throw bad();
  const at = spec.lastIndexOf("@");
  const user = at >= 0 ? spec.slice(0, at + 1) : "";
  let host = spec.slice(at + 1);
  let port = "";
  const bracket = host.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracket) {
    host = bracket[1];
    port = bracket[2] ?? "";
  } else if (host.split(":").length === 2) {
    [host, port] = host.split(":");
    if (!/^\d+$/.test(port)) throw bad();
  }
  if (host === "" || at >= 0 && user === "@") throw bad();
  if (port !== "" && (Number(port) < 1 || Number(port) > 65535)) throw bad();
  return [
    ...port ? [
      "-p",
      port
    ] : [],
    `${user}${host}`
  ];
}
/** `word` quoted for a POSIX shell (plain words stay as they are). */ export function shellQuote(word) {
  if (/^[A-Za-z0-9_./=:@%+,-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
/**
 * The ssh argv that runs the remote berth's bridge (`start`: starting the
 * daemon there when none runs). ssh's own options come first, so that the
 * user's (from `$BERTH_SSH`) win over ours.
 *
 * `-tt`: a pty on the far side, which the bridge makes raw, so that both
 * ends of ssh's TCP connection set TCP_NODELAY, as OpenSSH does for
 * interactive sessions only: without it, Nagle's algorithm may hold a key
 * behind the previous frame's ack until the peer's delayed ACK (up to
 * 40 ms on Linux). `-e none`: no escape character, as the
 * channel carries the protocol's bytes, where `~.` after a newline
 * would hang up.
 */ export function sshArgv(host, start) {
  const remote = [
    host.remote,
    ...host.socketArgs.map(shellQuote),
    "__bridge",
    ...start ? [
      "--start"
    ] : []
  ].join(" ");
  return [
    ...host.ssh,
    "-tt",
    "-e",
    "none",
    // ssh's default is the kernel's TCP timeout (minutes) for a host that
    // drops packets: a user waits that long for one line of error.
    "-o",
    "ConnectTimeout=10",
    ...host.destination.slice(0, -1),
    "--",
    host.destination.at(-1),
    remote
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90cmFuc3BvcnQvc3NoX2FyZ3MudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgcGllY2VzIG9mIGFuIHNzaCBjb21tYW5kIGxpbmU6IGAtSCBbVVNFUkBdSE9TVFs6UE9SVF1gLCB0aGUgc3NoIGFuZFxuICogcmVtb3RlIGJlcnRoIGNvbW1hbmRzIGZyb20gdGhlIGVudmlyb25tZW50IG9yIG9wdGlvbnMsIGFuZCB0aGUgcXVvdGluZ1xuICogb2YgdGhlIHJlbW90ZSBjb21tYW5kIChzc2ggaGFuZHMgaXQgdG8gdGhlIHJlbW90ZSB1c2VyJ3Mgc2hlbGwgYXMgb25lXG4gKiBzdHJpbmcpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi4vY29tbWFuZHMvY29tbWFuZC50c1wiO1xuaW1wb3J0IHR5cGUgeyBSZW1vdGVIb3N0IH0gZnJvbSBcIi4vYnl0ZV9zdHJlYW0udHNcIjtcblxuLyoqIFdoYXQgcGlja3MgYSByZW1vdGUgZGFlbW9uLCBmcm9tIG9wdGlvbnMgb3IgdGhlIGVudmlyb25tZW50LiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZW1vdGVDaG9pY2Uge1xuICAvKiogYC1IYCAvIGAkQkVSVEhfSE9TVGAuICovXG4gIGhvc3Q6IHN0cmluZztcbiAgLyoqIGAtLXNzaGAgLyBgJEJFUlRIX1NTSGA6IHRoZSBzc2ggY29tbWFuZCwgc3BsaXQgb24gc3BhY2VzIChvciB3b3JkcykuICovXG4gIHNzaD86IHN0cmluZyB8IHN0cmluZ1tdO1xuICAvKiogYC0tcmVtb3RlYCAvIGAkQkVSVEhfUkVNT1RFYDogdGhlIHJlbW90ZSBiZXJ0aCwgYXMgc2hlbGwgdGV4dC4gKi9cbiAgcmVtb3RlPzogc3RyaW5nO1xuICAvKiogYC1MYCAvIGAtLXNvY2tldGAgYXMgZ2l2ZW4sIHBhc3NlZCBvbiB0byB0aGUgcmVtb3RlIGJlcnRoLiAqL1xuICBzb2NrZXRBcmdzPzogc3RyaW5nW107XG59XG5cbi8qKiBCdWlsZHMgdGhlIHJlbW90ZSBob3N0IGZyb20gYSBjaG9pY2U7IHRocm93cyBVc2VyRXJyb3Igb24gYSBiYWQgb25lLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlbW90ZUhvc3QoY2hvaWNlOiBSZW1vdGVDaG9pY2UpOiBSZW1vdGVIb3N0IHtcbiAgY29uc3Qgd29yZHMgPSBjaG9pY2Uuc3NoID8/IFwic3NoXCI7XG4gIGNvbnN0IHNzaCA9ICh0eXBlb2Ygd29yZHMgPT09IFwic3RyaW5nXCIgPyB3b3Jkcy5zcGxpdChcIiBcIikgOiB3b3JkcylcbiAgICAuZmlsdGVyKCh3KSA9PiB3ICE9PSBcIlwiKTtcbiAgaWYgKHNzaC5sZW5ndGggPT09IDApIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwiQkVSVEhfU1NILy0tc3NoIGlzIGVtcHR5OyBnaXZlIHRoZSBzc2ggY29tbWFuZFwiKTtcbiAgfVxuICBjb25zdCByZW1vdGUgPSAoY2hvaWNlLnJlbW90ZSA/PyBcImJlcnRoXCIpLnRyaW0oKTtcbiAgaWYgKHJlbW90ZSA9PT0gXCJcIikge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICBcIkJFUlRIX1JFTU9URS8tLXJlbW90ZSBpcyBlbXB0eTsgZ2l2ZSB0aGUgcmVtb3RlIGJlcnRoXCIsXG4gICAgKTtcbiAgfVxuICByZXR1cm4ge1xuICAgIGxhYmVsOiBjaG9pY2UuaG9zdCxcbiAgICBzc2gsXG4gICAgZGVzdGluYXRpb246IHBhcnNlRGVzdGluYXRpb24oY2hvaWNlLmhvc3QpLFxuICAgIHJlbW90ZSxcbiAgICBzb2NrZXRBcmdzOiBjaG9pY2Uuc29ja2V0QXJncyA/PyBbXSxcbiAgfTtcbn1cblxuLyoqXG4gKiBgW1VTRVJAXUhPU1RbOlBPUlRdYCBhcyBzc2ggYXJndW1lbnRzOiBgLXAgUE9SVGAgd2hlbiBhIHBvcnQgaXMgZ2l2ZW4sXG4gKiB0aGVuIGBVU0VSQEhPU1RgLiBBbiBJUHY2IGFkZHJlc3MgdGFrZXMgYSBwb3J0IG9ubHkgaW4gYnJhY2tldHMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZURlc3RpbmF0aW9uKHNwZWM6IHN0cmluZyk6IHN0cmluZ1tdIHtcbiAgY29uc3QgYmFkID0gKCkgPT5cbiAgICBuZXcgVXNlckVycm9yKFxuICAgICAgYC1IIHRha2VzIFtVU0VSQF1IT1NUWzpQT1JUXSwgbm90IFwiJHtzcGVjfVwiIChzZWUgYmVydGggLS1oZWxwKWAsXG4gICAgKTtcbiAgaWYgKHNwZWMgPT09IFwiXCIgfHwgL1xccy8udGVzdChzcGVjKSB8fCBzcGVjLnN0YXJ0c1dpdGgoXCItXCIpKSB0aHJvdyBiYWQoKTtcbiAgY29uc3QgYXQgPSBzcGVjLmxhc3RJbmRleE9mKFwiQFwiKTtcbiAgY29uc3QgdXNlciA9IGF0ID49IDAgPyBzcGVjLnNsaWNlKDAsIGF0ICsgMSkgOiBcIlwiO1xuICBsZXQgaG9zdCA9IHNwZWMuc2xpY2UoYXQgKyAxKTtcbiAgbGV0IHBvcnQgPSBcIlwiO1xuICBjb25zdCBicmFja2V0ID0gaG9zdC5tYXRjaCgvXlxcWyhbXlxcXV0rKVxcXSg/OjooXFxkKykpPyQvKTtcbiAgaWYgKGJyYWNrZXQpIHtcbiAgICBob3N0ID0gYnJhY2tldFsxXTtcbiAgICBwb3J0ID0gYnJhY2tldFsyXSA/PyBcIlwiO1xuICB9IGVsc2UgaWYgKGhvc3Quc3BsaXQoXCI6XCIpLmxlbmd0aCA9PT0gMikge1xuICAgIFtob3N0LCBwb3J0XSA9IGhvc3Quc3BsaXQoXCI6XCIpO1xuICAgIGlmICghL15cXGQrJC8udGVzdChwb3J0KSkgdGhyb3cgYmFkKCk7XG4gIH1cbiAgaWYgKGhvc3QgPT09IFwiXCIgfHwgKGF0ID49IDAgJiYgdXNlciA9PT0gXCJAXCIpKSB0aHJvdyBiYWQoKTtcbiAgaWYgKHBvcnQgIT09IFwiXCIgJiYgKE51bWJlcihwb3J0KSA8IDEgfHwgTnVtYmVyKHBvcnQpID4gNjU1MzUpKSB0aHJvdyBiYWQoKTtcbiAgcmV0dXJuIFsuLi4ocG9ydCA/IFtcIi1wXCIsIHBvcnRdIDogW10pLCBgJHt1c2VyfSR7aG9zdH1gXTtcbn1cblxuLyoqIGB3b3JkYCBxdW90ZWQgZm9yIGEgUE9TSVggc2hlbGwgKHBsYWluIHdvcmRzIHN0YXkgYXMgdGhleSBhcmUpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNoZWxsUXVvdGUod29yZDogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKC9eW0EtWmEtejAtOV8uLz06QCUrLC1dKyQvLnRlc3Qod29yZCkpIHJldHVybiB3b3JkO1xuICByZXR1cm4gYCcke3dvcmQucmVwbGFjZUFsbChcIidcIiwgYCdcXFxcJydgKX0nYDtcbn1cblxuLyoqXG4gKiBUaGUgc3NoIGFyZ3YgdGhhdCBydW5zIHRoZSByZW1vdGUgYmVydGgncyBicmlkZ2UgKGBzdGFydGA6IHN0YXJ0aW5nIHRoZVxuICogZGFlbW9uIHRoZXJlIHdoZW4gbm9uZSBydW5zKS4gc3NoJ3Mgb3duIG9wdGlvbnMgY29tZSBmaXJzdCwgc28gdGhhdCB0aGVcbiAqIHVzZXIncyAoZnJvbSBgJEJFUlRIX1NTSGApIHdpbiBvdmVyIG91cnMuXG4gKlxuICogYC10dGA6IGEgcHR5IG9uIHRoZSBmYXIgc2lkZSwgd2hpY2ggdGhlIGJyaWRnZSBtYWtlcyByYXcsIHNvIHRoYXQgYm90aFxuICogZW5kcyBvZiBzc2gncyBUQ1AgY29ubmVjdGlvbiBzZXQgVENQX05PREVMQVksIGFzIE9wZW5TU0ggZG9lcyBmb3JcbiAqIGludGVyYWN0aXZlIHNlc3Npb25zIG9ubHk6IHdpdGhvdXQgaXQsIE5hZ2xlJ3MgYWxnb3JpdGhtIG1heSBob2xkIGEga2V5XG4gKiBiZWhpbmQgdGhlIHByZXZpb3VzIGZyYW1lJ3MgYWNrIHVudGlsIHRoZSBwZWVyJ3MgZGVsYXllZCBBQ0sgKHVwIHRvXG4gKiA0MCBtcyBvbiBMaW51eCkuIGAtZSBub25lYDogbm8gZXNjYXBlIGNoYXJhY3RlciwgYXMgdGhlXG4gKiBjaGFubmVsIGNhcnJpZXMgdGhlIHByb3RvY29sJ3MgYnl0ZXMsIHdoZXJlIGB+LmAgYWZ0ZXIgYSBuZXdsaW5lXG4gKiB3b3VsZCBoYW5nIHVwLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc3NoQXJndihob3N0OiBSZW1vdGVIb3N0LCBzdGFydDogYm9vbGVhbik6IHN0cmluZ1tdIHtcbiAgY29uc3QgcmVtb3RlID0gW1xuICAgIGhvc3QucmVtb3RlLFxuICAgIC4uLmhvc3Quc29ja2V0QXJncy5tYXAoc2hlbGxRdW90ZSksXG4gICAgXCJfX2JyaWRnZVwiLFxuICAgIC4uLihzdGFydCA/IFtcIi0tc3RhcnRcIl0gOiBbXSksXG4gIF0uam9pbihcIiBcIik7XG4gIHJldHVybiBbXG4gICAgLi4uaG9zdC5zc2gsXG4gICAgXCItdHRcIixcbiAgICBcIi1lXCIsXG4gICAgXCJub25lXCIsXG4gICAgLy8gc3NoJ3MgZGVmYXVsdCBpcyB0aGUga2VybmVsJ3MgVENQIHRpbWVvdXQgKG1pbnV0ZXMpIGZvciBhIGhvc3QgdGhhdFxuICAgIC8vIGRyb3BzIHBhY2tldHM6IGEgdXNlciB3YWl0cyB0aGF0IGxvbmcgZm9yIG9uZSBsaW5lIG9mIGVycm9yLlxuICAgIFwiLW9cIixcbiAgICBcIkNvbm5lY3RUaW1lb3V0PTEwXCIsXG4gICAgLi4uaG9zdC5kZXN0aW5hdGlvbi5zbGljZSgwLCAtMSksXG4gICAgXCItLVwiLFxuICAgIGhvc3QuZGVzdGluYXRpb24uYXQoLTEpISxcbiAgICByZW1vdGUsXG4gIF07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsU0FBUyxRQUFRLHlCQUF5QjtBQWVuRCx5RUFBeUUsR0FDekUsT0FBTyxTQUFTLFdBQVcsTUFBb0I7RUFDN0MsTUFBTSxRQUFRLE9BQU8sR0FBRyxJQUFJO0VBQzVCLE1BQU0sTUFBTSxDQUFDLE9BQU8sVUFBVSxXQUFXLE1BQU0sS0FBSyxDQUFDLE9BQU8sS0FBSyxFQUM5RCxNQUFNLENBQUMsQ0FBQyxJQUFNLE1BQU07RUFDdkIsSUFBSSxJQUFJLE1BQU0sS0FBSyxHQUFHO0lBQ3BCLE1BQU0sSUFBSSxVQUFVO0VBQ3RCO0VBQ0EsTUFBTSxTQUFTLENBQUMsT0FBTyxNQUFNLElBQUksT0FBTyxFQUFFLElBQUk7RUFDOUMsSUFBSSxXQUFXLElBQUk7SUFDakIsTUFBTSxJQUFJLFVBQ1I7RUFFSjtFQUNBLE9BQU87SUFDTCxPQUFPLE9BQU8sSUFBSTtJQUNsQjtJQUNBLGFBQWEsaUJBQWlCLE9BQU8sSUFBSTtJQUN6QztJQUNBLFlBQVksT0FBTyxVQUFVLElBQUksRUFBRTtFQUNyQztBQUNGO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGlCQUFpQixJQUFZO0VBQzNDLE1BQU0sTUFBTSxJQUNWLElBQUksVUFDRixDQUFDLGtDQUFrQyxFQUFFLEtBQUssb0JBQW9CLENBQUM7RUFFbkUsSUFBSSxTQUFTLE1BQU0sS0FBSyxJQUFJLENBQUMsU0FBUyxLQUFLLFVBQVUsQ0FBQyxNQUFNLE1BQU07RUFDbEUsTUFBTSxLQUFLLEtBQUssV0FBVyxDQUFDO0VBQzVCLE1BQU0sT0FBTyxNQUFNLElBQUksS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLEtBQUs7RUFDL0MsSUFBSSxPQUFPLEtBQUssS0FBSyxDQUFDLEtBQUs7RUFDM0IsSUFBSSxPQUFPO0VBQ1gsTUFBTSxVQUFVLEtBQUssS0FBSyxDQUFDO0VBQzNCLElBQUksU0FBUztJQUNYLE9BQU8sT0FBTyxDQUFDLEVBQUU7SUFDakIsT0FBTyxPQUFPLENBQUMsRUFBRSxJQUFJO0VBQ3ZCLE9BQU8sSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLE1BQU0sS0FBSyxHQUFHO0lBQ3ZDLENBQUMsTUFBTSxLQUFLLEdBQUcsS0FBSyxLQUFLLENBQUM7SUFDMUIsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLE9BQU8sTUFBTTtFQUNqQztFQUNBLElBQUksU0FBUyxNQUFPLE1BQU0sS0FBSyxTQUFTLEtBQU0sTUFBTTtFQUNwRCxJQUFJLFNBQVMsTUFBTSxDQUFDLE9BQU8sUUFBUSxLQUFLLE9BQU8sUUFBUSxLQUFLLEdBQUcsTUFBTTtFQUNyRSxPQUFPO09BQUssT0FBTztNQUFDO01BQU07S0FBSyxHQUFHLEVBQUU7SUFBRyxHQUFHLE9BQU8sTUFBTTtHQUFDO0FBQzFEO0FBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sU0FBUyxXQUFXLElBQVk7RUFDckMsSUFBSSwyQkFBMkIsSUFBSSxDQUFDLE9BQU8sT0FBTztFQUNsRCxPQUFPLENBQUMsQ0FBQyxFQUFFLEtBQUssVUFBVSxDQUFDLEtBQUssQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLENBQUM7QUFDN0M7QUFFQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsUUFBUSxJQUFnQixFQUFFLEtBQWM7RUFDdEQsTUFBTSxTQUFTO0lBQ2IsS0FBSyxNQUFNO09BQ1IsS0FBSyxVQUFVLENBQUMsR0FBRyxDQUFDO0lBQ3ZCO09BQ0ksUUFBUTtNQUFDO0tBQVUsR0FBRyxFQUFFO0dBQzdCLENBQUMsSUFBSSxDQUFDO0VBQ1AsT0FBTztPQUNGLEtBQUssR0FBRztJQUNYO0lBQ0E7SUFDQTtJQUNBLHNFQUFzRTtJQUN0RSwrREFBK0Q7SUFDL0Q7SUFDQTtPQUNHLEtBQUssV0FBVyxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUM7SUFDOUI7SUFDQSxLQUFLLFdBQVcsQ0FBQyxFQUFFLENBQUMsQ0FBQztJQUNyQjtHQUNEO0FBQ0gifQ==
// denoCacheMetadata=3025311755673353038,3191202465804918024