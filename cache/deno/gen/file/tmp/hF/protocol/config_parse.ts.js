/**
 * The config file's text parsed (TOML, with `smol-toml`). A TOML parser
 * refuses a whole file for one mistake; berth keeps the rest, as tmux does
 * with a bad line of `.tmux.conf`: the broken line (a broken `[table]`
 * header: its whole table) is dropped with a warning naming its line, and
 * the file is parsed again without it. `config_file.ts` loads this module
 * only when there is a file to parse.
 *
 * @module
 */ import { parse, TomlError } from "smol-toml";
import { applyOptions, MAX_TEXT } from "./options.ts";
/** Most broken lines dropped before the file is given up whole. */ const MAX_BROKEN = 100;
/**
 * Parses config text on top of `base`; the warnings start with `where`
 * (the file's path).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseConfig } from "./config_parse.ts";
 * import { defaultOptions } from "./options.ts";
 * const r = parseConfig('prefix = "C-a"\nmouse = \n', defaultOptions(), "c");
 * assert.equal(r.options.prefix, "C-a");
 * assert.match(r.warnings[0], /^c line 2: /);
 * ```
 */ export function parseConfig(text, base, where) {
  const lines = text.split("\n");
  const warnings = [];
  for(let tries = 0;; tries++){
    try {
      const raw = parse(lines.join("\n"));
      const commands = takeCommands(raw, (w)=>warnings.push(`${where}${lineOf(lines, w)}: ${w}`));
      const r = applyOptions(base, raw);
      for (const w of r.warnings){
        warnings.push(`${where}${lineOf(lines, w)}: ${w}`);
      }
      return {
        options: r.options,
        warnings,
        commands
      };
    } catch (err) {
      const line = err instanceof TomlError ? err.line : 0;
      if (!line || line > lines.length || tries >= MAX_BROKEN) {
        warnings.push(`${where}: ${firstLine(err)}; the file is skipped`);
        return {
          options: base,
          warnings,
          commands: []
        };
      }
      warnings.push(`${where} line ${line}: ${dropBroken(lines, line, err)}`);
    }
  }
}
/** Most command lines one file runs. */ const MAX_COMMANDS = 1000;
/**
 * `commands = ["LINE", ...]`: berth command lines run each time the file
 * is read (tmux's config is such lines), taken out of `raw`; a bad value
 * is one warning (to `warn`) and runs nothing.
 */ function takeCommands(raw, warn) {
  const v = raw.commands;
  if (v === undefined) return [];
  delete raw.commands;
  if (Array.isArray(v) && v.length <= MAX_COMMANDS && v.every((c)=>typeof c === "string" && c.length <= MAX_TEXT)) {
    return v;
  }
  warn(`commands takes a list of berth command lines, such as ["set-environment -g EDITOR vim"]; none is run`);
  return [];
}
// Blanks the broken line (a header: its whole table); says what went.
function dropBroken(lines, line, err) {
  const why = firstLine(err).replace(/^Invalid TOML document: /, "");
  if (!/^\s*\[/.test(lines[line - 1])) {
    lines[line - 1] = "";
    return `${why}; the line is skipped`;
  }
  let end = line;
  while(end < lines.length && !/^\s*\[/.test(lines[end]))end++;
  for(let i = line - 1; i < end; i++)lines[i] = "";
  return `${why}; the table up to line ${end} is skipped`;
}
// " line N" for a warning that names a top-level setting written there.
function lineOf(lines, warning) {
  const name = /^(?:Unknown setting ")?([\w-]+)/.exec(warning)?.[1];
  if (!name) return "";
  const re = new RegExp(`^\\s*"?${name}"?\\s*=`);
  const i = lines.findIndex((l)=>re.test(l));
  return i < 0 ? "" : ` line ${i + 1}`;
}
function firstLine(err) {
  return String(err?.message ?? err).split("\n")[0];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2NvbmZpZ19wYXJzZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBjb25maWcgZmlsZSdzIHRleHQgcGFyc2VkIChUT01MLCB3aXRoIGBzbW9sLXRvbWxgKS4gQSBUT01MIHBhcnNlclxuICogcmVmdXNlcyBhIHdob2xlIGZpbGUgZm9yIG9uZSBtaXN0YWtlOyBiZXJ0aCBrZWVwcyB0aGUgcmVzdCwgYXMgdG11eCBkb2VzXG4gKiB3aXRoIGEgYmFkIGxpbmUgb2YgYC50bXV4LmNvbmZgOiB0aGUgYnJva2VuIGxpbmUgKGEgYnJva2VuIGBbdGFibGVdYFxuICogaGVhZGVyOiBpdHMgd2hvbGUgdGFibGUpIGlzIGRyb3BwZWQgd2l0aCBhIHdhcm5pbmcgbmFtaW5nIGl0cyBsaW5lLCBhbmRcbiAqIHRoZSBmaWxlIGlzIHBhcnNlZCBhZ2FpbiB3aXRob3V0IGl0LiBgY29uZmlnX2ZpbGUudHNgIGxvYWRzIHRoaXMgbW9kdWxlXG4gKiBvbmx5IHdoZW4gdGhlcmUgaXMgYSBmaWxlIHRvIHBhcnNlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZSwgVG9tbEVycm9yIH0gZnJvbSBcInNtb2wtdG9tbFwiO1xuaW1wb3J0IHsgYXBwbHlPcHRpb25zLCBNQVhfVEVYVCwgdHlwZSBPcHRpb25zIH0gZnJvbSBcIi4vb3B0aW9ucy50c1wiO1xuXG4vKiogTW9zdCBicm9rZW4gbGluZXMgZHJvcHBlZCBiZWZvcmUgdGhlIGZpbGUgaXMgZ2l2ZW4gdXAgd2hvbGUuICovXG5jb25zdCBNQVhfQlJPS0VOID0gMTAwO1xuXG4vKipcbiAqIFBhcnNlcyBjb25maWcgdGV4dCBvbiB0b3Agb2YgYGJhc2VgOyB0aGUgd2FybmluZ3Mgc3RhcnQgd2l0aCBgd2hlcmVgXG4gKiAodGhlIGZpbGUncyBwYXRoKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCBhc3NlcnQgZnJvbSBcIm5vZGU6YXNzZXJ0L3N0cmljdFwiO1xuICogaW1wb3J0IHsgcGFyc2VDb25maWcgfSBmcm9tIFwiLi9jb25maWdfcGFyc2UudHNcIjtcbiAqIGltcG9ydCB7IGRlZmF1bHRPcHRpb25zIH0gZnJvbSBcIi4vb3B0aW9ucy50c1wiO1xuICogY29uc3QgciA9IHBhcnNlQ29uZmlnKCdwcmVmaXggPSBcIkMtYVwiXFxubW91c2UgPSBcXG4nLCBkZWZhdWx0T3B0aW9ucygpLCBcImNcIik7XG4gKiBhc3NlcnQuZXF1YWwoci5vcHRpb25zLnByZWZpeCwgXCJDLWFcIik7XG4gKiBhc3NlcnQubWF0Y2goci53YXJuaW5nc1swXSwgL15jIGxpbmUgMjogLyk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlQ29uZmlnKFxuICB0ZXh0OiBzdHJpbmcsXG4gIGJhc2U6IE9wdGlvbnMsXG4gIHdoZXJlOiBzdHJpbmcsXG4pOiB7IG9wdGlvbnM6IE9wdGlvbnM7IHdhcm5pbmdzOiBzdHJpbmdbXTsgY29tbWFuZHM6IHN0cmluZ1tdIH0ge1xuICBjb25zdCBsaW5lcyA9IHRleHQuc3BsaXQoXCJcXG5cIik7XG4gIGNvbnN0IHdhcm5pbmdzOiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGxldCB0cmllcyA9IDA7OyB0cmllcysrKSB7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHJhdyA9IHBhcnNlKGxpbmVzLmpvaW4oXCJcXG5cIikpIGFzIFJlY29yZDxzdHJpbmcsIHVua25vd24+O1xuICAgICAgY29uc3QgY29tbWFuZHMgPSB0YWtlQ29tbWFuZHMoXG4gICAgICAgIHJhdyxcbiAgICAgICAgKHcpID0+IHdhcm5pbmdzLnB1c2goYCR7d2hlcmV9JHtsaW5lT2YobGluZXMsIHcpfTogJHt3fWApLFxuICAgICAgKTtcbiAgICAgIGNvbnN0IHIgPSBhcHBseU9wdGlvbnMoYmFzZSwgcmF3KTtcbiAgICAgIGZvciAoY29uc3QgdyBvZiByLndhcm5pbmdzKSB7XG4gICAgICAgIHdhcm5pbmdzLnB1c2goYCR7d2hlcmV9JHtsaW5lT2YobGluZXMsIHcpfTogJHt3fWApO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHsgb3B0aW9uczogci5vcHRpb25zLCB3YXJuaW5ncywgY29tbWFuZHMgfTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGNvbnN0IGxpbmUgPSBlcnIgaW5zdGFuY2VvZiBUb21sRXJyb3IgPyBlcnIubGluZSA6IDA7XG4gICAgICBpZiAoIWxpbmUgfHwgbGluZSA+IGxpbmVzLmxlbmd0aCB8fCB0cmllcyA+PSBNQVhfQlJPS0VOKSB7XG4gICAgICAgIHdhcm5pbmdzLnB1c2goYCR7d2hlcmV9OiAke2ZpcnN0TGluZShlcnIpfTsgdGhlIGZpbGUgaXMgc2tpcHBlZGApO1xuICAgICAgICByZXR1cm4geyBvcHRpb25zOiBiYXNlLCB3YXJuaW5ncywgY29tbWFuZHM6IFtdIH07XG4gICAgICB9XG4gICAgICB3YXJuaW5ncy5wdXNoKGAke3doZXJlfSBsaW5lICR7bGluZX06ICR7ZHJvcEJyb2tlbihsaW5lcywgbGluZSwgZXJyKX1gKTtcbiAgICB9XG4gIH1cbn1cblxuLyoqIE1vc3QgY29tbWFuZCBsaW5lcyBvbmUgZmlsZSBydW5zLiAqL1xuY29uc3QgTUFYX0NPTU1BTkRTID0gMTAwMDtcblxuLyoqXG4gKiBgY29tbWFuZHMgPSBbXCJMSU5FXCIsIC4uLl1gOiBiZXJ0aCBjb21tYW5kIGxpbmVzIHJ1biBlYWNoIHRpbWUgdGhlIGZpbGVcbiAqIGlzIHJlYWQgKHRtdXgncyBjb25maWcgaXMgc3VjaCBsaW5lcyksIHRha2VuIG91dCBvZiBgcmF3YDsgYSBiYWQgdmFsdWVcbiAqIGlzIG9uZSB3YXJuaW5nICh0byBgd2FybmApIGFuZCBydW5zIG5vdGhpbmcuXG4gKi9cbmZ1bmN0aW9uIHRha2VDb21tYW5kcyhcbiAgcmF3OiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPixcbiAgd2FybjogKHc6IHN0cmluZykgPT4gdm9pZCxcbik6IHN0cmluZ1tdIHtcbiAgY29uc3QgdiA9IHJhdy5jb21tYW5kcztcbiAgaWYgKHYgPT09IHVuZGVmaW5lZCkgcmV0dXJuIFtdO1xuICBkZWxldGUgcmF3LmNvbW1hbmRzO1xuICBpZiAoXG4gICAgQXJyYXkuaXNBcnJheSh2KSAmJiB2Lmxlbmd0aCA8PSBNQVhfQ09NTUFORFMgJiZcbiAgICB2LmV2ZXJ5KChjKSA9PiB0eXBlb2YgYyA9PT0gXCJzdHJpbmdcIiAmJiBjLmxlbmd0aCA8PSBNQVhfVEVYVClcbiAgKSB7XG4gICAgcmV0dXJuIHYgYXMgc3RyaW5nW107XG4gIH1cbiAgd2FybihcbiAgICBgY29tbWFuZHMgdGFrZXMgYSBsaXN0IG9mIGJlcnRoIGNvbW1hbmQgbGluZXMsIHN1Y2ggYXMgW1wic2V0LWVudmlyb25tZW50IC1nIEVESVRPUiB2aW1cIl07IG5vbmUgaXMgcnVuYCxcbiAgKTtcbiAgcmV0dXJuIFtdO1xufVxuXG4vLyBCbGFua3MgdGhlIGJyb2tlbiBsaW5lIChhIGhlYWRlcjogaXRzIHdob2xlIHRhYmxlKTsgc2F5cyB3aGF0IHdlbnQuXG5mdW5jdGlvbiBkcm9wQnJva2VuKGxpbmVzOiBzdHJpbmdbXSwgbGluZTogbnVtYmVyLCBlcnI6IHVua25vd24pOiBzdHJpbmcge1xuICBjb25zdCB3aHkgPSBmaXJzdExpbmUoZXJyKS5yZXBsYWNlKC9eSW52YWxpZCBUT01MIGRvY3VtZW50OiAvLCBcIlwiKTtcbiAgaWYgKCEvXlxccypcXFsvLnRlc3QobGluZXNbbGluZSAtIDFdKSkge1xuICAgIGxpbmVzW2xpbmUgLSAxXSA9IFwiXCI7XG4gICAgcmV0dXJuIGAke3doeX07IHRoZSBsaW5lIGlzIHNraXBwZWRgO1xuICB9XG4gIGxldCBlbmQgPSBsaW5lO1xuICB3aGlsZSAoZW5kIDwgbGluZXMubGVuZ3RoICYmICEvXlxccypcXFsvLnRlc3QobGluZXNbZW5kXSkpIGVuZCsrO1xuICBmb3IgKGxldCBpID0gbGluZSAtIDE7IGkgPCBlbmQ7IGkrKykgbGluZXNbaV0gPSBcIlwiO1xuICByZXR1cm4gYCR7d2h5fTsgdGhlIHRhYmxlIHVwIHRvIGxpbmUgJHtlbmR9IGlzIHNraXBwZWRgO1xufVxuXG4vLyBcIiBsaW5lIE5cIiBmb3IgYSB3YXJuaW5nIHRoYXQgbmFtZXMgYSB0b3AtbGV2ZWwgc2V0dGluZyB3cml0dGVuIHRoZXJlLlxuZnVuY3Rpb24gbGluZU9mKGxpbmVzOiBzdHJpbmdbXSwgd2FybmluZzogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgbmFtZSA9IC9eKD86VW5rbm93biBzZXR0aW5nIFwiKT8oW1xcdy1dKykvLmV4ZWMod2FybmluZyk/LlsxXTtcbiAgaWYgKCFuYW1lKSByZXR1cm4gXCJcIjtcbiAgY29uc3QgcmUgPSBuZXcgUmVnRXhwKGBeXFxcXHMqXCI/JHtuYW1lfVwiP1xcXFxzKj1gKTtcbiAgY29uc3QgaSA9IGxpbmVzLmZpbmRJbmRleCgobCkgPT4gcmUudGVzdChsKSk7XG4gIHJldHVybiBpIDwgMCA/IFwiXCIgOiBgIGxpbmUgJHtpICsgMX1gO1xufVxuXG5mdW5jdGlvbiBmaXJzdExpbmUoZXJyOiB1bmtub3duKTogc3RyaW5nIHtcbiAgcmV0dXJuIFN0cmluZygoZXJyIGFzIEVycm9yKT8ubWVzc2FnZSA/PyBlcnIpLnNwbGl0KFwiXFxuXCIpWzBdO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Q0FTQyxHQUVELFNBQVMsS0FBSyxFQUFFLFNBQVMsUUFBUSxZQUFZO0FBQzdDLFNBQVMsWUFBWSxFQUFFLFFBQVEsUUFBc0IsZUFBZTtBQUVwRSxpRUFBaUUsR0FDakUsTUFBTSxhQUFhO0FBRW5COzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsWUFDZCxJQUFZLEVBQ1osSUFBYSxFQUNiLEtBQWE7RUFFYixNQUFNLFFBQVEsS0FBSyxLQUFLLENBQUM7RUFDekIsTUFBTSxXQUFxQixFQUFFO0VBQzdCLElBQUssSUFBSSxRQUFRLElBQUksUUFBUztJQUM1QixJQUFJO01BQ0YsTUFBTSxNQUFNLE1BQU0sTUFBTSxJQUFJLENBQUM7TUFDN0IsTUFBTSxXQUFXLGFBQ2YsS0FDQSxDQUFDLElBQU0sU0FBUyxJQUFJLENBQUMsR0FBRyxRQUFRLE9BQU8sT0FBTyxHQUFHLEVBQUUsRUFBRSxHQUFHO01BRTFELE1BQU0sSUFBSSxhQUFhLE1BQU07TUFDN0IsS0FBSyxNQUFNLEtBQUssRUFBRSxRQUFRLENBQUU7UUFDMUIsU0FBUyxJQUFJLENBQUMsR0FBRyxRQUFRLE9BQU8sT0FBTyxHQUFHLEVBQUUsRUFBRSxHQUFHO01BQ25EO01BQ0EsT0FBTztRQUFFLFNBQVMsRUFBRSxPQUFPO1FBQUU7UUFBVTtNQUFTO0lBQ2xELEVBQUUsT0FBTyxLQUFLO01BQ1osTUFBTSxPQUFPLGVBQWUsWUFBWSxJQUFJLElBQUksR0FBRztNQUNuRCxJQUFJLENBQUMsUUFBUSxPQUFPLE1BQU0sTUFBTSxJQUFJLFNBQVMsWUFBWTtRQUN2RCxTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU0sRUFBRSxFQUFFLFVBQVUsS0FBSyxxQkFBcUIsQ0FBQztRQUNoRSxPQUFPO1VBQUUsU0FBUztVQUFNO1VBQVUsVUFBVSxFQUFFO1FBQUM7TUFDakQ7TUFDQSxTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU0sTUFBTSxFQUFFLEtBQUssRUFBRSxFQUFFLFdBQVcsT0FBTyxNQUFNLE1BQU07SUFDeEU7RUFDRjtBQUNGO0FBRUEsc0NBQXNDLEdBQ3RDLE1BQU0sZUFBZTtBQUVyQjs7OztDQUlDLEdBQ0QsU0FBUyxhQUNQLEdBQTRCLEVBQzVCLElBQXlCO0VBRXpCLE1BQU0sSUFBSSxJQUFJLFFBQVE7RUFDdEIsSUFBSSxNQUFNLFdBQVcsT0FBTyxFQUFFO0VBQzlCLE9BQU8sSUFBSSxRQUFRO0VBQ25CLElBQ0UsTUFBTSxPQUFPLENBQUMsTUFBTSxFQUFFLE1BQU0sSUFBSSxnQkFDaEMsRUFBRSxLQUFLLENBQUMsQ0FBQyxJQUFNLE9BQU8sTUFBTSxZQUFZLEVBQUUsTUFBTSxJQUFJLFdBQ3BEO0lBQ0EsT0FBTztFQUNUO0VBQ0EsS0FDRSxDQUFDLG9HQUFvRyxDQUFDO0VBRXhHLE9BQU8sRUFBRTtBQUNYO0FBRUEsc0VBQXNFO0FBQ3RFLFNBQVMsV0FBVyxLQUFlLEVBQUUsSUFBWSxFQUFFLEdBQVk7RUFDN0QsTUFBTSxNQUFNLFVBQVUsS0FBSyxPQUFPLENBQUMsNEJBQTRCO0VBQy9ELElBQUksQ0FBQyxTQUFTLElBQUksQ0FBQyxLQUFLLENBQUMsT0FBTyxFQUFFLEdBQUc7SUFDbkMsS0FBSyxDQUFDLE9BQU8sRUFBRSxHQUFHO0lBQ2xCLE9BQU8sR0FBRyxJQUFJLHFCQUFxQixDQUFDO0VBQ3RDO0VBQ0EsSUFBSSxNQUFNO0VBQ1YsTUFBTyxNQUFNLE1BQU0sTUFBTSxJQUFJLENBQUMsU0FBUyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRztFQUN6RCxJQUFLLElBQUksSUFBSSxPQUFPLEdBQUcsSUFBSSxLQUFLLElBQUssS0FBSyxDQUFDLEVBQUUsR0FBRztFQUNoRCxPQUFPLEdBQUcsSUFBSSx1QkFBdUIsRUFBRSxJQUFJLFdBQVcsQ0FBQztBQUN6RDtBQUVBLHdFQUF3RTtBQUN4RSxTQUFTLE9BQU8sS0FBZSxFQUFFLE9BQWU7RUFDOUMsTUFBTSxPQUFPLGtDQUFrQyxJQUFJLENBQUMsVUFBVSxDQUFDLEVBQUU7RUFDakUsSUFBSSxDQUFDLE1BQU0sT0FBTztFQUNsQixNQUFNLEtBQUssSUFBSSxPQUFPLENBQUMsT0FBTyxFQUFFLEtBQUssT0FBTyxDQUFDO0VBQzdDLE1BQU0sSUFBSSxNQUFNLFNBQVMsQ0FBQyxDQUFDLElBQU0sR0FBRyxJQUFJLENBQUM7RUFDekMsT0FBTyxJQUFJLElBQUksS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLEdBQUc7QUFDdEM7QUFFQSxTQUFTLFVBQVUsR0FBWTtFQUM3QixPQUFPLE9BQU8sQUFBQyxLQUFlLFdBQVcsS0FBSyxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUU7QUFDOUQifQ==
// denoCacheMetadata=5005447972601616933,5404977322172550174