/**
 * The connections of the berth commands that the config file's commands'
 * shell jobs run.
 *
 * @module
 */ /**
 * Set by a daemon in the environment of the shell jobs of its config
 * file's commands (`run-shell`, `if-shell`): what their connections say
 * they are in their hello, so that the daemon, which holds other clients
 * while its config's commands run, does not hold the berth commands
 * those jobs run (`if-shell 'berth has -t x'`), which its config waits
 * for.
 */ export const CONFIG_CLIENT_ENV = "BERTH_CONFIG_CLIENT";
/** This process's `CONFIG_CLIENT_ENV`: undefined outside such a job. */ export function configClient() {
  try {
    const kind = Deno.env.get(CONFIG_CLIENT_ENV);
    return kind?.startsWith("config-") ? kind : undefined;
  } catch  {
    return undefined; // No permission to read the environment.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2NvbmZpZ19jbGllbnQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgY29ubmVjdGlvbnMgb2YgdGhlIGJlcnRoIGNvbW1hbmRzIHRoYXQgdGhlIGNvbmZpZyBmaWxlJ3MgY29tbWFuZHMnXG4gKiBzaGVsbCBqb2JzIHJ1bi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBTZXQgYnkgYSBkYWVtb24gaW4gdGhlIGVudmlyb25tZW50IG9mIHRoZSBzaGVsbCBqb2JzIG9mIGl0cyBjb25maWdcbiAqIGZpbGUncyBjb21tYW5kcyAoYHJ1bi1zaGVsbGAsIGBpZi1zaGVsbGApOiB3aGF0IHRoZWlyIGNvbm5lY3Rpb25zIHNheVxuICogdGhleSBhcmUgaW4gdGhlaXIgaGVsbG8sIHNvIHRoYXQgdGhlIGRhZW1vbiwgd2hpY2ggaG9sZHMgb3RoZXIgY2xpZW50c1xuICogd2hpbGUgaXRzIGNvbmZpZydzIGNvbW1hbmRzIHJ1biwgZG9lcyBub3QgaG9sZCB0aGUgYmVydGggY29tbWFuZHNcbiAqIHRob3NlIGpvYnMgcnVuIChgaWYtc2hlbGwgJ2JlcnRoIGhhcyAtdCB4J2ApLCB3aGljaCBpdHMgY29uZmlnIHdhaXRzXG4gKiBmb3IuXG4gKi9cbmV4cG9ydCBjb25zdCBDT05GSUdfQ0xJRU5UX0VOViA9IFwiQkVSVEhfQ09ORklHX0NMSUVOVFwiO1xuXG4vKiogVGhpcyBwcm9jZXNzJ3MgYENPTkZJR19DTElFTlRfRU5WYDogdW5kZWZpbmVkIG91dHNpZGUgc3VjaCBhIGpvYi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb25maWdDbGllbnQoKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgdHJ5IHtcbiAgICBjb25zdCBraW5kID0gRGVuby5lbnYuZ2V0KENPTkZJR19DTElFTlRfRU5WKTtcbiAgICByZXR1cm4ga2luZD8uc3RhcnRzV2l0aChcImNvbmZpZy1cIikgPyBraW5kIDogdW5kZWZpbmVkO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gdW5kZWZpbmVkOyAvLyBObyBwZXJtaXNzaW9uIHRvIHJlYWQgdGhlIGVudmlyb25tZW50LlxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRDs7Ozs7OztDQU9DLEdBQ0QsT0FBTyxNQUFNLG9CQUFvQixzQkFBc0I7QUFFdkQsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUztFQUNkLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDO0lBQzFCLE9BQU8sTUFBTSxXQUFXLGFBQWEsT0FBTztFQUM5QyxFQUFFLE9BQU07SUFDTixPQUFPLFdBQVcseUNBQXlDO0VBQzdEO0FBQ0YifQ==
// denoCacheMetadata=12153648258092472302,382219353793971286