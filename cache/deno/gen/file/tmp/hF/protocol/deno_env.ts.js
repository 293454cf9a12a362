/**
 * The environment of the Deno processes berth starts for itself (the
 * daemon, and the daemon a live upgrade execs), and of the one
 * `deno task start` starts (`client/start.env`). Deno checks for a newer
 * release of itself at every `deno run` until one check has worked (then
 * once a day): it reads the system's CA certificates, resolves a name and
 * opens a TLS connection. A daemon that lives for weeks has no use for
 * that, and a terminal server should not reach the internet on its own;
 * on a machine that cannot reach Deno's servers it happens at every start
 * and leaves 1.5 MB of the daemon's memory used (50.1 instead of 51.6 MB
 * idle, measured with and without, 2026-12-04).
 *
 * The variable is set with a value of berth's own, and `main.ts` removes
 * it again as it starts (`forgetOwnDenoEnv`): the sessions a daemon or a
 * command starts inherit its environment, and should see the user's, not
 * berth's. A value the user set is theirs and stays.
 *
 * @module
 */ /** Deno's switch: any value turns the check off. */ const NO_UPDATE_CHECK = "DENO_NO_UPDATE_CHECK";
/** The value that says berth set it. */ const OURS = "berth";
/**
 * What to add to the environment of a daemon being started: the switch,
 * unless `env` (the starter's) has it already.
 */ export function ownDenoEnv(env = Deno.env.toObject()) {
  return env[NO_UPDATE_CHECK] === undefined ? {
    [NO_UPDATE_CHECK]: OURS
  } : {};
}
/**
 * In a daemon or a command starting: removes the switch again when berth
 * set it.
 */ export function forgetOwnDenoEnv() {
  if (Deno.env.get(NO_UPDATE_CHECK) === OURS) Deno.env.delete(NO_UPDATE_CHECK);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2Rlbm9fZW52LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGVudmlyb25tZW50IG9mIHRoZSBEZW5vIHByb2Nlc3NlcyBiZXJ0aCBzdGFydHMgZm9yIGl0c2VsZiAodGhlXG4gKiBkYWVtb24sIGFuZCB0aGUgZGFlbW9uIGEgbGl2ZSB1cGdyYWRlIGV4ZWNzKSwgYW5kIG9mIHRoZSBvbmVcbiAqIGBkZW5vIHRhc2sgc3RhcnRgIHN0YXJ0cyAoYGNsaWVudC9zdGFydC5lbnZgKS4gRGVubyBjaGVja3MgZm9yIGEgbmV3ZXJcbiAqIHJlbGVhc2Ugb2YgaXRzZWxmIGF0IGV2ZXJ5IGBkZW5vIHJ1bmAgdW50aWwgb25lIGNoZWNrIGhhcyB3b3JrZWQgKHRoZW5cbiAqIG9uY2UgYSBkYXkpOiBpdCByZWFkcyB0aGUgc3lzdGVtJ3MgQ0EgY2VydGlmaWNhdGVzLCByZXNvbHZlcyBhIG5hbWUgYW5kXG4gKiBvcGVucyBhIFRMUyBjb25uZWN0aW9uLiBBIGRhZW1vbiB0aGF0IGxpdmVzIGZvciB3ZWVrcyBoYXMgbm8gdXNlIGZvclxuICogdGhhdCwgYW5kIGEgdGVybWluYWwgc2VydmVyIHNob3VsZCBub3QgcmVhY2ggdGhlIGludGVybmV0IG9uIGl0cyBvd247XG4gKiBvbiBhIG1hY2hpbmUgdGhhdCBjYW5ub3QgcmVhY2ggRGVubydzIHNlcnZlcnMgaXQgaGFwcGVucyBhdCBldmVyeSBzdGFydFxuICogYW5kIGxlYXZlcyAxLjUgTUIgb2YgdGhlIGRhZW1vbidzIG1lbW9yeSB1c2VkICg1MC4xIGluc3RlYWQgb2YgNTEuNiBNQlxuICogaWRsZSwgbWVhc3VyZWQgd2l0aCBhbmQgd2l0aG91dCwgMjAyNi0xMi0wNCkuXG4gKlxuICogVGhlIHZhcmlhYmxlIGlzIHNldCB3aXRoIGEgdmFsdWUgb2YgYmVydGgncyBvd24sIGFuZCBgbWFpbi50c2AgcmVtb3Zlc1xuICogaXQgYWdhaW4gYXMgaXQgc3RhcnRzIChgZm9yZ2V0T3duRGVub0VudmApOiB0aGUgc2Vzc2lvbnMgYSBkYWVtb24gb3IgYVxuICogY29tbWFuZCBzdGFydHMgaW5oZXJpdCBpdHMgZW52aXJvbm1lbnQsIGFuZCBzaG91bGQgc2VlIHRoZSB1c2VyJ3MsIG5vdFxuICogYmVydGgncy4gQSB2YWx1ZSB0aGUgdXNlciBzZXQgaXMgdGhlaXJzIGFuZCBzdGF5cy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIERlbm8ncyBzd2l0Y2g6IGFueSB2YWx1ZSB0dXJucyB0aGUgY2hlY2sgb2ZmLiAqL1xuY29uc3QgTk9fVVBEQVRFX0NIRUNLID0gXCJERU5PX05PX1VQREFURV9DSEVDS1wiO1xuLyoqIFRoZSB2YWx1ZSB0aGF0IHNheXMgYmVydGggc2V0IGl0LiAqL1xuY29uc3QgT1VSUyA9IFwiYmVydGhcIjtcblxuLyoqXG4gKiBXaGF0IHRvIGFkZCB0byB0aGUgZW52aXJvbm1lbnQgb2YgYSBkYWVtb24gYmVpbmcgc3RhcnRlZDogdGhlIHN3aXRjaCxcbiAqIHVubGVzcyBgZW52YCAodGhlIHN0YXJ0ZXIncykgaGFzIGl0IGFscmVhZHkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvd25EZW5vRW52KFxuICBlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSBEZW5vLmVudi50b09iamVjdCgpLFxuKTogUmVjb3JkPHN0cmluZywgc3RyaW5nPiB7XG4gIHJldHVybiBlbnZbTk9fVVBEQVRFX0NIRUNLXSA9PT0gdW5kZWZpbmVkID8geyBbTk9fVVBEQVRFX0NIRUNLXTogT1VSUyB9IDoge307XG59XG5cbi8qKlxuICogSW4gYSBkYWVtb24gb3IgYSBjb21tYW5kIHN0YXJ0aW5nOiByZW1vdmVzIHRoZSBzd2l0Y2ggYWdhaW4gd2hlbiBiZXJ0aFxuICogc2V0IGl0LlxuICovXG5leHBvcnQgZnVuY3Rpb24gZm9yZ2V0T3duRGVub0VudigpOiB2b2lkIHtcbiAgaWYgKERlbm8uZW52LmdldChOT19VUERBVEVfQ0hFQ0spID09PSBPVVJTKSBEZW5vLmVudi5kZWxldGUoTk9fVVBEQVRFX0NIRUNLKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBa0JDLEdBRUQsa0RBQWtELEdBQ2xELE1BQU0sa0JBQWtCO0FBQ3hCLHNDQUFzQyxHQUN0QyxNQUFNLE9BQU87QUFFYjs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsV0FDZCxNQUE4QixLQUFLLEdBQUcsQ0FBQyxRQUFRLEVBQUU7RUFFakQsT0FBTyxHQUFHLENBQUMsZ0JBQWdCLEtBQUssWUFBWTtJQUFFLENBQUMsZ0JBQWdCLEVBQUU7RUFBSyxJQUFJLENBQUM7QUFDN0U7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVM7RUFDZCxJQUFJLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxxQkFBcUIsTUFBTSxLQUFLLEdBQUcsQ0FBQyxNQUFNLENBQUM7QUFDOUQifQ==
// denoCacheMetadata=14267137078294793155,8609788963664306321