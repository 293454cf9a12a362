/**
 * `berth select-pane`: make a pane the active one (tmux's `select-pane`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "select-pane",
  summary: "Make a pane the active one",
  target: true,
  usage: `Usage: berth select-pane [-L|-R|-U|-D|-l|-n|-p] [-Z] [-t TARGET]

Makes the target pane its window's active pane (and shows the window):
-L -R -U -D the pane left of, right of, above or below the active one
(wrapping round), -l the last active pane, -n/-p the next or previous by
number; -Z zooms it (or unzooms).

Exit codes: 0 selected; 1 no such pane, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("select-pane", args, {
      target: {
        type: "string",
        short: "t"
      },
      left: {
        type: "boolean",
        short: "L"
      },
      right: {
        type: "boolean",
        short: "R"
      },
      up: {
        type: "boolean",
        short: "U"
      },
      down: {
        type: "boolean",
        short: "D"
      },
      last: {
        type: "boolean",
        short: "l"
      },
      next: {
        type: "boolean",
        short: "n"
      },
      previous: {
        type: "boolean",
        short: "p"
      },
      zoom: {
        type: "boolean",
        short: "Z"
      }
    });
    const name = paneTarget("select-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("select-pane takes no arguments; use -t");
    }
    const moves = [
      [
        values.left,
        "L"
      ],
      [
        values.right,
        "R"
      ],
      [
        values.up,
        "U"
      ],
      [
        values.down,
        "D"
      ],
      [
        values.last,
        "last"
      ],
      [
        values.next,
        "next"
      ],
      [
        values.previous,
        "previous"
      ]
    ];
    const chosen = moves.filter(([on])=>on);
    if (chosen.length > 1) {
      throw new UserError("select-pane takes one of -L -R -U -D -l -n -p");
    }
    await paneRequest(global, {
      op: "select-pane",
      name,
      to: chosen[0]?.[1],
      zoom: values.zoom
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZWxlY3RfcGFuZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzZWxlY3QtcGFuZWA6IG1ha2UgYSBwYW5lIHRoZSBhY3RpdmUgb25lICh0bXV4J3MgYHNlbGVjdC1wYW5lYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29tbWFuZCB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0LCBwYW5lVGFyZ2V0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic2VsZWN0LXBhbmVcIixcbiAgc3VtbWFyeTogXCJNYWtlIGEgcGFuZSB0aGUgYWN0aXZlIG9uZVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNlbGVjdC1wYW5lIFstTHwtUnwtVXwtRHwtbHwtbnwtcF0gWy1aXSBbLXQgVEFSR0VUXVxuXG5NYWtlcyB0aGUgdGFyZ2V0IHBhbmUgaXRzIHdpbmRvdydzIGFjdGl2ZSBwYW5lIChhbmQgc2hvd3MgdGhlIHdpbmRvdyk6XG4tTCAtUiAtVSAtRCB0aGUgcGFuZSBsZWZ0IG9mLCByaWdodCBvZiwgYWJvdmUgb3IgYmVsb3cgdGhlIGFjdGl2ZSBvbmVcbih3cmFwcGluZyByb3VuZCksIC1sIHRoZSBsYXN0IGFjdGl2ZSBwYW5lLCAtbi8tcCB0aGUgbmV4dCBvciBwcmV2aW91cyBieVxubnVtYmVyOyAtWiB6b29tcyBpdCAob3IgdW56b29tcykuXG5cbkV4aXQgY29kZXM6IDAgc2VsZWN0ZWQ7IDEgbm8gc3VjaCBwYW5lLCBvciBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwic2VsZWN0LXBhbmVcIiwgYXJncywge1xuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgbGVmdDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiTFwiIH0sXG4gICAgICByaWdodDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiUlwiIH0sXG4gICAgICB1cDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiVVwiIH0sXG4gICAgICBkb3duOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJEXCIgfSxcbiAgICAgIGxhc3Q6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImxcIiB9LFxuICAgICAgbmV4dDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiblwiIH0sXG4gICAgICBwcmV2aW91czogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwicFwiIH0sXG4gICAgICB6b29tOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJaXCIgfSxcbiAgICB9KTtcbiAgICBjb25zdCBuYW1lID0gcGFuZVRhcmdldChcInNlbGVjdC1wYW5lXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJzZWxlY3QtcGFuZSB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgICB9XG4gICAgY29uc3QgbW92ZXMgPSBbXG4gICAgICBbdmFsdWVzLmxlZnQsIFwiTFwiXSxcbiAgICAgIFt2YWx1ZXMucmlnaHQsIFwiUlwiXSxcbiAgICAgIFt2YWx1ZXMudXAsIFwiVVwiXSxcbiAgICAgIFt2YWx1ZXMuZG93biwgXCJEXCJdLFxuICAgICAgW3ZhbHVlcy5sYXN0LCBcImxhc3RcIl0sXG4gICAgICBbdmFsdWVzLm5leHQsIFwibmV4dFwiXSxcbiAgICAgIFt2YWx1ZXMucHJldmlvdXMsIFwicHJldmlvdXNcIl0sXG4gICAgXSBhcyBjb25zdDtcbiAgICBjb25zdCBjaG9zZW4gPSBtb3Zlcy5maWx0ZXIoKFtvbl0pID0+IG9uKTtcbiAgICBpZiAoY2hvc2VuLmxlbmd0aCA+IDEpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwic2VsZWN0LXBhbmUgdGFrZXMgb25lIG9mIC1MIC1SIC1VIC1EIC1sIC1uIC1wXCIsXG4gICAgICApO1xuICAgIH1cbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHtcbiAgICAgIG9wOiBcInNlbGVjdC1wYW5lXCIsXG4gICAgICBuYW1lLFxuICAgICAgdG86IGNob3NlblswXT8uWzFdLFxuICAgICAgem9vbTogdmFsdWVzLnpvb20sXG4gICAgfSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUVsRCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7b0RBTzBDLENBQUM7RUFDbkQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGVBQWUsTUFBTTtNQUNwRSxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxPQUFPO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNyQyxJQUFJO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNsQyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN4QyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtJQUN0QztJQUNBLE1BQU0sT0FBTyxXQUFXLGVBQWUsT0FBTyxNQUFNLEVBQUU7SUFDdEQsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxRQUFRO01BQ1o7UUFBQyxPQUFPLElBQUk7UUFBRTtPQUFJO01BQ2xCO1FBQUMsT0FBTyxLQUFLO1FBQUU7T0FBSTtNQUNuQjtRQUFDLE9BQU8sRUFBRTtRQUFFO09BQUk7TUFDaEI7UUFBQyxPQUFPLElBQUk7UUFBRTtPQUFJO01BQ2xCO1FBQUMsT0FBTyxJQUFJO1FBQUU7T0FBTztNQUNyQjtRQUFDLE9BQU8sSUFBSTtRQUFFO09BQU87TUFDckI7UUFBQyxPQUFPLFFBQVE7UUFBRTtPQUFXO0tBQzlCO0lBQ0QsTUFBTSxTQUFTLE1BQU0sTUFBTSxDQUFDLENBQUMsQ0FBQyxHQUFHLEdBQUs7SUFDdEMsSUFBSSxPQUFPLE1BQU0sR0FBRyxHQUFHO01BQ3JCLE1BQU0sSUFBSSxVQUNSO0lBRUo7SUFDQSxNQUFNLFlBQVksUUFBUTtNQUN4QixJQUFJO01BQ0o7TUFDQSxJQUFJLE1BQU0sQ0FBQyxFQUFFLEVBQUUsQ0FBQyxFQUFFO01BQ2xCLE1BQU0sT0FBTyxJQUFJO0lBQ25CO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=13934315023916654119,6256133701919293534