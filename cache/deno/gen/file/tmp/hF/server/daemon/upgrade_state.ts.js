/**
 * The state file of a live upgrade (`berth upgrade`): everything the old
 * daemon hands to the new program it execs in its own process.
 *
 * Layout of the file (0600, beside the socket, removed once read):
 *
 * | bytes | what                                                  |
 * | ----- | ----------------------------------------------------- |
 * | 8     | magic `BERTHUP\n`                                     |
 * | 4     | format version, u32 little-endian (`STATE_VERSION`)   |
 * | 4     | body length in bytes, u32 little-endian               |
 * | 4     | FNV-1a 32 of the body, u32 little-endian              |
 * | n     | body: one msgpack map, `UpgradeState`                 |
 *
 * The body holds the daemon's exit statuses, paste buffers and resumable
 * attachments, and per session its spec, windows (layout trees), panes
 * (pid, pty master fd, size, exit status) and each pane's whole VT engine
 * (`vt/engine_state.ts`, its own version inside). The fds themselves are
 * inherited across execve (made non-close-on-exec just before it); the
 * file only names them.
 *
 * A reader checks all of it before it touches anything: a wrong magic or
 * version, a length that does not match (a truncated file), a checksum
 * that does not match (a corrupt one), or any field missing, mistyped or
 * out of range (engines included) refuses the whole file with one line
 * that says what. Nothing is ever started from half a state.
 *
 * Bump `STATE_VERSION` on any change to the shapes below; a daemon reads
 * only its own version (the old daemon checks with the new code before it
 * execs, so a refusal leaves it serving).
 *
 * @module
 */ import { MsgpackDecoder, MsgpackEncoder } from "../../protocol/msgpack.ts";
import { MAX_ENV_VARS } from "./environment.ts";
import { MAX_SIDE } from "../../protocol/limits.ts";
import { PRESET_LAYOUTS } from "../workers/layout.ts";
import { checkEngineState } from "../../vt/engine_state.ts";
import { MAX_PANES } from "../workers/parse_messages.ts";
import { writePrivateFile } from "../../protocol/private_file.ts";
/** Version of the file's layout and body; bump on change. */ export const STATE_VERSION = 1;
const MAGIC = new TextEncoder().encode("BERTHUP\n");
const HEADER_BYTES = 20;
/** A state file that cannot be used; the message says why. */ export class UpgradeStateError extends Error {
  constructor(message){
    super(message);
    this.name = "UpgradeStateError";
  }
}
/** FNV-1a, 32 bits: catches a flipped or zeroed byte, cheaply. */ function fnv1a(bytes) {
  let h = 0x811c9dc5;
  for(let i = 0; i < bytes.length; i++){
    h = Math.imul(h ^ bytes[i], 0x01000193);
  }
  return h >>> 0;
}
/** The file's bytes for `state`. */ export function encodeState(state) {
  const body = new MsgpackEncoder().encode(state);
  const out = new Uint8Array(HEADER_BYTES + body.length);
  out.set(MAGIC);
  const view = new DataView(out.buffer);
  view.setUint32(8, STATE_VERSION, true);
  view.setUint32(12, body.length, true);
  view.setUint32(16, fnv1a(body), true);
  out.set(body, HEADER_BYTES);
  return out;
}
/** Writes the file only its owner can read, whole or not at all. */ export function writeStateFile(path, state) {
  const bytes = encodeState(state);
  writePrivateFile(path, bytes);
  return bytes.length;
}
/** Reads and checks a state file whole (see the module doc). */ export function readStateFile(path) {
  let bytes;
  try {
    bytes = Deno.readFileSync(path);
  } catch (err) {
    throw new UpgradeStateError(`Cannot read the state file ${path}: ${err.message}`);
  }
  return decodeState(bytes);
}
/** The state in `bytes`, checked whole. */ export function decodeState(bytes) {
  if (bytes.length < HEADER_BYTES || !MAGIC.every((b, i)=>bytes[i] === b)) {
    fail("not a berth state file");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== STATE_VERSION) {
    fail(`format version ${version}; this berth reads ${STATE_VERSION}`);
  }
  const length = view.getUint32(12, true);
  const body = bytes.subarray(HEADER_BYTES);
  if (body.length !== length) {
    fail(`truncated: ${body.length} of ${length} bytes`);
  }
  if (fnv1a(body) !== view.getUint32(16, true)) fail("corrupt: bad checksum");
  let value;
  try {
    const all = new MsgpackDecoder().decodeAll(body);
    if (all.length !== 1) fail("the body is not one record");
    value = all[0];
  } catch (err) {
    if (err instanceof UpgradeStateError) throw err;
    fail(`corrupt: ${err.message}`);
  }
  return checkState(value);
}
function fail(what) {
  throw new UpgradeStateError(`The upgrade state is unusable: ${what}`);
}
function obj(x, what) {
  if (typeof x !== "object" || x === null || Array.isArray(x)) {
    fail(`${what} is not a record`);
  }
  return x;
}
function int(x, what, lo = 0, hi = 2 ** 53) {
  if (!Number.isInteger(x) || x < lo || x > hi) {
    fail(`${what} is not an integer in ${lo}..${hi}`);
  }
  return x;
}
function str(x, what) {
  if (typeof x !== "string") fail(`${what} is not text`);
  return x;
}
function bool(x, what) {
  if (typeof x !== "boolean") fail(`${what} is not true or false`);
  return x;
}
function list(x, what) {
  if (!Array.isArray(x)) fail(`${what} is not a list`);
  return x;
}
function strs(x, what) {
  return list(x, what).map((s)=>str(s, what));
}
function status(x, what) {
  if (x === null) return null;
  const o = obj(x, what);
  if (o.code !== null) int(o.code, `${what} code`, 0, 255);
  if (o.signal !== null) str(o.signal, `${what} signal`);
  if (o.code === null === (o.signal === null)) {
    fail(`${what} has both or neither of a code and a signal`);
  }
  return x;
}
/** An environment's variables: names, each with text or null. */ function envEntries(x, what) {
  const entries = list(x, what);
  if (entries.length > MAX_ENV_VARS) fail(`${what} has too many variables`);
  for (const e of entries){
    const pair = list(e, what);
    if (pair.length !== 2) fail(`${what} has an entry that is not a pair`);
    str(pair[0], `${what}'s name`);
    if (pair[1] !== null) str(pair[1], `${what}'s value`);
  }
}
function checkPane(x, what) {
  const p = obj(x, what);
  int(p.id, `${what} id`);
  int(p.pid, `${what} pid`, 1, 2 ** 31);
  const dead = bool(p.dead, `${what} dead`);
  int(p.fd, `${what} fd`, dead ? -1 : 3, 2 ** 31);
  if (dead !== (p.fd === -1)) fail(`${what} has a pty and is dead, or neither`);
  strs(p.command, `${what} command`);
  if (p.argv0 !== undefined && p.argv0 !== null) str(p.argv0, `${what} argv0`);
  if (p.cwd !== undefined) str(p.cwd, `${what} cwd`);
  int(p.cols, `${what} cols`, 1, MAX_SIDE);
  int(p.rows, `${what} rows`, 1, MAX_SIDE);
  status(p.status, `${what} exit status`);
  if (dead && p.status === null) fail(`${what} is dead without an exit`);
  bool(p.cursorKeys, `${what} cursor keys`);
  bool(p.bracketedPaste, `${what} bracketed paste`);
  try {
    checkEngineState(p.engine);
  } catch (err) {
    fail(`${what}: ${err.message}`);
  }
}
/** Checks a layout tree; returns the pane ids it holds. */ function checkLayout(x, what, out = []) {
  const c = obj(x, what);
  int(c.w, `${what} width`, 1, MAX_SIDE);
  int(c.h, `${what} height`, 1, MAX_SIDE);
  if (c.type === "pane") {
    out.push(int(c.pane, `${what} pane`));
    return out;
  }
  if (c.type !== "lr" && c.type !== "tb") fail(`${what} has no known type`);
  const children = list(c.children, `${what} children`);
  if (children.length < 2) fail(`${what} splits into fewer than two`);
  // Shares are optional, so that the state version stays: a daemon from
  // before splits kept them writes none, and `Layout.fromTree()` fills them
  // in; a daemon from before ignores them.
  if (c.shares !== undefined) {
    const shares = list(c.shares, `${what} shares`);
    if (shares.length !== children.length) {
      fail(`${what} has ${shares.length} shares for ${children.length} parts`);
    }
    for (const s of shares)int(s, `${what} share`, 1, MAX_SIDE);
  }
  for (const child of children)checkLayout(child, what, out);
  return out;
}
function checkWindow(x, what, panes) {
  const w = obj(x, what);
  int(w.id, `${what} id`);
  int(w.index, `${what} index`);
  str(w.name, `${what} name`);
  const ids = checkLayout(w.layout, `${what} layout`);
  for (const id of ids){
    if (!panes.has(id)) fail(`${what} holds pane ${id}, which is not saved`);
  }
  if (!ids.includes(w.active)) fail(`${what}: active pane unknown`);
  if (w.last !== null && !ids.includes(w.last)) {
    fail(`${what}: last pane unknown`);
  }
  bool(w.zoomed, `${what} zoom`);
  bool(w.activity, `${what} activity flag`);
  bool(w.bell, `${what} bell flag`);
  if (w.autoName !== undefined) bool(w.autoName, `${what} automatic name`);
  if (w.preset !== null && !PRESET_LAYOUTS.includes(w.preset)) {
    fail(`${what}: unknown preset layout`);
  }
  return ids;
}
function checkSession(x, i) {
  const s = obj(x, `session ${i}`);
  const what = `session ${str(s.name, `session ${i} name`)}`;
  if (s.id !== undefined) int(s.id, `${what} id`);
  strs(s.cmd, `${what} command`);
  if (s.argv0 !== null) str(s.argv0, `${what} argv0`);
  str(s.cwd, `${what} directory`);
  const env = obj(s.env, `${what} environment`);
  for (const v of Object.values(env))str(v, `${what} environment`);
  int(s.scrollback, `${what} scrollback`);
  bool(s.keep, `${what} keep`);
  int(s.created, `${what} created`);
  int(s.lastActive, `${what} last active`);
  int(s.cols, `${what} cols`, 1, MAX_SIDE);
  int(s.rows, `${what} rows`, 1, MAX_SIDE);
  if (s.remainOnExit !== null) bool(s.remainOnExit, `${what} remain-on-exit`);
  status(s.exit, `${what} exit status`);
  int(s.nextPane, `${what} next pane`);
  int(s.nextWindow, `${what} next window`);
  const panes = list(s.panes, `${what} panes`);
  if (panes.length < 1 || panes.length > MAX_PANES) {
    fail(`${what} has ${panes.length} panes`);
  }
  panes.forEach((p, j)=>checkPane(p, `${what} pane ${j}`));
  const ids = new Set(panes.map((p)=>p.id));
  if (ids.size !== panes.length) fail(`${what} has two panes of one id`);
  const windows = list(s.windows, `${what} windows`);
  if (windows.length < 1) fail(`${what} has no window`);
  const placed = [];
  const wids = new Set();
  windows.forEach((w, j)=>{
    placed.push(...checkWindow(w, `${what} window ${j}`, ids));
    wids.add(w.id);
  });
  if (placed.length !== ids.size || new Set(placed).size !== ids.size) {
    fail(`${what}: every pane must be in exactly one window`);
  }
  if (s.environment !== undefined) {
    envEntries(s.environment, `${what} environment`);
  }
  if (!wids.has(s.window)) fail(`${what}: shown window unknown`);
  if (s.lastWindow !== null && !wids.has(s.lastWindow)) {
    fail(`${what}: last window unknown`);
  }
}
/** `x` as a state, checked through (see the module doc). */ export function checkState(x) {
  const o = obj(x, "the state");
  str(o.from, "the old version");
  int(o.protocol, "the old protocol");
  str(o.socket, "the socket");
  int(o.written, "the time written");
  for (const e of list(o.exited, "exit statuses")){
    const pair = list(e, "an exit status");
    str(pair[0], "an exited session's name");
    status(pair[1], "an exit status");
  }
  if (o.ending !== undefined) {
    for (const e of list(o.ending, "the programs being ended")){
      const pair = list(e, "a program being ended");
      int(pair[0], "a program's pid", 2);
      int(pair[1], "a program's SIGKILL time");
    }
  }
  const b = obj(o.buffers, "the paste buffers");
  int(b.next, "the next buffer number");
  for (const buf of list(b.stack, "the paste buffers")){
    const p = obj(buf, "a paste buffer");
    str(p.name, "a paste buffer's name");
    if (!(p.data instanceof Uint8Array)) fail("a paste buffer is not bytes");
    int(p.created, "a paste buffer's time");
  }
  if (o.channels !== undefined) {
    const c = obj(o.channels, "the wait-for channels");
    strs(c.locked, "the locked channels");
    strs(c.woken, "the signalled channels");
  }
  if (o.environment !== undefined) {
    const e = obj(o.environment, "the global environment");
    envEntries(e.vars, "the global environment");
    strs(e.changed, "the global environment's changes");
  }
  for (const r of list(o.resumes, "the attachments")){
    const e = obj(r, "an attachment");
    str(e.token, "an attachment's token");
    str(e.session, "an attachment's session");
    int(e.inputSeq, "an attachment's input seq");
    int(e.seq, "an attachment's frame seq");
  }
  const sessions = list(o.sessions, "the sessions");
  sessions.forEach(checkSession);
  const names = new Set(sessions.map((s)=>s.name));
  if (names.size !== sessions.length) fail("two sessions share a name");
  return o;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vdXBncmFkZV9zdGF0ZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBzdGF0ZSBmaWxlIG9mIGEgbGl2ZSB1cGdyYWRlIChgYmVydGggdXBncmFkZWApOiBldmVyeXRoaW5nIHRoZSBvbGRcbiAqIGRhZW1vbiBoYW5kcyB0byB0aGUgbmV3IHByb2dyYW0gaXQgZXhlY3MgaW4gaXRzIG93biBwcm9jZXNzLlxuICpcbiAqIExheW91dCBvZiB0aGUgZmlsZSAoMDYwMCwgYmVzaWRlIHRoZSBzb2NrZXQsIHJlbW92ZWQgb25jZSByZWFkKTpcbiAqXG4gKiB8IGJ5dGVzIHwgd2hhdCAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCAtLS0tLSB8IC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tIHxcbiAqIHwgOCAgICAgfCBtYWdpYyBgQkVSVEhVUFxcbmAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCA0ICAgICB8IGZvcm1hdCB2ZXJzaW9uLCB1MzIgbGl0dGxlLWVuZGlhbiAoYFNUQVRFX1ZFUlNJT05gKSAgIHxcbiAqIHwgNCAgICAgfCBib2R5IGxlbmd0aCBpbiBieXRlcywgdTMyIGxpdHRsZS1lbmRpYW4gICAgICAgICAgICAgICB8XG4gKiB8IDQgICAgIHwgRk5WLTFhIDMyIG9mIHRoZSBib2R5LCB1MzIgbGl0dGxlLWVuZGlhbiAgICAgICAgICAgICAgfFxuICogfCBuICAgICB8IGJvZHk6IG9uZSBtc2dwYWNrIG1hcCwgYFVwZ3JhZGVTdGF0ZWAgICAgICAgICAgICAgICAgIHxcbiAqXG4gKiBUaGUgYm9keSBob2xkcyB0aGUgZGFlbW9uJ3MgZXhpdCBzdGF0dXNlcywgcGFzdGUgYnVmZmVycyBhbmQgcmVzdW1hYmxlXG4gKiBhdHRhY2htZW50cywgYW5kIHBlciBzZXNzaW9uIGl0cyBzcGVjLCB3aW5kb3dzIChsYXlvdXQgdHJlZXMpLCBwYW5lc1xuICogKHBpZCwgcHR5IG1hc3RlciBmZCwgc2l6ZSwgZXhpdCBzdGF0dXMpIGFuZCBlYWNoIHBhbmUncyB3aG9sZSBWVCBlbmdpbmVcbiAqIChgdnQvZW5naW5lX3N0YXRlLnRzYCwgaXRzIG93biB2ZXJzaW9uIGluc2lkZSkuIFRoZSBmZHMgdGhlbXNlbHZlcyBhcmVcbiAqIGluaGVyaXRlZCBhY3Jvc3MgZXhlY3ZlIChtYWRlIG5vbi1jbG9zZS1vbi1leGVjIGp1c3QgYmVmb3JlIGl0KTsgdGhlXG4gKiBmaWxlIG9ubHkgbmFtZXMgdGhlbS5cbiAqXG4gKiBBIHJlYWRlciBjaGVja3MgYWxsIG9mIGl0IGJlZm9yZSBpdCB0b3VjaGVzIGFueXRoaW5nOiBhIHdyb25nIG1hZ2ljIG9yXG4gKiB2ZXJzaW9uLCBhIGxlbmd0aCB0aGF0IGRvZXMgbm90IG1hdGNoIChhIHRydW5jYXRlZCBmaWxlKSwgYSBjaGVja3N1bVxuICogdGhhdCBkb2VzIG5vdCBtYXRjaCAoYSBjb3JydXB0IG9uZSksIG9yIGFueSBmaWVsZCBtaXNzaW5nLCBtaXN0eXBlZCBvclxuICogb3V0IG9mIHJhbmdlIChlbmdpbmVzIGluY2x1ZGVkKSByZWZ1c2VzIHRoZSB3aG9sZSBmaWxlIHdpdGggb25lIGxpbmVcbiAqIHRoYXQgc2F5cyB3aGF0LiBOb3RoaW5nIGlzIGV2ZXIgc3RhcnRlZCBmcm9tIGhhbGYgYSBzdGF0ZS5cbiAqXG4gKiBCdW1wIGBTVEFURV9WRVJTSU9OYCBvbiBhbnkgY2hhbmdlIHRvIHRoZSBzaGFwZXMgYmVsb3c7IGEgZGFlbW9uIHJlYWRzXG4gKiBvbmx5IGl0cyBvd24gdmVyc2lvbiAodGhlIG9sZCBkYWVtb24gY2hlY2tzIHdpdGggdGhlIG5ldyBjb2RlIGJlZm9yZSBpdFxuICogZXhlY3MsIHNvIGEgcmVmdXNhbCBsZWF2ZXMgaXQgc2VydmluZykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1zZ3BhY2tEZWNvZGVyLCBNc2dwYWNrRW5jb2RlciB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tc2dwYWNrLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEVudkVudHJ5LCBFeGl0U3RhdHVzIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIEdsb2JhbEVudlN0YXRlLCBNQVhfRU5WX1ZBUlMgfSBmcm9tIFwiLi9lbnZpcm9ubWVudC50c1wiO1xuaW1wb3J0IHsgTUFYX1NJREUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExheW91dENlbGwsIFByZXNldExheW91dCB9IGZyb20gXCIuLi93b3JrZXJzL2xheW91dC50c1wiO1xuaW1wb3J0IHsgUFJFU0VUX0xBWU9VVFMgfSBmcm9tIFwiLi4vd29ya2Vycy9sYXlvdXQudHNcIjtcbmltcG9ydCB7IGNoZWNrRW5naW5lU3RhdGUsIHR5cGUgRW5naW5lU3RhdGUgfSBmcm9tIFwiLi4vLi4vdnQvZW5naW5lX3N0YXRlLnRzXCI7XG5pbXBvcnQgeyBNQVhfUEFORVMgfSBmcm9tIFwiLi4vd29ya2Vycy9wYXJzZV9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBQYXN0ZUJ1ZmZlciB9IGZyb20gXCIuL3Bhc3RlX2J1ZmZlcnMudHNcIjtcbmltcG9ydCB0eXBlIHsgQ2hhbm5lbHNTdGF0ZSB9IGZyb20gXCIuL3dhaXRfY2hhbm5lbHMudHNcIjtcbmltcG9ydCB7IHdyaXRlUHJpdmF0ZUZpbGUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvcHJpdmF0ZV9maWxlLnRzXCI7XG5cbi8qKiBWZXJzaW9uIG9mIHRoZSBmaWxlJ3MgbGF5b3V0IGFuZCBib2R5OyBidW1wIG9uIGNoYW5nZS4gKi9cbmV4cG9ydCBjb25zdCBTVEFURV9WRVJTSU9OID0gMTtcblxuY29uc3QgTUFHSUMgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXCJCRVJUSFVQXFxuXCIpO1xuY29uc3QgSEVBREVSX0JZVEVTID0gMjA7XG5cbi8qKiBPbmUgcGFuZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUGFuZVN0YXRlIHtcbiAgaWQ6IG51bWJlcjtcbiAgcGlkOiBudW1iZXI7XG4gIC8qKiBJdHMgcHR5IG1hc3RlciwgaW5oZXJpdGVkOyAtMSBmb3IgYSBkZWFkIHBhbmUgKGl0cyBwdHkgaXMgY2xvc2VkKS4gKi9cbiAgZmQ6IG51bWJlcjtcbiAgY29tbWFuZDogc3RyaW5nW107XG4gIC8qKlxuICAgKiBUaGUgYXJndlswXSBpdHMgcHJvZ3JhbSBzYXcgKG51bGw6IGBjb21tYW5kWzBdYCkgYW5kIHdoZXJlIGl0XG4gICAqIHN0YXJ0ZWQsIGZvciBgcmVzcGF3bi1wYW5lYDsgYWJzZW50IGZyb20gYW4gb2xkZXIgZGFlbW9uJ3Mgc3RhdGVcbiAgICogKG9wdGlvbmFsLCBzbyB0aGF0IHRoZSBzdGF0ZSB2ZXJzaW9uIHN0YXlzLCBhcyBgYXV0b05hbWVgKS5cbiAgICovXG4gIGFyZ3YwPzogc3RyaW5nIHwgbnVsbDtcbiAgY3dkPzogc3RyaW5nO1xuICBjb2xzOiBudW1iZXI7XG4gIHJvd3M6IG51bWJlcjtcbiAgLyoqIFNldCB3aGVuIGl0cyBjaGlsZCBoYXMgZXhpdGVkIChyZWFwZWQgYnkgdGhlIG9sZCBkYWVtb24pLiAqL1xuICBzdGF0dXM6IEV4aXRTdGF0dXMgfCBudWxsO1xuICAvKiogRW5kZWQgYW5kIGtlcHQgd2l0aCBpdHMgZmluYWwgc2NyZWVuLiAqL1xuICBkZWFkOiBib29sZWFuO1xuICBjdXJzb3JLZXlzOiBib29sZWFuO1xuICBicmFja2V0ZWRQYXN0ZTogYm9vbGVhbjtcbiAgZW5naW5lOiBFbmdpbmVTdGF0ZTtcbn1cblxuLyoqIE9uZSB3aW5kb3cuICovXG5leHBvcnQgaW50ZXJmYWNlIFdpbmRvd1N0YXRlIHtcbiAgaWQ6IG51bWJlcjtcbiAgaW5kZXg6IG51bWJlcjtcbiAgbmFtZTogc3RyaW5nO1xuICBsYXlvdXQ6IExheW91dENlbGw7XG4gIGFjdGl2ZTogbnVtYmVyO1xuICBsYXN0OiBudW1iZXIgfCBudWxsO1xuICB6b29tZWQ6IGJvb2xlYW47XG4gIHByZXNldDogUHJlc2V0TGF5b3V0IHwgbnVsbDtcbiAgLyoqIFRoZSBzdGF0dXMgbGluZSdzIGAjYCBhbmQgYCFgIGZsYWdzIChvdXRwdXQsIGEgYmVsbCB3aGlsZSBoaWRkZW4pLiAqL1xuICBhY3Rpdml0eTogYm9vbGVhbjtcbiAgYmVsbDogYm9vbGVhbjtcbiAgLyoqXG4gICAqIE5hbWVkIGFmdGVyIGl0cyBwcm9ncmFtIChhdXRvbWF0aWMtcmVuYW1lKTsgYWJzZW50IGZyb20gYW4gb2xkZXJcbiAgICogZGFlbW9uJ3Mgc3RhdGUsIHdob3NlIHdpbmRvd3MgdGhlbiBrZWVwIHRoZSBuYW1lcyB0aGV5IGhhdmUuXG4gICAqL1xuICBhdXRvTmFtZT86IGJvb2xlYW47XG59XG5cbi8qKiBPbmUgc2Vzc2lvbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU2Vzc2lvblN0YXRlIHtcbiAgbmFtZTogc3RyaW5nO1xuICAvKipcbiAgICogSXRzIGlkIChgJE5gKS4gT3B0aW9uYWwsIHNvIHRoYXQgdGhlIHN0YXRlIHZlcnNpb24gc3RheXM6IGEgZGFlbW9uXG4gICAqIGZyb20gYmVmb3JlIHNlc3Npb24gaWRzIHdyaXRlcyBub25lICh0aGUgbmV3IG9uZSBnaXZlcyBhIG5ldyBpZCksIGFuZFxuICAgKiBvbmUgZnJvbSBiZWZvcmUgaWdub3JlcyBpdC5cbiAgICovXG4gIGlkPzogbnVtYmVyO1xuICBjbWQ6IHN0cmluZ1tdO1xuICBhcmd2MDogc3RyaW5nIHwgbnVsbDtcbiAgY3dkOiBzdHJpbmc7XG4gIGVudjogUmVjb3JkPHN0cmluZywgc3RyaW5nPjtcbiAgc2Nyb2xsYmFjazogbnVtYmVyO1xuICBrZWVwOiBib29sZWFuO1xuICBjcmVhdGVkOiBudW1iZXI7XG4gIGxhc3RBY3RpdmU6IG51bWJlcjtcbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG4gIHJlbWFpbk9uRXhpdDogYm9vbGVhbiB8IG51bGw7XG4gIGV4aXQ6IEV4aXRTdGF0dXMgfCBudWxsO1xuICBuZXh0UGFuZTogbnVtYmVyO1xuICBuZXh0V2luZG93OiBudW1iZXI7XG4gIC8qKiBXaW5kb3cgaWRzOiBzaG93biwgc2hvd24gYmVmb3JlLiAqL1xuICB3aW5kb3c6IG51bWJlcjtcbiAgbGFzdFdpbmRvdzogbnVtYmVyIHwgbnVsbDtcbiAgd2luZG93czogV2luZG93U3RhdGVbXTtcbiAgcGFuZXM6IFBhbmVTdGF0ZVtdO1xuICAvKipcbiAgICogVGhlIHNlc3Npb24ncyBlbnZpcm9ubWVudCAoYHNldC1lbnZpcm9ubWVudCAtdGAsIGBuZXcgLWVgKTsgYWJzZW50XG4gICAqIGZyb20gZGFlbW9ucyBiZWZvcmUgaXQuXG4gICAqL1xuICBlbnZpcm9ubWVudD86IEVudkVudHJ5W107XG59XG5cbi8qKiBBbiBhdHRhY2htZW50IGEgY2xpZW50IGNhbiByZXN1bWUgb24gdGhlIG5ldyBkYWVtb24uICovXG5leHBvcnQgaW50ZXJmYWNlIFJlc3VtZUVudHJ5IHtcbiAgdG9rZW46IHN0cmluZztcbiAgc2Vzc2lvbjogc3RyaW5nO1xuICBpbnB1dFNlcTogbnVtYmVyO1xuICAvKiogVGhlIHNlcSBvZiB0aGUgbGFzdCBmcmFtZSBzZW50OiB0aGUgbmV3IGRhZW1vbidzIGZyYW1lcyBnbyBvbiBhZnRlciBpdC4gKi9cbiAgc2VxOiBudW1iZXI7XG59XG5cbi8qKiBUaGUgYm9keS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVXBncmFkZVN0YXRlIHtcbiAgLyoqIGJlcnRoIHZlcnNpb24gYW5kIHByb3RvY29sIG9mIHRoZSBkYWVtb24gdGhhdCB3cm90ZSBpdC4gKi9cbiAgZnJvbTogc3RyaW5nO1xuICBwcm90b2NvbDogbnVtYmVyO1xuICBzb2NrZXQ6IHN0cmluZztcbiAgd3JpdHRlbjogbnVtYmVyO1xuICBleGl0ZWQ6IFtzdHJpbmcsIEV4aXRTdGF0dXNdW107XG4gIC8qKlxuICAgKiBQcm9ncmFtcyBiZWluZyBlbmRlZCBvdXRzaWRlIGFueSBwYW5lIChgZW5kaW5ncy50c2ApOiBwaWQsIGFuZCB3aGVuXG4gICAqIHRoZXkgZ2V0IFNJR0tJTEwuIEFic2VudCBmcm9tIGRhZW1vbnMgYmVmb3JlIGl0LlxuICAgKi9cbiAgZW5kaW5nPzogW251bWJlciwgbnVtYmVyXVtdO1xuICBidWZmZXJzOiB7IHN0YWNrOiBQYXN0ZUJ1ZmZlcltdOyBuZXh0OiBudW1iZXIgfTtcbiAgLyoqXG4gICAqIGB3YWl0LWZvcmAgY2hhbm5lbHMgaGVsZCBhY3Jvc3MgdGhlIHVwZ3JhZGUgKGB3YWl0X2NoYW5uZWxzLnRzYCk6XG4gICAqIGxvY2tzIG5vdCB5ZXQgdW5sb2NrZWQsIHNpZ25hbHMgbm8gb25lIGhhcyB3YWl0ZWQgZm9yIHlldC4gQWJzZW50IGZyb21cbiAgICogZGFlbW9ucyBiZWZvcmUgdGhlbS5cbiAgICovXG4gIGNoYW5uZWxzPzogQ2hhbm5lbHNTdGF0ZTtcbiAgcmVzdW1lczogUmVzdW1lRW50cnlbXTtcbiAgc2Vzc2lvbnM6IFNlc3Npb25TdGF0ZVtdO1xuICAvKipcbiAgICogVGhlIGdsb2JhbCBlbnZpcm9ubWVudCAoYGVudmlyb25tZW50LnRzYCk6IHdoYXQgaXQgaG9sZHMgYW5kIHdoYXRcbiAgICogd2FzIGNoYW5nZWQgaW4gaXQ7IGFic2VudCBmcm9tIGRhZW1vbnMgYmVmb3JlIGl0ICh0aGUgbmV3IGRhZW1vbiB0aGVuXG4gICAqIGNvcGllcyBpdHMgb3duLCBhcyBhdCBhIHN0YXJ0KS5cbiAgICovXG4gIGVudmlyb25tZW50PzogR2xvYmFsRW52U3RhdGU7XG59XG5cbi8qKiBBIHN0YXRlIGZpbGUgdGhhdCBjYW5ub3QgYmUgdXNlZDsgdGhlIG1lc3NhZ2Ugc2F5cyB3aHkuICovXG5leHBvcnQgY2xhc3MgVXBncmFkZVN0YXRlRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiVXBncmFkZVN0YXRlRXJyb3JcIjtcbiAgfVxufVxuXG4vKiogRk5WLTFhLCAzMiBiaXRzOiBjYXRjaGVzIGEgZmxpcHBlZCBvciB6ZXJvZWQgYnl0ZSwgY2hlYXBseS4gKi9cbmZ1bmN0aW9uIGZudjFhKGJ5dGVzOiBVaW50OEFycmF5KTogbnVtYmVyIHtcbiAgbGV0IGggPSAweDgxMWM5ZGM1O1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGJ5dGVzLmxlbmd0aDsgaSsrKSB7XG4gICAgaCA9IE1hdGguaW11bChoIF4gYnl0ZXNbaV0sIDB4MDEwMDAxOTMpO1xuICB9XG4gIHJldHVybiBoID4+PiAwO1xufVxuXG4vKiogVGhlIGZpbGUncyBieXRlcyBmb3IgYHN0YXRlYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlbmNvZGVTdGF0ZShzdGF0ZTogVXBncmFkZVN0YXRlKTogVWludDhBcnJheSB7XG4gIGNvbnN0IGJvZHkgPSBuZXcgTXNncGFja0VuY29kZXIoKS5lbmNvZGUoc3RhdGUpO1xuICBjb25zdCBvdXQgPSBuZXcgVWludDhBcnJheShIRUFERVJfQllURVMgKyBib2R5Lmxlbmd0aCk7XG4gIG91dC5zZXQoTUFHSUMpO1xuICBjb25zdCB2aWV3ID0gbmV3IERhdGFWaWV3KG91dC5idWZmZXIpO1xuICB2aWV3LnNldFVpbnQzMig4LCBTVEFURV9WRVJTSU9OLCB0cnVlKTtcbiAgdmlldy5zZXRVaW50MzIoMTIsIGJvZHkubGVuZ3RoLCB0cnVlKTtcbiAgdmlldy5zZXRVaW50MzIoMTYsIGZudjFhKGJvZHkpLCB0cnVlKTtcbiAgb3V0LnNldChib2R5LCBIRUFERVJfQllURVMpO1xuICByZXR1cm4gb3V0O1xufVxuXG4vKiogV3JpdGVzIHRoZSBmaWxlIG9ubHkgaXRzIG93bmVyIGNhbiByZWFkLCB3aG9sZSBvciBub3QgYXQgYWxsLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHdyaXRlU3RhdGVGaWxlKHBhdGg6IHN0cmluZywgc3RhdGU6IFVwZ3JhZGVTdGF0ZSk6IG51bWJlciB7XG4gIGNvbnN0IGJ5dGVzID0gZW5jb2RlU3RhdGUoc3RhdGUpO1xuICB3cml0ZVByaXZhdGVGaWxlKHBhdGgsIGJ5dGVzKTtcbiAgcmV0dXJuIGJ5dGVzLmxlbmd0aDtcbn1cblxuLyoqIFJlYWRzIGFuZCBjaGVja3MgYSBzdGF0ZSBmaWxlIHdob2xlIChzZWUgdGhlIG1vZHVsZSBkb2MpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlYWRTdGF0ZUZpbGUocGF0aDogc3RyaW5nKTogVXBncmFkZVN0YXRlIHtcbiAgbGV0IGJ5dGVzOiBVaW50OEFycmF5O1xuICB0cnkge1xuICAgIGJ5dGVzID0gRGVuby5yZWFkRmlsZVN5bmMocGF0aCk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIHRocm93IG5ldyBVcGdyYWRlU3RhdGVFcnJvcihcbiAgICAgIGBDYW5ub3QgcmVhZCB0aGUgc3RhdGUgZmlsZSAke3BhdGh9OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCxcbiAgICApO1xuICB9XG4gIHJldHVybiBkZWNvZGVTdGF0ZShieXRlcyk7XG59XG5cbi8qKiBUaGUgc3RhdGUgaW4gYGJ5dGVzYCwgY2hlY2tlZCB3aG9sZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkZWNvZGVTdGF0ZShieXRlczogVWludDhBcnJheSk6IFVwZ3JhZGVTdGF0ZSB7XG4gIGlmIChcbiAgICBieXRlcy5sZW5ndGggPCBIRUFERVJfQllURVMgfHxcbiAgICAhTUFHSUMuZXZlcnkoKGIsIGkpID0+IGJ5dGVzW2ldID09PSBiKVxuICApIHtcbiAgICBmYWlsKFwibm90IGEgYmVydGggc3RhdGUgZmlsZVwiKTtcbiAgfVxuICBjb25zdCB2aWV3ID0gbmV3IERhdGFWaWV3KGJ5dGVzLmJ1ZmZlciwgYnl0ZXMuYnl0ZU9mZnNldCwgYnl0ZXMuYnl0ZUxlbmd0aCk7XG4gIGNvbnN0IHZlcnNpb24gPSB2aWV3LmdldFVpbnQzMig4LCB0cnVlKTtcbiAgaWYgKHZlcnNpb24gIT09IFNUQVRFX1ZFUlNJT04pIHtcbiAgICBmYWlsKGBmb3JtYXQgdmVyc2lvbiAke3ZlcnNpb259OyB0aGlzIGJlcnRoIHJlYWRzICR7U1RBVEVfVkVSU0lPTn1gKTtcbiAgfVxuICBjb25zdCBsZW5ndGggPSB2aWV3LmdldFVpbnQzMigxMiwgdHJ1ZSk7XG4gIGNvbnN0IGJvZHkgPSBieXRlcy5zdWJhcnJheShIRUFERVJfQllURVMpO1xuICBpZiAoYm9keS5sZW5ndGggIT09IGxlbmd0aCkge1xuICAgIGZhaWwoYHRydW5jYXRlZDogJHtib2R5Lmxlbmd0aH0gb2YgJHtsZW5ndGh9IGJ5dGVzYCk7XG4gIH1cbiAgaWYgKGZudjFhKGJvZHkpICE9PSB2aWV3LmdldFVpbnQzMigxNiwgdHJ1ZSkpIGZhaWwoXCJjb3JydXB0OiBiYWQgY2hlY2tzdW1cIik7XG4gIGxldCB2YWx1ZTogdW5rbm93bjtcbiAgdHJ5IHtcbiAgICBjb25zdCBhbGwgPSBuZXcgTXNncGFja0RlY29kZXIoKS5kZWNvZGVBbGwoYm9keSk7XG4gICAgaWYgKGFsbC5sZW5ndGggIT09IDEpIGZhaWwoXCJ0aGUgYm9keSBpcyBub3Qgb25lIHJlY29yZFwiKTtcbiAgICB2YWx1ZSA9IGFsbFswXTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKGVyciBpbnN0YW5jZW9mIFVwZ3JhZGVTdGF0ZUVycm9yKSB0aHJvdyBlcnI7XG4gICAgZmFpbChgY29ycnVwdDogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWApO1xuICB9XG4gIHJldHVybiBjaGVja1N0YXRlKHZhbHVlKTtcbn1cblxuZnVuY3Rpb24gZmFpbCh3aGF0OiBzdHJpbmcpOiBuZXZlciB7XG4gIHRocm93IG5ldyBVcGdyYWRlU3RhdGVFcnJvcihgVGhlIHVwZ3JhZGUgc3RhdGUgaXMgdW51c2FibGU6ICR7d2hhdH1gKTtcbn1cblxudHlwZSBPYmogPSBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcblxuZnVuY3Rpb24gb2JqKHg6IHVua25vd24sIHdoYXQ6IHN0cmluZyk6IE9iaiB7XG4gIGlmICh0eXBlb2YgeCAhPT0gXCJvYmplY3RcIiB8fCB4ID09PSBudWxsIHx8IEFycmF5LmlzQXJyYXkoeCkpIHtcbiAgICBmYWlsKGAke3doYXR9IGlzIG5vdCBhIHJlY29yZGApO1xuICB9XG4gIHJldHVybiB4IGFzIE9iajtcbn1cblxuZnVuY3Rpb24gaW50KHg6IHVua25vd24sIHdoYXQ6IHN0cmluZywgbG8gPSAwLCBoaSA9IDIgKiogNTMpOiBudW1iZXIge1xuICBpZiAoIU51bWJlci5pc0ludGVnZXIoeCkgfHwgKHggYXMgbnVtYmVyKSA8IGxvIHx8ICh4IGFzIG51bWJlcikgPiBoaSkge1xuICAgIGZhaWwoYCR7d2hhdH0gaXMgbm90IGFuIGludGVnZXIgaW4gJHtsb30uLiR7aGl9YCk7XG4gIH1cbiAgcmV0dXJuIHggYXMgbnVtYmVyO1xufVxuXG5mdW5jdGlvbiBzdHIoeDogdW5rbm93biwgd2hhdDogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKHR5cGVvZiB4ICE9PSBcInN0cmluZ1wiKSBmYWlsKGAke3doYXR9IGlzIG5vdCB0ZXh0YCk7XG4gIHJldHVybiB4O1xufVxuXG5mdW5jdGlvbiBib29sKHg6IHVua25vd24sIHdoYXQ6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBpZiAodHlwZW9mIHggIT09IFwiYm9vbGVhblwiKSBmYWlsKGAke3doYXR9IGlzIG5vdCB0cnVlIG9yIGZhbHNlYCk7XG4gIHJldHVybiB4O1xufVxuXG5mdW5jdGlvbiBsaXN0KHg6IHVua25vd24sIHdoYXQ6IHN0cmluZyk6IHVua25vd25bXSB7XG4gIGlmICghQXJyYXkuaXNBcnJheSh4KSkgZmFpbChgJHt3aGF0fSBpcyBub3QgYSBsaXN0YCk7XG4gIHJldHVybiB4O1xufVxuXG5mdW5jdGlvbiBzdHJzKHg6IHVua25vd24sIHdoYXQ6IHN0cmluZyk6IHN0cmluZ1tdIHtcbiAgcmV0dXJuIGxpc3QoeCwgd2hhdCkubWFwKChzKSA9PiBzdHIocywgd2hhdCkpO1xufVxuXG5mdW5jdGlvbiBzdGF0dXMoeDogdW5rbm93biwgd2hhdDogc3RyaW5nKTogRXhpdFN0YXR1cyB8IG51bGwge1xuICBpZiAoeCA9PT0gbnVsbCkgcmV0dXJuIG51bGw7XG4gIGNvbnN0IG8gPSBvYmooeCwgd2hhdCk7XG4gIGlmIChvLmNvZGUgIT09IG51bGwpIGludChvLmNvZGUsIGAke3doYXR9IGNvZGVgLCAwLCAyNTUpO1xuICBpZiAoby5zaWduYWwgIT09IG51bGwpIHN0cihvLnNpZ25hbCwgYCR7d2hhdH0gc2lnbmFsYCk7XG4gIGlmICgoby5jb2RlID09PSBudWxsKSA9PT0gKG8uc2lnbmFsID09PSBudWxsKSkge1xuICAgIGZhaWwoYCR7d2hhdH0gaGFzIGJvdGggb3IgbmVpdGhlciBvZiBhIGNvZGUgYW5kIGEgc2lnbmFsYCk7XG4gIH1cbiAgcmV0dXJuIHggYXMgRXhpdFN0YXR1cztcbn1cblxuLyoqIEFuIGVudmlyb25tZW50J3MgdmFyaWFibGVzOiBuYW1lcywgZWFjaCB3aXRoIHRleHQgb3IgbnVsbC4gKi9cbmZ1bmN0aW9uIGVudkVudHJpZXMoeDogdW5rbm93biwgd2hhdDogc3RyaW5nKTogdm9pZCB7XG4gIGNvbnN0IGVudHJpZXMgPSBsaXN0KHgsIHdoYXQpO1xuICBpZiAoZW50cmllcy5sZW5ndGggPiBNQVhfRU5WX1ZBUlMpIGZhaWwoYCR7d2hhdH0gaGFzIHRvbyBtYW55IHZhcmlhYmxlc2ApO1xuICBmb3IgKGNvbnN0IGUgb2YgZW50cmllcykge1xuICAgIGNvbnN0IHBhaXIgPSBsaXN0KGUsIHdoYXQpO1xuICAgIGlmIChwYWlyLmxlbmd0aCAhPT0gMikgZmFpbChgJHt3aGF0fSBoYXMgYW4gZW50cnkgdGhhdCBpcyBub3QgYSBwYWlyYCk7XG4gICAgc3RyKHBhaXJbMF0sIGAke3doYXR9J3MgbmFtZWApO1xuICAgIGlmIChwYWlyWzFdICE9PSBudWxsKSBzdHIocGFpclsxXSwgYCR7d2hhdH0ncyB2YWx1ZWApO1xuICB9XG59XG5cbmZ1bmN0aW9uIGNoZWNrUGFuZSh4OiB1bmtub3duLCB3aGF0OiBzdHJpbmcpOiB2b2lkIHtcbiAgY29uc3QgcCA9IG9iaih4LCB3aGF0KTtcbiAgaW50KHAuaWQsIGAke3doYXR9IGlkYCk7XG4gIGludChwLnBpZCwgYCR7d2hhdH0gcGlkYCwgMSwgMiAqKiAzMSk7XG4gIGNvbnN0IGRlYWQgPSBib29sKHAuZGVhZCwgYCR7d2hhdH0gZGVhZGApO1xuICBpbnQocC5mZCwgYCR7d2hhdH0gZmRgLCBkZWFkID8gLTEgOiAzLCAyICoqIDMxKTtcbiAgaWYgKGRlYWQgIT09IChwLmZkID09PSAtMSkpIGZhaWwoYCR7d2hhdH0gaGFzIGEgcHR5IGFuZCBpcyBkZWFkLCBvciBuZWl0aGVyYCk7XG4gIHN0cnMocC5jb21tYW5kLCBgJHt3aGF0fSBjb21tYW5kYCk7XG4gIGlmIChwLmFyZ3YwICE9PSB1bmRlZmluZWQgJiYgcC5hcmd2MCAhPT0gbnVsbCkgc3RyKHAuYXJndjAsIGAke3doYXR9IGFyZ3YwYCk7XG4gIGlmIChwLmN3ZCAhPT0gdW5kZWZpbmVkKSBzdHIocC5jd2QsIGAke3doYXR9IGN3ZGApO1xuICBpbnQocC5jb2xzLCBgJHt3aGF0fSBjb2xzYCwgMSwgTUFYX1NJREUpO1xuICBpbnQocC5yb3dzLCBgJHt3aGF0fSByb3dzYCwgMSwgTUFYX1NJREUpO1xuICBzdGF0dXMocC5zdGF0dXMsIGAke3doYXR9IGV4aXQgc3RhdHVzYCk7XG4gIGlmIChkZWFkICYmIHAuc3RhdHVzID09PSBudWxsKSBmYWlsKGAke3doYXR9IGlzIGRlYWQgd2l0aG91dCBhbiBleGl0YCk7XG4gIGJvb2wocC5jdXJzb3JLZXlzLCBgJHt3aGF0fSBjdXJzb3Iga2V5c2ApO1xuICBib29sKHAuYnJhY2tldGVkUGFzdGUsIGAke3doYXR9IGJyYWNrZXRlZCBwYXN0ZWApO1xuICB0cnkge1xuICAgIGNoZWNrRW5naW5lU3RhdGUocC5lbmdpbmUpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBmYWlsKGAke3doYXR9OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCk7XG4gIH1cbn1cblxuLyoqIENoZWNrcyBhIGxheW91dCB0cmVlOyByZXR1cm5zIHRoZSBwYW5lIGlkcyBpdCBob2xkcy4gKi9cbmZ1bmN0aW9uIGNoZWNrTGF5b3V0KHg6IHVua25vd24sIHdoYXQ6IHN0cmluZywgb3V0OiBudW1iZXJbXSA9IFtdKTogbnVtYmVyW10ge1xuICBjb25zdCBjID0gb2JqKHgsIHdoYXQpO1xuICBpbnQoYy53LCBgJHt3aGF0fSB3aWR0aGAsIDEsIE1BWF9TSURFKTtcbiAgaW50KGMuaCwgYCR7d2hhdH0gaGVpZ2h0YCwgMSwgTUFYX1NJREUpO1xuICBpZiAoYy50eXBlID09PSBcInBhbmVcIikge1xuICAgIG91dC5wdXNoKGludChjLnBhbmUsIGAke3doYXR9IHBhbmVgKSk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuICBpZiAoYy50eXBlICE9PSBcImxyXCIgJiYgYy50eXBlICE9PSBcInRiXCIpIGZhaWwoYCR7d2hhdH0gaGFzIG5vIGtub3duIHR5cGVgKTtcbiAgY29uc3QgY2hpbGRyZW4gPSBsaXN0KGMuY2hpbGRyZW4sIGAke3doYXR9IGNoaWxkcmVuYCk7XG4gIGlmIChjaGlsZHJlbi5sZW5ndGggPCAyKSBmYWlsKGAke3doYXR9IHNwbGl0cyBpbnRvIGZld2VyIHRoYW4gdHdvYCk7XG4gIC8vIFNoYXJlcyBhcmUgb3B0aW9uYWwsIHNvIHRoYXQgdGhlIHN0YXRlIHZlcnNpb24gc3RheXM6IGEgZGFlbW9uIGZyb21cbiAgLy8gYmVmb3JlIHNwbGl0cyBrZXB0IHRoZW0gd3JpdGVzIG5vbmUsIGFuZCBgTGF5b3V0LmZyb21UcmVlKClgIGZpbGxzIHRoZW1cbiAgLy8gaW47IGEgZGFlbW9uIGZyb20gYmVmb3JlIGlnbm9yZXMgdGhlbS5cbiAgaWYgKGMuc2hhcmVzICE9PSB1bmRlZmluZWQpIHtcbiAgICBjb25zdCBzaGFyZXMgPSBsaXN0KGMuc2hhcmVzLCBgJHt3aGF0fSBzaGFyZXNgKTtcbiAgICBpZiAoc2hhcmVzLmxlbmd0aCAhPT0gY2hpbGRyZW4ubGVuZ3RoKSB7XG4gICAgICBmYWlsKGAke3doYXR9IGhhcyAke3NoYXJlcy5sZW5ndGh9IHNoYXJlcyBmb3IgJHtjaGlsZHJlbi5sZW5ndGh9IHBhcnRzYCk7XG4gICAgfVxuICAgIGZvciAoY29uc3QgcyBvZiBzaGFyZXMpIGludChzLCBgJHt3aGF0fSBzaGFyZWAsIDEsIE1BWF9TSURFKTtcbiAgfVxuICBmb3IgKGNvbnN0IGNoaWxkIG9mIGNoaWxkcmVuKSBjaGVja0xheW91dChjaGlsZCwgd2hhdCwgb3V0KTtcbiAgcmV0dXJuIG91dDtcbn1cblxuZnVuY3Rpb24gY2hlY2tXaW5kb3coeDogdW5rbm93biwgd2hhdDogc3RyaW5nLCBwYW5lczogU2V0PG51bWJlcj4pOiBudW1iZXJbXSB7XG4gIGNvbnN0IHcgPSBvYmooeCwgd2hhdCk7XG4gIGludCh3LmlkLCBgJHt3aGF0fSBpZGApO1xuICBpbnQody5pbmRleCwgYCR7d2hhdH0gaW5kZXhgKTtcbiAgc3RyKHcubmFtZSwgYCR7d2hhdH0gbmFtZWApO1xuICBjb25zdCBpZHMgPSBjaGVja0xheW91dCh3LmxheW91dCwgYCR7d2hhdH0gbGF5b3V0YCk7XG4gIGZvciAoY29uc3QgaWQgb2YgaWRzKSB7XG4gICAgaWYgKCFwYW5lcy5oYXMoaWQpKSBmYWlsKGAke3doYXR9IGhvbGRzIHBhbmUgJHtpZH0sIHdoaWNoIGlzIG5vdCBzYXZlZGApO1xuICB9XG4gIGlmICghaWRzLmluY2x1ZGVzKHcuYWN0aXZlIGFzIG51bWJlcikpIGZhaWwoYCR7d2hhdH06IGFjdGl2ZSBwYW5lIHVua25vd25gKTtcbiAgaWYgKHcubGFzdCAhPT0gbnVsbCAmJiAhaWRzLmluY2x1ZGVzKHcubGFzdCBhcyBudW1iZXIpKSB7XG4gICAgZmFpbChgJHt3aGF0fTogbGFzdCBwYW5lIHVua25vd25gKTtcbiAgfVxuICBib29sKHcuem9vbWVkLCBgJHt3aGF0fSB6b29tYCk7XG4gIGJvb2wody5hY3Rpdml0eSwgYCR7d2hhdH0gYWN0aXZpdHkgZmxhZ2ApO1xuICBib29sKHcuYmVsbCwgYCR7d2hhdH0gYmVsbCBmbGFnYCk7XG4gIGlmICh3LmF1dG9OYW1lICE9PSB1bmRlZmluZWQpIGJvb2wody5hdXRvTmFtZSwgYCR7d2hhdH0gYXV0b21hdGljIG5hbWVgKTtcbiAgaWYgKHcucHJlc2V0ICE9PSBudWxsICYmICFQUkVTRVRfTEFZT1VUUy5pbmNsdWRlcyh3LnByZXNldCBhcyBQcmVzZXRMYXlvdXQpKSB7XG4gICAgZmFpbChgJHt3aGF0fTogdW5rbm93biBwcmVzZXQgbGF5b3V0YCk7XG4gIH1cbiAgcmV0dXJuIGlkcztcbn1cblxuZnVuY3Rpb24gY2hlY2tTZXNzaW9uKHg6IHVua25vd24sIGk6IG51bWJlcik6IHZvaWQge1xuICBjb25zdCBzID0gb2JqKHgsIGBzZXNzaW9uICR7aX1gKTtcbiAgY29uc3Qgd2hhdCA9IGBzZXNzaW9uICR7c3RyKHMubmFtZSwgYHNlc3Npb24gJHtpfSBuYW1lYCl9YDtcbiAgaWYgKHMuaWQgIT09IHVuZGVmaW5lZCkgaW50KHMuaWQsIGAke3doYXR9IGlkYCk7XG4gIHN0cnMocy5jbWQsIGAke3doYXR9IGNvbW1hbmRgKTtcbiAgaWYgKHMuYXJndjAgIT09IG51bGwpIHN0cihzLmFyZ3YwLCBgJHt3aGF0fSBhcmd2MGApO1xuICBzdHIocy5jd2QsIGAke3doYXR9IGRpcmVjdG9yeWApO1xuICBjb25zdCBlbnYgPSBvYmoocy5lbnYsIGAke3doYXR9IGVudmlyb25tZW50YCk7XG4gIGZvciAoY29uc3QgdiBvZiBPYmplY3QudmFsdWVzKGVudikpIHN0cih2LCBgJHt3aGF0fSBlbnZpcm9ubWVudGApO1xuICBpbnQocy5zY3JvbGxiYWNrLCBgJHt3aGF0fSBzY3JvbGxiYWNrYCk7XG4gIGJvb2wocy5rZWVwLCBgJHt3aGF0fSBrZWVwYCk7XG4gIGludChzLmNyZWF0ZWQsIGAke3doYXR9IGNyZWF0ZWRgKTtcbiAgaW50KHMubGFzdEFjdGl2ZSwgYCR7d2hhdH0gbGFzdCBhY3RpdmVgKTtcbiAgaW50KHMuY29scywgYCR7d2hhdH0gY29sc2AsIDEsIE1BWF9TSURFKTtcbiAgaW50KHMucm93cywgYCR7d2hhdH0gcm93c2AsIDEsIE1BWF9TSURFKTtcbiAgaWYgKHMucmVtYWluT25FeGl0ICE9PSBudWxsKSBib29sKHMucmVtYWluT25FeGl0LCBgJHt3aGF0fSByZW1haW4tb24tZXhpdGApO1xuICBzdGF0dXMocy5leGl0LCBgJHt3aGF0fSBleGl0IHN0YXR1c2ApO1xuICBpbnQocy5uZXh0UGFuZSwgYCR7d2hhdH0gbmV4dCBwYW5lYCk7XG4gIGludChzLm5leHRXaW5kb3csIGAke3doYXR9IG5leHQgd2luZG93YCk7XG4gIGNvbnN0IHBhbmVzID0gbGlzdChzLnBhbmVzLCBgJHt3aGF0fSBwYW5lc2ApO1xuICBpZiAocGFuZXMubGVuZ3RoIDwgMSB8fCBwYW5lcy5sZW5ndGggPiBNQVhfUEFORVMpIHtcbiAgICBmYWlsKGAke3doYXR9IGhhcyAke3BhbmVzLmxlbmd0aH0gcGFuZXNgKTtcbiAgfVxuICBwYW5lcy5mb3JFYWNoKChwLCBqKSA9PiBjaGVja1BhbmUocCwgYCR7d2hhdH0gcGFuZSAke2p9YCkpO1xuICBjb25zdCBpZHMgPSBuZXcgU2V0KHBhbmVzLm1hcCgocCkgPT4gKHAgYXMgT2JqKS5pZCBhcyBudW1iZXIpKTtcbiAgaWYgKGlkcy5zaXplICE9PSBwYW5lcy5sZW5ndGgpIGZhaWwoYCR7d2hhdH0gaGFzIHR3byBwYW5lcyBvZiBvbmUgaWRgKTtcbiAgY29uc3Qgd2luZG93cyA9IGxpc3Qocy53aW5kb3dzLCBgJHt3aGF0fSB3aW5kb3dzYCk7XG4gIGlmICh3aW5kb3dzLmxlbmd0aCA8IDEpIGZhaWwoYCR7d2hhdH0gaGFzIG5vIHdpbmRvd2ApO1xuICBjb25zdCBwbGFjZWQ6IG51bWJlcltdID0gW107XG4gIGNvbnN0IHdpZHMgPSBuZXcgU2V0PG51bWJlcj4oKTtcbiAgd2luZG93cy5mb3JFYWNoKCh3LCBqKSA9PiB7XG4gICAgcGxhY2VkLnB1c2goLi4uY2hlY2tXaW5kb3codywgYCR7d2hhdH0gd2luZG93ICR7an1gLCBpZHMpKTtcbiAgICB3aWRzLmFkZCgodyBhcyBPYmopLmlkIGFzIG51bWJlcik7XG4gIH0pO1xuICBpZiAocGxhY2VkLmxlbmd0aCAhPT0gaWRzLnNpemUgfHwgbmV3IFNldChwbGFjZWQpLnNpemUgIT09IGlkcy5zaXplKSB7XG4gICAgZmFpbChgJHt3aGF0fTogZXZlcnkgcGFuZSBtdXN0IGJlIGluIGV4YWN0bHkgb25lIHdpbmRvd2ApO1xuICB9XG4gIGlmIChzLmVudmlyb25tZW50ICE9PSB1bmRlZmluZWQpIHtcbiAgICBlbnZFbnRyaWVzKHMuZW52aXJvbm1lbnQsIGAke3doYXR9IGVudmlyb25tZW50YCk7XG4gIH1cbiAgaWYgKCF3aWRzLmhhcyhzLndpbmRvdyBhcyBudW1iZXIpKSBmYWlsKGAke3doYXR9OiBzaG93biB3aW5kb3cgdW5rbm93bmApO1xuICBpZiAocy5sYXN0V2luZG93ICE9PSBudWxsICYmICF3aWRzLmhhcyhzLmxhc3RXaW5kb3cgYXMgbnVtYmVyKSkge1xuICAgIGZhaWwoYCR7d2hhdH06IGxhc3Qgd2luZG93IHVua25vd25gKTtcbiAgfVxufVxuXG4vKiogYHhgIGFzIGEgc3RhdGUsIGNoZWNrZWQgdGhyb3VnaCAoc2VlIHRoZSBtb2R1bGUgZG9jKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1N0YXRlKHg6IHVua25vd24pOiBVcGdyYWRlU3RhdGUge1xuICBjb25zdCBvID0gb2JqKHgsIFwidGhlIHN0YXRlXCIpO1xuICBzdHIoby5mcm9tLCBcInRoZSBvbGQgdmVyc2lvblwiKTtcbiAgaW50KG8ucHJvdG9jb2wsIFwidGhlIG9sZCBwcm90b2NvbFwiKTtcbiAgc3RyKG8uc29ja2V0LCBcInRoZSBzb2NrZXRcIik7XG4gIGludChvLndyaXR0ZW4sIFwidGhlIHRpbWUgd3JpdHRlblwiKTtcbiAgZm9yIChjb25zdCBlIG9mIGxpc3Qoby5leGl0ZWQsIFwiZXhpdCBzdGF0dXNlc1wiKSkge1xuICAgIGNvbnN0IHBhaXIgPSBsaXN0KGUsIFwiYW4gZXhpdCBzdGF0dXNcIik7XG4gICAgc3RyKHBhaXJbMF0sIFwiYW4gZXhpdGVkIHNlc3Npb24ncyBuYW1lXCIpO1xuICAgIHN0YXR1cyhwYWlyWzFdLCBcImFuIGV4aXQgc3RhdHVzXCIpO1xuICB9XG4gIGlmIChvLmVuZGluZyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgZm9yIChjb25zdCBlIG9mIGxpc3Qoby5lbmRpbmcsIFwidGhlIHByb2dyYW1zIGJlaW5nIGVuZGVkXCIpKSB7XG4gICAgICBjb25zdCBwYWlyID0gbGlzdChlLCBcImEgcHJvZ3JhbSBiZWluZyBlbmRlZFwiKTtcbiAgICAgIGludChwYWlyWzBdLCBcImEgcHJvZ3JhbSdzIHBpZFwiLCAyKTtcbiAgICAgIGludChwYWlyWzFdLCBcImEgcHJvZ3JhbSdzIFNJR0tJTEwgdGltZVwiKTtcbiAgICB9XG4gIH1cbiAgY29uc3QgYiA9IG9iaihvLmJ1ZmZlcnMsIFwidGhlIHBhc3RlIGJ1ZmZlcnNcIik7XG4gIGludChiLm5leHQsIFwidGhlIG5leHQgYnVmZmVyIG51bWJlclwiKTtcbiAgZm9yIChjb25zdCBidWYgb2YgbGlzdChiLnN0YWNrLCBcInRoZSBwYXN0ZSBidWZmZXJzXCIpKSB7XG4gICAgY29uc3QgcCA9IG9iaihidWYsIFwiYSBwYXN0ZSBidWZmZXJcIik7XG4gICAgc3RyKHAubmFtZSwgXCJhIHBhc3RlIGJ1ZmZlcidzIG5hbWVcIik7XG4gICAgaWYgKCEocC5kYXRhIGluc3RhbmNlb2YgVWludDhBcnJheSkpIGZhaWwoXCJhIHBhc3RlIGJ1ZmZlciBpcyBub3QgYnl0ZXNcIik7XG4gICAgaW50KHAuY3JlYXRlZCwgXCJhIHBhc3RlIGJ1ZmZlcidzIHRpbWVcIik7XG4gIH1cbiAgaWYgKG8uY2hhbm5lbHMgIT09IHVuZGVmaW5lZCkge1xuICAgIGNvbnN0IGMgPSBvYmooby5jaGFubmVscywgXCJ0aGUgd2FpdC1mb3IgY2hhbm5lbHNcIik7XG4gICAgc3RycyhjLmxvY2tlZCwgXCJ0aGUgbG9ja2VkIGNoYW5uZWxzXCIpO1xuICAgIHN0cnMoYy53b2tlbiwgXCJ0aGUgc2lnbmFsbGVkIGNoYW5uZWxzXCIpO1xuICB9XG4gIGlmIChvLmVudmlyb25tZW50ICE9PSB1bmRlZmluZWQpIHtcbiAgICBjb25zdCBlID0gb2JqKG8uZW52aXJvbm1lbnQsIFwidGhlIGdsb2JhbCBlbnZpcm9ubWVudFwiKTtcbiAgICBlbnZFbnRyaWVzKGUudmFycywgXCJ0aGUgZ2xvYmFsIGVudmlyb25tZW50XCIpO1xuICAgIHN0cnMoZS5jaGFuZ2VkLCBcInRoZSBnbG9iYWwgZW52aXJvbm1lbnQncyBjaGFuZ2VzXCIpO1xuICB9XG4gIGZvciAoY29uc3QgciBvZiBsaXN0KG8ucmVzdW1lcywgXCJ0aGUgYXR0YWNobWVudHNcIikpIHtcbiAgICBjb25zdCBlID0gb2JqKHIsIFwiYW4gYXR0YWNobWVudFwiKTtcbiAgICBzdHIoZS50b2tlbiwgXCJhbiBhdHRhY2htZW50J3MgdG9rZW5cIik7XG4gICAgc3RyKGUuc2Vzc2lvbiwgXCJhbiBhdHRhY2htZW50J3Mgc2Vzc2lvblwiKTtcbiAgICBpbnQoZS5pbnB1dFNlcSwgXCJhbiBhdHRhY2htZW50J3MgaW5wdXQgc2VxXCIpO1xuICAgIGludChlLnNlcSwgXCJhbiBhdHRhY2htZW50J3MgZnJhbWUgc2VxXCIpO1xuICB9XG4gIGNvbnN0IHNlc3Npb25zID0gbGlzdChvLnNlc3Npb25zLCBcInRoZSBzZXNzaW9uc1wiKTtcbiAgc2Vzc2lvbnMuZm9yRWFjaChjaGVja1Nlc3Npb24pO1xuICBjb25zdCBuYW1lcyA9IG5ldyBTZXQoc2Vzc2lvbnMubWFwKChzKSA9PiAocyBhcyBPYmopLm5hbWUpKTtcbiAgaWYgKG5hbWVzLnNpemUgIT09IHNlc3Npb25zLmxlbmd0aCkgZmFpbChcInR3byBzZXNzaW9ucyBzaGFyZSBhIG5hbWVcIik7XG4gIHJldHVybiBvIGFzIHVua25vd24gYXMgVXBncmFkZVN0YXRlO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQWdDQyxHQUVELFNBQVMsY0FBYyxFQUFFLGNBQWMsUUFBUSw0QkFBNEI7QUFFM0UsU0FBOEIsWUFBWSxRQUFRLG1CQUFtQjtBQUNyRSxTQUFTLFFBQVEsUUFBUSwyQkFBMkI7QUFFcEQsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBQ3RELFNBQVMsZ0JBQWdCLFFBQTBCLDJCQUEyQjtBQUM5RSxTQUFTLFNBQVMsUUFBUSwrQkFBK0I7QUFHekQsU0FBUyxnQkFBZ0IsUUFBUSxpQ0FBaUM7QUFFbEUsMkRBQTJELEdBQzNELE9BQU8sTUFBTSxnQkFBZ0IsRUFBRTtBQUUvQixNQUFNLFFBQVEsSUFBSSxjQUFjLE1BQU0sQ0FBQztBQUN2QyxNQUFNLGVBQWU7QUF5SHJCLDREQUE0RCxHQUM1RCxPQUFPLE1BQU0sMEJBQTBCO0VBQ3JDLFlBQVksT0FBZSxDQUFFO0lBQzNCLEtBQUssQ0FBQztJQUNOLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBRUEsZ0VBQWdFLEdBQ2hFLFNBQVMsTUFBTSxLQUFpQjtFQUM5QixJQUFJLElBQUk7RUFDUixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxNQUFNLEVBQUUsSUFBSztJQUNyQyxJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksS0FBSyxDQUFDLEVBQUUsRUFBRTtFQUM5QjtFQUNBLE9BQU8sTUFBTTtBQUNmO0FBRUEsa0NBQWtDLEdBQ2xDLE9BQU8sU0FBUyxZQUFZLEtBQW1CO0VBQzdDLE1BQU0sT0FBTyxJQUFJLGlCQUFpQixNQUFNLENBQUM7RUFDekMsTUFBTSxNQUFNLElBQUksV0FBVyxlQUFlLEtBQUssTUFBTTtFQUNyRCxJQUFJLEdBQUcsQ0FBQztFQUNSLE1BQU0sT0FBTyxJQUFJLFNBQVMsSUFBSSxNQUFNO0VBQ3BDLEtBQUssU0FBUyxDQUFDLEdBQUcsZUFBZTtFQUNqQyxLQUFLLFNBQVMsQ0FBQyxJQUFJLEtBQUssTUFBTSxFQUFFO0VBQ2hDLEtBQUssU0FBUyxDQUFDLElBQUksTUFBTSxPQUFPO0VBQ2hDLElBQUksR0FBRyxDQUFDLE1BQU07RUFDZCxPQUFPO0FBQ1Q7QUFFQSxrRUFBa0UsR0FDbEUsT0FBTyxTQUFTLGVBQWUsSUFBWSxFQUFFLEtBQW1CO0VBQzlELE1BQU0sUUFBUSxZQUFZO0VBQzFCLGlCQUFpQixNQUFNO0VBQ3ZCLE9BQU8sTUFBTSxNQUFNO0FBQ3JCO0FBRUEsOERBQThELEdBQzlELE9BQU8sU0FBUyxjQUFjLElBQVk7RUFDeEMsSUFBSTtFQUNKLElBQUk7SUFDRixRQUFRLEtBQUssWUFBWSxDQUFDO0VBQzVCLEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxJQUFJLGtCQUNSLENBQUMsMkJBQTJCLEVBQUUsS0FBSyxFQUFFLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtFQUVuRTtFQUNBLE9BQU8sWUFBWTtBQUNyQjtBQUVBLHlDQUF5QyxHQUN6QyxPQUFPLFNBQVMsWUFBWSxLQUFpQjtFQUMzQyxJQUNFLE1BQU0sTUFBTSxHQUFHLGdCQUNmLENBQUMsTUFBTSxLQUFLLENBQUMsQ0FBQyxHQUFHLElBQU0sS0FBSyxDQUFDLEVBQUUsS0FBSyxJQUNwQztJQUNBLEtBQUs7RUFDUDtFQUNBLE1BQU0sT0FBTyxJQUFJLFNBQVMsTUFBTSxNQUFNLEVBQUUsTUFBTSxVQUFVLEVBQUUsTUFBTSxVQUFVO0VBQzFFLE1BQU0sVUFBVSxLQUFLLFNBQVMsQ0FBQyxHQUFHO0VBQ2xDLElBQUksWUFBWSxlQUFlO0lBQzdCLEtBQUssQ0FBQyxlQUFlLEVBQUUsUUFBUSxtQkFBbUIsRUFBRSxlQUFlO0VBQ3JFO0VBQ0EsTUFBTSxTQUFTLEtBQUssU0FBUyxDQUFDLElBQUk7RUFDbEMsTUFBTSxPQUFPLE1BQU0sUUFBUSxDQUFDO0VBQzVCLElBQUksS0FBSyxNQUFNLEtBQUssUUFBUTtJQUMxQixLQUFLLENBQUMsV0FBVyxFQUFFLEtBQUssTUFBTSxDQUFDLElBQUksRUFBRSxPQUFPLE1BQU0sQ0FBQztFQUNyRDtFQUNBLElBQUksTUFBTSxVQUFVLEtBQUssU0FBUyxDQUFDLElBQUksT0FBTyxLQUFLO0VBQ25ELElBQUk7RUFDSixJQUFJO0lBQ0YsTUFBTSxNQUFNLElBQUksaUJBQWlCLFNBQVMsQ0FBQztJQUMzQyxJQUFJLElBQUksTUFBTSxLQUFLLEdBQUcsS0FBSztJQUMzQixRQUFRLEdBQUcsQ0FBQyxFQUFFO0VBQ2hCLEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxlQUFlLG1CQUFtQixNQUFNO0lBQzVDLEtBQUssQ0FBQyxTQUFTLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtFQUMzQztFQUNBLE9BQU8sV0FBVztBQUNwQjtBQUVBLFNBQVMsS0FBSyxJQUFZO0VBQ3hCLE1BQU0sSUFBSSxrQkFBa0IsQ0FBQywrQkFBK0IsRUFBRSxNQUFNO0FBQ3RFO0FBSUEsU0FBUyxJQUFJLENBQVUsRUFBRSxJQUFZO0VBQ25DLElBQUksT0FBTyxNQUFNLFlBQVksTUFBTSxRQUFRLE1BQU0sT0FBTyxDQUFDLElBQUk7SUFDM0QsS0FBSyxHQUFHLEtBQUssZ0JBQWdCLENBQUM7RUFDaEM7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLElBQUksQ0FBVSxFQUFFLElBQVksRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLEtBQUssRUFBRTtFQUN6RCxJQUFJLENBQUMsT0FBTyxTQUFTLENBQUMsTUFBTSxBQUFDLElBQWUsTUFBTSxBQUFDLElBQWUsSUFBSTtJQUNwRSxLQUFLLEdBQUcsS0FBSyxzQkFBc0IsRUFBRSxHQUFHLEVBQUUsRUFBRSxJQUFJO0VBQ2xEO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxJQUFJLENBQVUsRUFBRSxJQUFZO0VBQ25DLElBQUksT0FBTyxNQUFNLFVBQVUsS0FBSyxHQUFHLEtBQUssWUFBWSxDQUFDO0VBQ3JELE9BQU87QUFDVDtBQUVBLFNBQVMsS0FBSyxDQUFVLEVBQUUsSUFBWTtFQUNwQyxJQUFJLE9BQU8sTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLLHFCQUFxQixDQUFDO0VBQy9ELE9BQU87QUFDVDtBQUVBLFNBQVMsS0FBSyxDQUFVLEVBQUUsSUFBWTtFQUNwQyxJQUFJLENBQUMsTUFBTSxPQUFPLENBQUMsSUFBSSxLQUFLLEdBQUcsS0FBSyxjQUFjLENBQUM7RUFDbkQsT0FBTztBQUNUO0FBRUEsU0FBUyxLQUFLLENBQVUsRUFBRSxJQUFZO0VBQ3BDLE9BQU8sS0FBSyxHQUFHLE1BQU0sR0FBRyxDQUFDLENBQUMsSUFBTSxJQUFJLEdBQUc7QUFDekM7QUFFQSxTQUFTLE9BQU8sQ0FBVSxFQUFFLElBQVk7RUFDdEMsSUFBSSxNQUFNLE1BQU0sT0FBTztFQUN2QixNQUFNLElBQUksSUFBSSxHQUFHO0VBQ2pCLElBQUksRUFBRSxJQUFJLEtBQUssTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUMsRUFBRSxHQUFHO0VBQ3BELElBQUksRUFBRSxNQUFNLEtBQUssTUFBTSxJQUFJLEVBQUUsTUFBTSxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUM7RUFDckQsSUFBSSxBQUFDLEVBQUUsSUFBSSxLQUFLLFNBQVUsQ0FBQyxFQUFFLE1BQU0sS0FBSyxJQUFJLEdBQUc7SUFDN0MsS0FBSyxHQUFHLEtBQUssMkNBQTJDLENBQUM7RUFDM0Q7RUFDQSxPQUFPO0FBQ1Q7QUFFQSwrREFBK0QsR0FDL0QsU0FBUyxXQUFXLENBQVUsRUFBRSxJQUFZO0VBQzFDLE1BQU0sVUFBVSxLQUFLLEdBQUc7RUFDeEIsSUFBSSxRQUFRLE1BQU0sR0FBRyxjQUFjLEtBQUssR0FBRyxLQUFLLHVCQUF1QixDQUFDO0VBQ3hFLEtBQUssTUFBTSxLQUFLLFFBQVM7SUFDdkIsTUFBTSxPQUFPLEtBQUssR0FBRztJQUNyQixJQUFJLEtBQUssTUFBTSxLQUFLLEdBQUcsS0FBSyxHQUFHLEtBQUssZ0NBQWdDLENBQUM7SUFDckUsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUM7SUFDN0IsSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFLEdBQUcsS0FBSyxRQUFRLENBQUM7RUFDdEQ7QUFDRjtBQUVBLFNBQVMsVUFBVSxDQUFVLEVBQUUsSUFBWTtFQUN6QyxNQUFNLElBQUksSUFBSSxHQUFHO0VBQ2pCLElBQUksRUFBRSxFQUFFLEVBQUUsR0FBRyxLQUFLLEdBQUcsQ0FBQztFQUN0QixJQUFJLEVBQUUsR0FBRyxFQUFFLEdBQUcsS0FBSyxJQUFJLENBQUMsRUFBRSxHQUFHLEtBQUs7RUFDbEMsTUFBTSxPQUFPLEtBQUssRUFBRSxJQUFJLEVBQUUsR0FBRyxLQUFLLEtBQUssQ0FBQztFQUN4QyxJQUFJLEVBQUUsRUFBRSxFQUFFLEdBQUcsS0FBSyxHQUFHLENBQUMsRUFBRSxPQUFPLENBQUMsSUFBSSxHQUFHLEtBQUs7RUFDNUMsSUFBSSxTQUFTLENBQUMsRUFBRSxFQUFFLEtBQUssQ0FBQyxDQUFDLEdBQUcsS0FBSyxHQUFHLEtBQUssa0NBQWtDLENBQUM7RUFDNUUsS0FBSyxFQUFFLE9BQU8sRUFBRSxHQUFHLEtBQUssUUFBUSxDQUFDO0VBQ2pDLElBQUksRUFBRSxLQUFLLEtBQUssYUFBYSxFQUFFLEtBQUssS0FBSyxNQUFNLElBQUksRUFBRSxLQUFLLEVBQUUsR0FBRyxLQUFLLE1BQU0sQ0FBQztFQUMzRSxJQUFJLEVBQUUsR0FBRyxLQUFLLFdBQVcsSUFBSSxFQUFFLEdBQUcsRUFBRSxHQUFHLEtBQUssSUFBSSxDQUFDO0VBQ2pELElBQUksRUFBRSxJQUFJLEVBQUUsR0FBRyxLQUFLLEtBQUssQ0FBQyxFQUFFLEdBQUc7RUFDL0IsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssS0FBSyxDQUFDLEVBQUUsR0FBRztFQUMvQixPQUFPLEVBQUUsTUFBTSxFQUFFLEdBQUcsS0FBSyxZQUFZLENBQUM7RUFDdEMsSUFBSSxRQUFRLEVBQUUsTUFBTSxLQUFLLE1BQU0sS0FBSyxHQUFHLEtBQUssd0JBQXdCLENBQUM7RUFDckUsS0FBSyxFQUFFLFVBQVUsRUFBRSxHQUFHLEtBQUssWUFBWSxDQUFDO0VBQ3hDLEtBQUssRUFBRSxjQUFjLEVBQUUsR0FBRyxLQUFLLGdCQUFnQixDQUFDO0VBQ2hELElBQUk7SUFDRixpQkFBaUIsRUFBRSxNQUFNO0VBQzNCLEVBQUUsT0FBTyxLQUFLO0lBQ1osS0FBSyxHQUFHLEtBQUssRUFBRSxFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7RUFDM0M7QUFDRjtBQUVBLHlEQUF5RCxHQUN6RCxTQUFTLFlBQVksQ0FBVSxFQUFFLElBQVksRUFBRSxNQUFnQixFQUFFO0VBQy9ELE1BQU0sSUFBSSxJQUFJLEdBQUc7RUFDakIsSUFBSSxFQUFFLENBQUMsRUFBRSxHQUFHLEtBQUssTUFBTSxDQUFDLEVBQUUsR0FBRztFQUM3QixJQUFJLEVBQUUsQ0FBQyxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUMsRUFBRSxHQUFHO0VBQzlCLElBQUksRUFBRSxJQUFJLEtBQUssUUFBUTtJQUNyQixJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUM7SUFDbkMsT0FBTztFQUNUO0VBQ0EsSUFBSSxFQUFFLElBQUksS0FBSyxRQUFRLEVBQUUsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHLEtBQUssa0JBQWtCLENBQUM7RUFDeEUsTUFBTSxXQUFXLEtBQUssRUFBRSxRQUFRLEVBQUUsR0FBRyxLQUFLLFNBQVMsQ0FBQztFQUNwRCxJQUFJLFNBQVMsTUFBTSxHQUFHLEdBQUcsS0FBSyxHQUFHLEtBQUssMkJBQTJCLENBQUM7RUFDbEUsc0VBQXNFO0VBQ3RFLDBFQUEwRTtFQUMxRSx5Q0FBeUM7RUFDekMsSUFBSSxFQUFFLE1BQU0sS0FBSyxXQUFXO0lBQzFCLE1BQU0sU0FBUyxLQUFLLEVBQUUsTUFBTSxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUM7SUFDOUMsSUFBSSxPQUFPLE1BQU0sS0FBSyxTQUFTLE1BQU0sRUFBRTtNQUNyQyxLQUFLLEdBQUcsS0FBSyxLQUFLLEVBQUUsT0FBTyxNQUFNLENBQUMsWUFBWSxFQUFFLFNBQVMsTUFBTSxDQUFDLE1BQU0sQ0FBQztJQUN6RTtJQUNBLEtBQUssTUFBTSxLQUFLLE9BQVEsSUFBSSxHQUFHLEdBQUcsS0FBSyxNQUFNLENBQUMsRUFBRSxHQUFHO0VBQ3JEO0VBQ0EsS0FBSyxNQUFNLFNBQVMsU0FBVSxZQUFZLE9BQU8sTUFBTTtFQUN2RCxPQUFPO0FBQ1Q7QUFFQSxTQUFTLFlBQVksQ0FBVSxFQUFFLElBQVksRUFBRSxLQUFrQjtFQUMvRCxNQUFNLElBQUksSUFBSSxHQUFHO0VBQ2pCLElBQUksRUFBRSxFQUFFLEVBQUUsR0FBRyxLQUFLLEdBQUcsQ0FBQztFQUN0QixJQUFJLEVBQUUsS0FBSyxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUM7RUFDNUIsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssS0FBSyxDQUFDO0VBQzFCLE1BQU0sTUFBTSxZQUFZLEVBQUUsTUFBTSxFQUFFLEdBQUcsS0FBSyxPQUFPLENBQUM7RUFDbEQsS0FBSyxNQUFNLE1BQU0sSUFBSztJQUNwQixJQUFJLENBQUMsTUFBTSxHQUFHLENBQUMsS0FBSyxLQUFLLEdBQUcsS0FBSyxZQUFZLEVBQUUsR0FBRyxvQkFBb0IsQ0FBQztFQUN6RTtFQUNBLElBQUksQ0FBQyxJQUFJLFFBQVEsQ0FBQyxFQUFFLE1BQU0sR0FBYSxLQUFLLEdBQUcsS0FBSyxxQkFBcUIsQ0FBQztFQUMxRSxJQUFJLEVBQUUsSUFBSSxLQUFLLFFBQVEsQ0FBQyxJQUFJLFFBQVEsQ0FBQyxFQUFFLElBQUksR0FBYTtJQUN0RCxLQUFLLEdBQUcsS0FBSyxtQkFBbUIsQ0FBQztFQUNuQztFQUNBLEtBQUssRUFBRSxNQUFNLEVBQUUsR0FBRyxLQUFLLEtBQUssQ0FBQztFQUM3QixLQUFLLEVBQUUsUUFBUSxFQUFFLEdBQUcsS0FBSyxjQUFjLENBQUM7RUFDeEMsS0FBSyxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssVUFBVSxDQUFDO0VBQ2hDLElBQUksRUFBRSxRQUFRLEtBQUssV0FBVyxLQUFLLEVBQUUsUUFBUSxFQUFFLEdBQUcsS0FBSyxlQUFlLENBQUM7RUFDdkUsSUFBSSxFQUFFLE1BQU0sS0FBSyxRQUFRLENBQUMsZUFBZSxRQUFRLENBQUMsRUFBRSxNQUFNLEdBQW1CO0lBQzNFLEtBQUssR0FBRyxLQUFLLHVCQUF1QixDQUFDO0VBQ3ZDO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxhQUFhLENBQVUsRUFBRSxDQUFTO0VBQ3pDLE1BQU0sSUFBSSxJQUFJLEdBQUcsQ0FBQyxRQUFRLEVBQUUsR0FBRztFQUMvQixNQUFNLE9BQU8sQ0FBQyxRQUFRLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxDQUFDLFFBQVEsRUFBRSxFQUFFLEtBQUssQ0FBQyxHQUFHO0VBQzFELElBQUksRUFBRSxFQUFFLEtBQUssV0FBVyxJQUFJLEVBQUUsRUFBRSxFQUFFLEdBQUcsS0FBSyxHQUFHLENBQUM7RUFDOUMsS0FBSyxFQUFFLEdBQUcsRUFBRSxHQUFHLEtBQUssUUFBUSxDQUFDO0VBQzdCLElBQUksRUFBRSxLQUFLLEtBQUssTUFBTSxJQUFJLEVBQUUsS0FBSyxFQUFFLEdBQUcsS0FBSyxNQUFNLENBQUM7RUFDbEQsSUFBSSxFQUFFLEdBQUcsRUFBRSxHQUFHLEtBQUssVUFBVSxDQUFDO0VBQzlCLE1BQU0sTUFBTSxJQUFJLEVBQUUsR0FBRyxFQUFFLEdBQUcsS0FBSyxZQUFZLENBQUM7RUFDNUMsS0FBSyxNQUFNLEtBQUssT0FBTyxNQUFNLENBQUMsS0FBTSxJQUFJLEdBQUcsR0FBRyxLQUFLLFlBQVksQ0FBQztFQUNoRSxJQUFJLEVBQUUsVUFBVSxFQUFFLEdBQUcsS0FBSyxXQUFXLENBQUM7RUFDdEMsS0FBSyxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssS0FBSyxDQUFDO0VBQzNCLElBQUksRUFBRSxPQUFPLEVBQUUsR0FBRyxLQUFLLFFBQVEsQ0FBQztFQUNoQyxJQUFJLEVBQUUsVUFBVSxFQUFFLEdBQUcsS0FBSyxZQUFZLENBQUM7RUFDdkMsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssS0FBSyxDQUFDLEVBQUUsR0FBRztFQUMvQixJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUMsRUFBRSxHQUFHO0VBQy9CLElBQUksRUFBRSxZQUFZLEtBQUssTUFBTSxLQUFLLEVBQUUsWUFBWSxFQUFFLEdBQUcsS0FBSyxlQUFlLENBQUM7RUFDMUUsT0FBTyxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssWUFBWSxDQUFDO0VBQ3BDLElBQUksRUFBRSxRQUFRLEVBQUUsR0FBRyxLQUFLLFVBQVUsQ0FBQztFQUNuQyxJQUFJLEVBQUUsVUFBVSxFQUFFLEdBQUcsS0FBSyxZQUFZLENBQUM7RUFDdkMsTUFBTSxRQUFRLEtBQUssRUFBRSxLQUFLLEVBQUUsR0FBRyxLQUFLLE1BQU0sQ0FBQztFQUMzQyxJQUFJLE1BQU0sTUFBTSxHQUFHLEtBQUssTUFBTSxNQUFNLEdBQUcsV0FBVztJQUNoRCxLQUFLLEdBQUcsS0FBSyxLQUFLLEVBQUUsTUFBTSxNQUFNLENBQUMsTUFBTSxDQUFDO0VBQzFDO0VBQ0EsTUFBTSxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQU0sVUFBVSxHQUFHLEdBQUcsS0FBSyxNQUFNLEVBQUUsR0FBRztFQUN4RCxNQUFNLE1BQU0sSUFBSSxJQUFJLE1BQU0sR0FBRyxDQUFDLENBQUMsSUFBTSxBQUFDLEVBQVUsRUFBRTtFQUNsRCxJQUFJLElBQUksSUFBSSxLQUFLLE1BQU0sTUFBTSxFQUFFLEtBQUssR0FBRyxLQUFLLHdCQUF3QixDQUFDO0VBQ3JFLE1BQU0sVUFBVSxLQUFLLEVBQUUsT0FBTyxFQUFFLEdBQUcsS0FBSyxRQUFRLENBQUM7RUFDakQsSUFBSSxRQUFRLE1BQU0sR0FBRyxHQUFHLEtBQUssR0FBRyxLQUFLLGNBQWMsQ0FBQztFQUNwRCxNQUFNLFNBQW1CLEVBQUU7RUFDM0IsTUFBTSxPQUFPLElBQUk7RUFDakIsUUFBUSxPQUFPLENBQUMsQ0FBQyxHQUFHO0lBQ2xCLE9BQU8sSUFBSSxJQUFJLFlBQVksR0FBRyxHQUFHLEtBQUssUUFBUSxFQUFFLEdBQUcsRUFBRTtJQUNyRCxLQUFLLEdBQUcsQ0FBQyxBQUFDLEVBQVUsRUFBRTtFQUN4QjtFQUNBLElBQUksT0FBTyxNQUFNLEtBQUssSUFBSSxJQUFJLElBQUksSUFBSSxJQUFJLFFBQVEsSUFBSSxLQUFLLElBQUksSUFBSSxFQUFFO0lBQ25FLEtBQUssR0FBRyxLQUFLLDBDQUEwQyxDQUFDO0VBQzFEO0VBQ0EsSUFBSSxFQUFFLFdBQVcsS0FBSyxXQUFXO0lBQy9CLFdBQVcsRUFBRSxXQUFXLEVBQUUsR0FBRyxLQUFLLFlBQVksQ0FBQztFQUNqRDtFQUNBLElBQUksQ0FBQyxLQUFLLEdBQUcsQ0FBQyxFQUFFLE1BQU0sR0FBYSxLQUFLLEdBQUcsS0FBSyxzQkFBc0IsQ0FBQztFQUN2RSxJQUFJLEVBQUUsVUFBVSxLQUFLLFFBQVEsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxFQUFFLFVBQVUsR0FBYTtJQUM5RCxLQUFLLEdBQUcsS0FBSyxxQkFBcUIsQ0FBQztFQUNyQztBQUNGO0FBRUEsMERBQTBELEdBQzFELE9BQU8sU0FBUyxXQUFXLENBQVU7RUFDbkMsTUFBTSxJQUFJLElBQUksR0FBRztFQUNqQixJQUFJLEVBQUUsSUFBSSxFQUFFO0VBQ1osSUFBSSxFQUFFLFFBQVEsRUFBRTtFQUNoQixJQUFJLEVBQUUsTUFBTSxFQUFFO0VBQ2QsSUFBSSxFQUFFLE9BQU8sRUFBRTtFQUNmLEtBQUssTUFBTSxLQUFLLEtBQUssRUFBRSxNQUFNLEVBQUUsaUJBQWtCO0lBQy9DLE1BQU0sT0FBTyxLQUFLLEdBQUc7SUFDckIsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFO0lBQ2IsT0FBTyxJQUFJLENBQUMsRUFBRSxFQUFFO0VBQ2xCO0VBQ0EsSUFBSSxFQUFFLE1BQU0sS0FBSyxXQUFXO0lBQzFCLEtBQUssTUFBTSxLQUFLLEtBQUssRUFBRSxNQUFNLEVBQUUsNEJBQTZCO01BQzFELE1BQU0sT0FBTyxLQUFLLEdBQUc7TUFDckIsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFLG1CQUFtQjtNQUNoQyxJQUFJLElBQUksQ0FBQyxFQUFFLEVBQUU7SUFDZjtFQUNGO0VBQ0EsTUFBTSxJQUFJLElBQUksRUFBRSxPQUFPLEVBQUU7RUFDekIsSUFBSSxFQUFFLElBQUksRUFBRTtFQUNaLEtBQUssTUFBTSxPQUFPLEtBQUssRUFBRSxLQUFLLEVBQUUscUJBQXNCO0lBQ3BELE1BQU0sSUFBSSxJQUFJLEtBQUs7SUFDbkIsSUFBSSxFQUFFLElBQUksRUFBRTtJQUNaLElBQUksQ0FBQyxDQUFDLEVBQUUsSUFBSSxZQUFZLFVBQVUsR0FBRyxLQUFLO0lBQzFDLElBQUksRUFBRSxPQUFPLEVBQUU7RUFDakI7RUFDQSxJQUFJLEVBQUUsUUFBUSxLQUFLLFdBQVc7SUFDNUIsTUFBTSxJQUFJLElBQUksRUFBRSxRQUFRLEVBQUU7SUFDMUIsS0FBSyxFQUFFLE1BQU0sRUFBRTtJQUNmLEtBQUssRUFBRSxLQUFLLEVBQUU7RUFDaEI7RUFDQSxJQUFJLEVBQUUsV0FBVyxLQUFLLFdBQVc7SUFDL0IsTUFBTSxJQUFJLElBQUksRUFBRSxXQUFXLEVBQUU7SUFDN0IsV0FBVyxFQUFFLElBQUksRUFBRTtJQUNuQixLQUFLLEVBQUUsT0FBTyxFQUFFO0VBQ2xCO0VBQ0EsS0FBSyxNQUFNLEtBQUssS0FBSyxFQUFFLE9BQU8sRUFBRSxtQkFBb0I7SUFDbEQsTUFBTSxJQUFJLElBQUksR0FBRztJQUNqQixJQUFJLEVBQUUsS0FBSyxFQUFFO0lBQ2IsSUFBSSxFQUFFLE9BQU8sRUFBRTtJQUNmLElBQUksRUFBRSxRQUFRLEVBQUU7SUFDaEIsSUFBSSxFQUFFLEdBQUcsRUFBRTtFQUNiO0VBQ0EsTUFBTSxXQUFXLEtBQUssRUFBRSxRQUFRLEVBQUU7RUFDbEMsU0FBUyxPQUFPLENBQUM7RUFDakIsTUFBTSxRQUFRLElBQUksSUFBSSxTQUFTLEdBQUcsQ0FBQyxDQUFDLElBQU0sQUFBQyxFQUFVLElBQUk7RUFDekQsSUFBSSxNQUFNLElBQUksS0FBSyxTQUFTLE1BQU0sRUFBRSxLQUFLO0VBQ3pDLE9BQU87QUFDVCJ9
// denoCacheMetadata=8009675475370535689,6540941566796002031