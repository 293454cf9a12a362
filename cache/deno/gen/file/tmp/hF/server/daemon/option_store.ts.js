/**
 * The daemon's settings: read from the config file when the daemon starts,
 * again on `berth source-file`, and handed to every client that asks, so
 * that all clients of one daemon see the same.
 *
 * @module
 */ import { loadConfig } from "../../protocol/config_file.ts";
import { defaultOptions } from "../../protocol/options.ts";
/** The settings in force and what was wrong with the last file read. */ export class OptionStore {
  path;
  log;
  #result;
  /** `path`: the config file (`configPath()` of the daemon's environment). */ constructor(path, log){
    this.path = path;
    this.log = log;
    this.#result = {
      options: defaultOptions(),
      warnings: [],
      path
    };
  }
  /** The settings in force. */ get options() {
    return this.#result.options;
  }
  /** What `options` answers: the settings, the file and its warnings. */ get current() {
    return this.#result;
  }
  /**
   * Reads the config file from scratch (defaults, then the file); with
   * `file`, reads that file on top of the settings in force, as tmux's
   * `source-file` does. Returns the warnings, and the file's commands
   * for the daemon to run.
   */ async source(file) {
    const { commands = [], ...r } = file === undefined ? await loadConfig(this.path) : await loadConfig(file, {
      base: this.options,
      required: true
    });
    for (const w of r.warnings)this.log.info(`config: ${w}`);
    // A file that could not be read leaves the settings as they were.
    this.#result = {
      ...r,
      path: file ?? this.path
    };
    return {
      warnings: r.warnings,
      commands
    };
  }
  /**
   * Adds what went wrong in the file's commands (run after it was read)
   * to its warnings.
   */ warn(warnings) {
    for (const w of warnings)this.log.info(`config: ${w}`);
    this.#result = {
      ...this.#result,
      warnings: [
        ...this.#result.warnings,
        ...warnings
      ]
    };
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vb3B0aW9uX3N0b3JlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIHNldHRpbmdzOiByZWFkIGZyb20gdGhlIGNvbmZpZyBmaWxlIHdoZW4gdGhlIGRhZW1vbiBzdGFydHMsXG4gKiBhZ2FpbiBvbiBgYmVydGggc291cmNlLWZpbGVgLCBhbmQgaGFuZGVkIHRvIGV2ZXJ5IGNsaWVudCB0aGF0IGFza3MsIHNvXG4gKiB0aGF0IGFsbCBjbGllbnRzIG9mIG9uZSBkYWVtb24gc2VlIHRoZSBzYW1lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB0eXBlIENvbmZpZ1Jlc3VsdCwgbG9hZENvbmZpZyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9jb25maWdfZmlsZS50c1wiO1xuaW1wb3J0IHsgZGVmYXVsdE9wdGlvbnMsIHR5cGUgT3B0aW9ucyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9vcHRpb25zLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExvZyB9IGZyb20gXCIuL2xvZy50c1wiO1xuXG4vKiogVGhlIHNldHRpbmdzIGluIGZvcmNlIGFuZCB3aGF0IHdhcyB3cm9uZyB3aXRoIHRoZSBsYXN0IGZpbGUgcmVhZC4gKi9cbmV4cG9ydCBjbGFzcyBPcHRpb25TdG9yZSB7XG4gICNyZXN1bHQ6IENvbmZpZ1Jlc3VsdDtcblxuICAvKiogYHBhdGhgOiB0aGUgY29uZmlnIGZpbGUgKGBjb25maWdQYXRoKClgIG9mIHRoZSBkYWVtb24ncyBlbnZpcm9ubWVudCkuICovXG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IHBhdGg6IHN0cmluZywgcmVhZG9ubHkgbG9nOiBMb2cpIHtcbiAgICB0aGlzLiNyZXN1bHQgPSB7IG9wdGlvbnM6IGRlZmF1bHRPcHRpb25zKCksIHdhcm5pbmdzOiBbXSwgcGF0aCB9O1xuICB9XG5cbiAgLyoqIFRoZSBzZXR0aW5ncyBpbiBmb3JjZS4gKi9cbiAgZ2V0IG9wdGlvbnMoKTogT3B0aW9ucyB7XG4gICAgcmV0dXJuIHRoaXMuI3Jlc3VsdC5vcHRpb25zO1xuICB9XG5cbiAgLyoqIFdoYXQgYG9wdGlvbnNgIGFuc3dlcnM6IHRoZSBzZXR0aW5ncywgdGhlIGZpbGUgYW5kIGl0cyB3YXJuaW5ncy4gKi9cbiAgZ2V0IGN1cnJlbnQoKTogQ29uZmlnUmVzdWx0IHtcbiAgICByZXR1cm4gdGhpcy4jcmVzdWx0O1xuICB9XG5cbiAgLyoqXG4gICAqIFJlYWRzIHRoZSBjb25maWcgZmlsZSBmcm9tIHNjcmF0Y2ggKGRlZmF1bHRzLCB0aGVuIHRoZSBmaWxlKTsgd2l0aFxuICAgKiBgZmlsZWAsIHJlYWRzIHRoYXQgZmlsZSBvbiB0b3Agb2YgdGhlIHNldHRpbmdzIGluIGZvcmNlLCBhcyB0bXV4J3NcbiAgICogYHNvdXJjZS1maWxlYCBkb2VzLiBSZXR1cm5zIHRoZSB3YXJuaW5ncywgYW5kIHRoZSBmaWxlJ3MgY29tbWFuZHNcbiAgICogZm9yIHRoZSBkYWVtb24gdG8gcnVuLlxuICAgKi9cbiAgYXN5bmMgc291cmNlKFxuICAgIGZpbGU/OiBzdHJpbmcsXG4gICk6IFByb21pc2U8eyB3YXJuaW5nczogc3RyaW5nW107IGNvbW1hbmRzOiBzdHJpbmdbXSB9PiB7XG4gICAgY29uc3QgeyBjb21tYW5kcyA9IFtdLCAuLi5yIH0gPSBmaWxlID09PSB1bmRlZmluZWRcbiAgICAgID8gYXdhaXQgbG9hZENvbmZpZyh0aGlzLnBhdGgpXG4gICAgICA6IGF3YWl0IGxvYWRDb25maWcoZmlsZSwgeyBiYXNlOiB0aGlzLm9wdGlvbnMsIHJlcXVpcmVkOiB0cnVlIH0pO1xuICAgIGZvciAoY29uc3QgdyBvZiByLndhcm5pbmdzKSB0aGlzLmxvZy5pbmZvKGBjb25maWc6ICR7d31gKTtcbiAgICAvLyBBIGZpbGUgdGhhdCBjb3VsZCBub3QgYmUgcmVhZCBsZWF2ZXMgdGhlIHNldHRpbmdzIGFzIHRoZXkgd2VyZS5cbiAgICB0aGlzLiNyZXN1bHQgPSB7IC4uLnIsIHBhdGg6IGZpbGUgPz8gdGhpcy5wYXRoIH07XG4gICAgcmV0dXJuIHsgd2FybmluZ3M6IHIud2FybmluZ3MsIGNvbW1hbmRzIH07XG4gIH1cblxuICAvKipcbiAgICogQWRkcyB3aGF0IHdlbnQgd3JvbmcgaW4gdGhlIGZpbGUncyBjb21tYW5kcyAocnVuIGFmdGVyIGl0IHdhcyByZWFkKVxuICAgKiB0byBpdHMgd2FybmluZ3MuXG4gICAqL1xuICB3YXJuKHdhcm5pbmdzOiBzdHJpbmdbXSk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgdyBvZiB3YXJuaW5ncykgdGhpcy5sb2cuaW5mbyhgY29uZmlnOiAke3d9YCk7XG4gICAgdGhpcy4jcmVzdWx0ID0ge1xuICAgICAgLi4udGhpcy4jcmVzdWx0LFxuICAgICAgd2FybmluZ3M6IFsuLi50aGlzLiNyZXN1bHQud2FybmluZ3MsIC4uLndhcm5pbmdzXSxcbiAgICB9O1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBNEIsVUFBVSxRQUFRLGdDQUFnQztBQUM5RSxTQUFTLGNBQWMsUUFBc0IsNEJBQTRCO0FBR3pFLHNFQUFzRSxHQUN0RSxPQUFPLE1BQU07OztFQUNYLENBQUEsTUFBTyxDQUFlO0VBRXRCLDBFQUEwRSxHQUMxRSxZQUFZLEFBQVMsSUFBWSxFQUFFLEFBQVMsR0FBUSxDQUFFO1NBQWpDLE9BQUE7U0FBdUIsTUFBQTtJQUMxQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxTQUFTO01BQWtCLFVBQVUsRUFBRTtNQUFFO0lBQUs7RUFDakU7RUFFQSwyQkFBMkIsR0FDM0IsSUFBSSxVQUFtQjtJQUNyQixPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxPQUFPO0VBQzdCO0VBRUEscUVBQXFFLEdBQ3JFLElBQUksVUFBd0I7SUFDMUIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLE9BQ0osSUFBYSxFQUN3QztJQUNyRCxNQUFNLEVBQUUsV0FBVyxFQUFFLEVBQUUsR0FBRyxHQUFHLEdBQUcsU0FBUyxZQUNyQyxNQUFNLFdBQVcsSUFBSSxDQUFDLElBQUksSUFDMUIsTUFBTSxXQUFXLE1BQU07TUFBRSxNQUFNLElBQUksQ0FBQyxPQUFPO01BQUUsVUFBVTtJQUFLO0lBQ2hFLEtBQUssTUFBTSxLQUFLLEVBQUUsUUFBUSxDQUFFLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsUUFBUSxFQUFFLEdBQUc7SUFDeEQsa0VBQWtFO0lBQ2xFLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUFFLEdBQUcsQ0FBQztNQUFFLE1BQU0sUUFBUSxJQUFJLENBQUMsSUFBSTtJQUFDO0lBQy9DLE9BQU87TUFBRSxVQUFVLEVBQUUsUUFBUTtNQUFFO0lBQVM7RUFDMUM7RUFFQTs7O0dBR0MsR0FDRCxLQUFLLFFBQWtCLEVBQVE7SUFDN0IsS0FBSyxNQUFNLEtBQUssU0FBVSxJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLFFBQVEsRUFBRSxHQUFHO0lBQ3RELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNiLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTztNQUNmLFVBQVU7V0FBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsUUFBUTtXQUFLO09BQVM7SUFDbkQ7RUFDRjtBQUNGIn0=
// denoCacheMetadata=7852596520065686679,2986653537525577523