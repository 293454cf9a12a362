/**
 * `berth set-option`: set a session's option (tmux's `set-option`). The one
 * option a session holds is `remain-on-exit`: panes whose program exits
 * stay, dead, until `kill-pane`; it wins over config.toml's default.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
/** tmux's spellings of a flag option's two values. */ const FLAG_VALUES = {
  on: true,
  off: false,
  yes: true,
  no: false,
  "1": true,
  "0": false
};
export const command = {
  name: "set-option",
  summary: "Set a session's option (remain-on-exit on|off)",
  target: true,
  usage: `Usage: berth set-option [-w] [-t SESSION] remain-on-exit on|off

remain-on-exit on: a pane whose program exits stays, dead, until kill-pane
(the last one too: the session then ends with kill-pane) or respawn-pane
(which runs it again). Without -t, the
session this command runs in. tmux's -w (a window option there, as with
set-window-option and setw) is taken: berth's is the whole session's.

Exit codes: 0 set; 1 no such session, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("set-option", args, {
      target: {
        type: "string",
        short: "t"
      },
      window: {
        type: "boolean",
        short: "w"
      }
    });
    const name = paneTarget("set-option", values.target, global);
    const [option, value, ...rest] = positionals;
    if (option !== "remain-on-exit") {
      throw new UserError(option === undefined ? "berth set-option needs an option: remain-on-exit on|off" : `Unknown option ${option}: berth set-option knows remain-on-exit`);
    }
    const on = FLAG_VALUES[value ?? ""];
    if (on === undefined || rest.length > 0) {
      throw new UserError("set-option remain-on-exit takes on or off");
    }
    await paneRequest(global, {
      op: "set-option",
      name,
      option: "remain-on-exit",
      on
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZXRfb3B0aW9uLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNldC1vcHRpb25gOiBzZXQgYSBzZXNzaW9uJ3Mgb3B0aW9uICh0bXV4J3MgYHNldC1vcHRpb25gKS4gVGhlIG9uZVxuICogb3B0aW9uIGEgc2Vzc2lvbiBob2xkcyBpcyBgcmVtYWluLW9uLWV4aXRgOiBwYW5lcyB3aG9zZSBwcm9ncmFtIGV4aXRzXG4gKiBzdGF5LCBkZWFkLCB1bnRpbCBga2lsbC1wYW5lYDsgaXQgd2lucyBvdmVyIGNvbmZpZy50b21sJ3MgZGVmYXVsdC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG4vKiogdG11eCdzIHNwZWxsaW5ncyBvZiBhIGZsYWcgb3B0aW9uJ3MgdHdvIHZhbHVlcy4gKi9cbmNvbnN0IEZMQUdfVkFMVUVTOiBSZWNvcmQ8c3RyaW5nLCBib29sZWFuPiA9IHtcbiAgb246IHRydWUsXG4gIG9mZjogZmFsc2UsXG4gIHllczogdHJ1ZSxcbiAgbm86IGZhbHNlLFxuICBcIjFcIjogdHJ1ZSxcbiAgXCIwXCI6IGZhbHNlLFxufTtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic2V0LW9wdGlvblwiLFxuICBzdW1tYXJ5OiBcIlNldCBhIHNlc3Npb24ncyBvcHRpb24gKHJlbWFpbi1vbi1leGl0IG9ufG9mZilcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBzZXQtb3B0aW9uIFstd10gWy10IFNFU1NJT05dIHJlbWFpbi1vbi1leGl0IG9ufG9mZlxuXG5yZW1haW4tb24tZXhpdCBvbjogYSBwYW5lIHdob3NlIHByb2dyYW0gZXhpdHMgc3RheXMsIGRlYWQsIHVudGlsIGtpbGwtcGFuZVxuKHRoZSBsYXN0IG9uZSB0b286IHRoZSBzZXNzaW9uIHRoZW4gZW5kcyB3aXRoIGtpbGwtcGFuZSkgb3IgcmVzcGF3bi1wYW5lXG4od2hpY2ggcnVucyBpdCBhZ2FpbikuIFdpdGhvdXQgLXQsIHRoZVxuc2Vzc2lvbiB0aGlzIGNvbW1hbmQgcnVucyBpbi4gdG11eCdzIC13IChhIHdpbmRvdyBvcHRpb24gdGhlcmUsIGFzIHdpdGhcbnNldC13aW5kb3ctb3B0aW9uIGFuZCBzZXR3KSBpcyB0YWtlbjogYmVydGgncyBpcyB0aGUgd2hvbGUgc2Vzc2lvbidzLlxuXG5FeGl0IGNvZGVzOiAwIHNldDsgMSBubyBzdWNoIHNlc3Npb24sIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzZXQtb3B0aW9uXCIsIGFyZ3MsIHtcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIHdpbmRvdzogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwid1wiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJzZXQtb3B0aW9uXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgY29uc3QgW29wdGlvbiwgdmFsdWUsIC4uLnJlc3RdID0gcG9zaXRpb25hbHM7XG4gICAgaWYgKG9wdGlvbiAhPT0gXCJyZW1haW4tb24tZXhpdFwiKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBvcHRpb24gPT09IHVuZGVmaW5lZFxuICAgICAgICAgID8gXCJiZXJ0aCBzZXQtb3B0aW9uIG5lZWRzIGFuIG9wdGlvbjogcmVtYWluLW9uLWV4aXQgb258b2ZmXCJcbiAgICAgICAgICA6IGBVbmtub3duIG9wdGlvbiAke29wdGlvbn06IGJlcnRoIHNldC1vcHRpb24ga25vd3MgcmVtYWluLW9uLWV4aXRgLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3Qgb24gPSBGTEFHX1ZBTFVFU1t2YWx1ZSA/PyBcIlwiXTtcbiAgICBpZiAob24gPT09IHVuZGVmaW5lZCB8fCByZXN0Lmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJzZXQtb3B0aW9uIHJlbWFpbi1vbi1leGl0IHRha2VzIG9uIG9yIG9mZlwiKTtcbiAgICB9XG4gICAgYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgICBvcDogXCJzZXQtb3B0aW9uXCIsXG4gICAgICBuYW1lLFxuICAgICAgb3B0aW9uOiBcInJlbWFpbi1vbi1leGl0XCIsXG4gICAgICBvbixcbiAgICB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFFbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVyRCxvREFBb0QsR0FDcEQsTUFBTSxjQUF1QztFQUMzQyxJQUFJO0VBQ0osS0FBSztFQUNMLEtBQUs7RUFDTCxJQUFJO0VBQ0osS0FBSztFQUNMLEtBQUs7QUFDUDtBQUVBLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7O2tEQVF3QyxDQUFDO0VBQ2pELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixjQUFjLE1BQU07TUFDbkUsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsUUFBUTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDeEM7SUFDQSxNQUFNLE9BQU8sV0FBVyxjQUFjLE9BQU8sTUFBTSxFQUFFO0lBQ3JELE1BQU0sQ0FBQyxRQUFRLE9BQU8sR0FBRyxLQUFLLEdBQUc7SUFDakMsSUFBSSxXQUFXLGtCQUFrQjtNQUMvQixNQUFNLElBQUksVUFDUixXQUFXLFlBQ1AsNERBQ0EsQ0FBQyxlQUFlLEVBQUUsT0FBTyx1Q0FBdUMsQ0FBQztJQUV6RTtJQUNBLE1BQU0sS0FBSyxXQUFXLENBQUMsU0FBUyxHQUFHO0lBQ25DLElBQUksT0FBTyxhQUFhLEtBQUssTUFBTSxHQUFHLEdBQUc7TUFDdkMsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFlBQVksUUFBUTtNQUN4QixJQUFJO01BQ0o7TUFDQSxRQUFRO01BQ1I7SUFDRjtJQUNBLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=3264452688023016709,12784527542187823594