/**
 * `berth clear-history`: drop a pane's history (tmux's `clear-history`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "clear-history",
  summary: "Drop a pane's history (scrollback); its screen stays",
  target: true,
  usage: `Usage: berth clear-history [-t TARGET]

Drops the lines that scrolled off the top of the pane and frees their
memory; the visible screen stays. Attach clients in copy mode on the pane
leave it, as in tmux.

Exit codes: 0 cleared; 1 no such pane, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("clear-history", args, {
      target: {
        type: "string",
        short: "t"
      }
    });
    const name = paneTarget("clear-history", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("clear-history takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "clear-history",
      name
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9jbGVhcl9oaXN0b3J5LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGNsZWFyLWhpc3RvcnlgOiBkcm9wIGEgcGFuZSdzIGhpc3RvcnkgKHRtdXgncyBgY2xlYXItaGlzdG9yeWApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImNsZWFyLWhpc3RvcnlcIixcbiAgc3VtbWFyeTogXCJEcm9wIGEgcGFuZSdzIGhpc3RvcnkgKHNjcm9sbGJhY2spOyBpdHMgc2NyZWVuIHN0YXlzXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggY2xlYXItaGlzdG9yeSBbLXQgVEFSR0VUXVxuXG5Ecm9wcyB0aGUgbGluZXMgdGhhdCBzY3JvbGxlZCBvZmYgdGhlIHRvcCBvZiB0aGUgcGFuZSBhbmQgZnJlZXMgdGhlaXJcbm1lbW9yeTsgdGhlIHZpc2libGUgc2NyZWVuIHN0YXlzLiBBdHRhY2ggY2xpZW50cyBpbiBjb3B5IG1vZGUgb24gdGhlIHBhbmVcbmxlYXZlIGl0LCBhcyBpbiB0bXV4LlxuXG5FeGl0IGNvZGVzOiAwIGNsZWFyZWQ7IDEgbm8gc3VjaCBwYW5lLCBvciBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwiY2xlYXItaGlzdG9yeVwiLCBhcmdzLCB7XG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJjbGVhci1oaXN0b3J5XCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJjbGVhci1oaXN0b3J5IHRha2VzIG5vIGFyZ3VtZW50czsgdXNlIC10XCIpO1xuICAgIH1cbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHsgb3A6IFwiY2xlYXItaGlzdG9yeVwiLCBuYW1lIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFFbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVyRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FBTyxDQUFDOzs7Ozs7bURBTXlDLENBQUM7RUFDbEQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGlCQUFpQixNQUFNO01BQ3RFLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBQ0EsTUFBTSxPQUFPLFdBQVcsaUJBQWlCLE9BQU8sTUFBTSxFQUFFO0lBQ3hELElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sWUFBWSxRQUFRO01BQUUsSUFBSTtNQUFpQjtJQUFLO0lBQ3RELE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=3840344731838953251,5940288741817698604