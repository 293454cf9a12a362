/**
 * The spare parse worker runs the VT engine's hot paths ahead, on a
 * scratch terminal that is thrown away, so that its session's first flood
 * does not wait for V8 to compile them: during a 32 MiB `cat` in a cold
 * worker, V8's compile threads took 100-140 ms of CPU on the 2-core VM
 * that `cat` and the gather thread needed (bench/README.md, "Issue 15,
 * fifth round").
 *
 * It parses in chunks and yields to its event loop between them, so a
 * session that arrives mid-way stops it: its `init` waits one chunk at
 * most. The scratch engine is fed as a session's is: views of a
 * SharedArrayBuffer (the ring's), a terminal with the events a pane has.
 *
 * @module
 */ import { Terminal } from "../../vt/mod.ts";
/**
 * Largest chunk of warm-up: 0.3-0.5 ms of parsing once compiled (measured
 * in the spare on the 2-core VM), but 6-15 ms in the interpreter: so the
 * chunks start at FIRST_CHUNK_BYTES and double, and a session's `init`
 * waits a millisecond or two at most.
 */ const CHUNK_BYTES = 16 * 1024;
const FIRST_CHUNK_BYTES = 2 * 1024;
/**
 * Bytes parsed in all: enough for the parser's and screen's functions to
 * reach Maglev (400 calls) and TurboFan, bounded because the warm-up's CPU
 * competes with whatever else runs.
 */ export const WARM_BYTES = 512 * 1024;
/**
 * Scrollback of the scratch terminal: small, so that the row recycling a
 * full scrollback does is run too, not only the growing.
 */ const SCRATCH_SCROLLBACK = 200;
/** Parses WARM_BYTES of mixed output, yielding between chunks; stops when `stopped()`. */ export async function warmEngine(stopped, yieldNow) {
  // A session already there: not even the scratch terminal is made (1.9-4.4
  // ms cold, which its first turn would wait for).
  if (stopped()) return 0;
  const chunk = warmChunk();
  const term = new Terminal({
    cols: 80,
    rows: 24,
    scrollback: SCRATCH_SCROLLBACK,
    events: scratchEvents()
  });
  let parsed = 0;
  for(let size = FIRST_CHUNK_BYTES; parsed < WARM_BYTES;){
    await yieldNow();
    if (stopped()) break;
    term.write(chunk.subarray(0, size));
    for(let y = 0; y < term.rows; y++)term.rowRuns(y);
    parsed += size;
    size = Math.min(size * 2, chunk.length);
  }
  return parsed;
}
/** A pane's events (the same keys, in the same order), doing nothing. */ function scratchEvents() {
  return {
    response: ()=>{},
    bell: ()=>{},
    title: ()=>{},
    cwd: ()=>{},
    clipboard: ()=>{}
  };
}
/** CHUNK_BYTES of generated output in a SharedArrayBuffer, as a ring holds it. */ function warmChunk() {
  const bytes = new TextEncoder().encode(warmText(CHUNK_BYTES)).subarray(0, CHUNK_BYTES);
  const chunk = new Uint8Array(new SharedArrayBuffer(bytes.length));
  chunk.set(bytes);
  return chunk;
}
/** Lines of text: most of what a flood is. */ function line(n) {
  return `${words(n % 100)}\r\n`;
}
/**
 * The rest, each between runs of lines long enough to scroll the whole
 * screen (a run shorter than the screen would never reach its bottom
 * after a move or a scroll region's reset, which homes the cursor).
 */ const PIECES = [
  (n)=>`\x1b[1;3${n % 8}m${words(8)}\x1b[0m ${words(n % 40)}\r\n`,
  (n)=>`\x1b[38;5;${n % 256}m${words(12)}\x1b[38;2;${n % 256};90;30m${words(6)}\x1b[m\r\n`,
  (n)=>`\x1b[4;7m${words(5)}\x1b[24;27m\t${words(n % 20)}\r\n`,
  ()=>"caf\u00e9 na\u00efve \u2014 \u6f22\u5b57\u304b\u306a \u{1f642} e\u0301\r\n",
  (n)=>`\x1b[${n % 24 + 1};${n % 70 + 1}H${words(10)}\x1b[K`,
  ()=>`\x1b[A\x1b[2C\x1b[1B\x1b[3D\x1b[J\x1b[24;1H\r\n`,
  ()=>`\x1b[5;20r\x1b[20;1H${words(20)}\r\n\x1bM\x1b[2S\x1b[T\x1b[r`,
  (n)=>`${words(n % 100 + 100)} \r\n`,
  ()=>`\b\b\x1b[P\x1b[2@\x1b[X${words(4)}\r\n`
];
/** Lines between two pieces: more than a screen's rows. */ const LINES_BETWEEN = 30;
/** About `bytes` of output: runs of lines, a piece after each. */ function warmText(bytes) {
  let text = "";
  for(let i = 0; text.length < bytes; i++){
    for(let k = 0; k < LINES_BETWEEN; k++)text += line(i * 31 + k * 7);
    text += PIECES[i % PIECES.length](i);
  }
  return text.slice(0, bytes);
}
/** `n` letters of words. */ function words(n) {
  const text = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do ";
  return text.repeat(Math.ceil(n / text.length) + 1).slice(0, n);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3dhcm1fZW5naW5lLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHNwYXJlIHBhcnNlIHdvcmtlciBydW5zIHRoZSBWVCBlbmdpbmUncyBob3QgcGF0aHMgYWhlYWQsIG9uIGFcbiAqIHNjcmF0Y2ggdGVybWluYWwgdGhhdCBpcyB0aHJvd24gYXdheSwgc28gdGhhdCBpdHMgc2Vzc2lvbidzIGZpcnN0IGZsb29kXG4gKiBkb2VzIG5vdCB3YWl0IGZvciBWOCB0byBjb21waWxlIHRoZW06IGR1cmluZyBhIDMyIE1pQiBgY2F0YCBpbiBhIGNvbGRcbiAqIHdvcmtlciwgVjgncyBjb21waWxlIHRocmVhZHMgdG9vayAxMDAtMTQwIG1zIG9mIENQVSBvbiB0aGUgMi1jb3JlIFZNXG4gKiB0aGF0IGBjYXRgIGFuZCB0aGUgZ2F0aGVyIHRocmVhZCBuZWVkZWQgKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSxcbiAqIGZpZnRoIHJvdW5kXCIpLlxuICpcbiAqIEl0IHBhcnNlcyBpbiBjaHVua3MgYW5kIHlpZWxkcyB0byBpdHMgZXZlbnQgbG9vcCBiZXR3ZWVuIHRoZW0sIHNvIGFcbiAqIHNlc3Npb24gdGhhdCBhcnJpdmVzIG1pZC13YXkgc3RvcHMgaXQ6IGl0cyBgaW5pdGAgd2FpdHMgb25lIGNodW5rIGF0XG4gKiBtb3N0LiBUaGUgc2NyYXRjaCBlbmdpbmUgaXMgZmVkIGFzIGEgc2Vzc2lvbidzIGlzOiB2aWV3cyBvZiBhXG4gKiBTaGFyZWRBcnJheUJ1ZmZlciAodGhlIHJpbmcncyksIGEgdGVybWluYWwgd2l0aCB0aGUgZXZlbnRzIGEgcGFuZSBoYXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IFRlcm1pbmFsIH0gZnJvbSBcIi4uLy4uL3Z0L21vZC50c1wiO1xuaW1wb3J0IHR5cGUgeyBUZXJtaW5hbEV2ZW50cyB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuXG4vKipcbiAqIExhcmdlc3QgY2h1bmsgb2Ygd2FybS11cDogMC4zLTAuNSBtcyBvZiBwYXJzaW5nIG9uY2UgY29tcGlsZWQgKG1lYXN1cmVkXG4gKiBpbiB0aGUgc3BhcmUgb24gdGhlIDItY29yZSBWTSksIGJ1dCA2LTE1IG1zIGluIHRoZSBpbnRlcnByZXRlcjogc28gdGhlXG4gKiBjaHVua3Mgc3RhcnQgYXQgRklSU1RfQ0hVTktfQllURVMgYW5kIGRvdWJsZSwgYW5kIGEgc2Vzc2lvbidzIGBpbml0YFxuICogd2FpdHMgYSBtaWxsaXNlY29uZCBvciB0d28gYXQgbW9zdC5cbiAqL1xuY29uc3QgQ0hVTktfQllURVMgPSAxNiAqIDEwMjQ7XG5jb25zdCBGSVJTVF9DSFVOS19CWVRFUyA9IDIgKiAxMDI0O1xuXG4vKipcbiAqIEJ5dGVzIHBhcnNlZCBpbiBhbGw6IGVub3VnaCBmb3IgdGhlIHBhcnNlcidzIGFuZCBzY3JlZW4ncyBmdW5jdGlvbnMgdG9cbiAqIHJlYWNoIE1hZ2xldiAoNDAwIGNhbGxzKSBhbmQgVHVyYm9GYW4sIGJvdW5kZWQgYmVjYXVzZSB0aGUgd2FybS11cCdzIENQVVxuICogY29tcGV0ZXMgd2l0aCB3aGF0ZXZlciBlbHNlIHJ1bnMuXG4gKi9cbmV4cG9ydCBjb25zdCBXQVJNX0JZVEVTID0gNTEyICogMTAyNDtcblxuLyoqXG4gKiBTY3JvbGxiYWNrIG9mIHRoZSBzY3JhdGNoIHRlcm1pbmFsOiBzbWFsbCwgc28gdGhhdCB0aGUgcm93IHJlY3ljbGluZyBhXG4gKiBmdWxsIHNjcm9sbGJhY2sgZG9lcyBpcyBydW4gdG9vLCBub3Qgb25seSB0aGUgZ3Jvd2luZy5cbiAqL1xuY29uc3QgU0NSQVRDSF9TQ1JPTExCQUNLID0gMjAwO1xuXG4vKiogUGFyc2VzIFdBUk1fQllURVMgb2YgbWl4ZWQgb3V0cHV0LCB5aWVsZGluZyBiZXR3ZWVuIGNodW5rczsgc3RvcHMgd2hlbiBgc3RvcHBlZCgpYC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiB3YXJtRW5naW5lKFxuICBzdG9wcGVkOiAoKSA9PiBib29sZWFuLFxuICB5aWVsZE5vdzogKCkgPT4gUHJvbWlzZTx2b2lkPixcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIC8vIEEgc2Vzc2lvbiBhbHJlYWR5IHRoZXJlOiBub3QgZXZlbiB0aGUgc2NyYXRjaCB0ZXJtaW5hbCBpcyBtYWRlICgxLjktNC40XG4gIC8vIG1zIGNvbGQsIHdoaWNoIGl0cyBmaXJzdCB0dXJuIHdvdWxkIHdhaXQgZm9yKS5cbiAgaWYgKHN0b3BwZWQoKSkgcmV0dXJuIDA7XG4gIGNvbnN0IGNodW5rID0gd2FybUNodW5rKCk7XG4gIGNvbnN0IHRlcm0gPSBuZXcgVGVybWluYWwoe1xuICAgIGNvbHM6IDgwLFxuICAgIHJvd3M6IDI0LFxuICAgIHNjcm9sbGJhY2s6IFNDUkFUQ0hfU0NST0xMQkFDSyxcbiAgICBldmVudHM6IHNjcmF0Y2hFdmVudHMoKSxcbiAgfSk7XG4gIGxldCBwYXJzZWQgPSAwO1xuICBmb3IgKGxldCBzaXplID0gRklSU1RfQ0hVTktfQllURVM7IHBhcnNlZCA8IFdBUk1fQllURVM7KSB7XG4gICAgYXdhaXQgeWllbGROb3coKTtcbiAgICBpZiAoc3RvcHBlZCgpKSBicmVhaztcbiAgICB0ZXJtLndyaXRlKGNodW5rLnN1YmFycmF5KDAsIHNpemUpKTtcbiAgICBmb3IgKGxldCB5ID0gMDsgeSA8IHRlcm0ucm93czsgeSsrKSB0ZXJtLnJvd1J1bnMoeSk7XG4gICAgcGFyc2VkICs9IHNpemU7XG4gICAgc2l6ZSA9IE1hdGgubWluKHNpemUgKiAyLCBjaHVuay5sZW5ndGgpO1xuICB9XG4gIHJldHVybiBwYXJzZWQ7XG59XG5cbi8qKiBBIHBhbmUncyBldmVudHMgKHRoZSBzYW1lIGtleXMsIGluIHRoZSBzYW1lIG9yZGVyKSwgZG9pbmcgbm90aGluZy4gKi9cbmZ1bmN0aW9uIHNjcmF0Y2hFdmVudHMoKTogVGVybWluYWxFdmVudHMge1xuICByZXR1cm4ge1xuICAgIHJlc3BvbnNlOiAoKSA9PiB7fSxcbiAgICBiZWxsOiAoKSA9PiB7fSxcbiAgICB0aXRsZTogKCkgPT4ge30sXG4gICAgY3dkOiAoKSA9PiB7fSxcbiAgICBjbGlwYm9hcmQ6ICgpID0+IHt9LFxuICB9O1xufVxuXG4vKiogQ0hVTktfQllURVMgb2YgZ2VuZXJhdGVkIG91dHB1dCBpbiBhIFNoYXJlZEFycmF5QnVmZmVyLCBhcyBhIHJpbmcgaG9sZHMgaXQuICovXG5mdW5jdGlvbiB3YXJtQ2h1bmsoKTogVWludDhBcnJheSB7XG4gIGNvbnN0IGJ5dGVzID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHdhcm1UZXh0KENIVU5LX0JZVEVTKSlcbiAgICAuc3ViYXJyYXkoMCwgQ0hVTktfQllURVMpO1xuICBjb25zdCBjaHVuayA9IG5ldyBVaW50OEFycmF5KG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihieXRlcy5sZW5ndGgpKTtcbiAgY2h1bmsuc2V0KGJ5dGVzKTtcbiAgcmV0dXJuIGNodW5rO1xufVxuXG4vKiogTGluZXMgb2YgdGV4dDogbW9zdCBvZiB3aGF0IGEgZmxvb2QgaXMuICovXG5mdW5jdGlvbiBsaW5lKG46IG51bWJlcik6IHN0cmluZyB7XG4gIHJldHVybiBgJHt3b3JkcyhuICUgMTAwKX1cXHJcXG5gO1xufVxuXG4vKipcbiAqIFRoZSByZXN0LCBlYWNoIGJldHdlZW4gcnVucyBvZiBsaW5lcyBsb25nIGVub3VnaCB0byBzY3JvbGwgdGhlIHdob2xlXG4gKiBzY3JlZW4gKGEgcnVuIHNob3J0ZXIgdGhhbiB0aGUgc2NyZWVuIHdvdWxkIG5ldmVyIHJlYWNoIGl0cyBib3R0b21cbiAqIGFmdGVyIGEgbW92ZSBvciBhIHNjcm9sbCByZWdpb24ncyByZXNldCwgd2hpY2ggaG9tZXMgdGhlIGN1cnNvcikuXG4gKi9cbmNvbnN0IFBJRUNFUyA9IFtcbiAgKG46IG51bWJlcikgPT4gYFxceDFiWzE7MyR7biAlIDh9bSR7d29yZHMoOCl9XFx4MWJbMG0gJHt3b3JkcyhuICUgNDApfVxcclxcbmAsXG4gIChuOiBudW1iZXIpID0+XG4gICAgYFxceDFiWzM4OzU7JHtuICUgMjU2fW0ke3dvcmRzKDEyKX1cXHgxYlszODsyOyR7biAlIDI1Nn07OTA7MzBtJHtcbiAgICAgIHdvcmRzKDYpXG4gICAgfVxceDFiW21cXHJcXG5gLFxuICAobjogbnVtYmVyKSA9PiBgXFx4MWJbNDs3bSR7d29yZHMoNSl9XFx4MWJbMjQ7MjdtXFx0JHt3b3JkcyhuICUgMjApfVxcclxcbmAsXG4gICgpID0+XG4gICAgXCJjYWZcXHUwMGU5IG5hXFx1MDBlZnZlIFxcdTIwMTQgXFx1NmYyMlxcdTViNTdcXHUzMDRiXFx1MzA2YSBcXHV7MWY2NDJ9IGVcXHUwMzAxXFxyXFxuXCIsXG4gIChuOiBudW1iZXIpID0+IGBcXHgxYlske24gJSAyNCArIDF9OyR7biAlIDcwICsgMX1IJHt3b3JkcygxMCl9XFx4MWJbS2AsXG4gICgpID0+IGBcXHgxYltBXFx4MWJbMkNcXHgxYlsxQlxceDFiWzNEXFx4MWJbSlxceDFiWzI0OzFIXFxyXFxuYCxcbiAgKCkgPT4gYFxceDFiWzU7MjByXFx4MWJbMjA7MUgke3dvcmRzKDIwKX1cXHJcXG5cXHgxYk1cXHgxYlsyU1xceDFiW1RcXHgxYltyYCxcbiAgKG46IG51bWJlcikgPT4gYCR7d29yZHMobiAlIDEwMCArIDEwMCl9IFxcclxcbmAsXG4gICgpID0+IGBcXGJcXGJcXHgxYltQXFx4MWJbMkBcXHgxYltYJHt3b3Jkcyg0KX1cXHJcXG5gLFxuXTtcblxuLyoqIExpbmVzIGJldHdlZW4gdHdvIHBpZWNlczogbW9yZSB0aGFuIGEgc2NyZWVuJ3Mgcm93cy4gKi9cbmNvbnN0IExJTkVTX0JFVFdFRU4gPSAzMDtcblxuLyoqIEFib3V0IGBieXRlc2Agb2Ygb3V0cHV0OiBydW5zIG9mIGxpbmVzLCBhIHBpZWNlIGFmdGVyIGVhY2guICovXG5mdW5jdGlvbiB3YXJtVGV4dChieXRlczogbnVtYmVyKTogc3RyaW5nIHtcbiAgbGV0IHRleHQgPSBcIlwiO1xuICBmb3IgKGxldCBpID0gMDsgdGV4dC5sZW5ndGggPCBieXRlczsgaSsrKSB7XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBMSU5FU19CRVRXRUVOOyBrKyspIHRleHQgKz0gbGluZShpICogMzEgKyBrICogNyk7XG4gICAgdGV4dCArPSBQSUVDRVNbaSAlIFBJRUNFUy5sZW5ndGhdKGkpO1xuICB9XG4gIHJldHVybiB0ZXh0LnNsaWNlKDAsIGJ5dGVzKTtcbn1cblxuLyoqIGBuYCBsZXR0ZXJzIG9mIHdvcmRzLiAqL1xuZnVuY3Rpb24gd29yZHMobjogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgdGV4dCA9IFwibG9yZW0gaXBzdW0gZG9sb3Igc2l0IGFtZXQgY29uc2VjdGV0dXIgYWRpcGlzY2luZyBlbGl0IHNlZCBkbyBcIjtcbiAgcmV0dXJuIHRleHQucmVwZWF0KE1hdGguY2VpbChuIC8gdGV4dC5sZW5ndGgpICsgMSkuc2xpY2UoMCwgbik7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FFRCxTQUFTLFFBQVEsUUFBUSxrQkFBa0I7QUFHM0M7Ozs7O0NBS0MsR0FDRCxNQUFNLGNBQWMsS0FBSztBQUN6QixNQUFNLG9CQUFvQixJQUFJO0FBRTlCOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sYUFBYSxNQUFNLEtBQUs7QUFFckM7OztDQUdDLEdBQ0QsTUFBTSxxQkFBcUI7QUFFM0Isd0ZBQXdGLEdBQ3hGLE9BQU8sZUFBZSxXQUNwQixPQUFzQixFQUN0QixRQUE2QjtFQUU3QiwwRUFBMEU7RUFDMUUsaURBQWlEO0VBQ2pELElBQUksV0FBVyxPQUFPO0VBQ3RCLE1BQU0sUUFBUTtFQUNkLE1BQU0sT0FBTyxJQUFJLFNBQVM7SUFDeEIsTUFBTTtJQUNOLE1BQU07SUFDTixZQUFZO0lBQ1osUUFBUTtFQUNWO0VBQ0EsSUFBSSxTQUFTO0VBQ2IsSUFBSyxJQUFJLE9BQU8sbUJBQW1CLFNBQVMsWUFBYTtJQUN2RCxNQUFNO0lBQ04sSUFBSSxXQUFXO0lBQ2YsS0FBSyxLQUFLLENBQUMsTUFBTSxRQUFRLENBQUMsR0FBRztJQUM3QixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxJQUFJLEVBQUUsSUFBSyxLQUFLLE9BQU8sQ0FBQztJQUNqRCxVQUFVO0lBQ1YsT0FBTyxLQUFLLEdBQUcsQ0FBQyxPQUFPLEdBQUcsTUFBTSxNQUFNO0VBQ3hDO0VBQ0EsT0FBTztBQUNUO0FBRUEsdUVBQXVFLEdBQ3ZFLFNBQVM7RUFDUCxPQUFPO0lBQ0wsVUFBVSxLQUFPO0lBQ2pCLE1BQU0sS0FBTztJQUNiLE9BQU8sS0FBTztJQUNkLEtBQUssS0FBTztJQUNaLFdBQVcsS0FBTztFQUNwQjtBQUNGO0FBRUEsZ0ZBQWdGLEdBQ2hGLFNBQVM7RUFDUCxNQUFNLFFBQVEsSUFBSSxjQUFjLE1BQU0sQ0FBQyxTQUFTLGNBQzdDLFFBQVEsQ0FBQyxHQUFHO0VBQ2YsTUFBTSxRQUFRLElBQUksV0FBVyxJQUFJLGtCQUFrQixNQUFNLE1BQU07RUFDL0QsTUFBTSxHQUFHLENBQUM7RUFDVixPQUFPO0FBQ1Q7QUFFQSw0Q0FBNEMsR0FDNUMsU0FBUyxLQUFLLENBQVM7RUFDckIsT0FBTyxHQUFHLE1BQU0sSUFBSSxLQUFLLElBQUksQ0FBQztBQUNoQztBQUVBOzs7O0NBSUMsR0FDRCxNQUFNLFNBQVM7RUFDYixDQUFDLElBQWMsQ0FBQyxRQUFRLEVBQUUsSUFBSSxFQUFFLENBQUMsRUFBRSxNQUFNLEdBQUcsUUFBUSxFQUFFLE1BQU0sSUFBSSxJQUFJLElBQUksQ0FBQztFQUN6RSxDQUFDLElBQ0MsQ0FBQyxVQUFVLEVBQUUsSUFBSSxJQUFJLENBQUMsRUFBRSxNQUFNLElBQUksVUFBVSxFQUFFLElBQUksSUFBSSxPQUFPLEVBQzNELE1BQU0sR0FDUCxVQUFVLENBQUM7RUFDZCxDQUFDLElBQWMsQ0FBQyxTQUFTLEVBQUUsTUFBTSxHQUFHLGFBQWEsRUFBRSxNQUFNLElBQUksSUFBSSxJQUFJLENBQUM7RUFDdEUsSUFDRTtFQUNGLENBQUMsSUFBYyxDQUFDLEtBQUssRUFBRSxJQUFJLEtBQUssRUFBRSxDQUFDLEVBQUUsSUFBSSxLQUFLLEVBQUUsQ0FBQyxFQUFFLE1BQU0sSUFBSSxNQUFNLENBQUM7RUFDcEUsSUFBTSxDQUFDLCtDQUErQyxDQUFDO0VBQ3ZELElBQU0sQ0FBQyxvQkFBb0IsRUFBRSxNQUFNLElBQUksNEJBQTRCLENBQUM7RUFDcEUsQ0FBQyxJQUFjLEdBQUcsTUFBTSxJQUFJLE1BQU0sS0FBSyxLQUFLLENBQUM7RUFDN0MsSUFBTSxDQUFDLHVCQUF1QixFQUFFLE1BQU0sR0FBRyxJQUFJLENBQUM7Q0FDL0M7QUFFRCx5REFBeUQsR0FDekQsTUFBTSxnQkFBZ0I7QUFFdEIsZ0VBQWdFLEdBQ2hFLFNBQVMsU0FBUyxLQUFhO0VBQzdCLElBQUksT0FBTztFQUNYLElBQUssSUFBSSxJQUFJLEdBQUcsS0FBSyxNQUFNLEdBQUcsT0FBTyxJQUFLO0lBQ3hDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxlQUFlLElBQUssUUFBUSxLQUFLLElBQUksS0FBSyxJQUFJO0lBQ2xFLFFBQVEsTUFBTSxDQUFDLElBQUksT0FBTyxNQUFNLENBQUMsQ0FBQztFQUNwQztFQUNBLE9BQU8sS0FBSyxLQUFLLENBQUMsR0FBRztBQUN2QjtBQUVBLDBCQUEwQixHQUMxQixTQUFTLE1BQU0sQ0FBUztFQUN0QixNQUFNLE9BQU87RUFDYixPQUFPLEtBQUssTUFBTSxDQUFDLEtBQUssSUFBSSxDQUFDLElBQUksS0FBSyxNQUFNLElBQUksR0FBRyxLQUFLLENBQUMsR0FBRztBQUM5RCJ9
// denoCacheMetadata=17523297870913988040,3315696730294523333