/**
 * `berth rename-window`: give a window a new name (tmux's `rename-window`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "rename-window",
  summary: "Give a window a new name",
  target: true,
  usage: `Usage: berth rename-window [-t SESSION:WINDOW] NEW-NAME

Exit codes: 0 renamed; 1 no such window, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("rename-window", args, {
      target: {
        type: "string",
        short: "t"
      }
    });
    const name = paneTarget("rename-window", values.target, global);
    if (positionals.length !== 1 || positionals[0] === "") {
      throw new UserError("rename-window takes one new name");
    }
    await paneRequest(global, {
      op: "rename-window",
      name,
      newName: positionals[0]
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZW5hbWVfd2luZG93LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHJlbmFtZS13aW5kb3dgOiBnaXZlIGEgd2luZG93IGEgbmV3IG5hbWUgKHRtdXgncyBgcmVuYW1lLXdpbmRvd2ApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJlbmFtZS13aW5kb3dcIixcbiAgc3VtbWFyeTogXCJHaXZlIGEgd2luZG93IGEgbmV3IG5hbWVcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCByZW5hbWUtd2luZG93IFstdCBTRVNTSU9OOldJTkRPV10gTkVXLU5BTUVcblxuRXhpdCBjb2RlczogMCByZW5hbWVkOyAxIG5vIHN1Y2ggd2luZG93LCBvciBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwicmVuYW1lLXdpbmRvd1wiLCBhcmdzLCB7XG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJyZW5hbWUtd2luZG93XCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCAhPT0gMSB8fCBwb3NpdGlvbmFsc1swXSA9PT0gXCJcIikge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInJlbmFtZS13aW5kb3cgdGFrZXMgb25lIG5ldyBuYW1lXCIpO1xuICAgIH1cbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHtcbiAgICAgIG9wOiBcInJlbmFtZS13aW5kb3dcIixcbiAgICAgIG5hbWUsXG4gICAgICBuZXdOYW1lOiBwb3NpdGlvbmFsc1swXSxcbiAgICB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBRWxELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFFckQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsUUFBUTtFQUNSLE9BQU8sQ0FBQzs7cURBRTJDLENBQUM7RUFDcEQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGlCQUFpQixNQUFNO01BQ3RFLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBQ0EsTUFBTSxPQUFPLFdBQVcsaUJBQWlCLE9BQU8sTUFBTSxFQUFFO0lBQ3hELElBQUksWUFBWSxNQUFNLEtBQUssS0FBSyxXQUFXLENBQUMsRUFBRSxLQUFLLElBQUk7TUFDckQsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFlBQVksUUFBUTtNQUN4QixJQUFJO01BQ0o7TUFDQSxTQUFTLFdBQVcsQ0FBQyxFQUFFO0lBQ3pCO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=5405537079047704765,14876399127518387447