/**
 * tmux's rule for a command given as one argument: `new -d 'make -j8 &&
 * notify done'` runs it with the shell, as `SHELL -c TEXT`; several
 * arguments run as they are. Scripts ported from tmux write their
 * commands so.
 *
 * @module
 */ import { envOf } from "./command.ts";
/**
 * Text that needs no shell: one word of characters no shell treats
 * specially (`top`, `./build.sh`). Anything else (a space, `;`, `|`, `$`,
 * quotes ...) is shell text.
 */ const PLAIN = /^[\w@%+=:,./-]+$/;
/**
 * `cmd` as the daemon should start it: one argument that is shell text
 * becomes `[SHELL, "-c", TEXT]` (the user's `$SHELL` here, as tmux's
 * default-shell; on another host, or without one, `/bin/sh`); a plain
 * name (`top`) or several arguments stay as they are, and so does an
 * empty command (the session's own).
 */ export function shellCommand(cmd, global) {
  if (cmd.length === 0) return undefined;
  if (cmd.length > 1 || PLAIN.test(cmd[0])) return cmd;
  const shell = envOf(global, "SHELL");
  const here = global.host === undefined;
  return [
    here && shell?.startsWith("/") ? shell : "/bin/sh",
    "-c",
    cmd[0]
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fc2hlbGxfY29tbWFuZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIHRtdXgncyBydWxlIGZvciBhIGNvbW1hbmQgZ2l2ZW4gYXMgb25lIGFyZ3VtZW50OiBgbmV3IC1kICdtYWtlIC1qOCAmJlxuICogbm90aWZ5IGRvbmUnYCBydW5zIGl0IHdpdGggdGhlIHNoZWxsLCBhcyBgU0hFTEwgLWMgVEVYVGA7IHNldmVyYWxcbiAqIGFyZ3VtZW50cyBydW4gYXMgdGhleSBhcmUuIFNjcmlwdHMgcG9ydGVkIGZyb20gdG11eCB3cml0ZSB0aGVpclxuICogY29tbWFuZHMgc28uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGVudk9mLCB0eXBlIEdsb2JhbE9wdGlvbnMgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5cbi8qKlxuICogVGV4dCB0aGF0IG5lZWRzIG5vIHNoZWxsOiBvbmUgd29yZCBvZiBjaGFyYWN0ZXJzIG5vIHNoZWxsIHRyZWF0c1xuICogc3BlY2lhbGx5IChgdG9wYCwgYC4vYnVpbGQuc2hgKS4gQW55dGhpbmcgZWxzZSAoYSBzcGFjZSwgYDtgLCBgfGAsIGAkYCxcbiAqIHF1b3RlcyAuLi4pIGlzIHNoZWxsIHRleHQuXG4gKi9cbmNvbnN0IFBMQUlOID0gL15bXFx3QCUrPTosLi8tXSskLztcblxuLyoqXG4gKiBgY21kYCBhcyB0aGUgZGFlbW9uIHNob3VsZCBzdGFydCBpdDogb25lIGFyZ3VtZW50IHRoYXQgaXMgc2hlbGwgdGV4dFxuICogYmVjb21lcyBgW1NIRUxMLCBcIi1jXCIsIFRFWFRdYCAodGhlIHVzZXIncyBgJFNIRUxMYCBoZXJlLCBhcyB0bXV4J3NcbiAqIGRlZmF1bHQtc2hlbGw7IG9uIGFub3RoZXIgaG9zdCwgb3Igd2l0aG91dCBvbmUsIGAvYmluL3NoYCk7IGEgcGxhaW5cbiAqIG5hbWUgKGB0b3BgKSBvciBzZXZlcmFsIGFyZ3VtZW50cyBzdGF5IGFzIHRoZXkgYXJlLCBhbmQgc28gZG9lcyBhblxuICogZW1wdHkgY29tbWFuZCAodGhlIHNlc3Npb24ncyBvd24pLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc2hlbGxDb21tYW5kKFxuICBjbWQ6IHN0cmluZ1tdLFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4pOiBzdHJpbmdbXSB8IHVuZGVmaW5lZCB7XG4gIGlmIChjbWQubGVuZ3RoID09PSAwKSByZXR1cm4gdW5kZWZpbmVkO1xuICBpZiAoY21kLmxlbmd0aCA+IDEgfHwgUExBSU4udGVzdChjbWRbMF0pKSByZXR1cm4gY21kO1xuICBjb25zdCBzaGVsbCA9IGVudk9mKGdsb2JhbCwgXCJTSEVMTFwiKTtcbiAgY29uc3QgaGVyZSA9IGdsb2JhbC5ob3N0ID09PSB1bmRlZmluZWQ7XG4gIHJldHVybiBbaGVyZSAmJiBzaGVsbD8uc3RhcnRzV2l0aChcIi9cIikgPyBzaGVsbCA6IFwiL2Jpbi9zaFwiLCBcIi1jXCIsIGNtZFswXV07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsS0FBSyxRQUE0QixlQUFlO0FBRXpEOzs7O0NBSUMsR0FDRCxNQUFNLFFBQVE7QUFFZDs7Ozs7O0NBTUMsR0FDRCxPQUFPLFNBQVMsYUFDZCxHQUFhLEVBQ2IsTUFBcUI7RUFFckIsSUFBSSxJQUFJLE1BQU0sS0FBSyxHQUFHLE9BQU87RUFDN0IsSUFBSSxJQUFJLE1BQU0sR0FBRyxLQUFLLE1BQU0sSUFBSSxDQUFDLEdBQUcsQ0FBQyxFQUFFLEdBQUcsT0FBTztFQUNqRCxNQUFNLFFBQVEsTUFBTSxRQUFRO0VBQzVCLE1BQU0sT0FBTyxPQUFPLElBQUksS0FBSztFQUM3QixPQUFPO0lBQUMsUUFBUSxPQUFPLFdBQVcsT0FBTyxRQUFRO0lBQVc7SUFBTSxHQUFHLENBQUMsRUFBRTtHQUFDO0FBQzNFIn0=
// denoCacheMetadata=16557645837857048005,15992522600468741965