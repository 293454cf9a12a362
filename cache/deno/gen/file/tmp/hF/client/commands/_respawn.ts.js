/**
 * What `respawn-pane` and `respawn-window` share: tmux's options
 * (`-k`, `-c DIR`, `-e VAR=VAL`, `-t TARGET`) and the command to run.
 *
 * @module
 */ import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { shellCommand } from "./_shell_command.ts";
/** Runs `respawn-pane` or `respawn-window` with `args`; returns 0. */ export async function respawn(op, args, global) {
  const { own, command } = splitAtCommand(args, [
    "-c",
    "-e",
    "-t"
  ]);
  const { values } = parseCommandArgs(op, own, {
    kill: {
      type: "boolean",
      short: "k"
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
    target: {
      type: "string",
      short: "t"
    }
  });
  await paneRequest(global, {
    op,
    name: paneTarget(op, values.target, global),
    kill: values.kill,
    cwd: values.cwd,
    env: values.env ? envOption(values.env) : undefined,
    cmd: shellCommand(command, global)
  });
  return 0;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fcmVzcGF3bi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdoYXQgYHJlc3Bhd24tcGFuZWAgYW5kIGByZXNwYXduLXdpbmRvd2Agc2hhcmU6IHRtdXgncyBvcHRpb25zXG4gKiAoYC1rYCwgYC1jIERJUmAsIGAtZSBWQVI9VkFMYCwgYC10IFRBUkdFVGApIGFuZCB0aGUgY29tbWFuZCB0byBydW4uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGVudk9wdGlvbiwgcGFyc2VDb21tYW5kQXJncywgc3BsaXRBdENvbW1hbmQgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlIHsgR2xvYmFsT3B0aW9ucyB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0LCBwYW5lVGFyZ2V0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcbmltcG9ydCB7IHNoZWxsQ29tbWFuZCB9IGZyb20gXCIuL19zaGVsbF9jb21tYW5kLnRzXCI7XG5cbi8qKiBSdW5zIGByZXNwYXduLXBhbmVgIG9yIGByZXNwYXduLXdpbmRvd2Agd2l0aCBgYXJnc2A7IHJldHVybnMgMC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiByZXNwYXduKFxuICBvcDogXCJyZXNwYXduLXBhbmVcIiB8IFwicmVzcGF3bi13aW5kb3dcIixcbiAgYXJnczogc3RyaW5nW10sXG4gIGdsb2JhbDogR2xvYmFsT3B0aW9ucyxcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IHsgb3duLCBjb21tYW5kIH0gPSBzcGxpdEF0Q29tbWFuZChhcmdzLCBbXCItY1wiLCBcIi1lXCIsIFwiLXRcIl0pO1xuICBjb25zdCB7IHZhbHVlcyB9ID0gcGFyc2VDb21tYW5kQXJncyhvcCwgb3duLCB7XG4gICAga2lsbDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwia1wiIH0sXG4gICAgY3dkOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImNcIiB9LFxuICAgIGVudjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJlXCIsIG11bHRpcGxlOiB0cnVlIH0sXG4gICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICB9KTtcbiAgYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgb3AsXG4gICAgbmFtZTogcGFuZVRhcmdldChvcCwgdmFsdWVzLnRhcmdldCwgZ2xvYmFsKSxcbiAgICBraWxsOiB2YWx1ZXMua2lsbCxcbiAgICBjd2Q6IHZhbHVlcy5jd2QsXG4gICAgZW52OiB2YWx1ZXMuZW52ID8gZW52T3B0aW9uKHZhbHVlcy5lbnYpIDogdW5kZWZpbmVkLFxuICAgIGNtZDogc2hlbGxDb21tYW5kKGNvbW1hbmQsIGdsb2JhbCksXG4gIH0pO1xuICByZXR1cm4gMDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQVMsU0FBUyxFQUFFLGdCQUFnQixFQUFFLGNBQWMsUUFBUSxpQkFBaUI7QUFFN0UsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFDckQsU0FBUyxZQUFZLFFBQVEsc0JBQXNCO0FBRW5ELG9FQUFvRSxHQUNwRSxPQUFPLGVBQWUsUUFDcEIsRUFBcUMsRUFDckMsSUFBYyxFQUNkLE1BQXFCO0VBRXJCLE1BQU0sRUFBRSxHQUFHLEVBQUUsT0FBTyxFQUFFLEdBQUcsZUFBZSxNQUFNO0lBQUM7SUFBTTtJQUFNO0dBQUs7RUFDaEUsTUFBTSxFQUFFLE1BQU0sRUFBRSxHQUFHLGlCQUFpQixJQUFJLEtBQUs7SUFDM0MsTUFBTTtNQUFFLE1BQU07TUFBVyxPQUFPO0lBQUk7SUFDcEMsS0FBSztNQUFFLE1BQU07TUFBVSxPQUFPO0lBQUk7SUFDbEMsS0FBSztNQUFFLE1BQU07TUFBVSxPQUFPO01BQUssVUFBVTtJQUFLO0lBQ2xELFFBQVE7TUFBRSxNQUFNO01BQVUsT0FBTztJQUFJO0VBQ3ZDO0VBQ0EsTUFBTSxZQUFZLFFBQVE7SUFDeEI7SUFDQSxNQUFNLFdBQVcsSUFBSSxPQUFPLE1BQU0sRUFBRTtJQUNwQyxNQUFNLE9BQU8sSUFBSTtJQUNqQixLQUFLLE9BQU8sR0FBRztJQUNmLEtBQUssT0FBTyxHQUFHLEdBQUcsVUFBVSxPQUFPLEdBQUcsSUFBSTtJQUMxQyxLQUFLLGFBQWEsU0FBUztFQUM3QjtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=15759955523771978580,9918089457884684967