/**
 * `berth token create|ls|revoke`: the login tokens of `berth serve` (see
 * `web/tokens.ts`).
 *
 * @module
 */ import { checkSessionName } from "../../protocol/names.ts";
import { parseDuration } from "../../web/duration.ts";
import { DEFAULT_LISTEN, loginUrl } from "../../web/listen.ts";
import { TokenStore } from "../../web/tokens.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
export const command = {
  name: "token",
  summary: "Make, list and revoke login tokens for berth serve",
  usage: `Usage: berth token create [--session NAME] [--read-only] [--expires TIME]
       berth token ls [--json]
       berth token revoke ID

create prints a new token and its login URL, once: only its hash is kept
(in the state directory, mode 0600). Anyone with the URL gets in.

Options of create:
  --session NAME   only this session (a share link)
  --read-only      sees everything, types nothing
  --expires TIME   stops working after TIME: 90s, 30m, 2h, 7d
  --url BASE       the server's address in the URL (default
                   http://${DEFAULT_LISTEN}/; use yours with --listen or TLS)
  --json           id, token, url, session, readOnly, expires as JSON`,
  run (args, global) {
    // Tokens are kept here and log in to a berth serve here only.
    if (global.host) {
      throw new UserError(`token makes logins for a berth serve on this machine: run berth token on ${global.host.label}, not with -H or BERTH_HOST`);
    }
    const [sub, ...rest] = args;
    switch(sub){
      case "create":
        return create(rest);
      case "ls":
      case "list":
        return Promise.resolve(list(rest));
      case "revoke":
        return Promise.resolve(revoke(rest));
      default:
        throw new UserError(sub === undefined ? "berth token needs create, ls or revoke (see berth token --help)" : `Unknown token command ${sub} (create, ls or revoke)`);
    }
  }
};
async function create(args) {
  const { values, positionals } = parseCommandArgs("token", args, {
    session: {
      type: "string"
    },
    "read-only": {
      type: "boolean"
    },
    expires: {
      type: "string"
    },
    url: {
      type: "string"
    },
    json: {
      type: "boolean"
    }
  });
  if (positionals.length > 0) {
    throw new UserError("token create takes no arguments but options");
  }
  if (values.session !== undefined) {
    const why = checkSessionName(values.session);
    if (why) throw new UserError(why);
  }
  let ttlMs;
  if (values.expires !== undefined) {
    ttlMs = parseDuration(values.expires) ?? undefined;
    if (ttlMs === undefined) {
      throw new UserError(`--expires takes a time such as 90s, 30m, 2h or 7d, not "${values.expires}"`);
    }
  }
  const { token, record } = await new TokenStore().create({
    session: values.session,
    readOnly: values["read-only"] ?? false,
    ttlMs
  });
  const url = loginUrl(values.url, token, record.session);
  if (values.json) {
    console.log(JSON.stringify({
      id: record.id,
      token,
      url,
      session: record.session,
      readOnly: record.readOnly,
      expires: record.expires
    }));
  } else {
    console.log(`Token ${record.id} (${describe(record)}); shown only now:`);
    console.log(url);
  }
  return 0;
}
function list(args) {
  const { values, positionals } = parseCommandArgs("token", args, {
    json: {
      type: "boolean"
    }
  });
  if (positionals.length > 0) {
    throw new UserError("token ls takes no arguments");
  }
  const now = Date.now();
  const tokens = new TokenStore().list().map((t)=>({
      id: t.id,
      session: t.session,
      readOnly: t.readOnly,
      created: t.created,
      expires: t.expires,
      expired: t.expires !== null && t.expires <= now
    }));
  if (values.json) {
    console.log(JSON.stringify(tokens, null, 2));
    return 0;
  }
  const rows = [
    [
      "ID",
      "SESSION",
      "ACCESS",
      "CREATED",
      "EXPIRES"
    ]
  ];
  for (const t of tokens){
    rows.push([
      t.id,
      t.session ?? "*",
      t.readOnly ? "read-only" : "read-write",
      new Date(t.created).toISOString().slice(0, 19).replace("T", " "),
      t.expires === null ? "never" : (t.expired ? "expired " : "") + new Date(t.expires).toISOString().slice(0, 19).replace("T", " ")
    ]);
  }
  if (tokens.length > 0) console.log(table(rows));
  return 0;
}
function revoke(args) {
  const { positionals } = parseCommandArgs("token", args, {});
  if (positionals.length !== 1) {
    throw new UserError("token revoke takes one token ID (berth token ls lists them)");
  }
  if (!new TokenStore().revoke(positionals[0])) {
    throw new UserError(`No token with ID ${positionals[0]} (berth token ls lists them)`);
  }
  return 0;
}
function describe(t) {
  const scope = t.session === null ? "every session" : `session ${t.session}`;
  const access = t.readOnly ? "read-only" : "read-write";
  const until = t.expires === null ? "no expiry" : `until ${new Date(t.expires).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return `${scope}, ${access}, ${until}`;
}
function table(rows) {
  const widths = rows[0].map((_, i)=>Math.max(...rows.map((r)=>r[i].length)));
  return rows.map((r)=>r.map((c, i)=>i === r.length - 1 ? c : c.padEnd(widths[i])).join("  ")).join("\n");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy90b2tlbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCB0b2tlbiBjcmVhdGV8bHN8cmV2b2tlYDogdGhlIGxvZ2luIHRva2VucyBvZiBgYmVydGggc2VydmVgIChzZWVcbiAqIGB3ZWIvdG9rZW5zLnRzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNoZWNrU2Vzc2lvbk5hbWUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbmFtZXMudHNcIjtcbmltcG9ydCB7IHBhcnNlRHVyYXRpb24gfSBmcm9tIFwiLi4vLi4vd2ViL2R1cmF0aW9uLnRzXCI7XG5pbXBvcnQgeyBERUZBVUxUX0xJU1RFTiwgbG9naW5VcmwgfSBmcm9tIFwiLi4vLi4vd2ViL2xpc3Rlbi50c1wiO1xuaW1wb3J0IHsgdHlwZSBUb2tlblJlY29yZCwgVG9rZW5TdG9yZSB9IGZyb20gXCIuLi8uLi93ZWIvdG9rZW5zLnRzXCI7XG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwidG9rZW5cIixcbiAgc3VtbWFyeTogXCJNYWtlLCBsaXN0IGFuZCByZXZva2UgbG9naW4gdG9rZW5zIGZvciBiZXJ0aCBzZXJ2ZVwiLFxuICB1c2FnZTpcbiAgICBgVXNhZ2U6IGJlcnRoIHRva2VuIGNyZWF0ZSBbLS1zZXNzaW9uIE5BTUVdIFstLXJlYWQtb25seV0gWy0tZXhwaXJlcyBUSU1FXVxuICAgICAgIGJlcnRoIHRva2VuIGxzIFstLWpzb25dXG4gICAgICAgYmVydGggdG9rZW4gcmV2b2tlIElEXG5cbmNyZWF0ZSBwcmludHMgYSBuZXcgdG9rZW4gYW5kIGl0cyBsb2dpbiBVUkwsIG9uY2U6IG9ubHkgaXRzIGhhc2ggaXMga2VwdFxuKGluIHRoZSBzdGF0ZSBkaXJlY3RvcnksIG1vZGUgMDYwMCkuIEFueW9uZSB3aXRoIHRoZSBVUkwgZ2V0cyBpbi5cblxuT3B0aW9ucyBvZiBjcmVhdGU6XG4gIC0tc2Vzc2lvbiBOQU1FICAgb25seSB0aGlzIHNlc3Npb24gKGEgc2hhcmUgbGluaylcbiAgLS1yZWFkLW9ubHkgICAgICBzZWVzIGV2ZXJ5dGhpbmcsIHR5cGVzIG5vdGhpbmdcbiAgLS1leHBpcmVzIFRJTUUgICBzdG9wcyB3b3JraW5nIGFmdGVyIFRJTUU6IDkwcywgMzBtLCAyaCwgN2RcbiAgLS11cmwgQkFTRSAgICAgICB0aGUgc2VydmVyJ3MgYWRkcmVzcyBpbiB0aGUgVVJMIChkZWZhdWx0XG4gICAgICAgICAgICAgICAgICAgaHR0cDovLyR7REVGQVVMVF9MSVNURU59LzsgdXNlIHlvdXJzIHdpdGggLS1saXN0ZW4gb3IgVExTKVxuICAtLWpzb24gICAgICAgICAgIGlkLCB0b2tlbiwgdXJsLCBzZXNzaW9uLCByZWFkT25seSwgZXhwaXJlcyBhcyBKU09OYCxcbiAgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIC8vIFRva2VucyBhcmUga2VwdCBoZXJlIGFuZCBsb2cgaW4gdG8gYSBiZXJ0aCBzZXJ2ZSBoZXJlIG9ubHkuXG4gICAgaWYgKGdsb2JhbC5ob3N0KSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgdG9rZW4gbWFrZXMgbG9naW5zIGZvciBhIGJlcnRoIHNlcnZlIG9uIHRoaXMgbWFjaGluZTogcnVuIGJlcnRoIHRva2VuIG9uICR7Z2xvYmFsLmhvc3QubGFiZWx9LCBub3Qgd2l0aCAtSCBvciBCRVJUSF9IT1NUYCxcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IFtzdWIsIC4uLnJlc3RdID0gYXJncztcbiAgICBzd2l0Y2ggKHN1Yikge1xuICAgICAgY2FzZSBcImNyZWF0ZVwiOlxuICAgICAgICByZXR1cm4gY3JlYXRlKHJlc3QpO1xuICAgICAgY2FzZSBcImxzXCI6XG4gICAgICBjYXNlIFwibGlzdFwiOlxuICAgICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKGxpc3QocmVzdCkpO1xuICAgICAgY2FzZSBcInJldm9rZVwiOlxuICAgICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHJldm9rZShyZXN0KSk7XG4gICAgICBkZWZhdWx0OlxuICAgICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICAgIHN1YiA9PT0gdW5kZWZpbmVkXG4gICAgICAgICAgICA/IFwiYmVydGggdG9rZW4gbmVlZHMgY3JlYXRlLCBscyBvciByZXZva2UgKHNlZSBiZXJ0aCB0b2tlbiAtLWhlbHApXCJcbiAgICAgICAgICAgIDogYFVua25vd24gdG9rZW4gY29tbWFuZCAke3N1Yn0gKGNyZWF0ZSwgbHMgb3IgcmV2b2tlKWAsXG4gICAgICAgICk7XG4gICAgfVxuICB9LFxufTtcblxuYXN5bmMgZnVuY3Rpb24gY3JlYXRlKGFyZ3M6IHN0cmluZ1tdKTogUHJvbWlzZTxudW1iZXI+IHtcbiAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwidG9rZW5cIiwgYXJncywge1xuICAgIHNlc3Npb246IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgIFwicmVhZC1vbmx5XCI6IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICBleHBpcmVzOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICB1cmw6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgIGpzb246IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgfSk7XG4gIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAwKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInRva2VuIGNyZWF0ZSB0YWtlcyBubyBhcmd1bWVudHMgYnV0IG9wdGlvbnNcIik7XG4gIH1cbiAgaWYgKHZhbHVlcy5zZXNzaW9uICE9PSB1bmRlZmluZWQpIHtcbiAgICBjb25zdCB3aHkgPSBjaGVja1Nlc3Npb25OYW1lKHZhbHVlcy5zZXNzaW9uKTtcbiAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gIH1cbiAgbGV0IHR0bE1zOiBudW1iZXIgfCB1bmRlZmluZWQ7XG4gIGlmICh2YWx1ZXMuZXhwaXJlcyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgdHRsTXMgPSBwYXJzZUR1cmF0aW9uKHZhbHVlcy5leHBpcmVzKSA/PyB1bmRlZmluZWQ7XG4gICAgaWYgKHR0bE1zID09PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGAtLWV4cGlyZXMgdGFrZXMgYSB0aW1lIHN1Y2ggYXMgOTBzLCAzMG0sIDJoIG9yIDdkLCBub3QgXCIke3ZhbHVlcy5leHBpcmVzfVwiYCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGNvbnN0IHsgdG9rZW4sIHJlY29yZCB9ID0gYXdhaXQgbmV3IFRva2VuU3RvcmUoKS5jcmVhdGUoe1xuICAgIHNlc3Npb246IHZhbHVlcy5zZXNzaW9uLFxuICAgIHJlYWRPbmx5OiB2YWx1ZXNbXCJyZWFkLW9ubHlcIl0gPz8gZmFsc2UsXG4gICAgdHRsTXMsXG4gIH0pO1xuICBjb25zdCB1cmwgPSBsb2dpblVybCh2YWx1ZXMudXJsLCB0b2tlbiwgcmVjb3JkLnNlc3Npb24pO1xuICBpZiAodmFsdWVzLmpzb24pIHtcbiAgICBjb25zb2xlLmxvZyhKU09OLnN0cmluZ2lmeSh7XG4gICAgICBpZDogcmVjb3JkLmlkLFxuICAgICAgdG9rZW4sXG4gICAgICB1cmwsXG4gICAgICBzZXNzaW9uOiByZWNvcmQuc2Vzc2lvbixcbiAgICAgIHJlYWRPbmx5OiByZWNvcmQucmVhZE9ubHksXG4gICAgICBleHBpcmVzOiByZWNvcmQuZXhwaXJlcyxcbiAgICB9KSk7XG4gIH0gZWxzZSB7XG4gICAgY29uc29sZS5sb2coYFRva2VuICR7cmVjb3JkLmlkfSAoJHtkZXNjcmliZShyZWNvcmQpfSk7IHNob3duIG9ubHkgbm93OmApO1xuICAgIGNvbnNvbGUubG9nKHVybCk7XG4gIH1cbiAgcmV0dXJuIDA7XG59XG5cbmZ1bmN0aW9uIGxpc3QoYXJnczogc3RyaW5nW10pOiBudW1iZXIge1xuICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJ0b2tlblwiLCBhcmdzLCB7XG4gICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICB9KTtcbiAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwidG9rZW4gbHMgdGFrZXMgbm8gYXJndW1lbnRzXCIpO1xuICB9XG4gIGNvbnN0IG5vdyA9IERhdGUubm93KCk7XG4gIGNvbnN0IHRva2VucyA9IG5ldyBUb2tlblN0b3JlKCkubGlzdCgpLm1hcCgodCkgPT4gKHtcbiAgICBpZDogdC5pZCxcbiAgICBzZXNzaW9uOiB0LnNlc3Npb24sXG4gICAgcmVhZE9ubHk6IHQucmVhZE9ubHksXG4gICAgY3JlYXRlZDogdC5jcmVhdGVkLFxuICAgIGV4cGlyZXM6IHQuZXhwaXJlcyxcbiAgICBleHBpcmVkOiB0LmV4cGlyZXMgIT09IG51bGwgJiYgdC5leHBpcmVzIDw9IG5vdyxcbiAgfSkpO1xuICBpZiAodmFsdWVzLmpzb24pIHtcbiAgICBjb25zb2xlLmxvZyhKU09OLnN0cmluZ2lmeSh0b2tlbnMsIG51bGwsIDIpKTtcbiAgICByZXR1cm4gMDtcbiAgfVxuICBjb25zdCByb3dzID0gW1tcIklEXCIsIFwiU0VTU0lPTlwiLCBcIkFDQ0VTU1wiLCBcIkNSRUFURURcIiwgXCJFWFBJUkVTXCJdXTtcbiAgZm9yIChjb25zdCB0IG9mIHRva2Vucykge1xuICAgIHJvd3MucHVzaChbXG4gICAgICB0LmlkLFxuICAgICAgdC5zZXNzaW9uID8/IFwiKlwiLFxuICAgICAgdC5yZWFkT25seSA/IFwicmVhZC1vbmx5XCIgOiBcInJlYWQtd3JpdGVcIixcbiAgICAgIG5ldyBEYXRlKHQuY3JlYXRlZCkudG9JU09TdHJpbmcoKS5zbGljZSgwLCAxOSkucmVwbGFjZShcIlRcIiwgXCIgXCIpLFxuICAgICAgdC5leHBpcmVzID09PSBudWxsID8gXCJuZXZlclwiIDogKHQuZXhwaXJlZCA/IFwiZXhwaXJlZCBcIiA6IFwiXCIpICtcbiAgICAgICAgbmV3IERhdGUodC5leHBpcmVzKS50b0lTT1N0cmluZygpLnNsaWNlKDAsIDE5KS5yZXBsYWNlKFwiVFwiLCBcIiBcIiksXG4gICAgXSk7XG4gIH1cbiAgaWYgKHRva2Vucy5sZW5ndGggPiAwKSBjb25zb2xlLmxvZyh0YWJsZShyb3dzKSk7XG4gIHJldHVybiAwO1xufVxuXG5mdW5jdGlvbiByZXZva2UoYXJnczogc3RyaW5nW10pOiBudW1iZXIge1xuICBjb25zdCB7IHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwidG9rZW5cIiwgYXJncywge30pO1xuICBpZiAocG9zaXRpb25hbHMubGVuZ3RoICE9PSAxKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIFwidG9rZW4gcmV2b2tlIHRha2VzIG9uZSB0b2tlbiBJRCAoYmVydGggdG9rZW4gbHMgbGlzdHMgdGhlbSlcIixcbiAgICApO1xuICB9XG4gIGlmICghbmV3IFRva2VuU3RvcmUoKS5yZXZva2UocG9zaXRpb25hbHNbMF0pKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBObyB0b2tlbiB3aXRoIElEICR7cG9zaXRpb25hbHNbMF19IChiZXJ0aCB0b2tlbiBscyBsaXN0cyB0aGVtKWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gMDtcbn1cblxuZnVuY3Rpb24gZGVzY3JpYmUodDogVG9rZW5SZWNvcmQpOiBzdHJpbmcge1xuICBjb25zdCBzY29wZSA9IHQuc2Vzc2lvbiA9PT0gbnVsbCA/IFwiZXZlcnkgc2Vzc2lvblwiIDogYHNlc3Npb24gJHt0LnNlc3Npb259YDtcbiAgY29uc3QgYWNjZXNzID0gdC5yZWFkT25seSA/IFwicmVhZC1vbmx5XCIgOiBcInJlYWQtd3JpdGVcIjtcbiAgY29uc3QgdW50aWwgPSB0LmV4cGlyZXMgPT09IG51bGxcbiAgICA/IFwibm8gZXhwaXJ5XCJcbiAgICA6IGB1bnRpbCAke1xuICAgICAgbmV3IERhdGUodC5leHBpcmVzKS50b0lTT1N0cmluZygpLnNsaWNlKDAsIDE2KS5yZXBsYWNlKFwiVFwiLCBcIiBcIilcbiAgICB9IFVUQ2A7XG4gIHJldHVybiBgJHtzY29wZX0sICR7YWNjZXNzfSwgJHt1bnRpbH1gO1xufVxuXG5mdW5jdGlvbiB0YWJsZShyb3dzOiBzdHJpbmdbXVtdKTogc3RyaW5nIHtcbiAgY29uc3Qgd2lkdGhzID0gcm93c1swXS5tYXAoKF8sIGkpID0+XG4gICAgTWF0aC5tYXgoLi4ucm93cy5tYXAoKHIpID0+IHJbaV0ubGVuZ3RoKSlcbiAgKTtcbiAgcmV0dXJuIHJvd3MubWFwKChyKSA9PlxuICAgIHIubWFwKChjLCBpKSA9PiAoaSA9PT0gci5sZW5ndGggLSAxID8gYyA6IGMucGFkRW5kKHdpZHRoc1tpXSkpKS5qb2luKFwiICBcIilcbiAgKS5qb2luKFwiXFxuXCIpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSwwQkFBMEI7QUFDM0QsU0FBUyxhQUFhLFFBQVEsd0JBQXdCO0FBQ3RELFNBQVMsY0FBYyxFQUFFLFFBQVEsUUFBUSxzQkFBc0I7QUFDL0QsU0FBMkIsVUFBVSxRQUFRLHNCQUFzQjtBQUNuRSxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUV2RCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUNFLENBQUM7Ozs7Ozs7Ozs7OzswQkFZcUIsRUFBRSxlQUFlO3FFQUMwQixDQUFDO0VBQ3BFLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDZCw4REFBOEQ7SUFDOUQsSUFBSSxPQUFPLElBQUksRUFBRTtNQUNmLE1BQU0sSUFBSSxVQUNSLENBQUMseUVBQXlFLEVBQUUsT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLDJCQUEyQixDQUFDO0lBRTlIO0lBQ0EsTUFBTSxDQUFDLEtBQUssR0FBRyxLQUFLLEdBQUc7SUFDdkIsT0FBUTtNQUNOLEtBQUs7UUFDSCxPQUFPLE9BQU87TUFDaEIsS0FBSztNQUNMLEtBQUs7UUFDSCxPQUFPLFFBQVEsT0FBTyxDQUFDLEtBQUs7TUFDOUIsS0FBSztRQUNILE9BQU8sUUFBUSxPQUFPLENBQUMsT0FBTztNQUNoQztRQUNFLE1BQU0sSUFBSSxVQUNSLFFBQVEsWUFDSixvRUFDQSxDQUFDLHNCQUFzQixFQUFFLElBQUksdUJBQXVCLENBQUM7SUFFL0Q7RUFDRjtBQUNGLEVBQUU7QUFFRixlQUFlLE9BQU8sSUFBYztFQUNsQyxNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixTQUFTLE1BQU07SUFDOUQsU0FBUztNQUFFLE1BQU07SUFBUztJQUMxQixhQUFhO01BQUUsTUFBTTtJQUFVO0lBQy9CLFNBQVM7TUFBRSxNQUFNO0lBQVM7SUFDMUIsS0FBSztNQUFFLE1BQU07SUFBUztJQUN0QixNQUFNO01BQUUsTUFBTTtJQUFVO0VBQzFCO0VBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO0lBQzFCLE1BQU0sSUFBSSxVQUFVO0VBQ3RCO0VBQ0EsSUFBSSxPQUFPLE9BQU8sS0FBSyxXQUFXO0lBQ2hDLE1BQU0sTUFBTSxpQkFBaUIsT0FBTyxPQUFPO0lBQzNDLElBQUksS0FBSyxNQUFNLElBQUksVUFBVTtFQUMvQjtFQUNBLElBQUk7RUFDSixJQUFJLE9BQU8sT0FBTyxLQUFLLFdBQVc7SUFDaEMsUUFBUSxjQUFjLE9BQU8sT0FBTyxLQUFLO0lBQ3pDLElBQUksVUFBVSxXQUFXO01BQ3ZCLE1BQU0sSUFBSSxVQUNSLENBQUMsd0RBQXdELEVBQUUsT0FBTyxPQUFPLENBQUMsQ0FBQyxDQUFDO0lBRWhGO0VBQ0Y7RUFDQSxNQUFNLEVBQUUsS0FBSyxFQUFFLE1BQU0sRUFBRSxHQUFHLE1BQU0sSUFBSSxhQUFhLE1BQU0sQ0FBQztJQUN0RCxTQUFTLE9BQU8sT0FBTztJQUN2QixVQUFVLE1BQU0sQ0FBQyxZQUFZLElBQUk7SUFDakM7RUFDRjtFQUNBLE1BQU0sTUFBTSxTQUFTLE9BQU8sR0FBRyxFQUFFLE9BQU8sT0FBTyxPQUFPO0VBQ3RELElBQUksT0FBTyxJQUFJLEVBQUU7SUFDZixRQUFRLEdBQUcsQ0FBQyxLQUFLLFNBQVMsQ0FBQztNQUN6QixJQUFJLE9BQU8sRUFBRTtNQUNiO01BQ0E7TUFDQSxTQUFTLE9BQU8sT0FBTztNQUN2QixVQUFVLE9BQU8sUUFBUTtNQUN6QixTQUFTLE9BQU8sT0FBTztJQUN6QjtFQUNGLE9BQU87SUFDTCxRQUFRLEdBQUcsQ0FBQyxDQUFDLE1BQU0sRUFBRSxPQUFPLEVBQUUsQ0FBQyxFQUFFLEVBQUUsU0FBUyxRQUFRLGtCQUFrQixDQUFDO0lBQ3ZFLFFBQVEsR0FBRyxDQUFDO0VBQ2Q7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLEtBQUssSUFBYztFQUMxQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixTQUFTLE1BQU07SUFDOUQsTUFBTTtNQUFFLE1BQU07SUFBVTtFQUMxQjtFQUNBLElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztJQUMxQixNQUFNLElBQUksVUFBVTtFQUN0QjtFQUNBLE1BQU0sTUFBTSxLQUFLLEdBQUc7RUFDcEIsTUFBTSxTQUFTLElBQUksYUFBYSxJQUFJLEdBQUcsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDO01BQ2pELElBQUksRUFBRSxFQUFFO01BQ1IsU0FBUyxFQUFFLE9BQU87TUFDbEIsVUFBVSxFQUFFLFFBQVE7TUFDcEIsU0FBUyxFQUFFLE9BQU87TUFDbEIsU0FBUyxFQUFFLE9BQU87TUFDbEIsU0FBUyxFQUFFLE9BQU8sS0FBSyxRQUFRLEVBQUUsT0FBTyxJQUFJO0lBQzlDLENBQUM7RUFDRCxJQUFJLE9BQU8sSUFBSSxFQUFFO0lBQ2YsUUFBUSxHQUFHLENBQUMsS0FBSyxTQUFTLENBQUMsUUFBUSxNQUFNO0lBQ3pDLE9BQU87RUFDVDtFQUNBLE1BQU0sT0FBTztJQUFDO01BQUM7TUFBTTtNQUFXO01BQVU7TUFBVztLQUFVO0dBQUM7RUFDaEUsS0FBSyxNQUFNLEtBQUssT0FBUTtJQUN0QixLQUFLLElBQUksQ0FBQztNQUNSLEVBQUUsRUFBRTtNQUNKLEVBQUUsT0FBTyxJQUFJO01BQ2IsRUFBRSxRQUFRLEdBQUcsY0FBYztNQUMzQixJQUFJLEtBQUssRUFBRSxPQUFPLEVBQUUsV0FBVyxHQUFHLEtBQUssQ0FBQyxHQUFHLElBQUksT0FBTyxDQUFDLEtBQUs7TUFDNUQsRUFBRSxPQUFPLEtBQUssT0FBTyxVQUFVLENBQUMsRUFBRSxPQUFPLEdBQUcsYUFBYSxFQUFFLElBQ3pELElBQUksS0FBSyxFQUFFLE9BQU8sRUFBRSxXQUFXLEdBQUcsS0FBSyxDQUFDLEdBQUcsSUFBSSxPQUFPLENBQUMsS0FBSztLQUMvRDtFQUNIO0VBQ0EsSUFBSSxPQUFPLE1BQU0sR0FBRyxHQUFHLFFBQVEsR0FBRyxDQUFDLE1BQU07RUFDekMsT0FBTztBQUNUO0FBRUEsU0FBUyxPQUFPLElBQWM7RUFDNUIsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixTQUFTLE1BQU0sQ0FBQztFQUN6RCxJQUFJLFlBQVksTUFBTSxLQUFLLEdBQUc7SUFDNUIsTUFBTSxJQUFJLFVBQ1I7RUFFSjtFQUNBLElBQUksQ0FBQyxJQUFJLGFBQWEsTUFBTSxDQUFDLFdBQVcsQ0FBQyxFQUFFLEdBQUc7SUFDNUMsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxpQkFBaUIsRUFBRSxXQUFXLENBQUMsRUFBRSxDQUFDLDRCQUE0QixDQUFDO0VBRXBFO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxTQUFTLENBQWM7RUFDOUIsTUFBTSxRQUFRLEVBQUUsT0FBTyxLQUFLLE9BQU8sa0JBQWtCLENBQUMsUUFBUSxFQUFFLEVBQUUsT0FBTyxFQUFFO0VBQzNFLE1BQU0sU0FBUyxFQUFFLFFBQVEsR0FBRyxjQUFjO0VBQzFDLE1BQU0sUUFBUSxFQUFFLE9BQU8sS0FBSyxPQUN4QixjQUNBLENBQUMsTUFBTSxFQUNQLElBQUksS0FBSyxFQUFFLE9BQU8sRUFBRSxXQUFXLEdBQUcsS0FBSyxDQUFDLEdBQUcsSUFBSSxPQUFPLENBQUMsS0FBSyxLQUM3RCxJQUFJLENBQUM7RUFDUixPQUFPLEdBQUcsTUFBTSxFQUFFLEVBQUUsT0FBTyxFQUFFLEVBQUUsT0FBTztBQUN4QztBQUVBLFNBQVMsTUFBTSxJQUFnQjtFQUM3QixNQUFNLFNBQVMsSUFBSSxDQUFDLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLElBQzdCLEtBQUssR0FBRyxJQUFJLEtBQUssR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDLENBQUMsRUFBRSxDQUFDLE1BQU07RUFFekMsT0FBTyxLQUFLLEdBQUcsQ0FBQyxDQUFDLElBQ2YsRUFBRSxHQUFHLENBQUMsQ0FBQyxHQUFHLElBQU8sTUFBTSxFQUFFLE1BQU0sR0FBRyxJQUFJLElBQUksRUFBRSxNQUFNLENBQUMsTUFBTSxDQUFDLEVBQUUsR0FBSSxJQUFJLENBQUMsT0FDckUsSUFBSSxDQUFDO0FBQ1QifQ==
// denoCacheMetadata=12654443493958510750,9869553352255505138