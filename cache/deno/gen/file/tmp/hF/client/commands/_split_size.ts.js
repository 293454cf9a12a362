/**
 * The new pane's size as `split-window` and `join-pane` take it, in tmux's
 * forms: `-l N` cells, `-l N%` or the older `-p N` percent of the target
 * pane; `-h`/`-v` for the direction.
 *
 * @module
 */ import { intOption } from "../cli_args.ts";
import { UserError } from "./command.ts";
/** `values` checked and read; errors name `cmd`. */ export function splitSize(cmd, values) {
  if (values.horizontal && values.vertical) {
    throw new UserError(`${cmd} takes -h or -v, not both`);
  }
  if (values.size !== undefined && values.percent !== undefined) {
    throw new UserError(`${cmd} takes -l or -p, not both`);
  }
  const kind = values.horizontal ? "lr" : "tb";
  // tmux 3.1 and later write a percentage as -l 30%; -p is older.
  if (values.size?.endsWith("%")) {
    return {
      kind,
      percent: intOption("-l", values.size.slice(0, -1), 1, 99)
    };
  }
  if (values.size !== undefined) {
    return {
      kind,
      size: intOption("-l", values.size, 1, 4096)
    };
  }
  if (values.percent !== undefined) {
    return {
      kind,
      percent: intOption("-p", values.percent, 1, 99)
    };
  }
  return {
    kind
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fc3BsaXRfc2l6ZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBuZXcgcGFuZSdzIHNpemUgYXMgYHNwbGl0LXdpbmRvd2AgYW5kIGBqb2luLXBhbmVgIHRha2UgaXQsIGluIHRtdXgnc1xuICogZm9ybXM6IGAtbCBOYCBjZWxscywgYC1sIE4lYCBvciB0aGUgb2xkZXIgYC1wIE5gIHBlcmNlbnQgb2YgdGhlIHRhcmdldFxuICogcGFuZTsgYC1oYC9gLXZgIGZvciB0aGUgZGlyZWN0aW9uLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBpbnRPcHRpb24gfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcblxuLyoqIFRoZSBvcHRpb25zIGFzIGBwYXJzZUNvbW1hbmRBcmdzYCBnaXZlcyB0aGVtLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTcGxpdFZhbHVlcyB7XG4gIGhvcml6b250YWw/OiBib29sZWFuO1xuICB2ZXJ0aWNhbD86IGJvb2xlYW47XG4gIHNpemU/OiBzdHJpbmc7XG4gIHBlcmNlbnQ/OiBzdHJpbmc7XG59XG5cbi8qKiBXaGF0IHRoZSByZXF1ZXN0IGNhcnJpZXMgKGBzaXplYCBjZWxscyBvciBgcGVyY2VudGAsIG9uZSBvciBuZWl0aGVyKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU3BsaXRTaXplIHtcbiAga2luZDogXCJsclwiIHwgXCJ0YlwiO1xuICBzaXplPzogbnVtYmVyO1xuICBwZXJjZW50PzogbnVtYmVyO1xufVxuXG4vKiogYHZhbHVlc2AgY2hlY2tlZCBhbmQgcmVhZDsgZXJyb3JzIG5hbWUgYGNtZGAuICovXG5leHBvcnQgZnVuY3Rpb24gc3BsaXRTaXplKGNtZDogc3RyaW5nLCB2YWx1ZXM6IFNwbGl0VmFsdWVzKTogU3BsaXRTaXplIHtcbiAgaWYgKHZhbHVlcy5ob3Jpem9udGFsICYmIHZhbHVlcy52ZXJ0aWNhbCkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoYCR7Y21kfSB0YWtlcyAtaCBvciAtdiwgbm90IGJvdGhgKTtcbiAgfVxuICBpZiAodmFsdWVzLnNpemUgIT09IHVuZGVmaW5lZCAmJiB2YWx1ZXMucGVyY2VudCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgJHtjbWR9IHRha2VzIC1sIG9yIC1wLCBub3QgYm90aGApO1xuICB9XG4gIGNvbnN0IGtpbmQgPSB2YWx1ZXMuaG9yaXpvbnRhbCA/IFwibHJcIiA6IFwidGJcIjtcbiAgLy8gdG11eCAzLjEgYW5kIGxhdGVyIHdyaXRlIGEgcGVyY2VudGFnZSBhcyAtbCAzMCU7IC1wIGlzIG9sZGVyLlxuICBpZiAodmFsdWVzLnNpemU/LmVuZHNXaXRoKFwiJVwiKSkge1xuICAgIHJldHVybiB7IGtpbmQsIHBlcmNlbnQ6IGludE9wdGlvbihcIi1sXCIsIHZhbHVlcy5zaXplLnNsaWNlKDAsIC0xKSwgMSwgOTkpIH07XG4gIH1cbiAgaWYgKHZhbHVlcy5zaXplICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4geyBraW5kLCBzaXplOiBpbnRPcHRpb24oXCItbFwiLCB2YWx1ZXMuc2l6ZSwgMSwgNDA5NikgfTtcbiAgfVxuICBpZiAodmFsdWVzLnBlcmNlbnQgIT09IHVuZGVmaW5lZCkge1xuICAgIHJldHVybiB7IGtpbmQsIHBlcmNlbnQ6IGludE9wdGlvbihcIi1wXCIsIHZhbHVlcy5wZXJjZW50LCAxLCA5OSkgfTtcbiAgfVxuICByZXR1cm4geyBraW5kIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxTQUFTLFFBQVEsaUJBQWlCO0FBQzNDLFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFpQnpDLGtEQUFrRCxHQUNsRCxPQUFPLFNBQVMsVUFBVSxHQUFXLEVBQUUsTUFBbUI7RUFDeEQsSUFBSSxPQUFPLFVBQVUsSUFBSSxPQUFPLFFBQVEsRUFBRTtJQUN4QyxNQUFNLElBQUksVUFBVSxHQUFHLElBQUkseUJBQXlCLENBQUM7RUFDdkQ7RUFDQSxJQUFJLE9BQU8sSUFBSSxLQUFLLGFBQWEsT0FBTyxPQUFPLEtBQUssV0FBVztJQUM3RCxNQUFNLElBQUksVUFBVSxHQUFHLElBQUkseUJBQXlCLENBQUM7RUFDdkQ7RUFDQSxNQUFNLE9BQU8sT0FBTyxVQUFVLEdBQUcsT0FBTztFQUN4QyxnRUFBZ0U7RUFDaEUsSUFBSSxPQUFPLElBQUksRUFBRSxTQUFTLE1BQU07SUFDOUIsT0FBTztNQUFFO01BQU0sU0FBUyxVQUFVLE1BQU0sT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxJQUFJLEdBQUc7SUFBSTtFQUMzRTtFQUNBLElBQUksT0FBTyxJQUFJLEtBQUssV0FBVztJQUM3QixPQUFPO01BQUU7TUFBTSxNQUFNLFVBQVUsTUFBTSxPQUFPLElBQUksRUFBRSxHQUFHO0lBQU07RUFDN0Q7RUFDQSxJQUFJLE9BQU8sT0FBTyxLQUFLLFdBQVc7SUFDaEMsT0FBTztNQUFFO01BQU0sU0FBUyxVQUFVLE1BQU0sT0FBTyxPQUFPLEVBQUUsR0FBRztJQUFJO0VBQ2pFO0VBQ0EsT0FBTztJQUFFO0VBQUs7QUFDaEIifQ==
// denoCacheMetadata=15446567522354929095,15256424701369871123