/**
 * The attach client's key tables, as tmux has them: `prefix` (the key after
 * the prefix key), `root` (any key, no prefix first) and `copy` (scroll
 * mode). The built-in bindings are data, below, one line each; the config
 * file's `bind` and `unbind` change them (`protocol/options.ts`).
 *
 * A binding is a berth command line. A few run inside the attach client
 * (`detach-client`, `suspend-client`, `copy-mode`, `send-prefix`, and the
 * ones of `chooser_commands.ts`: `switch-client`, `choose-tree`,
 * `choose-client`, `display-panes`); the others run as berth commands in
 * the current context (`command_runner.ts`). The copy table's commands
 * are scroll mode's, by tmux's copy-mode names.
 *
 * Keys are matched by the bytes a terminal sends for them (`client/keys.ts`
 * encodes a key name; cursor keys in both cursor-key modes), so any key
 * with a code works: `C-a`, `M-a`, `F12`, `` ` ``, `Up`.
 *
 * @module
 */ import { KEY_TABLES } from "../../protocol/options.ts";
import { encodeKey, KeyNameError } from "../keys.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
import { PREFIX_KEYS, REPEAT_KEYS } from "./prefix_keys.ts";
import { COPY_ACTIONS, copyBindings } from "./copy_keys.ts";
import { COMMAND_FILES } from "../commands/index.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { CHOOSER_COMMANDS, PROMPT_COMMANDS, SESSION_COMMANDS } from "./own_commands.ts";
/** The built-in bindings, by table: key name to command line. */ export const DEFAULT_BINDINGS = {
  prefix: {
    "d": "detach-client",
    "C-z": "suspend-client",
    "[": "copy-mode",
    "PageUp": "copy-mode -u",
    ...PREFIX_KEYS,
    "]": "paste-buffer"
  },
  root: {},
  copy: copyBindings("vi")
};
/** The commands of the copy table (tmux's copy-mode names). */ export const COPY_COMMANDS = Object.keys(COPY_ACTIONS);
/**
 * The commands a binding may run that the attach client runs itself and
 * the CLI has not (`own_commands.ts`); every other one is a CLI command
 * (`COMMAND_FILES`).
 */ const CLIENT_ONLY_COMMANDS = [
  ...SESSION_COMMANDS,
  ...PROMPT_COMMANDS,
  ...CHOOSER_COMMANDS
];
// Why the command line `cmd` of a prefix or root binding cannot run, as
// tmux refuses it when the binding is made; undefined when it can.
function commandProblem(cmd) {
  let name;
  try {
    name = splitCommandLine(cmd)[0];
  } catch (err) {
    return err.message;
  }
  if (name === undefined) return "no command given";
  if (CLIENT_ONLY_COMMANDS.includes(name)) return undefined;
  if (COMMAND_FILES.some(([names])=>names.includes(name))) return undefined;
  return `Unknown command "${name}" (berth --help lists the commands)`;
}
/** The key tables in force: key bytes to command, by table. */ export class KeyTable {
  /** What the prefix key sends (send-prefix sends it). */ prefix;
  /** The prefix key's name, for messages. */ prefixName;
  #tables;
  /** Every first byte of a prefix or root key: the others pass at once. */ firstBytes;
  /**
   * `mode-keys`: the copy table's defaults, and how a copy mode selection
   * ends (emacs leaves the cursor's cell out, as tmux's).
   */ modeKeys;
  constructor(prefixName, prefix, tables, modeKeys = "vi"){
    this.modeKeys = modeKeys;
    this.prefixName = prefixName;
    this.prefix = bytesOf(prefix[0]);
    this.#prefixKeys = new Set(prefix);
    this.#tables = tables;
    this.firstBytes = new Set([
      ...prefix,
      ...tables.root().keys()
    ].map((k)=>k.charCodeAt(0)));
  }
  #prefixKeys;
  /** Whether `key` (one key's bytes) is the prefix key. */ isPrefix(key) {
    return this.#prefixKeys.has(latin1(key));
  }
  /**
   * The command bound to `key` in `table`; in the prefix table the prefix
   * key itself sends the prefix unless it is bound otherwise.
   */ lookup(table, key) {
    const k = latin1(key);
    const cmd = this.#tables[table]().get(k)?.command;
    if (cmd !== undefined) return cmd;
    if (table === "prefix" && this.#prefixKeys.has(k)) return "send-prefix";
    return undefined;
  }
  /** Whether `key`'s prefix binding repeats (tmux's `bind -r`). */ repeats(key) {
    return this.#tables.prefix().get(latin1(key))?.repeat ?? false;
  }
  /** Every binding of `table`, by key name (for `show-options`). */ bindings(table) {
    return this.#bindings(table).map((b)=>[
        b.key,
        b.command
      ]);
  }
  /** The keys of `table` whose bindings repeat, by name (for `list-keys`). */ repeating(table) {
    return new Set(this.#bindings(table).filter((b)=>b.repeat).map((b)=>b.key));
  }
  #bindings(table) {
    const seen = new Map();
    for (const b of this.#tables[table]().values())seen.set(b.key, b);
    return [
      ...seen.values()
    ];
  }
}
/** Whether the root table binds anything (else keys need no lookup). */ export function hasRootBindings(t) {
  return t.bindings("root").length > 0;
}
/**
 * The key tables for `options` (the defaults when absent): built-in
 * bindings less `unbind`, plus `bind`. A key name, a command or a copy
 * command that does not exist is one warning each and is left out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildKeyTable } from "./key_table.ts";
 * const { table } = buildKeyTable({ prefix: "C-a" });
 * assert.equal(table.lookup("prefix", new TextEncoder().encode("d")), "detach-client");
 * assert.equal(table.lookup("prefix", Uint8Array.of(1)), "send-prefix");
 * ```
 */ export function buildKeyTable(options = {}) {
  const warnings = [];
  let prefixName = options.prefix ?? "C-b";
  let prefix = encodings(prefixName);
  if (prefix instanceof Error) {
    warnings.push(`prefix: ${prefix.message}; C-b stays the prefix`);
    prefixName = "C-b";
    prefix = encodings(prefixName);
  }
  const tables = {};
  for (const name of KEY_TABLES){
    const table = lazily(()=>buildTable(name, options, warnings));
    // A table nothing configures holds only built-in bindings, which give
    // no warnings: it is built when first looked up, not before the first
    // frame (the copy table's 44 keys cost about 1 ms cold). A configured
    // one is built now, so that its warnings show at attach.
    if (configures(options, name)) table();
    tables[name] = table;
  }
  const modeKeys = options["mode-keys"] === "emacs" ? "emacs" : "vi";
  return {
    table: new KeyTable(prefixName, prefix, tables, modeKeys),
    warnings
  };
}
// Whether `options` binds or unbinds any key of table `name`.
function configures(options, name) {
  return Object.keys(options.bind?.[name] ?? {}).length > 0 || (options.unbind?.[name] ?? []).length > 0;
}
// Table `name`: its built-in bindings less `unbind`, plus `bind`; a key
// name, a command or a copy command that does not exist is one warning
// and left out.
function buildTable(name, options, warnings) {
  const m = new Map();
  const add = (key, cmd, where, repeat = false)=>{
    const keys = encodings(key);
    if (keys instanceof Error) {
      warnings.push(`${where}: ${keys.message}`);
      return;
    }
    if (name === "copy" && !COPY_COMMANDS.includes(cmd)) {
      warnings.push(`${where}: scroll mode has no command "${cmd}"; it has ${COPY_COMMANDS.join(", ")}`);
      return;
    }
    const problem = name === "copy" ? undefined : commandProblem(cmd);
    if (problem !== undefined) {
      warnings.push(`${where}: ${problem}`);
      return;
    }
    const b = repeat ? {
      key,
      command: cmd,
      repeat
    } : {
      key,
      command: cmd
    };
    for (const k of keys)m.set(k, b);
  };
  const defaults = name === "copy" && options["mode-keys"] === "emacs" ? copyBindings("emacs") : DEFAULT_BINDINGS[name];
  for (const [key, cmd] of Object.entries(defaults)){
    const repeat = name === "prefix" && REPEAT_KEYS.has(key);
    add(key, cmd, `built-in ${name} ${key}`, repeat);
  }
  for (const key of options.unbind?.[name] ?? []){
    const keys = encodings(key);
    if (keys instanceof Error) {
      warnings.push(`unbind.${name}: ${keys.message}`);
    } else for (const k of keys)m.delete(k);
  }
  for (const [key, cmd] of Object.entries(options.bind?.[name] ?? {})){
    add(key, cmd.trim(), `bind.${name} ${JSON.stringify(key)}`);
  }
  return m;
}
// `make`'s value, made on the first call.
function lazily(make) {
  let value;
  return ()=>value ??= make();
}
/** The key tables with nothing configured. */ export function defaultKeyTable() {
  return buildKeyTable().table;
}
// What a key name sends, as latin1 strings of bytes (both cursor-key
// modes), or the reason it has no code.
function encodings(name) {
  try {
    const normal = latin1(bytesOf(encodeKey(name, false)));
    const app = latin1(bytesOf(encodeKey(name, true)));
    return normal === app ? [
      normal
    ] : [
      normal,
      app
    ];
  } catch (err) {
    if (err instanceof KeyNameError) return err;
    throw err;
  }
}
const encoder = new TextEncoder();
function bytesOf(s) {
  return encoder.encode(s);
}
/** A key's bytes as a string of char codes 0-255, for map lookups. */ export function latin1(bytes) {
  return String.fromCharCode(...bytes);
}
/** The name of the key that sent `bytes` (`x`, `C-x`, `Up`, `M-a` ...). */ export function keyName(bytes) {
  const keys = new ScrollKeyDecoder().feed(bytes);
  const name = keys.length === 1 ? keys[0].name : "Unknown";
  if (name !== "Unknown") return name === " " ? "Space" : name;
  return [
    ...bytes
  ].map((b)=>b === 0x1b ? "Esc " : b < 0x20 ? `^${String.fromCharCode(b + 0x40)}` : String.fromCharCode(b)).join("");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gva2V5X3RhYmxlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGF0dGFjaCBjbGllbnQncyBrZXkgdGFibGVzLCBhcyB0bXV4IGhhcyB0aGVtOiBgcHJlZml4YCAodGhlIGtleSBhZnRlclxuICogdGhlIHByZWZpeCBrZXkpLCBgcm9vdGAgKGFueSBrZXksIG5vIHByZWZpeCBmaXJzdCkgYW5kIGBjb3B5YCAoc2Nyb2xsXG4gKiBtb2RlKS4gVGhlIGJ1aWx0LWluIGJpbmRpbmdzIGFyZSBkYXRhLCBiZWxvdywgb25lIGxpbmUgZWFjaDsgdGhlIGNvbmZpZ1xuICogZmlsZSdzIGBiaW5kYCBhbmQgYHVuYmluZGAgY2hhbmdlIHRoZW0gKGBwcm90b2NvbC9vcHRpb25zLnRzYCkuXG4gKlxuICogQSBiaW5kaW5nIGlzIGEgYmVydGggY29tbWFuZCBsaW5lLiBBIGZldyBydW4gaW5zaWRlIHRoZSBhdHRhY2ggY2xpZW50XG4gKiAoYGRldGFjaC1jbGllbnRgLCBgc3VzcGVuZC1jbGllbnRgLCBgY29weS1tb2RlYCwgYHNlbmQtcHJlZml4YCwgYW5kIHRoZVxuICogb25lcyBvZiBgY2hvb3Nlcl9jb21tYW5kcy50c2A6IGBzd2l0Y2gtY2xpZW50YCwgYGNob29zZS10cmVlYCxcbiAqIGBjaG9vc2UtY2xpZW50YCwgYGRpc3BsYXktcGFuZXNgKTsgdGhlIG90aGVycyBydW4gYXMgYmVydGggY29tbWFuZHMgaW5cbiAqIHRoZSBjdXJyZW50IGNvbnRleHQgKGBjb21tYW5kX3J1bm5lci50c2ApLiBUaGUgY29weSB0YWJsZSdzIGNvbW1hbmRzXG4gKiBhcmUgc2Nyb2xsIG1vZGUncywgYnkgdG11eCdzIGNvcHktbW9kZSBuYW1lcy5cbiAqXG4gKiBLZXlzIGFyZSBtYXRjaGVkIGJ5IHRoZSBieXRlcyBhIHRlcm1pbmFsIHNlbmRzIGZvciB0aGVtIChgY2xpZW50L2tleXMudHNgXG4gKiBlbmNvZGVzIGEga2V5IG5hbWU7IGN1cnNvciBrZXlzIGluIGJvdGggY3Vyc29yLWtleSBtb2RlcyksIHNvIGFueSBrZXlcbiAqIHdpdGggYSBjb2RlIHdvcmtzOiBgQy1hYCwgYE0tYWAsIGBGMTJgLCBgYCBgIGBgLCBgVXBgLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBLRVlfVEFCTEVTLFxuICB0eXBlIEtleVRhYmxlTmFtZSxcbiAgdHlwZSBPcHRpb25zLFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvb3B0aW9ucy50c1wiO1xuaW1wb3J0IHsgZW5jb2RlS2V5LCBLZXlOYW1lRXJyb3IgfSBmcm9tIFwiLi4va2V5cy50c1wiO1xuaW1wb3J0IHsgU2Nyb2xsS2V5RGVjb2RlciB9IGZyb20gXCIuL3Njcm9sbF9rZXlzLnRzXCI7XG5pbXBvcnQgeyBQUkVGSVhfS0VZUywgUkVQRUFUX0tFWVMgfSBmcm9tIFwiLi9wcmVmaXhfa2V5cy50c1wiO1xuaW1wb3J0IHsgQ09QWV9BQ1RJT05TLCBjb3B5QmluZGluZ3MsIHR5cGUgTW9kZUtleXMgfSBmcm9tIFwiLi9jb3B5X2tleXMudHNcIjtcbmltcG9ydCB7IENPTU1BTkRfRklMRVMgfSBmcm9tIFwiLi4vY29tbWFuZHMvaW5kZXgudHNcIjtcbmltcG9ydCB7IHNwbGl0Q29tbWFuZExpbmUgfSBmcm9tIFwiLi4vY29tbWFuZHMvX2NvbW1hbmRfcnVubmVyLnRzXCI7XG5pbXBvcnQge1xuICBDSE9PU0VSX0NPTU1BTkRTLFxuICBQUk9NUFRfQ09NTUFORFMsXG4gIFNFU1NJT05fQ09NTUFORFMsXG59IGZyb20gXCIuL293bl9jb21tYW5kcy50c1wiO1xuXG4vKiogVGhlIGJ1aWx0LWluIGJpbmRpbmdzLCBieSB0YWJsZToga2V5IG5hbWUgdG8gY29tbWFuZCBsaW5lLiAqL1xuZXhwb3J0IGNvbnN0IERFRkFVTFRfQklORElOR1M6IFJlY29yZDxLZXlUYWJsZU5hbWUsIFJlY29yZDxzdHJpbmcsIHN0cmluZz4+ID0ge1xuICBwcmVmaXg6IHtcbiAgICBcImRcIjogXCJkZXRhY2gtY2xpZW50XCIsXG4gICAgXCJDLXpcIjogXCJzdXNwZW5kLWNsaWVudFwiLFxuICAgIFwiW1wiOiBcImNvcHktbW9kZVwiLFxuICAgIFwiUGFnZVVwXCI6IFwiY29weS1tb2RlIC11XCIsXG4gICAgLi4uUFJFRklYX0tFWVMsXG4gICAgXCJdXCI6IFwicGFzdGUtYnVmZmVyXCIsXG4gIH0sXG4gIHJvb3Q6IHt9LFxuICBjb3B5OiBjb3B5QmluZGluZ3MoXCJ2aVwiKSxcbn07XG5cbi8qKiBUaGUgY29tbWFuZHMgb2YgdGhlIGNvcHkgdGFibGUgKHRtdXgncyBjb3B5LW1vZGUgbmFtZXMpLiAqL1xuZXhwb3J0IGNvbnN0IENPUFlfQ09NTUFORFM6IHJlYWRvbmx5IHN0cmluZ1tdID0gT2JqZWN0LmtleXMoQ09QWV9BQ1RJT05TKTtcblxuLyoqXG4gKiBUaGUgY29tbWFuZHMgYSBiaW5kaW5nIG1heSBydW4gdGhhdCB0aGUgYXR0YWNoIGNsaWVudCBydW5zIGl0c2VsZiBhbmRcbiAqIHRoZSBDTEkgaGFzIG5vdCAoYG93bl9jb21tYW5kcy50c2ApOyBldmVyeSBvdGhlciBvbmUgaXMgYSBDTEkgY29tbWFuZFxuICogKGBDT01NQU5EX0ZJTEVTYCkuXG4gKi9cbmNvbnN0IENMSUVOVF9PTkxZX0NPTU1BTkRTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcbiAgLi4uU0VTU0lPTl9DT01NQU5EUyxcbiAgLi4uUFJPTVBUX0NPTU1BTkRTLFxuICAuLi5DSE9PU0VSX0NPTU1BTkRTLFxuXTtcblxuLy8gV2h5IHRoZSBjb21tYW5kIGxpbmUgYGNtZGAgb2YgYSBwcmVmaXggb3Igcm9vdCBiaW5kaW5nIGNhbm5vdCBydW4sIGFzXG4vLyB0bXV4IHJlZnVzZXMgaXQgd2hlbiB0aGUgYmluZGluZyBpcyBtYWRlOyB1bmRlZmluZWQgd2hlbiBpdCBjYW4uXG5mdW5jdGlvbiBjb21tYW5kUHJvYmxlbShjbWQ6IHN0cmluZyk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGxldCBuYW1lOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIHRyeSB7XG4gICAgbmFtZSA9IHNwbGl0Q29tbWFuZExpbmUoY21kKVswXTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgcmV0dXJuIChlcnIgYXMgRXJyb3IpLm1lc3NhZ2U7XG4gIH1cbiAgaWYgKG5hbWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIFwibm8gY29tbWFuZCBnaXZlblwiO1xuICBpZiAoQ0xJRU5UX09OTFlfQ09NTUFORFMuaW5jbHVkZXMobmFtZSkpIHJldHVybiB1bmRlZmluZWQ7XG4gIGlmIChDT01NQU5EX0ZJTEVTLnNvbWUoKFtuYW1lc10pID0+IG5hbWVzLmluY2x1ZGVzKG5hbWUpKSkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgcmV0dXJuIGBVbmtub3duIGNvbW1hbmQgXCIke25hbWV9XCIgKGJlcnRoIC0taGVscCBsaXN0cyB0aGUgY29tbWFuZHMpYDtcbn1cblxuLyoqIE9uZSBiaW5kaW5nOiB0aGUga2V5IGFzIGl0IHdhcyBuYW1lZCwgYW5kIGl0cyBjb21tYW5kLiAqL1xuaW50ZXJmYWNlIEJpbmRpbmcge1xuICBrZXk6IHN0cmluZztcbiAgY29tbWFuZDogc3RyaW5nO1xuICAvKiogdG11eCdzIGBiaW5kIC1yYDogaXQgcmVwZWF0cyB3aXRob3V0IHRoZSBwcmVmaXggKGBSRVBFQVRfS0VZU2ApLiAqL1xuICByZXBlYXQ/OiBib29sZWFuO1xufVxuXG4vKiogVGhlIGtleSB0YWJsZXMgaW4gZm9yY2U6IGtleSBieXRlcyB0byBjb21tYW5kLCBieSB0YWJsZS4gKi9cbmV4cG9ydCBjbGFzcyBLZXlUYWJsZSB7XG4gIC8qKiBXaGF0IHRoZSBwcmVmaXgga2V5IHNlbmRzIChzZW5kLXByZWZpeCBzZW5kcyBpdCkuICovXG4gIHJlYWRvbmx5IHByZWZpeDogVWludDhBcnJheTtcbiAgLyoqIFRoZSBwcmVmaXgga2V5J3MgbmFtZSwgZm9yIG1lc3NhZ2VzLiAqL1xuICByZWFkb25seSBwcmVmaXhOYW1lOiBzdHJpbmc7XG4gICN0YWJsZXM6IFJlY29yZDxLZXlUYWJsZU5hbWUsICgpID0+IE1hcDxzdHJpbmcsIEJpbmRpbmc+PjtcbiAgLyoqIEV2ZXJ5IGZpcnN0IGJ5dGUgb2YgYSBwcmVmaXggb3Igcm9vdCBrZXk6IHRoZSBvdGhlcnMgcGFzcyBhdCBvbmNlLiAqL1xuICByZWFkb25seSBmaXJzdEJ5dGVzOiBTZXQ8bnVtYmVyPjtcbiAgLyoqXG4gICAqIGBtb2RlLWtleXNgOiB0aGUgY29weSB0YWJsZSdzIGRlZmF1bHRzLCBhbmQgaG93IGEgY29weSBtb2RlIHNlbGVjdGlvblxuICAgKiBlbmRzIChlbWFjcyBsZWF2ZXMgdGhlIGN1cnNvcidzIGNlbGwgb3V0LCBhcyB0bXV4J3MpLlxuICAgKi9cbiAgcmVhZG9ubHkgbW9kZUtleXM6IE1vZGVLZXlzO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHByZWZpeE5hbWU6IHN0cmluZyxcbiAgICBwcmVmaXg6IHN0cmluZ1tdLFxuICAgIHRhYmxlczogUmVjb3JkPEtleVRhYmxlTmFtZSwgKCkgPT4gTWFwPHN0cmluZywgQmluZGluZz4+LFxuICAgIG1vZGVLZXlzOiBNb2RlS2V5cyA9IFwidmlcIixcbiAgKSB7XG4gICAgdGhpcy5tb2RlS2V5cyA9IG1vZGVLZXlzO1xuICAgIHRoaXMucHJlZml4TmFtZSA9IHByZWZpeE5hbWU7XG4gICAgdGhpcy5wcmVmaXggPSBieXRlc09mKHByZWZpeFswXSk7XG4gICAgdGhpcy4jcHJlZml4S2V5cyA9IG5ldyBTZXQocHJlZml4KTtcbiAgICB0aGlzLiN0YWJsZXMgPSB0YWJsZXM7XG4gICAgdGhpcy5maXJzdEJ5dGVzID0gbmV3IFNldChcbiAgICAgIFsuLi5wcmVmaXgsIC4uLnRhYmxlcy5yb290KCkua2V5cygpXS5tYXAoKGspID0+IGsuY2hhckNvZGVBdCgwKSksXG4gICAgKTtcbiAgfVxuICAjcHJlZml4S2V5czogU2V0PHN0cmluZz47XG5cbiAgLyoqIFdoZXRoZXIgYGtleWAgKG9uZSBrZXkncyBieXRlcykgaXMgdGhlIHByZWZpeCBrZXkuICovXG4gIGlzUHJlZml4KGtleTogVWludDhBcnJheSk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNwcmVmaXhLZXlzLmhhcyhsYXRpbjEoa2V5KSk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIGNvbW1hbmQgYm91bmQgdG8gYGtleWAgaW4gYHRhYmxlYDsgaW4gdGhlIHByZWZpeCB0YWJsZSB0aGUgcHJlZml4XG4gICAqIGtleSBpdHNlbGYgc2VuZHMgdGhlIHByZWZpeCB1bmxlc3MgaXQgaXMgYm91bmQgb3RoZXJ3aXNlLlxuICAgKi9cbiAgbG9va3VwKHRhYmxlOiBLZXlUYWJsZU5hbWUsIGtleTogVWludDhBcnJheSk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gICAgY29uc3QgayA9IGxhdGluMShrZXkpO1xuICAgIGNvbnN0IGNtZCA9IHRoaXMuI3RhYmxlc1t0YWJsZV0oKS5nZXQoayk/LmNvbW1hbmQ7XG4gICAgaWYgKGNtZCAhPT0gdW5kZWZpbmVkKSByZXR1cm4gY21kO1xuICAgIGlmICh0YWJsZSA9PT0gXCJwcmVmaXhcIiAmJiB0aGlzLiNwcmVmaXhLZXlzLmhhcyhrKSkgcmV0dXJuIFwic2VuZC1wcmVmaXhcIjtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG5cbiAgLyoqIFdoZXRoZXIgYGtleWAncyBwcmVmaXggYmluZGluZyByZXBlYXRzICh0bXV4J3MgYGJpbmQgLXJgKS4gKi9cbiAgcmVwZWF0cyhrZXk6IFVpbnQ4QXJyYXkpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jdGFibGVzLnByZWZpeCgpLmdldChsYXRpbjEoa2V5KSk/LnJlcGVhdCA/PyBmYWxzZTtcbiAgfVxuXG4gIC8qKiBFdmVyeSBiaW5kaW5nIG9mIGB0YWJsZWAsIGJ5IGtleSBuYW1lIChmb3IgYHNob3ctb3B0aW9uc2ApLiAqL1xuICBiaW5kaW5ncyh0YWJsZTogS2V5VGFibGVOYW1lKTogW2tleTogc3RyaW5nLCBjb21tYW5kOiBzdHJpbmddW10ge1xuICAgIHJldHVybiB0aGlzLiNiaW5kaW5ncyh0YWJsZSkubWFwKChiKSA9PiBbYi5rZXksIGIuY29tbWFuZF0pO1xuICB9XG5cbiAgLyoqIFRoZSBrZXlzIG9mIGB0YWJsZWAgd2hvc2UgYmluZGluZ3MgcmVwZWF0LCBieSBuYW1lIChmb3IgYGxpc3Qta2V5c2ApLiAqL1xuICByZXBlYXRpbmcodGFibGU6IEtleVRhYmxlTmFtZSk6IFNldDxzdHJpbmc+IHtcbiAgICByZXR1cm4gbmV3IFNldChcbiAgICAgIHRoaXMuI2JpbmRpbmdzKHRhYmxlKS5maWx0ZXIoKGIpID0+IGIucmVwZWF0KS5tYXAoKGIpID0+IGIua2V5KSxcbiAgICApO1xuICB9XG5cbiAgI2JpbmRpbmdzKHRhYmxlOiBLZXlUYWJsZU5hbWUpOiBCaW5kaW5nW10ge1xuICAgIGNvbnN0IHNlZW4gPSBuZXcgTWFwPHN0cmluZywgQmluZGluZz4oKTtcbiAgICBmb3IgKGNvbnN0IGIgb2YgdGhpcy4jdGFibGVzW3RhYmxlXSgpLnZhbHVlcygpKSBzZWVuLnNldChiLmtleSwgYik7XG4gICAgcmV0dXJuIFsuLi5zZWVuLnZhbHVlcygpXTtcbiAgfVxufVxuXG4vKiogV2hldGhlciB0aGUgcm9vdCB0YWJsZSBiaW5kcyBhbnl0aGluZyAoZWxzZSBrZXlzIG5lZWQgbm8gbG9va3VwKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBoYXNSb290QmluZGluZ3ModDogS2V5VGFibGUpOiBib29sZWFuIHtcbiAgcmV0dXJuIHQuYmluZGluZ3MoXCJyb290XCIpLmxlbmd0aCA+IDA7XG59XG5cbi8qKlxuICogVGhlIGtleSB0YWJsZXMgZm9yIGBvcHRpb25zYCAodGhlIGRlZmF1bHRzIHdoZW4gYWJzZW50KTogYnVpbHQtaW5cbiAqIGJpbmRpbmdzIGxlc3MgYHVuYmluZGAsIHBsdXMgYGJpbmRgLiBBIGtleSBuYW1lLCBhIGNvbW1hbmQgb3IgYSBjb3B5XG4gKiBjb21tYW5kIHRoYXQgZG9lcyBub3QgZXhpc3QgaXMgb25lIHdhcm5pbmcgZWFjaCBhbmQgaXMgbGVmdCBvdXQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgYXNzZXJ0IGZyb20gXCJub2RlOmFzc2VydC9zdHJpY3RcIjtcbiAqIGltcG9ydCB7IGJ1aWxkS2V5VGFibGUgfSBmcm9tIFwiLi9rZXlfdGFibGUudHNcIjtcbiAqIGNvbnN0IHsgdGFibGUgfSA9IGJ1aWxkS2V5VGFibGUoeyBwcmVmaXg6IFwiQy1hXCIgfSk7XG4gKiBhc3NlcnQuZXF1YWwodGFibGUubG9va3VwKFwicHJlZml4XCIsIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShcImRcIikpLCBcImRldGFjaC1jbGllbnRcIik7XG4gKiBhc3NlcnQuZXF1YWwodGFibGUubG9va3VwKFwicHJlZml4XCIsIFVpbnQ4QXJyYXkub2YoMSkpLCBcInNlbmQtcHJlZml4XCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBidWlsZEtleVRhYmxlKFxuICBvcHRpb25zOiBQYXJ0aWFsPFxuICAgIFBpY2s8T3B0aW9ucywgXCJwcmVmaXhcIiB8IFwiYmluZFwiIHwgXCJ1bmJpbmRcIiB8IFwibW9kZS1rZXlzXCI+XG4gID4gPSB7fSxcbik6IHsgdGFibGU6IEtleVRhYmxlOyB3YXJuaW5nczogc3RyaW5nW10gfSB7XG4gIGNvbnN0IHdhcm5pbmdzOiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgcHJlZml4TmFtZSA9IG9wdGlvbnMucHJlZml4ID8/IFwiQy1iXCI7XG4gIGxldCBwcmVmaXggPSBlbmNvZGluZ3MocHJlZml4TmFtZSk7XG4gIGlmIChwcmVmaXggaW5zdGFuY2VvZiBFcnJvcikge1xuICAgIHdhcm5pbmdzLnB1c2goYHByZWZpeDogJHtwcmVmaXgubWVzc2FnZX07IEMtYiBzdGF5cyB0aGUgcHJlZml4YCk7XG4gICAgcHJlZml4TmFtZSA9IFwiQy1iXCI7XG4gICAgcHJlZml4ID0gZW5jb2RpbmdzKHByZWZpeE5hbWUpIGFzIHN0cmluZ1tdO1xuICB9XG4gIGNvbnN0IHRhYmxlcyA9IHt9IGFzIFJlY29yZDxLZXlUYWJsZU5hbWUsICgpID0+IE1hcDxzdHJpbmcsIEJpbmRpbmc+PjtcbiAgZm9yIChjb25zdCBuYW1lIG9mIEtFWV9UQUJMRVMpIHtcbiAgICBjb25zdCB0YWJsZSA9IGxhemlseSgoKSA9PiBidWlsZFRhYmxlKG5hbWUsIG9wdGlvbnMsIHdhcm5pbmdzKSk7XG4gICAgLy8gQSB0YWJsZSBub3RoaW5nIGNvbmZpZ3VyZXMgaG9sZHMgb25seSBidWlsdC1pbiBiaW5kaW5ncywgd2hpY2ggZ2l2ZVxuICAgIC8vIG5vIHdhcm5pbmdzOiBpdCBpcyBidWlsdCB3aGVuIGZpcnN0IGxvb2tlZCB1cCwgbm90IGJlZm9yZSB0aGUgZmlyc3RcbiAgICAvLyBmcmFtZSAodGhlIGNvcHkgdGFibGUncyA0NCBrZXlzIGNvc3QgYWJvdXQgMSBtcyBjb2xkKS4gQSBjb25maWd1cmVkXG4gICAgLy8gb25lIGlzIGJ1aWx0IG5vdywgc28gdGhhdCBpdHMgd2FybmluZ3Mgc2hvdyBhdCBhdHRhY2guXG4gICAgaWYgKGNvbmZpZ3VyZXMob3B0aW9ucywgbmFtZSkpIHRhYmxlKCk7XG4gICAgdGFibGVzW25hbWVdID0gdGFibGU7XG4gIH1cbiAgY29uc3QgbW9kZUtleXMgPSBvcHRpb25zW1wibW9kZS1rZXlzXCJdID09PSBcImVtYWNzXCIgPyBcImVtYWNzXCIgOiBcInZpXCI7XG4gIHJldHVybiB7XG4gICAgdGFibGU6IG5ldyBLZXlUYWJsZShwcmVmaXhOYW1lLCBwcmVmaXgsIHRhYmxlcywgbW9kZUtleXMpLFxuICAgIHdhcm5pbmdzLFxuICB9O1xufVxuXG50eXBlIFRhYmxlT3B0aW9ucyA9IFBhcnRpYWw8UGljazxPcHRpb25zLCBcImJpbmRcIiB8IFwidW5iaW5kXCIgfCBcIm1vZGUta2V5c1wiPj47XG5cbi8vIFdoZXRoZXIgYG9wdGlvbnNgIGJpbmRzIG9yIHVuYmluZHMgYW55IGtleSBvZiB0YWJsZSBgbmFtZWAuXG5mdW5jdGlvbiBjb25maWd1cmVzKG9wdGlvbnM6IFRhYmxlT3B0aW9ucywgbmFtZTogS2V5VGFibGVOYW1lKTogYm9vbGVhbiB7XG4gIHJldHVybiBPYmplY3Qua2V5cyhvcHRpb25zLmJpbmQ/LltuYW1lXSA/PyB7fSkubGVuZ3RoID4gMCB8fFxuICAgIChvcHRpb25zLnVuYmluZD8uW25hbWVdID8/IFtdKS5sZW5ndGggPiAwO1xufVxuXG4vLyBUYWJsZSBgbmFtZWA6IGl0cyBidWlsdC1pbiBiaW5kaW5ncyBsZXNzIGB1bmJpbmRgLCBwbHVzIGBiaW5kYDsgYSBrZXlcbi8vIG5hbWUsIGEgY29tbWFuZCBvciBhIGNvcHkgY29tbWFuZCB0aGF0IGRvZXMgbm90IGV4aXN0IGlzIG9uZSB3YXJuaW5nXG4vLyBhbmQgbGVmdCBvdXQuXG5mdW5jdGlvbiBidWlsZFRhYmxlKFxuICBuYW1lOiBLZXlUYWJsZU5hbWUsXG4gIG9wdGlvbnM6IFRhYmxlT3B0aW9ucyxcbiAgd2FybmluZ3M6IHN0cmluZ1tdLFxuKTogTWFwPHN0cmluZywgQmluZGluZz4ge1xuICBjb25zdCBtID0gbmV3IE1hcDxzdHJpbmcsIEJpbmRpbmc+KCk7XG4gIGNvbnN0IGFkZCA9IChrZXk6IHN0cmluZywgY21kOiBzdHJpbmcsIHdoZXJlOiBzdHJpbmcsIHJlcGVhdCA9IGZhbHNlKSA9PiB7XG4gICAgY29uc3Qga2V5cyA9IGVuY29kaW5ncyhrZXkpO1xuICAgIGlmIChrZXlzIGluc3RhbmNlb2YgRXJyb3IpIHtcbiAgICAgIHdhcm5pbmdzLnB1c2goYCR7d2hlcmV9OiAke2tleXMubWVzc2FnZX1gKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKG5hbWUgPT09IFwiY29weVwiICYmICFDT1BZX0NPTU1BTkRTLmluY2x1ZGVzKGNtZCkpIHtcbiAgICAgIHdhcm5pbmdzLnB1c2goXG4gICAgICAgIGAke3doZXJlfTogc2Nyb2xsIG1vZGUgaGFzIG5vIGNvbW1hbmQgXCIke2NtZH1cIjsgaXQgaGFzICR7XG4gICAgICAgICAgQ09QWV9DT01NQU5EUy5qb2luKFwiLCBcIilcbiAgICAgICAgfWAsXG4gICAgICApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBwcm9ibGVtID0gbmFtZSA9PT0gXCJjb3B5XCIgPyB1bmRlZmluZWQgOiBjb21tYW5kUHJvYmxlbShjbWQpO1xuICAgIGlmIChwcm9ibGVtICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHdhcm5pbmdzLnB1c2goYCR7d2hlcmV9OiAke3Byb2JsZW19YCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGI6IEJpbmRpbmcgPSByZXBlYXRcbiAgICAgID8geyBrZXksIGNvbW1hbmQ6IGNtZCwgcmVwZWF0IH1cbiAgICAgIDogeyBrZXksIGNvbW1hbmQ6IGNtZCB9O1xuICAgIGZvciAoY29uc3QgayBvZiBrZXlzKSBtLnNldChrLCBiKTtcbiAgfTtcbiAgY29uc3QgZGVmYXVsdHMgPSBuYW1lID09PSBcImNvcHlcIiAmJiBvcHRpb25zW1wibW9kZS1rZXlzXCJdID09PSBcImVtYWNzXCJcbiAgICA/IGNvcHlCaW5kaW5ncyhcImVtYWNzXCIpXG4gICAgOiBERUZBVUxUX0JJTkRJTkdTW25hbWVdO1xuICBmb3IgKGNvbnN0IFtrZXksIGNtZF0gb2YgT2JqZWN0LmVudHJpZXMoZGVmYXVsdHMpKSB7XG4gICAgY29uc3QgcmVwZWF0ID0gbmFtZSA9PT0gXCJwcmVmaXhcIiAmJiBSRVBFQVRfS0VZUy5oYXMoa2V5KTtcbiAgICBhZGQoa2V5LCBjbWQsIGBidWlsdC1pbiAke25hbWV9ICR7a2V5fWAsIHJlcGVhdCk7XG4gIH1cbiAgZm9yIChjb25zdCBrZXkgb2Ygb3B0aW9ucy51bmJpbmQ/LltuYW1lXSA/PyBbXSkge1xuICAgIGNvbnN0IGtleXMgPSBlbmNvZGluZ3Moa2V5KTtcbiAgICBpZiAoa2V5cyBpbnN0YW5jZW9mIEVycm9yKSB7XG4gICAgICB3YXJuaW5ncy5wdXNoKGB1bmJpbmQuJHtuYW1lfTogJHtrZXlzLm1lc3NhZ2V9YCk7XG4gICAgfSBlbHNlIGZvciAoY29uc3QgayBvZiBrZXlzKSBtLmRlbGV0ZShrKTtcbiAgfVxuICBmb3IgKGNvbnN0IFtrZXksIGNtZF0gb2YgT2JqZWN0LmVudHJpZXMob3B0aW9ucy5iaW5kPy5bbmFtZV0gPz8ge30pKSB7XG4gICAgYWRkKGtleSwgY21kLnRyaW0oKSwgYGJpbmQuJHtuYW1lfSAke0pTT04uc3RyaW5naWZ5KGtleSl9YCk7XG4gIH1cbiAgcmV0dXJuIG07XG59XG5cbi8vIGBtYWtlYCdzIHZhbHVlLCBtYWRlIG9uIHRoZSBmaXJzdCBjYWxsLlxuZnVuY3Rpb24gbGF6aWx5PFQ+KG1ha2U6ICgpID0+IFQpOiAoKSA9PiBUIHtcbiAgbGV0IHZhbHVlOiBUIHwgdW5kZWZpbmVkO1xuICByZXR1cm4gKCkgPT4gdmFsdWUgPz89IG1ha2UoKTtcbn1cblxuLyoqIFRoZSBrZXkgdGFibGVzIHdpdGggbm90aGluZyBjb25maWd1cmVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlZmF1bHRLZXlUYWJsZSgpOiBLZXlUYWJsZSB7XG4gIHJldHVybiBidWlsZEtleVRhYmxlKCkudGFibGU7XG59XG5cbi8vIFdoYXQgYSBrZXkgbmFtZSBzZW5kcywgYXMgbGF0aW4xIHN0cmluZ3Mgb2YgYnl0ZXMgKGJvdGggY3Vyc29yLWtleVxuLy8gbW9kZXMpLCBvciB0aGUgcmVhc29uIGl0IGhhcyBubyBjb2RlLlxuZnVuY3Rpb24gZW5jb2RpbmdzKG5hbWU6IHN0cmluZyk6IHN0cmluZ1tdIHwgRXJyb3Ige1xuICB0cnkge1xuICAgIGNvbnN0IG5vcm1hbCA9IGxhdGluMShieXRlc09mKGVuY29kZUtleShuYW1lLCBmYWxzZSkpKTtcbiAgICBjb25zdCBhcHAgPSBsYXRpbjEoYnl0ZXNPZihlbmNvZGVLZXkobmFtZSwgdHJ1ZSkpKTtcbiAgICByZXR1cm4gbm9ybWFsID09PSBhcHAgPyBbbm9ybWFsXSA6IFtub3JtYWwsIGFwcF07XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBLZXlOYW1lRXJyb3IpIHJldHVybiBlcnI7XG4gICAgdGhyb3cgZXJyO1xuICB9XG59XG5cbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcblxuZnVuY3Rpb24gYnl0ZXNPZihzOiBzdHJpbmcpOiBVaW50OEFycmF5IHtcbiAgcmV0dXJuIGVuY29kZXIuZW5jb2RlKHMpO1xufVxuXG4vKiogQSBrZXkncyBieXRlcyBhcyBhIHN0cmluZyBvZiBjaGFyIGNvZGVzIDAtMjU1LCBmb3IgbWFwIGxvb2t1cHMuICovXG5leHBvcnQgZnVuY3Rpb24gbGF0aW4xKGJ5dGVzOiBVaW50OEFycmF5KTogc3RyaW5nIHtcbiAgcmV0dXJuIFN0cmluZy5mcm9tQ2hhckNvZGUoLi4uYnl0ZXMpO1xufVxuXG4vKiogVGhlIG5hbWUgb2YgdGhlIGtleSB0aGF0IHNlbnQgYGJ5dGVzYCAoYHhgLCBgQy14YCwgYFVwYCwgYE0tYWAgLi4uKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBrZXlOYW1lKGJ5dGVzOiBVaW50OEFycmF5KTogc3RyaW5nIHtcbiAgY29uc3Qga2V5cyA9IG5ldyBTY3JvbGxLZXlEZWNvZGVyKCkuZmVlZChieXRlcyk7XG4gIGNvbnN0IG5hbWUgPSBrZXlzLmxlbmd0aCA9PT0gMSA/IGtleXNbMF0ubmFtZSA6IFwiVW5rbm93blwiO1xuICBpZiAobmFtZSAhPT0gXCJVbmtub3duXCIpIHJldHVybiBuYW1lID09PSBcIiBcIiA/IFwiU3BhY2VcIiA6IG5hbWU7XG4gIHJldHVybiBbLi4uYnl0ZXNdLm1hcCgoYikgPT5cbiAgICBiID09PSAweDFiXG4gICAgICA/IFwiRXNjIFwiXG4gICAgICA6IGIgPCAweDIwXG4gICAgICA/IGBeJHtTdHJpbmcuZnJvbUNoYXJDb2RlKGIgKyAweDQwKX1gXG4gICAgICA6IFN0cmluZy5mcm9tQ2hhckNvZGUoYilcbiAgKS5qb2luKFwiXCIpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FrQkMsR0FFRCxTQUNFLFVBQVUsUUFHTCw0QkFBNEI7QUFDbkMsU0FBUyxTQUFTLEVBQUUsWUFBWSxRQUFRLGFBQWE7QUFDckQsU0FBUyxnQkFBZ0IsUUFBUSxtQkFBbUI7QUFDcEQsU0FBUyxXQUFXLEVBQUUsV0FBVyxRQUFRLG1CQUFtQjtBQUM1RCxTQUFTLFlBQVksRUFBRSxZQUFZLFFBQXVCLGlCQUFpQjtBQUMzRSxTQUFTLGFBQWEsUUFBUSx1QkFBdUI7QUFDckQsU0FBUyxnQkFBZ0IsUUFBUSxpQ0FBaUM7QUFDbEUsU0FDRSxnQkFBZ0IsRUFDaEIsZUFBZSxFQUNmLGdCQUFnQixRQUNYLG9CQUFvQjtBQUUzQiwrREFBK0QsR0FDL0QsT0FBTyxNQUFNLG1CQUFpRTtFQUM1RSxRQUFRO0lBQ04sS0FBSztJQUNMLE9BQU87SUFDUCxLQUFLO0lBQ0wsVUFBVTtJQUNWLEdBQUcsV0FBVztJQUNkLEtBQUs7RUFDUDtFQUNBLE1BQU0sQ0FBQztFQUNQLE1BQU0sYUFBYTtBQUNyQixFQUFFO0FBRUYsNkRBQTZELEdBQzdELE9BQU8sTUFBTSxnQkFBbUMsT0FBTyxJQUFJLENBQUMsY0FBYztBQUUxRTs7OztDQUlDLEdBQ0QsTUFBTSx1QkFBMEM7S0FDM0M7S0FDQTtLQUNBO0NBQ0o7QUFFRCx3RUFBd0U7QUFDeEUsbUVBQW1FO0FBQ25FLFNBQVMsZUFBZSxHQUFXO0VBQ2pDLElBQUk7RUFDSixJQUFJO0lBQ0YsT0FBTyxpQkFBaUIsSUFBSSxDQUFDLEVBQUU7RUFDakMsRUFBRSxPQUFPLEtBQUs7SUFDWixPQUFPLEFBQUMsSUFBYyxPQUFPO0VBQy9CO0VBQ0EsSUFBSSxTQUFTLFdBQVcsT0FBTztFQUMvQixJQUFJLHFCQUFxQixRQUFRLENBQUMsT0FBTyxPQUFPO0VBQ2hELElBQUksY0FBYyxJQUFJLENBQUMsQ0FBQyxDQUFDLE1BQU0sR0FBSyxNQUFNLFFBQVEsQ0FBQyxRQUFRLE9BQU87RUFDbEUsT0FBTyxDQUFDLGlCQUFpQixFQUFFLEtBQUssbUNBQW1DLENBQUM7QUFDdEU7QUFVQSw2REFBNkQsR0FDN0QsT0FBTyxNQUFNO0VBQ1gsc0RBQXNELEdBQ3RELEFBQVMsT0FBbUI7RUFDNUIseUNBQXlDLEdBQ3pDLEFBQVMsV0FBbUI7RUFDNUIsQ0FBQSxNQUFPLENBQW1EO0VBQzFELHVFQUF1RSxHQUN2RSxBQUFTLFdBQXdCO0VBQ2pDOzs7R0FHQyxHQUNELEFBQVMsU0FBbUI7RUFFNUIsWUFDRSxVQUFrQixFQUNsQixNQUFnQixFQUNoQixNQUF3RCxFQUN4RCxXQUFxQixJQUFJLENBQ3pCO0lBQ0EsSUFBSSxDQUFDLFFBQVEsR0FBRztJQUNoQixJQUFJLENBQUMsVUFBVSxHQUFHO0lBQ2xCLElBQUksQ0FBQyxNQUFNLEdBQUcsUUFBUSxNQUFNLENBQUMsRUFBRTtJQUMvQixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUcsSUFBSSxJQUFJO0lBQzNCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxVQUFVLEdBQUcsSUFBSSxJQUNwQjtTQUFJO1NBQVcsT0FBTyxJQUFJLEdBQUcsSUFBSTtLQUFHLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLFVBQVUsQ0FBQztFQUVqRTtFQUNBLENBQUEsVUFBVyxDQUFjO0VBRXpCLHVEQUF1RCxHQUN2RCxTQUFTLEdBQWUsRUFBVztJQUNqQyxPQUFPLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxHQUFHLENBQUMsT0FBTztFQUNyQztFQUVBOzs7R0FHQyxHQUNELE9BQU8sS0FBbUIsRUFBRSxHQUFlLEVBQXNCO0lBQy9ELE1BQU0sSUFBSSxPQUFPO0lBQ2pCLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxHQUFHLEdBQUcsQ0FBQyxJQUFJO0lBQzFDLElBQUksUUFBUSxXQUFXLE9BQU87SUFDOUIsSUFBSSxVQUFVLFlBQVksSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEdBQUcsQ0FBQyxJQUFJLE9BQU87SUFDMUQsT0FBTztFQUNUO0VBRUEsK0RBQStELEdBQy9ELFFBQVEsR0FBZSxFQUFXO0lBQ2hDLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sR0FBRyxHQUFHLENBQUMsT0FBTyxPQUFPLFVBQVU7RUFDM0Q7RUFFQSxnRUFBZ0UsR0FDaEUsU0FBUyxLQUFtQixFQUFvQztJQUM5RCxPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxPQUFPLEdBQUcsQ0FBQyxDQUFDLElBQU07UUFBQyxFQUFFLEdBQUc7UUFBRSxFQUFFLE9BQU87T0FBQztFQUM1RDtFQUVBLDBFQUEwRSxHQUMxRSxVQUFVLEtBQW1CLEVBQWU7SUFDMUMsT0FBTyxJQUFJLElBQ1QsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE9BQU8sTUFBTSxDQUFDLENBQUMsSUFBTSxFQUFFLE1BQU0sRUFBRSxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsR0FBRztFQUVsRTtFQUVBLENBQUEsUUFBUyxDQUFDLEtBQW1CO0lBQzNCLE1BQU0sT0FBTyxJQUFJO0lBQ2pCLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEdBQUcsTUFBTSxHQUFJLEtBQUssR0FBRyxDQUFDLEVBQUUsR0FBRyxFQUFFO0lBQ2hFLE9BQU87U0FBSSxLQUFLLE1BQU07S0FBRztFQUMzQjtBQUNGO0FBRUEsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxnQkFBZ0IsQ0FBVztFQUN6QyxPQUFPLEVBQUUsUUFBUSxDQUFDLFFBQVEsTUFBTSxHQUFHO0FBQ3JDO0FBRUE7Ozs7Ozs7Ozs7Ozs7Q0FhQyxHQUNELE9BQU8sU0FBUyxjQUNkLFVBRUksQ0FBQyxDQUFDO0VBRU4sTUFBTSxXQUFxQixFQUFFO0VBQzdCLElBQUksYUFBYSxRQUFRLE1BQU0sSUFBSTtFQUNuQyxJQUFJLFNBQVMsVUFBVTtFQUN2QixJQUFJLGtCQUFrQixPQUFPO0lBQzNCLFNBQVMsSUFBSSxDQUFDLENBQUMsUUFBUSxFQUFFLE9BQU8sT0FBTyxDQUFDLHNCQUFzQixDQUFDO0lBQy9ELGFBQWE7SUFDYixTQUFTLFVBQVU7RUFDckI7RUFDQSxNQUFNLFNBQVMsQ0FBQztFQUNoQixLQUFLLE1BQU0sUUFBUSxXQUFZO0lBQzdCLE1BQU0sUUFBUSxPQUFPLElBQU0sV0FBVyxNQUFNLFNBQVM7SUFDckQsc0VBQXNFO0lBQ3RFLHNFQUFzRTtJQUN0RSxzRUFBc0U7SUFDdEUseURBQXlEO0lBQ3pELElBQUksV0FBVyxTQUFTLE9BQU87SUFDL0IsTUFBTSxDQUFDLEtBQUssR0FBRztFQUNqQjtFQUNBLE1BQU0sV0FBVyxPQUFPLENBQUMsWUFBWSxLQUFLLFVBQVUsVUFBVTtFQUM5RCxPQUFPO0lBQ0wsT0FBTyxJQUFJLFNBQVMsWUFBWSxRQUFRLFFBQVE7SUFDaEQ7RUFDRjtBQUNGO0FBSUEsOERBQThEO0FBQzlELFNBQVMsV0FBVyxPQUFxQixFQUFFLElBQWtCO0VBQzNELE9BQU8sT0FBTyxJQUFJLENBQUMsUUFBUSxJQUFJLEVBQUUsQ0FBQyxLQUFLLElBQUksQ0FBQyxHQUFHLE1BQU0sR0FBRyxLQUN0RCxDQUFDLFFBQVEsTUFBTSxFQUFFLENBQUMsS0FBSyxJQUFJLEVBQUUsRUFBRSxNQUFNLEdBQUc7QUFDNUM7QUFFQSx3RUFBd0U7QUFDeEUsdUVBQXVFO0FBQ3ZFLGdCQUFnQjtBQUNoQixTQUFTLFdBQ1AsSUFBa0IsRUFDbEIsT0FBcUIsRUFDckIsUUFBa0I7RUFFbEIsTUFBTSxJQUFJLElBQUk7RUFDZCxNQUFNLE1BQU0sQ0FBQyxLQUFhLEtBQWEsT0FBZSxTQUFTLEtBQUs7SUFDbEUsTUFBTSxPQUFPLFVBQVU7SUFDdkIsSUFBSSxnQkFBZ0IsT0FBTztNQUN6QixTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU0sRUFBRSxFQUFFLEtBQUssT0FBTyxFQUFFO01BQ3pDO0lBQ0Y7SUFDQSxJQUFJLFNBQVMsVUFBVSxDQUFDLGNBQWMsUUFBUSxDQUFDLE1BQU07TUFDbkQsU0FBUyxJQUFJLENBQ1gsR0FBRyxNQUFNLDhCQUE4QixFQUFFLElBQUksVUFBVSxFQUNyRCxjQUFjLElBQUksQ0FBQyxPQUNuQjtNQUVKO0lBQ0Y7SUFDQSxNQUFNLFVBQVUsU0FBUyxTQUFTLFlBQVksZUFBZTtJQUM3RCxJQUFJLFlBQVksV0FBVztNQUN6QixTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU0sRUFBRSxFQUFFLFNBQVM7TUFDcEM7SUFDRjtJQUNBLE1BQU0sSUFBYSxTQUNmO01BQUU7TUFBSyxTQUFTO01BQUs7SUFBTyxJQUM1QjtNQUFFO01BQUssU0FBUztJQUFJO0lBQ3hCLEtBQUssTUFBTSxLQUFLLEtBQU0sRUFBRSxHQUFHLENBQUMsR0FBRztFQUNqQztFQUNBLE1BQU0sV0FBVyxTQUFTLFVBQVUsT0FBTyxDQUFDLFlBQVksS0FBSyxVQUN6RCxhQUFhLFdBQ2IsZ0JBQWdCLENBQUMsS0FBSztFQUMxQixLQUFLLE1BQU0sQ0FBQyxLQUFLLElBQUksSUFBSSxPQUFPLE9BQU8sQ0FBQyxVQUFXO0lBQ2pELE1BQU0sU0FBUyxTQUFTLFlBQVksWUFBWSxHQUFHLENBQUM7SUFDcEQsSUFBSSxLQUFLLEtBQUssQ0FBQyxTQUFTLEVBQUUsS0FBSyxDQUFDLEVBQUUsS0FBSyxFQUFFO0VBQzNDO0VBQ0EsS0FBSyxNQUFNLE9BQU8sUUFBUSxNQUFNLEVBQUUsQ0FBQyxLQUFLLElBQUksRUFBRSxDQUFFO0lBQzlDLE1BQU0sT0FBTyxVQUFVO0lBQ3ZCLElBQUksZ0JBQWdCLE9BQU87TUFDekIsU0FBUyxJQUFJLENBQUMsQ0FBQyxPQUFPLEVBQUUsS0FBSyxFQUFFLEVBQUUsS0FBSyxPQUFPLEVBQUU7SUFDakQsT0FBTyxLQUFLLE1BQU0sS0FBSyxLQUFNLEVBQUUsTUFBTSxDQUFDO0VBQ3hDO0VBQ0EsS0FBSyxNQUFNLENBQUMsS0FBSyxJQUFJLElBQUksT0FBTyxPQUFPLENBQUMsUUFBUSxJQUFJLEVBQUUsQ0FBQyxLQUFLLElBQUksQ0FBQyxHQUFJO0lBQ25FLElBQUksS0FBSyxJQUFJLElBQUksSUFBSSxDQUFDLEtBQUssRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLFNBQVMsQ0FBQyxNQUFNO0VBQzVEO0VBQ0EsT0FBTztBQUNUO0FBRUEsMENBQTBDO0FBQzFDLFNBQVMsT0FBVSxJQUFhO0VBQzlCLElBQUk7RUFDSixPQUFPLElBQU0sVUFBVTtBQUN6QjtBQUVBLDRDQUE0QyxHQUM1QyxPQUFPLFNBQVM7RUFDZCxPQUFPLGdCQUFnQixLQUFLO0FBQzlCO0FBRUEscUVBQXFFO0FBQ3JFLHdDQUF3QztBQUN4QyxTQUFTLFVBQVUsSUFBWTtFQUM3QixJQUFJO0lBQ0YsTUFBTSxTQUFTLE9BQU8sUUFBUSxVQUFVLE1BQU07SUFDOUMsTUFBTSxNQUFNLE9BQU8sUUFBUSxVQUFVLE1BQU07SUFDM0MsT0FBTyxXQUFXLE1BQU07TUFBQztLQUFPLEdBQUc7TUFBQztNQUFRO0tBQUk7RUFDbEQsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLGVBQWUsY0FBYyxPQUFPO0lBQ3hDLE1BQU07RUFDUjtBQUNGO0FBRUEsTUFBTSxVQUFVLElBQUk7QUFFcEIsU0FBUyxRQUFRLENBQVM7RUFDeEIsT0FBTyxRQUFRLE1BQU0sQ0FBQztBQUN4QjtBQUVBLG9FQUFvRSxHQUNwRSxPQUFPLFNBQVMsT0FBTyxLQUFpQjtFQUN0QyxPQUFPLE9BQU8sWUFBWSxJQUFJO0FBQ2hDO0FBRUEseUVBQXlFLEdBQ3pFLE9BQU8sU0FBUyxRQUFRLEtBQWlCO0VBQ3ZDLE1BQU0sT0FBTyxJQUFJLG1CQUFtQixJQUFJLENBQUM7RUFDekMsTUFBTSxPQUFPLEtBQUssTUFBTSxLQUFLLElBQUksSUFBSSxDQUFDLEVBQUUsQ0FBQyxJQUFJLEdBQUc7RUFDaEQsSUFBSSxTQUFTLFdBQVcsT0FBTyxTQUFTLE1BQU0sVUFBVTtFQUN4RCxPQUFPO09BQUk7R0FBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQ3JCLE1BQU0sT0FDRixTQUNBLElBQUksT0FDSixDQUFDLENBQUMsRUFBRSxPQUFPLFlBQVksQ0FBQyxJQUFJLE9BQU8sR0FDbkMsT0FBTyxZQUFZLENBQUMsSUFDeEIsSUFBSSxDQUFDO0FBQ1QifQ==
// denoCacheMetadata=13427517342063577618,17777178795157455492