/**
 * `berth new`'s options, in one place for the two that read them: `new.ts`
 * and the launcher. `new -d` never attaches, so it has a bundle without the
 * attach client (`client/bundle/`); the launcher runs it only when these
 * options, parsed by the same code as `new.ts` parses them, say `-d`. A
 * guess that differed from `new.ts` would run an attach from a bundle that
 * lacks the attach client.
 *
 * It imports only `parse_args.ts`, which imports nothing: the launcher
 * loads both from the source before it picks a bundle.
 *
 * @module
 */ import { parseOptions, splitAtCommand } from "../parse_args.ts";
/** The options that take a value: `splitAtCommand` skips their values. */ export const NEW_VALUE_OPTIONS = [
  "-s",
  "--session",
  "-n",
  "--window-name",
  "-F",
  "--format",
  "-x",
  "--cols",
  "-y",
  "--rows",
  "-c",
  "--cwd",
  "-e",
  "--env",
  "--scrollback",
  "--prefix"
];
/** `new`'s own options (`parseCommandArgs` adds `-h`/`--help`). */ export const NEW_OPTIONS = {
  detached: {
    type: "boolean",
    short: "d"
  },
  // tmux's -A (attach when the session exists) and -D (then detach its
  // other clients).
  "attach-existing": {
    type: "boolean",
    short: "A"
  },
  "detach-others": {
    type: "boolean",
    short: "D"
  },
  print: {
    type: "boolean",
    short: "P"
  },
  format: {
    type: "string",
    short: "F"
  },
  json: {
    type: "boolean"
  },
  session: {
    type: "string",
    short: "s"
  },
  // tmux's -n, -x, -y and -c, as scripts ported from it write them.
  "window-name": {
    type: "string",
    short: "n"
  },
  cols: {
    type: "string",
    short: "x"
  },
  rows: {
    type: "string",
    short: "y"
  },
  cwd: {
    type: "string",
    short: "c"
  },
  env: {
    type: "string",
    short: "e",
    multiple: true
  },
  keep: {
    type: "boolean"
  },
  scrollback: {
    type: "string"
  },
  prefix: {
    type: "string"
  },
  clipboard: {
    type: "boolean"
  }
};
/**
 * Whether `new`'s arguments `args` (those after its name) ask for a
 * detached session (`-d`, and no `-A`, which may attach). False when they do not parse (`new.ts` then says why,
 * from whichever bundle): only a true answer picks the detached bundle,
 * and the same words parse the same way in `new.ts`, where the help
 * option is the only one added, and an argument that names it fails here.
 */ export function asksDetached(args) {
  try {
    const { own } = splitAtCommand(args, NEW_VALUE_OPTIONS);
    const { values } = parseOptions(own, NEW_OPTIONS);
    // `-A -d` attaches when the session exists, as tmux's: the whole bundle.
    return values.detached === true && values["attach-existing"] !== true;
  } catch  {
    return false;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fbmV3X2FyZ3MudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggbmV3YCdzIG9wdGlvbnMsIGluIG9uZSBwbGFjZSBmb3IgdGhlIHR3byB0aGF0IHJlYWQgdGhlbTogYG5ldy50c2BcbiAqIGFuZCB0aGUgbGF1bmNoZXIuIGBuZXcgLWRgIG5ldmVyIGF0dGFjaGVzLCBzbyBpdCBoYXMgYSBidW5kbGUgd2l0aG91dCB0aGVcbiAqIGF0dGFjaCBjbGllbnQgKGBjbGllbnQvYnVuZGxlL2ApOyB0aGUgbGF1bmNoZXIgcnVucyBpdCBvbmx5IHdoZW4gdGhlc2VcbiAqIG9wdGlvbnMsIHBhcnNlZCBieSB0aGUgc2FtZSBjb2RlIGFzIGBuZXcudHNgIHBhcnNlcyB0aGVtLCBzYXkgYC1kYC4gQVxuICogZ3Vlc3MgdGhhdCBkaWZmZXJlZCBmcm9tIGBuZXcudHNgIHdvdWxkIHJ1biBhbiBhdHRhY2ggZnJvbSBhIGJ1bmRsZSB0aGF0XG4gKiBsYWNrcyB0aGUgYXR0YWNoIGNsaWVudC5cbiAqXG4gKiBJdCBpbXBvcnRzIG9ubHkgYHBhcnNlX2FyZ3MudHNgLCB3aGljaCBpbXBvcnRzIG5vdGhpbmc6IHRoZSBsYXVuY2hlclxuICogbG9hZHMgYm90aCBmcm9tIHRoZSBzb3VyY2UgYmVmb3JlIGl0IHBpY2tzIGEgYnVuZGxlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZU9wdGlvbnMsIHNwbGl0QXRDb21tYW5kIH0gZnJvbSBcIi4uL3BhcnNlX2FyZ3MudHNcIjtcblxuLyoqIFRoZSBvcHRpb25zIHRoYXQgdGFrZSBhIHZhbHVlOiBgc3BsaXRBdENvbW1hbmRgIHNraXBzIHRoZWlyIHZhbHVlcy4gKi9cbmV4cG9ydCBjb25zdCBORVdfVkFMVUVfT1BUSU9OUyA9IFtcbiAgXCItc1wiLFxuICBcIi0tc2Vzc2lvblwiLFxuICBcIi1uXCIsXG4gIFwiLS13aW5kb3ctbmFtZVwiLFxuICBcIi1GXCIsXG4gIFwiLS1mb3JtYXRcIixcbiAgXCIteFwiLFxuICBcIi0tY29sc1wiLFxuICBcIi15XCIsXG4gIFwiLS1yb3dzXCIsXG4gIFwiLWNcIixcbiAgXCItLWN3ZFwiLFxuICBcIi1lXCIsXG4gIFwiLS1lbnZcIixcbiAgXCItLXNjcm9sbGJhY2tcIixcbiAgXCItLXByZWZpeFwiLFxuXTtcblxuLyoqIGBuZXdgJ3Mgb3duIG9wdGlvbnMgKGBwYXJzZUNvbW1hbmRBcmdzYCBhZGRzIGAtaGAvYC0taGVscGApLiAqL1xuZXhwb3J0IGNvbnN0IE5FV19PUFRJT05TID0ge1xuICBkZXRhY2hlZDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiZFwiIH0sXG4gIC8vIHRtdXgncyAtQSAoYXR0YWNoIHdoZW4gdGhlIHNlc3Npb24gZXhpc3RzKSBhbmQgLUQgKHRoZW4gZGV0YWNoIGl0c1xuICAvLyBvdGhlciBjbGllbnRzKS5cbiAgXCJhdHRhY2gtZXhpc3RpbmdcIjogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiQVwiIH0sXG4gIFwiZGV0YWNoLW90aGVyc1wiOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJEXCIgfSxcbiAgcHJpbnQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcIlBcIiB9LFxuICBmb3JtYXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiRlwiIH0sXG4gIGpzb246IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgc2Vzc2lvbjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJzXCIgfSxcbiAgLy8gdG11eCdzIC1uLCAteCwgLXkgYW5kIC1jLCBhcyBzY3JpcHRzIHBvcnRlZCBmcm9tIGl0IHdyaXRlIHRoZW0uXG4gIFwid2luZG93LW5hbWVcIjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJuXCIgfSxcbiAgY29sczogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ4XCIgfSxcbiAgcm93czogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ5XCIgfSxcbiAgY3dkOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImNcIiB9LFxuICBlbnY6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiZVwiLCBtdWx0aXBsZTogdHJ1ZSB9LFxuICBrZWVwOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gIHNjcm9sbGJhY2s6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICBwcmVmaXg6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICBjbGlwYm9hcmQ6IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbn0gYXMgY29uc3Q7XG5cbi8qKlxuICogV2hldGhlciBgbmV3YCdzIGFyZ3VtZW50cyBgYXJnc2AgKHRob3NlIGFmdGVyIGl0cyBuYW1lKSBhc2sgZm9yIGFcbiAqIGRldGFjaGVkIHNlc3Npb24gKGAtZGAsIGFuZCBubyBgLUFgLCB3aGljaCBtYXkgYXR0YWNoKS4gRmFsc2Ugd2hlbiB0aGV5IGRvIG5vdCBwYXJzZSAoYG5ldy50c2AgdGhlbiBzYXlzIHdoeSxcbiAqIGZyb20gd2hpY2hldmVyIGJ1bmRsZSk6IG9ubHkgYSB0cnVlIGFuc3dlciBwaWNrcyB0aGUgZGV0YWNoZWQgYnVuZGxlLFxuICogYW5kIHRoZSBzYW1lIHdvcmRzIHBhcnNlIHRoZSBzYW1lIHdheSBpbiBgbmV3LnRzYCwgd2hlcmUgdGhlIGhlbHBcbiAqIG9wdGlvbiBpcyB0aGUgb25seSBvbmUgYWRkZWQsIGFuZCBhbiBhcmd1bWVudCB0aGF0IG5hbWVzIGl0IGZhaWxzIGhlcmUuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBhc2tzRGV0YWNoZWQoYXJnczogc3RyaW5nW10pOiBib29sZWFuIHtcbiAgdHJ5IHtcbiAgICBjb25zdCB7IG93biB9ID0gc3BsaXRBdENvbW1hbmQoYXJncywgTkVXX1ZBTFVFX09QVElPTlMpO1xuICAgIGNvbnN0IHsgdmFsdWVzIH0gPSBwYXJzZU9wdGlvbnMob3duLCBORVdfT1BUSU9OUyk7XG4gICAgLy8gYC1BIC1kYCBhdHRhY2hlcyB3aGVuIHRoZSBzZXNzaW9uIGV4aXN0cywgYXMgdG11eCdzOiB0aGUgd2hvbGUgYnVuZGxlLlxuICAgIHJldHVybiB2YWx1ZXMuZGV0YWNoZWQgPT09IHRydWUgJiYgdmFsdWVzW1wiYXR0YWNoLWV4aXN0aW5nXCJdICE9PSB0cnVlO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gZmFsc2U7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FFRCxTQUFTLFlBQVksRUFBRSxjQUFjLFFBQVEsbUJBQW1CO0FBRWhFLHdFQUF3RSxHQUN4RSxPQUFPLE1BQU0sb0JBQW9CO0VBQy9CO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0NBQ0QsQ0FBQztBQUVGLGlFQUFpRSxHQUNqRSxPQUFPLE1BQU0sY0FBYztFQUN6QixVQUFVO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUN4QyxxRUFBcUU7RUFDckUsa0JBQWtCO0VBQ2xCLG1CQUFtQjtJQUFFLE1BQU07SUFBVyxPQUFPO0VBQUk7RUFDakQsaUJBQWlCO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUMvQyxPQUFPO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUNyQyxRQUFRO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNyQyxNQUFNO0lBQUUsTUFBTTtFQUFVO0VBQ3hCLFNBQVM7SUFBRSxNQUFNO0lBQVUsT0FBTztFQUFJO0VBQ3RDLGtFQUFrRTtFQUNsRSxlQUFlO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUM1QyxNQUFNO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNuQyxNQUFNO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNuQyxLQUFLO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNsQyxLQUFLO0lBQUUsTUFBTTtJQUFVLE9BQU87SUFBSyxVQUFVO0VBQUs7RUFDbEQsTUFBTTtJQUFFLE1BQU07RUFBVTtFQUN4QixZQUFZO0lBQUUsTUFBTTtFQUFTO0VBQzdCLFFBQVE7SUFBRSxNQUFNO0VBQVM7RUFDekIsV0FBVztJQUFFLE1BQU07RUFBVTtBQUMvQixFQUFXO0FBRVg7Ozs7OztDQU1DLEdBQ0QsT0FBTyxTQUFTLGFBQWEsSUFBYztFQUN6QyxJQUFJO0lBQ0YsTUFBTSxFQUFFLEdBQUcsRUFBRSxHQUFHLGVBQWUsTUFBTTtJQUNyQyxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsYUFBYSxLQUFLO0lBQ3JDLHlFQUF5RTtJQUN6RSxPQUFPLE9BQU8sUUFBUSxLQUFLLFFBQVEsTUFBTSxDQUFDLGtCQUFrQixLQUFLO0VBQ25FLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGIn0=
// denoCacheMetadata=15123106024530711701,15687920090141601921