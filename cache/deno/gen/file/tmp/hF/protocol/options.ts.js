/**
 * berth's settings (tmux calls them options): their names, defaults and
 * what values each takes. The daemon holds one set, read from the config
 * file (`config_file.ts`) at start and again by `berth source-file`; the
 * attach client asks for it when it attaches (the `options` request), and
 * `berth show-options` prints it. No FFI: both sides use it.
 *
 * Key names (`prefix`, the keys of `bind` and `unbind`) are kept as text
 * here and checked by the attach client's key table, which knows keys.
 *
 * @module
 */ import { DEFAULT_SCROLLBACK, MAX_SCROLLBACK } from "./limits.ts";
/** The key tables a binding may go in (tmux's names). */ export const KEY_TABLES = [
  "prefix",
  "root",
  "copy"
];
/** Where the status line goes. */ export const STATUS_POSITIONS = [
  "bottom",
  "top",
  "off"
];
/** The copy-mode key sets (`mode-keys`). */ export const MODE_KEYS = [
  "vi",
  "emacs"
];
/** The settings with nothing configured. */ export function defaultOptions() {
  return {
    prefix: "C-b",
    mouse: true,
    status: "bottom",
    "set-clipboard": false,
    "default-shell": "",
    scrollback: DEFAULT_SCROLLBACK,
    "remain-on-exit": false,
    "mode-keys": "vi",
    bind: {
      prefix: {},
      root: {},
      copy: {}
    },
    unbind: {
      prefix: [],
      root: [],
      copy: []
    }
  };
}
/** Longest text value a setting, a binding or a command line takes. */ export const MAX_TEXT = 4096;
// Each plain setting: stores a good value, or says what it takes.
const SETTERS = {
  prefix: (o, v)=>text(v) ? (o.prefix = v, null) : "takes a key name such as C-a",
  mouse: (o, v)=>bool(v) ? (o.mouse = v, null) : "takes true or false",
  status: (o, v)=>STATUS_POSITIONS.includes(v) ? (o.status = v, null) : 'takes "bottom", "top" or "off"',
  "set-clipboard": (o, v)=>bool(v) ? (o["set-clipboard"] = v, null) : "takes true or false",
  "default-shell": (o, v)=>typeof v === "string" && v.length <= MAX_TEXT ? (o["default-shell"] = v, null) : "takes a program's path, such as /bin/zsh",
  scrollback: (o, v)=>Number.isInteger(v) && v >= 0 && v <= MAX_SCROLLBACK ? (o.scrollback = v, null) : `takes a number of lines from 0 to ${MAX_SCROLLBACK}`,
  "remain-on-exit": (o, v)=>bool(v) ? (o["remain-on-exit"] = v, null) : "takes true or false",
  "mode-keys": (o, v)=>MODE_KEYS.includes(v) ? (o["mode-keys"] = v, null) : 'takes "vi" or "emacs"'
};
/** The names of the plain settings (not `bind`/`unbind`), in order. */ export const SETTING_NAMES = Object.keys(SETTERS);
function text(v) {
  return typeof v === "string" && v.length > 0 && v.length <= 64;
}
function bool(v) {
  return typeof v === "boolean";
}
/**
 * Applies the settings of a parsed config file (a TOML table) on top of
 * `base`: a good value replaces the one there, `bind` entries add to the
 * table's bindings, `unbind` keys take a binding away. Returns the result
 * and one warning per unknown setting or bad value, naming it and what it
 * takes; the rest still applies.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { applyOptions, defaultOptions } from "./options.ts";
 * const r = applyOptions(defaultOptions(), { prefix: "C-a", mouse: "yes" });
 * assert.equal(r.options.prefix, "C-a");
 * assert.deepEqual(r.warnings, ["mouse takes true or false, not \"yes\""]);
 * ```
 */ export function applyOptions(base, raw) {
  const o = copyOptions(base);
  const warnings = [];
  for (const [name, value] of Object.entries(raw)){
    if (name === "bind") applyBind(o, value, warnings);
    else if (name === "unbind") applyUnbind(o, value, warnings);
    else if (SETTERS[name]) {
      const why = SETTERS[name](o, value);
      if (why) warnings.push(`${name} ${why}, not ${shown(value)}`);
    } else {
      warnings.push(`Unknown setting ${JSON.stringify(name)}; settings are ${[
        ...SETTING_NAMES,
        "bind",
        "unbind",
        "commands"
      ].join(", ")}`);
    }
  }
  return {
    options: o,
    warnings
  };
}
// [bind.TABLE] "KEY" = "COMMAND"
function applyBind(o, value, warnings) {
  for (const [table, keys] of tables(value, "bind", warnings)){
    if (!isTable(keys)) {
      warnings.push(`bind.${table} takes a table of "KEY" = "COMMAND"`);
      continue;
    }
    for (const [key, cmd] of Object.entries(keys)){
      if (typeof cmd !== "string" || cmd.trim() === "" || cmd.length > MAX_TEXT) {
        warnings.push(`bind.${table} ${JSON.stringify(key)} takes a berth command, such as "kill-session", not ${shown(cmd)}`);
        continue;
      }
      o.bind[table][key] = cmd;
      o.unbind[table] = o.unbind[table].filter((k)=>k !== key);
    }
  }
}
// unbind.TABLE = ["KEY", ...]
function applyUnbind(o, value, warnings) {
  for (const [table, keys] of tables(value, "unbind", warnings)){
    if (!Array.isArray(keys) || !keys.every((k)=>typeof k === "string")) {
      warnings.push(`unbind.${table} takes a list of keys, such as ["d"]`);
      continue;
    }
    for (const key of keys){
      delete o.bind[table][key];
      if (!o.unbind[table].includes(key)) o.unbind[table].push(key);
    }
  }
}
// The known tables of a bind/unbind value; a warning for the others.
function tables(value, what, warnings) {
  if (!isTable(value)) {
    warnings.push(`${what} takes tables named ${KEY_TABLES.join(", ")}`);
    return [];
  }
  const out = [];
  for (const [name, v] of Object.entries(value)){
    if (KEY_TABLES.includes(name)) {
      out.push([
        name,
        v
      ]);
    } else {
      warnings.push(`Unknown key table ${what}.${name}; the tables are ${KEY_TABLES.join(", ")}`);
    }
  }
  return out;
}
function isTable(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}
function copyOptions(o) {
  return {
    ...o,
    bind: {
      prefix: {
        ...o.bind.prefix
      },
      root: {
        ...o.bind.root
      },
      copy: {
        ...o.bind.copy
      }
    },
    unbind: {
      prefix: [
        ...o.unbind.prefix
      ],
      root: [
        ...o.unbind.root
      ],
      copy: [
        ...o.unbind.copy
      ]
    }
  };
}
// A value as the user wrote it, short.
function shown(v) {
  const s = typeof v === "string" ? JSON.stringify(v) : String(v);
  return s.length > 40 ? s.slice(0, 37) + "..." : s;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL29wdGlvbnMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBiZXJ0aCdzIHNldHRpbmdzICh0bXV4IGNhbGxzIHRoZW0gb3B0aW9ucyk6IHRoZWlyIG5hbWVzLCBkZWZhdWx0cyBhbmRcbiAqIHdoYXQgdmFsdWVzIGVhY2ggdGFrZXMuIFRoZSBkYWVtb24gaG9sZHMgb25lIHNldCwgcmVhZCBmcm9tIHRoZSBjb25maWdcbiAqIGZpbGUgKGBjb25maWdfZmlsZS50c2ApIGF0IHN0YXJ0IGFuZCBhZ2FpbiBieSBgYmVydGggc291cmNlLWZpbGVgOyB0aGVcbiAqIGF0dGFjaCBjbGllbnQgYXNrcyBmb3IgaXQgd2hlbiBpdCBhdHRhY2hlcyAodGhlIGBvcHRpb25zYCByZXF1ZXN0KSwgYW5kXG4gKiBgYmVydGggc2hvdy1vcHRpb25zYCBwcmludHMgaXQuIE5vIEZGSTogYm90aCBzaWRlcyB1c2UgaXQuXG4gKlxuICogS2V5IG5hbWVzIChgcHJlZml4YCwgdGhlIGtleXMgb2YgYGJpbmRgIGFuZCBgdW5iaW5kYCkgYXJlIGtlcHQgYXMgdGV4dFxuICogaGVyZSBhbmQgY2hlY2tlZCBieSB0aGUgYXR0YWNoIGNsaWVudCdzIGtleSB0YWJsZSwgd2hpY2gga25vd3Mga2V5cy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgREVGQVVMVF9TQ1JPTExCQUNLLCBNQVhfU0NST0xMQkFDSyB9IGZyb20gXCIuL2xpbWl0cy50c1wiO1xuXG4vKiogVGhlIGtleSB0YWJsZXMgYSBiaW5kaW5nIG1heSBnbyBpbiAodG11eCdzIG5hbWVzKS4gKi9cbmV4cG9ydCBjb25zdCBLRVlfVEFCTEVTID0gW1wicHJlZml4XCIsIFwicm9vdFwiLCBcImNvcHlcIl0gYXMgY29uc3Q7XG4vKiogT25lIG9mIGBLRVlfVEFCTEVTYC4gKi9cbmV4cG9ydCB0eXBlIEtleVRhYmxlTmFtZSA9IHR5cGVvZiBLRVlfVEFCTEVTW251bWJlcl07XG5cbi8qKiBXaGVyZSB0aGUgc3RhdHVzIGxpbmUgZ29lcy4gKi9cbmV4cG9ydCBjb25zdCBTVEFUVVNfUE9TSVRJT05TID0gW1wiYm90dG9tXCIsIFwidG9wXCIsIFwib2ZmXCJdIGFzIGNvbnN0O1xuXG4vKiogVGhlIGNvcHktbW9kZSBrZXkgc2V0cyAoYG1vZGUta2V5c2ApLiAqL1xuZXhwb3J0IGNvbnN0IE1PREVfS0VZUyA9IFtcInZpXCIsIFwiZW1hY3NcIl0gYXMgY29uc3Q7XG5cbi8qKiBFdmVyeSBzZXR0aW5nLCB3aXRoIGl0cyB2YWx1ZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3B0aW9ucyB7XG4gIC8qKiBUaGUgcHJlZml4IGtleSwgYSB0bXV4LXN0eWxlIGtleSBuYW1lIChgQy1iYCwgYEMtYWAsIGBNLWFgLCBgRjEyYCkuICovXG4gIHByZWZpeDogc3RyaW5nO1xuICAvKiogVGhlIG1vdXNlIHNlbGVjdHMsIHNjcm9sbHMgYW5kIHJlc2l6ZXMgKG9uLCBhcyB0bXV4IHVzZXJzIHNldCBpdCkuICovXG4gIG1vdXNlOiBib29sZWFuO1xuICAvKiogVGhlIHN0YXR1cyBsaW5lJ3MgcGxhY2UsIG9yIG9mZi4gKi9cbiAgc3RhdHVzOiB0eXBlb2YgU1RBVFVTX1BPU0lUSU9OU1tudW1iZXJdO1xuICAvKiogUHJvZ3JhbXMgbWF5IHNldCB0aGUgdXNlcidzIGNsaXBib2FyZCAoT1NDIDUyKSBieSBkZWZhdWx0LiAqL1xuICBcInNldC1jbGlwYm9hcmRcIjogYm9vbGVhbjtcbiAgLyoqIFdoYXQgYG5ld2AgcnVucyB3aXRoIG5vIGNvbW1hbmQ7IGVtcHR5OiB0aGUgdXNlcidzIGAkU0hFTExgLiAqL1xuICBcImRlZmF1bHQtc2hlbGxcIjogc3RyaW5nO1xuICAvKiogSGlzdG9yeSBsaW5lcyBvZiBhIG5ldyBzZXNzaW9uLiAqL1xuICBzY3JvbGxiYWNrOiBudW1iZXI7XG4gIC8qKiBBIHBhbmUgd2hvc2UgcHJvZ3JhbSBleGl0ZWQgc3RheXMsIHdpdGggaXRzIGZpbmFsIHNjcmVlbi4gKi9cbiAgXCJyZW1haW4tb24tZXhpdFwiOiBib29sZWFuO1xuICAvKiogQ29weSBtb2RlJ3Mga2V5czogdG11eCdzIGBjb3B5LW1vZGUtdmlgIHRhYmxlIG9yIGl0cyBlbWFjcyBvbmUuICovXG4gIFwibW9kZS1rZXlzXCI6IHR5cGVvZiBNT0RFX0tFWVNbbnVtYmVyXTtcbiAgLyoqIEtleSBiaW5kaW5ncyBieSB0YWJsZToga2V5IG5hbWUgdG8gYSBiZXJ0aCBjb21tYW5kIGxpbmUuICovXG4gIGJpbmQ6IFJlY29yZDxLZXlUYWJsZU5hbWUsIFJlY29yZDxzdHJpbmcsIHN0cmluZz4+O1xuICAvKiogQnVpbHQtaW4gYmluZGluZ3MgdGFrZW4gYXdheSwgYnkgdGFibGUuICovXG4gIHVuYmluZDogUmVjb3JkPEtleVRhYmxlTmFtZSwgc3RyaW5nW10+O1xufVxuXG4vKiogVGhlIHNldHRpbmdzIHdpdGggbm90aGluZyBjb25maWd1cmVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlZmF1bHRPcHRpb25zKCk6IE9wdGlvbnMge1xuICByZXR1cm4ge1xuICAgIHByZWZpeDogXCJDLWJcIixcbiAgICBtb3VzZTogdHJ1ZSxcbiAgICBzdGF0dXM6IFwiYm90dG9tXCIsXG4gICAgXCJzZXQtY2xpcGJvYXJkXCI6IGZhbHNlLFxuICAgIFwiZGVmYXVsdC1zaGVsbFwiOiBcIlwiLFxuICAgIHNjcm9sbGJhY2s6IERFRkFVTFRfU0NST0xMQkFDSyxcbiAgICBcInJlbWFpbi1vbi1leGl0XCI6IGZhbHNlLFxuICAgIFwibW9kZS1rZXlzXCI6IFwidmlcIixcbiAgICBiaW5kOiB7IHByZWZpeDoge30sIHJvb3Q6IHt9LCBjb3B5OiB7fSB9LFxuICAgIHVuYmluZDogeyBwcmVmaXg6IFtdLCByb290OiBbXSwgY29weTogW10gfSxcbiAgfTtcbn1cblxuLyoqIExvbmdlc3QgdGV4dCB2YWx1ZSBhIHNldHRpbmcsIGEgYmluZGluZyBvciBhIGNvbW1hbmQgbGluZSB0YWtlcy4gKi9cbmV4cG9ydCBjb25zdCBNQVhfVEVYVCA9IDQwOTY7XG5cbnR5cGUgU2V0dGVyID0gKG86IE9wdGlvbnMsIHY6IHVua25vd24pID0+IHN0cmluZyB8IG51bGw7XG5cbi8vIEVhY2ggcGxhaW4gc2V0dGluZzogc3RvcmVzIGEgZ29vZCB2YWx1ZSwgb3Igc2F5cyB3aGF0IGl0IHRha2VzLlxuY29uc3QgU0VUVEVSUzogUmVjb3JkPHN0cmluZywgU2V0dGVyPiA9IHtcbiAgcHJlZml4OiAobywgdikgPT5cbiAgICB0ZXh0KHYpID8gKG8ucHJlZml4ID0gdiBhcyBzdHJpbmcsIG51bGwpIDogXCJ0YWtlcyBhIGtleSBuYW1lIHN1Y2ggYXMgQy1hXCIsXG4gIG1vdXNlOiAobywgdikgPT5cbiAgICBib29sKHYpID8gKG8ubW91c2UgPSB2IGFzIGJvb2xlYW4sIG51bGwpIDogXCJ0YWtlcyB0cnVlIG9yIGZhbHNlXCIsXG4gIHN0YXR1czogKG8sIHYpID0+XG4gICAgU1RBVFVTX1BPU0lUSU9OUy5pbmNsdWRlcyh2IGFzIE9wdGlvbnNbXCJzdGF0dXNcIl0pXG4gICAgICA/IChvLnN0YXR1cyA9IHYgYXMgT3B0aW9uc1tcInN0YXR1c1wiXSwgbnVsbClcbiAgICAgIDogJ3Rha2VzIFwiYm90dG9tXCIsIFwidG9wXCIgb3IgXCJvZmZcIicsXG4gIFwic2V0LWNsaXBib2FyZFwiOiAobywgdikgPT5cbiAgICBib29sKHYpID8gKG9bXCJzZXQtY2xpcGJvYXJkXCJdID0gdiBhcyBib29sZWFuLCBudWxsKSA6IFwidGFrZXMgdHJ1ZSBvciBmYWxzZVwiLFxuICBcImRlZmF1bHQtc2hlbGxcIjogKG8sIHYpID0+XG4gICAgdHlwZW9mIHYgPT09IFwic3RyaW5nXCIgJiYgdi5sZW5ndGggPD0gTUFYX1RFWFRcbiAgICAgID8gKG9bXCJkZWZhdWx0LXNoZWxsXCJdID0gdiwgbnVsbClcbiAgICAgIDogXCJ0YWtlcyBhIHByb2dyYW0ncyBwYXRoLCBzdWNoIGFzIC9iaW4venNoXCIsXG4gIHNjcm9sbGJhY2s6IChvLCB2KSA9PlxuICAgIE51bWJlci5pc0ludGVnZXIodikgJiYgKHYgYXMgbnVtYmVyKSA+PSAwICYmICh2IGFzIG51bWJlcikgPD0gTUFYX1NDUk9MTEJBQ0tcbiAgICAgID8gKG8uc2Nyb2xsYmFjayA9IHYgYXMgbnVtYmVyLCBudWxsKVxuICAgICAgOiBgdGFrZXMgYSBudW1iZXIgb2YgbGluZXMgZnJvbSAwIHRvICR7TUFYX1NDUk9MTEJBQ0t9YCxcbiAgXCJyZW1haW4tb24tZXhpdFwiOiAobywgdikgPT5cbiAgICBib29sKHYpXG4gICAgICA/IChvW1wicmVtYWluLW9uLWV4aXRcIl0gPSB2IGFzIGJvb2xlYW4sIG51bGwpXG4gICAgICA6IFwidGFrZXMgdHJ1ZSBvciBmYWxzZVwiLFxuICBcIm1vZGUta2V5c1wiOiAobywgdikgPT5cbiAgICBNT0RFX0tFWVMuaW5jbHVkZXModiBhcyBPcHRpb25zW1wibW9kZS1rZXlzXCJdKVxuICAgICAgPyAob1tcIm1vZGUta2V5c1wiXSA9IHYgYXMgT3B0aW9uc1tcIm1vZGUta2V5c1wiXSwgbnVsbClcbiAgICAgIDogJ3Rha2VzIFwidmlcIiBvciBcImVtYWNzXCInLFxufTtcblxuLyoqIFRoZSBuYW1lcyBvZiB0aGUgcGxhaW4gc2V0dGluZ3MgKG5vdCBgYmluZGAvYHVuYmluZGApLCBpbiBvcmRlci4gKi9cbmV4cG9ydCBjb25zdCBTRVRUSU5HX05BTUVTOiByZWFkb25seSBzdHJpbmdbXSA9IE9iamVjdC5rZXlzKFNFVFRFUlMpO1xuXG5mdW5jdGlvbiB0ZXh0KHY6IHVua25vd24pOiBib29sZWFuIHtcbiAgcmV0dXJuIHR5cGVvZiB2ID09PSBcInN0cmluZ1wiICYmIHYubGVuZ3RoID4gMCAmJiB2Lmxlbmd0aCA8PSA2NDtcbn1cblxuZnVuY3Rpb24gYm9vbCh2OiB1bmtub3duKTogYm9vbGVhbiB7XG4gIHJldHVybiB0eXBlb2YgdiA9PT0gXCJib29sZWFuXCI7XG59XG5cbi8qKlxuICogQXBwbGllcyB0aGUgc2V0dGluZ3Mgb2YgYSBwYXJzZWQgY29uZmlnIGZpbGUgKGEgVE9NTCB0YWJsZSkgb24gdG9wIG9mXG4gKiBgYmFzZWA6IGEgZ29vZCB2YWx1ZSByZXBsYWNlcyB0aGUgb25lIHRoZXJlLCBgYmluZGAgZW50cmllcyBhZGQgdG8gdGhlXG4gKiB0YWJsZSdzIGJpbmRpbmdzLCBgdW5iaW5kYCBrZXlzIHRha2UgYSBiaW5kaW5nIGF3YXkuIFJldHVybnMgdGhlIHJlc3VsdFxuICogYW5kIG9uZSB3YXJuaW5nIHBlciB1bmtub3duIHNldHRpbmcgb3IgYmFkIHZhbHVlLCBuYW1pbmcgaXQgYW5kIHdoYXQgaXRcbiAqIHRha2VzOyB0aGUgcmVzdCBzdGlsbCBhcHBsaWVzLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBhcHBseU9wdGlvbnMsIGRlZmF1bHRPcHRpb25zIH0gZnJvbSBcIi4vb3B0aW9ucy50c1wiO1xuICogY29uc3QgciA9IGFwcGx5T3B0aW9ucyhkZWZhdWx0T3B0aW9ucygpLCB7IHByZWZpeDogXCJDLWFcIiwgbW91c2U6IFwieWVzXCIgfSk7XG4gKiBhc3NlcnQuZXF1YWwoci5vcHRpb25zLnByZWZpeCwgXCJDLWFcIik7XG4gKiBhc3NlcnQuZGVlcEVxdWFsKHIud2FybmluZ3MsIFtcIm1vdXNlIHRha2VzIHRydWUgb3IgZmFsc2UsIG5vdCBcXFwieWVzXFxcIlwiXSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGFwcGx5T3B0aW9ucyhcbiAgYmFzZTogT3B0aW9ucyxcbiAgcmF3OiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPixcbik6IHsgb3B0aW9uczogT3B0aW9uczsgd2FybmluZ3M6IHN0cmluZ1tdIH0ge1xuICBjb25zdCBvID0gY29weU9wdGlvbnMoYmFzZSk7XG4gIGNvbnN0IHdhcm5pbmdzOiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGNvbnN0IFtuYW1lLCB2YWx1ZV0gb2YgT2JqZWN0LmVudHJpZXMocmF3KSkge1xuICAgIGlmIChuYW1lID09PSBcImJpbmRcIikgYXBwbHlCaW5kKG8sIHZhbHVlLCB3YXJuaW5ncyk7XG4gICAgZWxzZSBpZiAobmFtZSA9PT0gXCJ1bmJpbmRcIikgYXBwbHlVbmJpbmQobywgdmFsdWUsIHdhcm5pbmdzKTtcbiAgICBlbHNlIGlmIChTRVRURVJTW25hbWVdKSB7XG4gICAgICBjb25zdCB3aHkgPSBTRVRURVJTW25hbWVdKG8sIHZhbHVlKTtcbiAgICAgIGlmICh3aHkpIHdhcm5pbmdzLnB1c2goYCR7bmFtZX0gJHt3aHl9LCBub3QgJHtzaG93bih2YWx1ZSl9YCk7XG4gICAgfSBlbHNlIHtcbiAgICAgIHdhcm5pbmdzLnB1c2goXG4gICAgICAgIGBVbmtub3duIHNldHRpbmcgJHtKU09OLnN0cmluZ2lmeShuYW1lKX07IHNldHRpbmdzIGFyZSAke1xuICAgICAgICAgIFsuLi5TRVRUSU5HX05BTUVTLCBcImJpbmRcIiwgXCJ1bmJpbmRcIiwgXCJjb21tYW5kc1wiXS5qb2luKFwiLCBcIilcbiAgICAgICAgfWAsXG4gICAgICApO1xuICAgIH1cbiAgfVxuICByZXR1cm4geyBvcHRpb25zOiBvLCB3YXJuaW5ncyB9O1xufVxuXG4vLyBbYmluZC5UQUJMRV0gXCJLRVlcIiA9IFwiQ09NTUFORFwiXG5mdW5jdGlvbiBhcHBseUJpbmQobzogT3B0aW9ucywgdmFsdWU6IHVua25vd24sIHdhcm5pbmdzOiBzdHJpbmdbXSk6IHZvaWQge1xuICBmb3IgKGNvbnN0IFt0YWJsZSwga2V5c10gb2YgdGFibGVzKHZhbHVlLCBcImJpbmRcIiwgd2FybmluZ3MpKSB7XG4gICAgaWYgKCFpc1RhYmxlKGtleXMpKSB7XG4gICAgICB3YXJuaW5ncy5wdXNoKGBiaW5kLiR7dGFibGV9IHRha2VzIGEgdGFibGUgb2YgXCJLRVlcIiA9IFwiQ09NTUFORFwiYCk7XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgZm9yIChjb25zdCBba2V5LCBjbWRdIG9mIE9iamVjdC5lbnRyaWVzKGtleXMpKSB7XG4gICAgICBpZiAoXG4gICAgICAgIHR5cGVvZiBjbWQgIT09IFwic3RyaW5nXCIgfHwgY21kLnRyaW0oKSA9PT0gXCJcIiB8fCBjbWQubGVuZ3RoID4gTUFYX1RFWFRcbiAgICAgICkge1xuICAgICAgICB3YXJuaW5ncy5wdXNoKFxuICAgICAgICAgIGBiaW5kLiR7dGFibGV9ICR7XG4gICAgICAgICAgICBKU09OLnN0cmluZ2lmeShrZXkpXG4gICAgICAgICAgfSB0YWtlcyBhIGJlcnRoIGNvbW1hbmQsIHN1Y2ggYXMgXCJraWxsLXNlc3Npb25cIiwgbm90ICR7c2hvd24oY21kKX1gLFxuICAgICAgICApO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIG8uYmluZFt0YWJsZV1ba2V5XSA9IGNtZDtcbiAgICAgIG8udW5iaW5kW3RhYmxlXSA9IG8udW5iaW5kW3RhYmxlXS5maWx0ZXIoKGspID0+IGsgIT09IGtleSk7XG4gICAgfVxuICB9XG59XG5cbi8vIHVuYmluZC5UQUJMRSA9IFtcIktFWVwiLCAuLi5dXG5mdW5jdGlvbiBhcHBseVVuYmluZChvOiBPcHRpb25zLCB2YWx1ZTogdW5rbm93biwgd2FybmluZ3M6IHN0cmluZ1tdKTogdm9pZCB7XG4gIGZvciAoY29uc3QgW3RhYmxlLCBrZXlzXSBvZiB0YWJsZXModmFsdWUsIFwidW5iaW5kXCIsIHdhcm5pbmdzKSkge1xuICAgIGlmICghQXJyYXkuaXNBcnJheShrZXlzKSB8fCAha2V5cy5ldmVyeSgoaykgPT4gdHlwZW9mIGsgPT09IFwic3RyaW5nXCIpKSB7XG4gICAgICB3YXJuaW5ncy5wdXNoKGB1bmJpbmQuJHt0YWJsZX0gdGFrZXMgYSBsaXN0IG9mIGtleXMsIHN1Y2ggYXMgW1wiZFwiXWApO1xuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIGZvciAoY29uc3Qga2V5IG9mIGtleXMgYXMgc3RyaW5nW10pIHtcbiAgICAgIGRlbGV0ZSBvLmJpbmRbdGFibGVdW2tleV07XG4gICAgICBpZiAoIW8udW5iaW5kW3RhYmxlXS5pbmNsdWRlcyhrZXkpKSBvLnVuYmluZFt0YWJsZV0ucHVzaChrZXkpO1xuICAgIH1cbiAgfVxufVxuXG4vLyBUaGUga25vd24gdGFibGVzIG9mIGEgYmluZC91bmJpbmQgdmFsdWU7IGEgd2FybmluZyBmb3IgdGhlIG90aGVycy5cbmZ1bmN0aW9uIHRhYmxlcyhcbiAgdmFsdWU6IHVua25vd24sXG4gIHdoYXQ6IHN0cmluZyxcbiAgd2FybmluZ3M6IHN0cmluZ1tdLFxuKTogW0tleVRhYmxlTmFtZSwgdW5rbm93bl1bXSB7XG4gIGlmICghaXNUYWJsZSh2YWx1ZSkpIHtcbiAgICB3YXJuaW5ncy5wdXNoKGAke3doYXR9IHRha2VzIHRhYmxlcyBuYW1lZCAke0tFWV9UQUJMRVMuam9pbihcIiwgXCIpfWApO1xuICAgIHJldHVybiBbXTtcbiAgfVxuICBjb25zdCBvdXQ6IFtLZXlUYWJsZU5hbWUsIHVua25vd25dW10gPSBbXTtcbiAgZm9yIChjb25zdCBbbmFtZSwgdl0gb2YgT2JqZWN0LmVudHJpZXModmFsdWUpKSB7XG4gICAgaWYgKEtFWV9UQUJMRVMuaW5jbHVkZXMobmFtZSBhcyBLZXlUYWJsZU5hbWUpKSB7XG4gICAgICBvdXQucHVzaChbbmFtZSBhcyBLZXlUYWJsZU5hbWUsIHZdKTtcbiAgICB9IGVsc2Uge1xuICAgICAgd2FybmluZ3MucHVzaChcbiAgICAgICAgYFVua25vd24ga2V5IHRhYmxlICR7d2hhdH0uJHtuYW1lfTsgdGhlIHRhYmxlcyBhcmUgJHtcbiAgICAgICAgICBLRVlfVEFCTEVTLmpvaW4oXCIsIFwiKVxuICAgICAgICB9YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbmZ1bmN0aW9uIGlzVGFibGUodjogdW5rbm93bik6IHYgaXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4ge1xuICByZXR1cm4gdHlwZW9mIHYgPT09IFwib2JqZWN0XCIgJiYgdiAhPT0gbnVsbCAmJiAhQXJyYXkuaXNBcnJheSh2KSAmJlxuICAgICEodiBpbnN0YW5jZW9mIERhdGUpO1xufVxuXG5mdW5jdGlvbiBjb3B5T3B0aW9ucyhvOiBPcHRpb25zKTogT3B0aW9ucyB7XG4gIHJldHVybiB7XG4gICAgLi4ubyxcbiAgICBiaW5kOiB7XG4gICAgICBwcmVmaXg6IHsgLi4uby5iaW5kLnByZWZpeCB9LFxuICAgICAgcm9vdDogeyAuLi5vLmJpbmQucm9vdCB9LFxuICAgICAgY29weTogeyAuLi5vLmJpbmQuY29weSB9LFxuICAgIH0sXG4gICAgdW5iaW5kOiB7XG4gICAgICBwcmVmaXg6IFsuLi5vLnVuYmluZC5wcmVmaXhdLFxuICAgICAgcm9vdDogWy4uLm8udW5iaW5kLnJvb3RdLFxuICAgICAgY29weTogWy4uLm8udW5iaW5kLmNvcHldLFxuICAgIH0sXG4gIH07XG59XG5cbi8vIEEgdmFsdWUgYXMgdGhlIHVzZXIgd3JvdGUgaXQsIHNob3J0LlxuZnVuY3Rpb24gc2hvd24odjogdW5rbm93bik6IHN0cmluZyB7XG4gIGNvbnN0IHMgPSB0eXBlb2YgdiA9PT0gXCJzdHJpbmdcIiA/IEpTT04uc3RyaW5naWZ5KHYpIDogU3RyaW5nKHYpO1xuICByZXR1cm4gcy5sZW5ndGggPiA0MCA/IHMuc2xpY2UoMCwgMzcpICsgXCIuLi5cIiA6IHM7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7O0NBV0MsR0FFRCxTQUFTLGtCQUFrQixFQUFFLGNBQWMsUUFBUSxjQUFjO0FBRWpFLHVEQUF1RCxHQUN2RCxPQUFPLE1BQU0sYUFBYTtFQUFDO0VBQVU7RUFBUTtDQUFPLENBQVU7QUFJOUQsZ0NBQWdDLEdBQ2hDLE9BQU8sTUFBTSxtQkFBbUI7RUFBQztFQUFVO0VBQU87Q0FBTSxDQUFVO0FBRWxFLDBDQUEwQyxHQUMxQyxPQUFPLE1BQU0sWUFBWTtFQUFDO0VBQU07Q0FBUSxDQUFVO0FBMEJsRCwwQ0FBMEMsR0FDMUMsT0FBTyxTQUFTO0VBQ2QsT0FBTztJQUNMLFFBQVE7SUFDUixPQUFPO0lBQ1AsUUFBUTtJQUNSLGlCQUFpQjtJQUNqQixpQkFBaUI7SUFDakIsWUFBWTtJQUNaLGtCQUFrQjtJQUNsQixhQUFhO0lBQ2IsTUFBTTtNQUFFLFFBQVEsQ0FBQztNQUFHLE1BQU0sQ0FBQztNQUFHLE1BQU0sQ0FBQztJQUFFO0lBQ3ZDLFFBQVE7TUFBRSxRQUFRLEVBQUU7TUFBRSxNQUFNLEVBQUU7TUFBRSxNQUFNLEVBQUU7SUFBQztFQUMzQztBQUNGO0FBRUEscUVBQXFFLEdBQ3JFLE9BQU8sTUFBTSxXQUFXLEtBQUs7QUFJN0Isa0VBQWtFO0FBQ2xFLE1BQU0sVUFBa0M7RUFDdEMsUUFBUSxDQUFDLEdBQUcsSUFDVixLQUFLLEtBQUssQ0FBQyxFQUFFLE1BQU0sR0FBRyxHQUFhLElBQUksSUFBSTtFQUM3QyxPQUFPLENBQUMsR0FBRyxJQUNULEtBQUssS0FBSyxDQUFDLEVBQUUsS0FBSyxHQUFHLEdBQWMsSUFBSSxJQUFJO0VBQzdDLFFBQVEsQ0FBQyxHQUFHLElBQ1YsaUJBQWlCLFFBQVEsQ0FBQyxLQUN0QixDQUFDLEVBQUUsTUFBTSxHQUFHLEdBQXdCLElBQUksSUFDeEM7RUFDTixpQkFBaUIsQ0FBQyxHQUFHLElBQ25CLEtBQUssS0FBSyxDQUFDLENBQUMsQ0FBQyxnQkFBZ0IsR0FBRyxHQUFjLElBQUksSUFBSTtFQUN4RCxpQkFBaUIsQ0FBQyxHQUFHLElBQ25CLE9BQU8sTUFBTSxZQUFZLEVBQUUsTUFBTSxJQUFJLFdBQ2pDLENBQUMsQ0FBQyxDQUFDLGdCQUFnQixHQUFHLEdBQUcsSUFBSSxJQUM3QjtFQUNOLFlBQVksQ0FBQyxHQUFHLElBQ2QsT0FBTyxTQUFTLENBQUMsTUFBTSxBQUFDLEtBQWdCLEtBQUssQUFBQyxLQUFnQixpQkFDMUQsQ0FBQyxFQUFFLFVBQVUsR0FBRyxHQUFhLElBQUksSUFDakMsQ0FBQyxrQ0FBa0MsRUFBRSxnQkFBZ0I7RUFDM0Qsa0JBQWtCLENBQUMsR0FBRyxJQUNwQixLQUFLLEtBQ0QsQ0FBQyxDQUFDLENBQUMsaUJBQWlCLEdBQUcsR0FBYyxJQUFJLElBQ3pDO0VBQ04sYUFBYSxDQUFDLEdBQUcsSUFDZixVQUFVLFFBQVEsQ0FBQyxLQUNmLENBQUMsQ0FBQyxDQUFDLFlBQVksR0FBRyxHQUEyQixJQUFJLElBQ2pEO0FBQ1I7QUFFQSxxRUFBcUUsR0FDckUsT0FBTyxNQUFNLGdCQUFtQyxPQUFPLElBQUksQ0FBQyxTQUFTO0FBRXJFLFNBQVMsS0FBSyxDQUFVO0VBQ3RCLE9BQU8sT0FBTyxNQUFNLFlBQVksRUFBRSxNQUFNLEdBQUcsS0FBSyxFQUFFLE1BQU0sSUFBSTtBQUM5RDtBQUVBLFNBQVMsS0FBSyxDQUFVO0VBQ3RCLE9BQU8sT0FBTyxNQUFNO0FBQ3RCO0FBRUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBQ0QsT0FBTyxTQUFTLGFBQ2QsSUFBYSxFQUNiLEdBQTRCO0VBRTVCLE1BQU0sSUFBSSxZQUFZO0VBQ3RCLE1BQU0sV0FBcUIsRUFBRTtFQUM3QixLQUFLLE1BQU0sQ0FBQyxNQUFNLE1BQU0sSUFBSSxPQUFPLE9BQU8sQ0FBQyxLQUFNO0lBQy9DLElBQUksU0FBUyxRQUFRLFVBQVUsR0FBRyxPQUFPO1NBQ3BDLElBQUksU0FBUyxVQUFVLFlBQVksR0FBRyxPQUFPO1NBQzdDLElBQUksT0FBTyxDQUFDLEtBQUssRUFBRTtNQUN0QixNQUFNLE1BQU0sT0FBTyxDQUFDLEtBQUssQ0FBQyxHQUFHO01BQzdCLElBQUksS0FBSyxTQUFTLElBQUksQ0FBQyxHQUFHLEtBQUssQ0FBQyxFQUFFLElBQUksTUFBTSxFQUFFLE1BQU0sUUFBUTtJQUM5RCxPQUFPO01BQ0wsU0FBUyxJQUFJLENBQ1gsQ0FBQyxnQkFBZ0IsRUFBRSxLQUFLLFNBQVMsQ0FBQyxNQUFNLGVBQWUsRUFDckQ7V0FBSTtRQUFlO1FBQVE7UUFBVTtPQUFXLENBQUMsSUFBSSxDQUFDLE9BQ3REO0lBRU47RUFDRjtFQUNBLE9BQU87SUFBRSxTQUFTO0lBQUc7RUFBUztBQUNoQztBQUVBLGlDQUFpQztBQUNqQyxTQUFTLFVBQVUsQ0FBVSxFQUFFLEtBQWMsRUFBRSxRQUFrQjtFQUMvRCxLQUFLLE1BQU0sQ0FBQyxPQUFPLEtBQUssSUFBSSxPQUFPLE9BQU8sUUFBUSxVQUFXO0lBQzNELElBQUksQ0FBQyxRQUFRLE9BQU87TUFDbEIsU0FBUyxJQUFJLENBQUMsQ0FBQyxLQUFLLEVBQUUsTUFBTSxtQ0FBbUMsQ0FBQztNQUNoRTtJQUNGO0lBQ0EsS0FBSyxNQUFNLENBQUMsS0FBSyxJQUFJLElBQUksT0FBTyxPQUFPLENBQUMsTUFBTztNQUM3QyxJQUNFLE9BQU8sUUFBUSxZQUFZLElBQUksSUFBSSxPQUFPLE1BQU0sSUFBSSxNQUFNLEdBQUcsVUFDN0Q7UUFDQSxTQUFTLElBQUksQ0FDWCxDQUFDLEtBQUssRUFBRSxNQUFNLENBQUMsRUFDYixLQUFLLFNBQVMsQ0FBQyxLQUNoQixvREFBb0QsRUFBRSxNQUFNLE1BQU07UUFFckU7TUFDRjtNQUNBLEVBQUUsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLEdBQUc7TUFDckIsRUFBRSxNQUFNLENBQUMsTUFBTSxHQUFHLEVBQUUsTUFBTSxDQUFDLE1BQU0sQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUFNLE1BQU07SUFDeEQ7RUFDRjtBQUNGO0FBRUEsOEJBQThCO0FBQzlCLFNBQVMsWUFBWSxDQUFVLEVBQUUsS0FBYyxFQUFFLFFBQWtCO0VBQ2pFLEtBQUssTUFBTSxDQUFDLE9BQU8sS0FBSyxJQUFJLE9BQU8sT0FBTyxVQUFVLFVBQVc7SUFDN0QsSUFBSSxDQUFDLE1BQU0sT0FBTyxDQUFDLFNBQVMsQ0FBQyxLQUFLLEtBQUssQ0FBQyxDQUFDLElBQU0sT0FBTyxNQUFNLFdBQVc7TUFDckUsU0FBUyxJQUFJLENBQUMsQ0FBQyxPQUFPLEVBQUUsTUFBTSxvQ0FBb0MsQ0FBQztNQUNuRTtJQUNGO0lBQ0EsS0FBSyxNQUFNLE9BQU8sS0FBa0I7TUFDbEMsT0FBTyxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSTtNQUN6QixJQUFJLENBQUMsRUFBRSxNQUFNLENBQUMsTUFBTSxDQUFDLFFBQVEsQ0FBQyxNQUFNLEVBQUUsTUFBTSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7SUFDM0Q7RUFDRjtBQUNGO0FBRUEscUVBQXFFO0FBQ3JFLFNBQVMsT0FDUCxLQUFjLEVBQ2QsSUFBWSxFQUNaLFFBQWtCO0VBRWxCLElBQUksQ0FBQyxRQUFRLFFBQVE7SUFDbkIsU0FBUyxJQUFJLENBQUMsR0FBRyxLQUFLLG9CQUFvQixFQUFFLFdBQVcsSUFBSSxDQUFDLE9BQU87SUFDbkUsT0FBTyxFQUFFO0VBQ1g7RUFDQSxNQUFNLE1BQWlDLEVBQUU7RUFDekMsS0FBSyxNQUFNLENBQUMsTUFBTSxFQUFFLElBQUksT0FBTyxPQUFPLENBQUMsT0FBUTtJQUM3QyxJQUFJLFdBQVcsUUFBUSxDQUFDLE9BQXVCO01BQzdDLElBQUksSUFBSSxDQUFDO1FBQUM7UUFBc0I7T0FBRTtJQUNwQyxPQUFPO01BQ0wsU0FBUyxJQUFJLENBQ1gsQ0FBQyxrQkFBa0IsRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLGlCQUFpQixFQUNqRCxXQUFXLElBQUksQ0FBQyxPQUNoQjtJQUVOO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLFFBQVEsQ0FBVTtFQUN6QixPQUFPLE9BQU8sTUFBTSxZQUFZLE1BQU0sUUFBUSxDQUFDLE1BQU0sT0FBTyxDQUFDLE1BQzNELENBQUMsQ0FBQyxhQUFhLElBQUk7QUFDdkI7QUFFQSxTQUFTLFlBQVksQ0FBVTtFQUM3QixPQUFPO0lBQ0wsR0FBRyxDQUFDO0lBQ0osTUFBTTtNQUNKLFFBQVE7UUFBRSxHQUFHLEVBQUUsSUFBSSxDQUFDLE1BQU07TUFBQztNQUMzQixNQUFNO1FBQUUsR0FBRyxFQUFFLElBQUksQ0FBQyxJQUFJO01BQUM7TUFDdkIsTUFBTTtRQUFFLEdBQUcsRUFBRSxJQUFJLENBQUMsSUFBSTtNQUFDO0lBQ3pCO0lBQ0EsUUFBUTtNQUNOLFFBQVE7V0FBSSxFQUFFLE1BQU0sQ0FBQyxNQUFNO09BQUM7TUFDNUIsTUFBTTtXQUFJLEVBQUUsTUFBTSxDQUFDLElBQUk7T0FBQztNQUN4QixNQUFNO1dBQUksRUFBRSxNQUFNLENBQUMsSUFBSTtPQUFDO0lBQzFCO0VBQ0Y7QUFDRjtBQUVBLHVDQUF1QztBQUN2QyxTQUFTLE1BQU0sQ0FBVTtFQUN2QixNQUFNLElBQUksT0FBTyxNQUFNLFdBQVcsS0FBSyxTQUFTLENBQUMsS0FBSyxPQUFPO0VBQzdELE9BQU8sRUFBRSxNQUFNLEdBQUcsS0FBSyxFQUFFLEtBQUssQ0FBQyxHQUFHLE1BQU0sUUFBUTtBQUNsRCJ9
// denoCacheMetadata=402771836198425628,14084979182266776993