/**
 * tmux's `command-prompt` and `confirm-before`, as far as berth's default
 * bindings and a user's own need them:
 *
 * - `command-prompt [-I TEXT] [-p PROMPT] [TEMPLATE]`: a prompt on the
 *   status line, TEXT already typed; Enter runs TEMPLATE with each `%%`
 *   (or `%1`) replaced by what was typed, or, without TEMPLATE, what was
 *   typed as a command line. The prompt is PROMPT, else `(COMMAND) ` for
 *   a template's command, else `:`.
 * - `confirm-before [-p PROMPT] COMMAND`: asks PROMPT (default
 *   `Confirm 'COMMAND'? (y/n)`); `y` runs COMMAND, any other key does not.
 *
 * TEXT and PROMPT take tmux's formats (`protocol/format.ts`) of what the
 * status line knows: `#S` (session), `#W` (window name), `#I` (window
 * index), `#P` (pane index), `#F` (window flags) and their long names.
 *
 * @module
 */ import { expandFormat } from "../../protocol/format.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { PROMPT_COMMANDS } from "./own_commands.ts";
/** Whether `line` is one of the prompt commands. */ export function isPromptCommand(line) {
  const first = line.trim().split(/\s+/)[0];
  return PROMPT_COMMANDS.includes(first);
}
/**
 * The prompt `line` asks for, its formats expanded from `status` (null
 * before the daemon said anything); throws a one-line error for a line
 * these commands do not take.
 */ export function parsePromptCommand(line, status) {
  const [name, ...args] = splitCommandLine(line);
  const opts = {};
  let i = 0;
  for(; i < args.length && args[i].startsWith("-") && args[i] !== "-"; i++){
    if (args[i] === "--") {
      i++;
      break;
    }
    const flag = args[i];
    const ok = name === "command-prompt" ? [
      "-I",
      "-p"
    ] : [
      "-p"
    ];
    if (!ok.includes(flag) || i + 1 >= args.length) {
      throw new Error(usage(name));
    }
    opts[flag] = expand(args[++i], status);
  }
  const rest = args.slice(i);
  if (name === "confirm-before") {
    if (rest.length === 0) throw new Error(usage(name));
    const command = rest.length === 1 ? rest[0] : rest.map(quote).join(" ");
    const label = opts["-p"] ?? `Confirm '${command}'? (y/n)`;
    return {
      kind: "confirm",
      label,
      command
    };
  }
  if (rest.length > 1) throw new Error(usage(name));
  const template = rest.length === 1 ? splitCommandLine(rest[0]) : null;
  const label = opts["-p"] ?? (template?.length ? `(${template[0]}) ` : ":");
  return {
    kind: "command",
    label,
    initial: opts["-I"] ?? "",
    template
  };
}
/**
 * The command line a `command-prompt` runs for `typed`: the template with
 * `%%` and `%1` replaced in each of its words, quoted again; or `typed`
 * itself without a template.
 */ export function promptLine(template, typed) {
  if (!template) return typed;
  return template.map((w)=>quote(w.replace(/%%|%1/g, ()=>typed))).join(" ");
}
function usage(name) {
  return name === "command-prompt" ? "command-prompt takes [-I TEXT] [-p PROMPT] [TEMPLATE]" : "confirm-before takes [-p PROMPT] COMMAND";
}
// tmux's formats, from what the status line knows.
function expand(text, s) {
  const shown = s?.windows.find((w)=>w[2].includes("*"));
  const values = {
    session_name: s?.session,
    window_index: shown && String(shown[0]),
    window_name: shown?.[1],
    window_flags: shown?.[2],
    pane_index: s ? String(s.pane) : undefined
  };
  return expandFormat(text, (name)=>Object.hasOwn(values, name) ? values[name] : undefined);
}
/** A word as a command line gives it back (`splitCommandLine`). */ function quote(word) {
  if (word !== "" && /^[\w%@:.,/=+-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcHJvbXB0X2NvbW1hbmQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiB0bXV4J3MgYGNvbW1hbmQtcHJvbXB0YCBhbmQgYGNvbmZpcm0tYmVmb3JlYCwgYXMgZmFyIGFzIGJlcnRoJ3MgZGVmYXVsdFxuICogYmluZGluZ3MgYW5kIGEgdXNlcidzIG93biBuZWVkIHRoZW06XG4gKlxuICogLSBgY29tbWFuZC1wcm9tcHQgWy1JIFRFWFRdIFstcCBQUk9NUFRdIFtURU1QTEFURV1gOiBhIHByb21wdCBvbiB0aGVcbiAqICAgc3RhdHVzIGxpbmUsIFRFWFQgYWxyZWFkeSB0eXBlZDsgRW50ZXIgcnVucyBURU1QTEFURSB3aXRoIGVhY2ggYCUlYFxuICogICAob3IgYCUxYCkgcmVwbGFjZWQgYnkgd2hhdCB3YXMgdHlwZWQsIG9yLCB3aXRob3V0IFRFTVBMQVRFLCB3aGF0IHdhc1xuICogICB0eXBlZCBhcyBhIGNvbW1hbmQgbGluZS4gVGhlIHByb21wdCBpcyBQUk9NUFQsIGVsc2UgYChDT01NQU5EKSBgIGZvclxuICogICBhIHRlbXBsYXRlJ3MgY29tbWFuZCwgZWxzZSBgOmAuXG4gKiAtIGBjb25maXJtLWJlZm9yZSBbLXAgUFJPTVBUXSBDT01NQU5EYDogYXNrcyBQUk9NUFQgKGRlZmF1bHRcbiAqICAgYENvbmZpcm0gJ0NPTU1BTkQnPyAoeS9uKWApOyBgeWAgcnVucyBDT01NQU5ELCBhbnkgb3RoZXIga2V5IGRvZXMgbm90LlxuICpcbiAqIFRFWFQgYW5kIFBST01QVCB0YWtlIHRtdXgncyBmb3JtYXRzIChgcHJvdG9jb2wvZm9ybWF0LnRzYCkgb2Ygd2hhdCB0aGVcbiAqIHN0YXR1cyBsaW5lIGtub3dzOiBgI1NgIChzZXNzaW9uKSwgYCNXYCAod2luZG93IG5hbWUpLCBgI0lgICh3aW5kb3dcbiAqIGluZGV4KSwgYCNQYCAocGFuZSBpbmRleCksIGAjRmAgKHdpbmRvdyBmbGFncykgYW5kIHRoZWlyIGxvbmcgbmFtZXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2lyZVN0YXR1cyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgZXhwYW5kRm9ybWF0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2Zvcm1hdC50c1wiO1xuaW1wb3J0IHsgc3BsaXRDb21tYW5kTGluZSB9IGZyb20gXCIuLi9jb21tYW5kcy9fY29tbWFuZF9ydW5uZXIudHNcIjtcbmltcG9ydCB7IFBST01QVF9DT01NQU5EUyB9IGZyb20gXCIuL293bl9jb21tYW5kcy50c1wiO1xuXG4vKiogQSBwcm9tcHQgdG8gb3BlbiwgZnJvbSBhIGBjb21tYW5kLXByb21wdGAgb3IgYGNvbmZpcm0tYmVmb3JlYCBsaW5lLiAqL1xuZXhwb3J0IHR5cGUgUHJvbXB0UmVxdWVzdCA9XG4gIHwge1xuICAgIGtpbmQ6IFwiY29tbWFuZFwiO1xuICAgIGxhYmVsOiBzdHJpbmc7XG4gICAgaW5pdGlhbDogc3RyaW5nO1xuICAgIC8qKiBUaGUgdGVtcGxhdGUncyB3b3JkczsgbnVsbDogd2hhdCBpcyB0eXBlZCBpcyB0aGUgY29tbWFuZCBsaW5lLiAqL1xuICAgIHRlbXBsYXRlOiBzdHJpbmdbXSB8IG51bGw7XG4gIH1cbiAgfCB7IGtpbmQ6IFwiY29uZmlybVwiOyBsYWJlbDogc3RyaW5nOyBjb21tYW5kOiBzdHJpbmcgfTtcblxuLyoqIFdoZXRoZXIgYGxpbmVgIGlzIG9uZSBvZiB0aGUgcHJvbXB0IGNvbW1hbmRzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlzUHJvbXB0Q29tbWFuZChsaW5lOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgY29uc3QgZmlyc3QgPSBsaW5lLnRyaW0oKS5zcGxpdCgvXFxzKy8pWzBdO1xuICByZXR1cm4gUFJPTVBUX0NPTU1BTkRTLmluY2x1ZGVzKGZpcnN0KTtcbn1cblxuLyoqXG4gKiBUaGUgcHJvbXB0IGBsaW5lYCBhc2tzIGZvciwgaXRzIGZvcm1hdHMgZXhwYW5kZWQgZnJvbSBgc3RhdHVzYCAobnVsbFxuICogYmVmb3JlIHRoZSBkYWVtb24gc2FpZCBhbnl0aGluZyk7IHRocm93cyBhIG9uZS1saW5lIGVycm9yIGZvciBhIGxpbmVcbiAqIHRoZXNlIGNvbW1hbmRzIGRvIG5vdCB0YWtlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcGFyc2VQcm9tcHRDb21tYW5kKFxuICBsaW5lOiBzdHJpbmcsXG4gIHN0YXR1czogV2lyZVN0YXR1cyB8IG51bGwsXG4pOiBQcm9tcHRSZXF1ZXN0IHtcbiAgY29uc3QgW25hbWUsIC4uLmFyZ3NdID0gc3BsaXRDb21tYW5kTGluZShsaW5lKTtcbiAgY29uc3Qgb3B0czogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IHt9O1xuICBsZXQgaSA9IDA7XG4gIGZvciAoOyBpIDwgYXJncy5sZW5ndGggJiYgYXJnc1tpXS5zdGFydHNXaXRoKFwiLVwiKSAmJiBhcmdzW2ldICE9PSBcIi1cIjsgaSsrKSB7XG4gICAgaWYgKGFyZ3NbaV0gPT09IFwiLS1cIikge1xuICAgICAgaSsrO1xuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGNvbnN0IGZsYWcgPSBhcmdzW2ldO1xuICAgIGNvbnN0IG9rID0gbmFtZSA9PT0gXCJjb21tYW5kLXByb21wdFwiID8gW1wiLUlcIiwgXCItcFwiXSA6IFtcIi1wXCJdO1xuICAgIGlmICghb2suaW5jbHVkZXMoZmxhZykgfHwgaSArIDEgPj0gYXJncy5sZW5ndGgpIHtcbiAgICAgIHRocm93IG5ldyBFcnJvcih1c2FnZShuYW1lKSk7XG4gICAgfVxuICAgIG9wdHNbZmxhZ10gPSBleHBhbmQoYXJnc1srK2ldLCBzdGF0dXMpO1xuICB9XG4gIGNvbnN0IHJlc3QgPSBhcmdzLnNsaWNlKGkpO1xuICBpZiAobmFtZSA9PT0gXCJjb25maXJtLWJlZm9yZVwiKSB7XG4gICAgaWYgKHJlc3QubGVuZ3RoID09PSAwKSB0aHJvdyBuZXcgRXJyb3IodXNhZ2UobmFtZSkpO1xuICAgIGNvbnN0IGNvbW1hbmQgPSByZXN0Lmxlbmd0aCA9PT0gMSA/IHJlc3RbMF0gOiByZXN0Lm1hcChxdW90ZSkuam9pbihcIiBcIik7XG4gICAgY29uc3QgbGFiZWwgPSBvcHRzW1wiLXBcIl0gPz8gYENvbmZpcm0gJyR7Y29tbWFuZH0nPyAoeS9uKWA7XG4gICAgcmV0dXJuIHsga2luZDogXCJjb25maXJtXCIsIGxhYmVsLCBjb21tYW5kIH07XG4gIH1cbiAgaWYgKHJlc3QubGVuZ3RoID4gMSkgdGhyb3cgbmV3IEVycm9yKHVzYWdlKG5hbWUpKTtcbiAgY29uc3QgdGVtcGxhdGUgPSByZXN0Lmxlbmd0aCA9PT0gMSA/IHNwbGl0Q29tbWFuZExpbmUocmVzdFswXSkgOiBudWxsO1xuICBjb25zdCBsYWJlbCA9IG9wdHNbXCItcFwiXSA/P1xuICAgICh0ZW1wbGF0ZT8ubGVuZ3RoID8gYCgke3RlbXBsYXRlWzBdfSkgYCA6IFwiOlwiKTtcbiAgcmV0dXJuIHsga2luZDogXCJjb21tYW5kXCIsIGxhYmVsLCBpbml0aWFsOiBvcHRzW1wiLUlcIl0gPz8gXCJcIiwgdGVtcGxhdGUgfTtcbn1cblxuLyoqXG4gKiBUaGUgY29tbWFuZCBsaW5lIGEgYGNvbW1hbmQtcHJvbXB0YCBydW5zIGZvciBgdHlwZWRgOiB0aGUgdGVtcGxhdGUgd2l0aFxuICogYCUlYCBhbmQgYCUxYCByZXBsYWNlZCBpbiBlYWNoIG9mIGl0cyB3b3JkcywgcXVvdGVkIGFnYWluOyBvciBgdHlwZWRgXG4gKiBpdHNlbGYgd2l0aG91dCBhIHRlbXBsYXRlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcHJvbXB0TGluZSh0ZW1wbGF0ZTogc3RyaW5nW10gfCBudWxsLCB0eXBlZDogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKCF0ZW1wbGF0ZSkgcmV0dXJuIHR5cGVkO1xuICByZXR1cm4gdGVtcGxhdGUubWFwKCh3KSA9PiBxdW90ZSh3LnJlcGxhY2UoLyUlfCUxL2csICgpID0+IHR5cGVkKSkpLmpvaW4oXG4gICAgXCIgXCIsXG4gICk7XG59XG5cbmZ1bmN0aW9uIHVzYWdlKG5hbWU6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBuYW1lID09PSBcImNvbW1hbmQtcHJvbXB0XCJcbiAgICA/IFwiY29tbWFuZC1wcm9tcHQgdGFrZXMgWy1JIFRFWFRdIFstcCBQUk9NUFRdIFtURU1QTEFURV1cIlxuICAgIDogXCJjb25maXJtLWJlZm9yZSB0YWtlcyBbLXAgUFJPTVBUXSBDT01NQU5EXCI7XG59XG5cbi8vIHRtdXgncyBmb3JtYXRzLCBmcm9tIHdoYXQgdGhlIHN0YXR1cyBsaW5lIGtub3dzLlxuZnVuY3Rpb24gZXhwYW5kKHRleHQ6IHN0cmluZywgczogV2lyZVN0YXR1cyB8IG51bGwpOiBzdHJpbmcge1xuICBjb25zdCBzaG93biA9IHM/LndpbmRvd3MuZmluZCgodykgPT4gd1syXS5pbmNsdWRlcyhcIipcIikpO1xuICBjb25zdCB2YWx1ZXM6IFJlY29yZDxzdHJpbmcsIHN0cmluZyB8IHVuZGVmaW5lZD4gPSB7XG4gICAgc2Vzc2lvbl9uYW1lOiBzPy5zZXNzaW9uLFxuICAgIHdpbmRvd19pbmRleDogc2hvd24gJiYgU3RyaW5nKHNob3duWzBdKSxcbiAgICB3aW5kb3dfbmFtZTogc2hvd24/LlsxXSxcbiAgICB3aW5kb3dfZmxhZ3M6IHNob3duPy5bMl0sXG4gICAgcGFuZV9pbmRleDogcyA/IFN0cmluZyhzLnBhbmUpIDogdW5kZWZpbmVkLFxuICB9O1xuICByZXR1cm4gZXhwYW5kRm9ybWF0KFxuICAgIHRleHQsXG4gICAgKG5hbWUpID0+IE9iamVjdC5oYXNPd24odmFsdWVzLCBuYW1lKSA/IHZhbHVlc1tuYW1lXSA6IHVuZGVmaW5lZCxcbiAgKTtcbn1cblxuLyoqIEEgd29yZCBhcyBhIGNvbW1hbmQgbGluZSBnaXZlcyBpdCBiYWNrIChgc3BsaXRDb21tYW5kTGluZWApLiAqL1xuZnVuY3Rpb24gcXVvdGUod29yZDogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKHdvcmQgIT09IFwiXCIgJiYgL15bXFx3JUA6LiwvPSstXSskLy50ZXN0KHdvcmQpKSByZXR1cm4gd29yZDtcbiAgcmV0dXJuIGAnJHt3b3JkLnJlcGxhY2UoLycvZywgYCdcXFxcJydgKX0nYDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FHRCxTQUFTLFlBQVksUUFBUSwyQkFBMkI7QUFDeEQsU0FBUyxnQkFBZ0IsUUFBUSxpQ0FBaUM7QUFDbEUsU0FBUyxlQUFlLFFBQVEsb0JBQW9CO0FBYXBELGtEQUFrRCxHQUNsRCxPQUFPLFNBQVMsZ0JBQWdCLElBQVk7RUFDMUMsTUFBTSxRQUFRLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQyxNQUFNLENBQUMsRUFBRTtFQUN6QyxPQUFPLGdCQUFnQixRQUFRLENBQUM7QUFDbEM7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLG1CQUNkLElBQVksRUFDWixNQUF5QjtFQUV6QixNQUFNLENBQUMsTUFBTSxHQUFHLEtBQUssR0FBRyxpQkFBaUI7RUFDekMsTUFBTSxPQUErQixDQUFDO0VBQ3RDLElBQUksSUFBSTtFQUNSLE1BQU8sSUFBSSxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUMsRUFBRSxDQUFDLFVBQVUsQ0FBQyxRQUFRLElBQUksQ0FBQyxFQUFFLEtBQUssS0FBSyxJQUFLO0lBQ3pFLElBQUksSUFBSSxDQUFDLEVBQUUsS0FBSyxNQUFNO01BQ3BCO01BQ0E7SUFDRjtJQUNBLE1BQU0sT0FBTyxJQUFJLENBQUMsRUFBRTtJQUNwQixNQUFNLEtBQUssU0FBUyxtQkFBbUI7TUFBQztNQUFNO0tBQUssR0FBRztNQUFDO0tBQUs7SUFDNUQsSUFBSSxDQUFDLEdBQUcsUUFBUSxDQUFDLFNBQVMsSUFBSSxLQUFLLEtBQUssTUFBTSxFQUFFO01BQzlDLE1BQU0sSUFBSSxNQUFNLE1BQU07SUFDeEI7SUFDQSxJQUFJLENBQUMsS0FBSyxHQUFHLE9BQU8sSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFO0VBQ2pDO0VBQ0EsTUFBTSxPQUFPLEtBQUssS0FBSyxDQUFDO0VBQ3hCLElBQUksU0FBUyxrQkFBa0I7SUFDN0IsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHLE1BQU0sSUFBSSxNQUFNLE1BQU07SUFDN0MsTUFBTSxVQUFVLEtBQUssTUFBTSxLQUFLLElBQUksSUFBSSxDQUFDLEVBQUUsR0FBRyxLQUFLLEdBQUcsQ0FBQyxPQUFPLElBQUksQ0FBQztJQUNuRSxNQUFNLFFBQVEsSUFBSSxDQUFDLEtBQUssSUFBSSxDQUFDLFNBQVMsRUFBRSxRQUFRLFFBQVEsQ0FBQztJQUN6RCxPQUFPO01BQUUsTUFBTTtNQUFXO01BQU87SUFBUTtFQUMzQztFQUNBLElBQUksS0FBSyxNQUFNLEdBQUcsR0FBRyxNQUFNLElBQUksTUFBTSxNQUFNO0VBQzNDLE1BQU0sV0FBVyxLQUFLLE1BQU0sS0FBSyxJQUFJLGlCQUFpQixJQUFJLENBQUMsRUFBRSxJQUFJO0VBQ2pFLE1BQU0sUUFBUSxJQUFJLENBQUMsS0FBSyxJQUN0QixDQUFDLFVBQVUsU0FBUyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsRUFBRSxDQUFDLEVBQUUsQ0FBQyxHQUFHLEdBQUc7RUFDL0MsT0FBTztJQUFFLE1BQU07SUFBVztJQUFPLFNBQVMsSUFBSSxDQUFDLEtBQUssSUFBSTtJQUFJO0VBQVM7QUFDdkU7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLFdBQVcsUUFBeUIsRUFBRSxLQUFhO0VBQ2pFLElBQUksQ0FBQyxVQUFVLE9BQU87RUFDdEIsT0FBTyxTQUFTLEdBQUcsQ0FBQyxDQUFDLElBQU0sTUFBTSxFQUFFLE9BQU8sQ0FBQyxVQUFVLElBQU0sU0FBUyxJQUFJLENBQ3RFO0FBRUo7QUFFQSxTQUFTLE1BQU0sSUFBWTtFQUN6QixPQUFPLFNBQVMsbUJBQ1osMERBQ0E7QUFDTjtBQUVBLG1EQUFtRDtBQUNuRCxTQUFTLE9BQU8sSUFBWSxFQUFFLENBQW9CO0VBQ2hELE1BQU0sUUFBUSxHQUFHLFFBQVEsS0FBSyxDQUFDLElBQU0sQ0FBQyxDQUFDLEVBQUUsQ0FBQyxRQUFRLENBQUM7RUFDbkQsTUFBTSxTQUE2QztJQUNqRCxjQUFjLEdBQUc7SUFDakIsY0FBYyxTQUFTLE9BQU8sS0FBSyxDQUFDLEVBQUU7SUFDdEMsYUFBYSxPQUFPLENBQUMsRUFBRTtJQUN2QixjQUFjLE9BQU8sQ0FBQyxFQUFFO0lBQ3hCLFlBQVksSUFBSSxPQUFPLEVBQUUsSUFBSSxJQUFJO0VBQ25DO0VBQ0EsT0FBTyxhQUNMLE1BQ0EsQ0FBQyxPQUFTLE9BQU8sTUFBTSxDQUFDLFFBQVEsUUFBUSxNQUFNLENBQUMsS0FBSyxHQUFHO0FBRTNEO0FBRUEsaUVBQWlFLEdBQ2pFLFNBQVMsTUFBTSxJQUFZO0VBQ3pCLElBQUksU0FBUyxNQUFNLG1CQUFtQixJQUFJLENBQUMsT0FBTyxPQUFPO0VBQ3pELE9BQU8sQ0FBQyxDQUFDLEVBQUUsS0FBSyxPQUFPLENBQUMsTUFBTSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUMzQyJ9
// denoCacheMetadata=3144937532818460920,15617485836094303277