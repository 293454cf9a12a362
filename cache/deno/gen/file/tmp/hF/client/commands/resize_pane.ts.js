/**
 * `berth resize-pane`: move a pane's border, set its size, or zoom it (tmux's `resize-pane`).
 *
 * @module
 */ import { intOption, parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "resize-pane",
  summary: "Move a pane's border, set its size, or zoom it",
  target: true,
  usage: `Usage: berth resize-pane [-L|-R|-U|-D] [-x WIDTH] [-y HEIGHT] [-Z]
                         [-t TARGET] [N]

Moves a border of the pane N cells (default 1) towards -L, -R, -U or -D
(its right or bottom border when it has one, else its left or top one),
or sets its width (-x) or height (-y); -Z zooms it to the whole window, or
back. Every pane's program is told its new size.

Exit codes: 0 resized; 1 no such pane, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("resize-pane", args, {
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
      width: {
        type: "string",
        short: "x"
      },
      height: {
        type: "string",
        short: "y"
      },
      zoom: {
        type: "boolean",
        short: "Z"
      }
    });
    const name = paneTarget("resize-pane", values.target, global);
    if (positionals.length > 1) {
      throw new UserError("resize-pane takes at most one count");
    }
    const dir = values.left ? "L" : values.right ? "R" : values.up ? "U" : values.down ? "D" : undefined;
    const count = (v, what)=>v === undefined ? undefined : intOption(what, v, 1, 4096);
    await paneRequest(global, {
      op: "resize-pane",
      name,
      dir,
      amount: count(positionals[0], "the count"),
      width: count(values.width, "-x"),
      height: count(values.height, "-y"),
      zoom: values.zoom
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZXNpemVfcGFuZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCByZXNpemUtcGFuZWA6IG1vdmUgYSBwYW5lJ3MgYm9yZGVyLCBzZXQgaXRzIHNpemUsIG9yIHpvb20gaXQgKHRtdXgncyBgcmVzaXplLXBhbmVgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgaW50T3B0aW9uLCBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJlc2l6ZS1wYW5lXCIsXG4gIHN1bW1hcnk6IFwiTW92ZSBhIHBhbmUncyBib3JkZXIsIHNldCBpdHMgc2l6ZSwgb3Igem9vbSBpdFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHJlc2l6ZS1wYW5lIFstTHwtUnwtVXwtRF0gWy14IFdJRFRIXSBbLXkgSEVJR0hUXSBbLVpdXG4gICAgICAgICAgICAgICAgICAgICAgICAgWy10IFRBUkdFVF0gW05dXG5cbk1vdmVzIGEgYm9yZGVyIG9mIHRoZSBwYW5lIE4gY2VsbHMgKGRlZmF1bHQgMSkgdG93YXJkcyAtTCwgLVIsIC1VIG9yIC1EXG4oaXRzIHJpZ2h0IG9yIGJvdHRvbSBib3JkZXIgd2hlbiBpdCBoYXMgb25lLCBlbHNlIGl0cyBsZWZ0IG9yIHRvcCBvbmUpLFxub3Igc2V0cyBpdHMgd2lkdGggKC14KSBvciBoZWlnaHQgKC15KTsgLVogem9vbXMgaXQgdG8gdGhlIHdob2xlIHdpbmRvdywgb3JcbmJhY2suIEV2ZXJ5IHBhbmUncyBwcm9ncmFtIGlzIHRvbGQgaXRzIG5ldyBzaXplLlxuXG5FeGl0IGNvZGVzOiAwIHJlc2l6ZWQ7IDEgbm8gc3VjaCBwYW5lLCBvciBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwicmVzaXplLXBhbmVcIiwgYXJncywge1xuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgbGVmdDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiTFwiIH0sXG4gICAgICByaWdodDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiUlwiIH0sXG4gICAgICB1cDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiVVwiIH0sXG4gICAgICBkb3duOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJEXCIgfSxcbiAgICAgIHdpZHRoOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInhcIiB9LFxuICAgICAgaGVpZ2h0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInlcIiB9LFxuICAgICAgem9vbTogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiWlwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJyZXNpemUtcGFuZVwiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAxKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwicmVzaXplLXBhbmUgdGFrZXMgYXQgbW9zdCBvbmUgY291bnRcIik7XG4gICAgfVxuICAgIGNvbnN0IGRpciA9IHZhbHVlcy5sZWZ0XG4gICAgICA/IFwiTFwiXG4gICAgICA6IHZhbHVlcy5yaWdodFxuICAgICAgPyBcIlJcIlxuICAgICAgOiB2YWx1ZXMudXBcbiAgICAgID8gXCJVXCJcbiAgICAgIDogdmFsdWVzLmRvd25cbiAgICAgID8gXCJEXCJcbiAgICAgIDogdW5kZWZpbmVkO1xuICAgIGNvbnN0IGNvdW50ID0gKHY6IHN0cmluZyB8IHVuZGVmaW5lZCwgd2hhdDogc3RyaW5nKSA9PlxuICAgICAgdiA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogaW50T3B0aW9uKHdoYXQsIHYsIDEsIDQwOTYpO1xuICAgIGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwicmVzaXplLXBhbmVcIixcbiAgICAgIG5hbWUsXG4gICAgICBkaXIsXG4gICAgICBhbW91bnQ6IGNvdW50KHBvc2l0aW9uYWxzWzBdLCBcInRoZSBjb3VudFwiKSxcbiAgICAgIHdpZHRoOiBjb3VudCh2YWx1ZXMud2lkdGgsIFwiLXhcIiksXG4gICAgICBoZWlnaHQ6IGNvdW50KHZhbHVlcy5oZWlnaHQsIFwiLXlcIiksXG4gICAgICB6b29tOiB2YWx1ZXMuem9vbSxcbiAgICB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsU0FBUyxFQUFFLGdCQUFnQixRQUFRLGlCQUFpQjtBQUU3RCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7O21EQVF5QyxDQUFDO0VBQ2xELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixlQUFlLE1BQU07TUFDcEUsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsTUFBTTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDcEMsT0FBTztRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDckMsSUFBSTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDbEMsTUFBTTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDcEMsT0FBTztRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDcEMsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsTUFBTTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDdEM7SUFDQSxNQUFNLE9BQU8sV0FBVyxlQUFlLE9BQU8sTUFBTSxFQUFFO0lBQ3RELElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sTUFBTSxPQUFPLElBQUksR0FDbkIsTUFDQSxPQUFPLEtBQUssR0FDWixNQUNBLE9BQU8sRUFBRSxHQUNULE1BQ0EsT0FBTyxJQUFJLEdBQ1gsTUFDQTtJQUNKLE1BQU0sUUFBUSxDQUFDLEdBQXVCLE9BQ3BDLE1BQU0sWUFBWSxZQUFZLFVBQVUsTUFBTSxHQUFHLEdBQUc7SUFDdEQsTUFBTSxZQUFZLFFBQVE7TUFDeEIsSUFBSTtNQUNKO01BQ0E7TUFDQSxRQUFRLE1BQU0sV0FBVyxDQUFDLEVBQUUsRUFBRTtNQUM5QixPQUFPLE1BQU0sT0FBTyxLQUFLLEVBQUU7TUFDM0IsUUFBUSxNQUFNLE9BQU8sTUFBTSxFQUFFO01BQzdCLE1BQU0sT0FBTyxJQUFJO0lBQ25CO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=8884016201716035289,2458470252533663571