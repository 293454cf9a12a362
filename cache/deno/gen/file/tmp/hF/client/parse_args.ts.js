/**
 * Command-line options parsed the way `node:util` `parseArgs` does in strict
 * mode with positionals allowed (`--name value`, `--name=value`, `-n value`,
 * `-nvalue`, `-abc`, `--` ends the options), without loading `node:util`:
 * that module pulls in Node's inspect and error machinery, about 7 ms of CPU
 * at every start of a CLI command here. Mistakes throw `ArgsError` with a
 * one-line message. It imports nothing, so the launcher can load it alone
 * (`commands/_new_args.ts`).
 *
 * @module
 */ /** One option: a flag, or one that takes a value (`multiple`: a list). */ /** A mistake on the command line; the message is one line. */ export class ArgsError extends Error {
  constructor(message){
    super(message);
    this.name = "ArgsError";
  }
}
/** Parses `args` against `options`; throws ArgsError on a mistake. */ export function parseOptions(args, options) {
  const values = {};
  const positionals = [];
  const byShort = new Map();
  for (const [long, spec] of Object.entries(options)){
    if (spec.short) byShort.set(spec.short, long);
  }
  const store = (long, value)=>{
    if (!options[long].multiple) values[long] = value;
    else (values[long] ??= []).push(value);
  };
  for(let i = 0; i < args.length; i++){
    const arg = args[i];
    if (arg === "--") {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const next = args[i + 1];
    const used = arg.startsWith("--") ? longOption(arg, next, options, store) : shortOptions(arg, next, options, byShort, store);
    i += used;
  }
  return {
    values: values,
    positionals
  };
}
/** `--name`, `--name=value`, `--name value`; returns the args it took after `arg`. */ function longOption(arg, next, options, store) {
  const eq = arg.indexOf("=");
  const long = arg.slice(2, eq < 0 ? undefined : eq);
  const spec = Object.hasOwn(options, long) ? options[long] : undefined;
  if (!spec) throw new ArgsError(`Unknown option --${long}`);
  if (spec.type === "boolean") {
    if (eq >= 0) {
      throw new ArgsError(`Option ${names(long, spec)} takes no value`);
    }
    store(long, true);
    return 0;
  }
  if (eq >= 0) {
    store(long, arg.slice(eq + 1));
    return 0;
  }
  store(long, separateValue(arg, long, spec, next));
  return 1;
}
/** `-a`, `-abc`, `-nvalue`, `-n value`; returns the args it took after `arg`. */ function shortOptions(arg, next, options, byShort, store) {
  for(let k = 1; k < arg.length; k++){
    const long = byShort.get(arg[k]);
    if (long === undefined) throw new ArgsError(`Unknown option -${arg[k]}`);
    const spec = options[long];
    if (spec.type === "boolean") {
      store(long, true);
      continue;
    }
    if (k < arg.length - 1) {
      store(long, arg.slice(k + 1)); // -nvalue, -abnvalue
      return 0;
    }
    store(long, separateValue(`-${arg[k]}`, long, spec, next));
    return 1;
  }
  return 0;
}
/**
 * The value in the next argument. One that starts with "-" is refused, as
 * parseArgs does: `-s -x` more likely forgot the value than meant "-x".
 */ function separateValue(raw, long, spec, next) {
  if (next === undefined) {
    throw new ArgsError(`Option ${names(long, spec)} needs a value`);
  }
  if (next.length > 1 && next.startsWith("-")) {
    throw new ArgsError(`Option ${raw} needs a value; one that starts with - is written --${long}=-VALUE`);
  }
  return next;
}
/** "-s/--session", or "--cwd" for an option with no short form. */ function names(long, spec) {
  return spec.short ? `-${spec.short}/--${long}` : `--${long}`;
}
/**
 * Splits `args` where the command to run begins: at `--`, or at the first
 * argument that is neither an option nor an option's value, so that
 * `berth new -d make -j4` runs `make -j4` (as tmux does).
 * `valueOptions` lists the options that take a value (`-s`, `--cwd` ...).
 */ export function splitAtCommand(args, valueOptions) {
  const takesValue = new Set(valueOptions);
  for(let i = 0; i < args.length; i++){
    const a = args[i];
    if (a === "--") {
      return {
        own: args.slice(0, i),
        command: args.slice(i + 1)
      };
    }
    if (!a.startsWith("-") || a === "-") {
      return {
        own: args.slice(0, i),
        command: args.slice(i)
      };
    }
    if (takesValue.has(a)) i++; // its value may look like anything
  }
  return {
    own: args,
    command: []
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9wYXJzZV9hcmdzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ29tbWFuZC1saW5lIG9wdGlvbnMgcGFyc2VkIHRoZSB3YXkgYG5vZGU6dXRpbGAgYHBhcnNlQXJnc2AgZG9lcyBpbiBzdHJpY3RcbiAqIG1vZGUgd2l0aCBwb3NpdGlvbmFscyBhbGxvd2VkIChgLS1uYW1lIHZhbHVlYCwgYC0tbmFtZT12YWx1ZWAsIGAtbiB2YWx1ZWAsXG4gKiBgLW52YWx1ZWAsIGAtYWJjYCwgYC0tYCBlbmRzIHRoZSBvcHRpb25zKSwgd2l0aG91dCBsb2FkaW5nIGBub2RlOnV0aWxgOlxuICogdGhhdCBtb2R1bGUgcHVsbHMgaW4gTm9kZSdzIGluc3BlY3QgYW5kIGVycm9yIG1hY2hpbmVyeSwgYWJvdXQgNyBtcyBvZiBDUFVcbiAqIGF0IGV2ZXJ5IHN0YXJ0IG9mIGEgQ0xJIGNvbW1hbmQgaGVyZS4gTWlzdGFrZXMgdGhyb3cgYEFyZ3NFcnJvcmAgd2l0aCBhXG4gKiBvbmUtbGluZSBtZXNzYWdlLiBJdCBpbXBvcnRzIG5vdGhpbmcsIHNvIHRoZSBsYXVuY2hlciBjYW4gbG9hZCBpdCBhbG9uZVxuICogKGBjb21tYW5kcy9fbmV3X2FyZ3MudHNgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIE9uZSBvcHRpb246IGEgZmxhZywgb3Igb25lIHRoYXQgdGFrZXMgYSB2YWx1ZSAoYG11bHRpcGxlYDogYSBsaXN0KS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3B0aW9uU3BlYyB7XG4gIHR5cGU6IFwiYm9vbGVhblwiIHwgXCJzdHJpbmdcIjtcbiAgc2hvcnQ/OiBzdHJpbmc7XG4gIG11bHRpcGxlPzogYm9vbGVhbjtcbn1cblxuLyoqIE9wdGlvbnMgYnkgbG9uZyBuYW1lLiAqL1xuZXhwb3J0IHR5cGUgT3B0aW9uU3BlY3MgPSBSZWNvcmQ8c3RyaW5nLCBPcHRpb25TcGVjPjtcblxudHlwZSBWYWx1ZU9mPFMgZXh0ZW5kcyBPcHRpb25TcGVjPiA9IFNbXCJ0eXBlXCJdIGV4dGVuZHMgXCJib29sZWFuXCJcbiAgPyAoU1tcIm11bHRpcGxlXCJdIGV4dGVuZHMgdHJ1ZSA/IGJvb2xlYW5bXSA6IGJvb2xlYW4pXG4gIDogKFNbXCJtdWx0aXBsZVwiXSBleHRlbmRzIHRydWUgPyBzdHJpbmdbXSA6IHN0cmluZyk7XG5cbi8qKiBXaGF0IHRoZSBvcHRpb25zIG9mIGBPYCBwYXJzZSB0byAoYWJzZW50IHdoZW4gbm90IGdpdmVuKS4gKi9cbmV4cG9ydCB0eXBlIFBhcnNlZFZhbHVlczxPIGV4dGVuZHMgT3B0aW9uU3BlY3M+ID0ge1xuICAtcmVhZG9ubHkgW0sgaW4ga2V5b2YgT10/OiBWYWx1ZU9mPE9bS10+O1xufTtcblxuLyoqIEEgbWlzdGFrZSBvbiB0aGUgY29tbWFuZCBsaW5lOyB0aGUgbWVzc2FnZSBpcyBvbmUgbGluZS4gKi9cbmV4cG9ydCBjbGFzcyBBcmdzRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiQXJnc0Vycm9yXCI7XG4gIH1cbn1cblxuLyoqIFBhcnNlcyBgYXJnc2AgYWdhaW5zdCBgb3B0aW9uc2A7IHRocm93cyBBcmdzRXJyb3Igb24gYSBtaXN0YWtlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlT3B0aW9uczxPIGV4dGVuZHMgT3B0aW9uU3BlY3M+KFxuICBhcmdzOiBzdHJpbmdbXSxcbiAgb3B0aW9uczogTyxcbik6IHsgdmFsdWVzOiBQYXJzZWRWYWx1ZXM8Tz47IHBvc2l0aW9uYWxzOiBzdHJpbmdbXSB9IHtcbiAgY29uc3QgdmFsdWVzOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiA9IHt9O1xuICBjb25zdCBwb3NpdGlvbmFsczogc3RyaW5nW10gPSBbXTtcbiAgY29uc3QgYnlTaG9ydCA9IG5ldyBNYXA8c3RyaW5nLCBzdHJpbmc+KCk7XG4gIGZvciAoY29uc3QgW2xvbmcsIHNwZWNdIG9mIE9iamVjdC5lbnRyaWVzKG9wdGlvbnMpKSB7XG4gICAgaWYgKHNwZWMuc2hvcnQpIGJ5U2hvcnQuc2V0KHNwZWMuc2hvcnQsIGxvbmcpO1xuICB9XG4gIGNvbnN0IHN0b3JlID0gKGxvbmc6IHN0cmluZywgdmFsdWU6IHN0cmluZyB8IGJvb2xlYW4pID0+IHtcbiAgICBpZiAoIW9wdGlvbnNbbG9uZ10ubXVsdGlwbGUpIHZhbHVlc1tsb25nXSA9IHZhbHVlO1xuICAgIGVsc2UgKCh2YWx1ZXNbbG9uZ10gPz89IFtdKSBhcyB1bmtub3duW10pLnB1c2godmFsdWUpO1xuICB9O1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGFyZ3MubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBhcmcgPSBhcmdzW2ldO1xuICAgIGlmIChhcmcgPT09IFwiLS1cIikge1xuICAgICAgcG9zaXRpb25hbHMucHVzaCguLi5hcmdzLnNsaWNlKGkgKyAxKSk7XG4gICAgICBicmVhaztcbiAgICB9XG4gICAgaWYgKCFhcmcuc3RhcnRzV2l0aChcIi1cIikgfHwgYXJnID09PSBcIi1cIikge1xuICAgICAgcG9zaXRpb25hbHMucHVzaChhcmcpO1xuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIGNvbnN0IG5leHQgPSBhcmdzW2kgKyAxXTtcbiAgICBjb25zdCB1c2VkID0gYXJnLnN0YXJ0c1dpdGgoXCItLVwiKVxuICAgICAgPyBsb25nT3B0aW9uKGFyZywgbmV4dCwgb3B0aW9ucywgc3RvcmUpXG4gICAgICA6IHNob3J0T3B0aW9ucyhhcmcsIG5leHQsIG9wdGlvbnMsIGJ5U2hvcnQsIHN0b3JlKTtcbiAgICBpICs9IHVzZWQ7XG4gIH1cbiAgcmV0dXJuIHsgdmFsdWVzOiB2YWx1ZXMgYXMgUGFyc2VkVmFsdWVzPE8+LCBwb3NpdGlvbmFscyB9O1xufVxuXG50eXBlIFN0b3JlID0gKGxvbmc6IHN0cmluZywgdmFsdWU6IHN0cmluZyB8IGJvb2xlYW4pID0+IHZvaWQ7XG5cbi8qKiBgLS1uYW1lYCwgYC0tbmFtZT12YWx1ZWAsIGAtLW5hbWUgdmFsdWVgOyByZXR1cm5zIHRoZSBhcmdzIGl0IHRvb2sgYWZ0ZXIgYGFyZ2AuICovXG5mdW5jdGlvbiBsb25nT3B0aW9uKFxuICBhcmc6IHN0cmluZyxcbiAgbmV4dDogc3RyaW5nIHwgdW5kZWZpbmVkLFxuICBvcHRpb25zOiBPcHRpb25TcGVjcyxcbiAgc3RvcmU6IFN0b3JlLFxuKTogbnVtYmVyIHtcbiAgY29uc3QgZXEgPSBhcmcuaW5kZXhPZihcIj1cIik7XG4gIGNvbnN0IGxvbmcgPSBhcmcuc2xpY2UoMiwgZXEgPCAwID8gdW5kZWZpbmVkIDogZXEpO1xuICBjb25zdCBzcGVjID0gT2JqZWN0Lmhhc093bihvcHRpb25zLCBsb25nKSA/IG9wdGlvbnNbbG9uZ10gOiB1bmRlZmluZWQ7XG4gIGlmICghc3BlYykgdGhyb3cgbmV3IEFyZ3NFcnJvcihgVW5rbm93biBvcHRpb24gLS0ke2xvbmd9YCk7XG4gIGlmIChzcGVjLnR5cGUgPT09IFwiYm9vbGVhblwiKSB7XG4gICAgaWYgKGVxID49IDApIHtcbiAgICAgIHRocm93IG5ldyBBcmdzRXJyb3IoYE9wdGlvbiAke25hbWVzKGxvbmcsIHNwZWMpfSB0YWtlcyBubyB2YWx1ZWApO1xuICAgIH1cbiAgICBzdG9yZShsb25nLCB0cnVlKTtcbiAgICByZXR1cm4gMDtcbiAgfVxuICBpZiAoZXEgPj0gMCkge1xuICAgIHN0b3JlKGxvbmcsIGFyZy5zbGljZShlcSArIDEpKTtcbiAgICByZXR1cm4gMDtcbiAgfVxuICBzdG9yZShsb25nLCBzZXBhcmF0ZVZhbHVlKGFyZywgbG9uZywgc3BlYywgbmV4dCkpO1xuICByZXR1cm4gMTtcbn1cblxuLyoqIGAtYWAsIGAtYWJjYCwgYC1udmFsdWVgLCBgLW4gdmFsdWVgOyByZXR1cm5zIHRoZSBhcmdzIGl0IHRvb2sgYWZ0ZXIgYGFyZ2AuICovXG5mdW5jdGlvbiBzaG9ydE9wdGlvbnMoXG4gIGFyZzogc3RyaW5nLFxuICBuZXh0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIG9wdGlvbnM6IE9wdGlvblNwZWNzLFxuICBieVNob3J0OiBNYXA8c3RyaW5nLCBzdHJpbmc+LFxuICBzdG9yZTogU3RvcmUsXG4pOiBudW1iZXIge1xuICBmb3IgKGxldCBrID0gMTsgayA8IGFyZy5sZW5ndGg7IGsrKykge1xuICAgIGNvbnN0IGxvbmcgPSBieVNob3J0LmdldChhcmdba10pO1xuICAgIGlmIChsb25nID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBBcmdzRXJyb3IoYFVua25vd24gb3B0aW9uIC0ke2FyZ1trXX1gKTtcbiAgICBjb25zdCBzcGVjID0gb3B0aW9uc1tsb25nXTtcbiAgICBpZiAoc3BlYy50eXBlID09PSBcImJvb2xlYW5cIikge1xuICAgICAgc3RvcmUobG9uZywgdHJ1ZSk7XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgaWYgKGsgPCBhcmcubGVuZ3RoIC0gMSkge1xuICAgICAgc3RvcmUobG9uZywgYXJnLnNsaWNlKGsgKyAxKSk7IC8vIC1udmFsdWUsIC1hYm52YWx1ZVxuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIHN0b3JlKGxvbmcsIHNlcGFyYXRlVmFsdWUoYC0ke2FyZ1trXX1gLCBsb25nLCBzcGVjLCBuZXh0KSk7XG4gICAgcmV0dXJuIDE7XG4gIH1cbiAgcmV0dXJuIDA7XG59XG5cbi8qKlxuICogVGhlIHZhbHVlIGluIHRoZSBuZXh0IGFyZ3VtZW50LiBPbmUgdGhhdCBzdGFydHMgd2l0aCBcIi1cIiBpcyByZWZ1c2VkLCBhc1xuICogcGFyc2VBcmdzIGRvZXM6IGAtcyAteGAgbW9yZSBsaWtlbHkgZm9yZ290IHRoZSB2YWx1ZSB0aGFuIG1lYW50IFwiLXhcIi5cbiAqL1xuZnVuY3Rpb24gc2VwYXJhdGVWYWx1ZShcbiAgcmF3OiBzdHJpbmcsXG4gIGxvbmc6IHN0cmluZyxcbiAgc3BlYzogT3B0aW9uU3BlYyxcbiAgbmV4dDogc3RyaW5nIHwgdW5kZWZpbmVkLFxuKTogc3RyaW5nIHtcbiAgaWYgKG5leHQgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBBcmdzRXJyb3IoYE9wdGlvbiAke25hbWVzKGxvbmcsIHNwZWMpfSBuZWVkcyBhIHZhbHVlYCk7XG4gIH1cbiAgaWYgKG5leHQubGVuZ3RoID4gMSAmJiBuZXh0LnN0YXJ0c1dpdGgoXCItXCIpKSB7XG4gICAgdGhyb3cgbmV3IEFyZ3NFcnJvcihcbiAgICAgIGBPcHRpb24gJHtyYXd9IG5lZWRzIGEgdmFsdWU7IG9uZSB0aGF0IHN0YXJ0cyB3aXRoIC0gaXMgd3JpdHRlbiAtLSR7bG9uZ309LVZBTFVFYCxcbiAgICApO1xuICB9XG4gIHJldHVybiBuZXh0O1xufVxuXG4vKiogXCItcy8tLXNlc3Npb25cIiwgb3IgXCItLWN3ZFwiIGZvciBhbiBvcHRpb24gd2l0aCBubyBzaG9ydCBmb3JtLiAqL1xuZnVuY3Rpb24gbmFtZXMobG9uZzogc3RyaW5nLCBzcGVjOiBPcHRpb25TcGVjKTogc3RyaW5nIHtcbiAgcmV0dXJuIHNwZWMuc2hvcnQgPyBgLSR7c3BlYy5zaG9ydH0vLS0ke2xvbmd9YCA6IGAtLSR7bG9uZ31gO1xufVxuXG4vKipcbiAqIFNwbGl0cyBgYXJnc2Agd2hlcmUgdGhlIGNvbW1hbmQgdG8gcnVuIGJlZ2luczogYXQgYC0tYCwgb3IgYXQgdGhlIGZpcnN0XG4gKiBhcmd1bWVudCB0aGF0IGlzIG5laXRoZXIgYW4gb3B0aW9uIG5vciBhbiBvcHRpb24ncyB2YWx1ZSwgc28gdGhhdFxuICogYGJlcnRoIG5ldyAtZCBtYWtlIC1qNGAgcnVucyBgbWFrZSAtajRgIChhcyB0bXV4IGRvZXMpLlxuICogYHZhbHVlT3B0aW9uc2AgbGlzdHMgdGhlIG9wdGlvbnMgdGhhdCB0YWtlIGEgdmFsdWUgKGAtc2AsIGAtLWN3ZGAgLi4uKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwbGl0QXRDb21tYW5kKFxuICBhcmdzOiBzdHJpbmdbXSxcbiAgdmFsdWVPcHRpb25zOiBzdHJpbmdbXSxcbik6IHsgb3duOiBzdHJpbmdbXTsgY29tbWFuZDogc3RyaW5nW10gfSB7XG4gIGNvbnN0IHRha2VzVmFsdWUgPSBuZXcgU2V0KHZhbHVlT3B0aW9ucyk7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgYXJncy5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IGEgPSBhcmdzW2ldO1xuICAgIGlmIChhID09PSBcIi0tXCIpIHtcbiAgICAgIHJldHVybiB7IG93bjogYXJncy5zbGljZSgwLCBpKSwgY29tbWFuZDogYXJncy5zbGljZShpICsgMSkgfTtcbiAgICB9XG4gICAgaWYgKCFhLnN0YXJ0c1dpdGgoXCItXCIpIHx8IGEgPT09IFwiLVwiKSB7XG4gICAgICByZXR1cm4geyBvd246IGFyZ3Muc2xpY2UoMCwgaSksIGNvbW1hbmQ6IGFyZ3Muc2xpY2UoaSkgfTtcbiAgICB9XG4gICAgaWYgKHRha2VzVmFsdWUuaGFzKGEpKSBpKys7IC8vIGl0cyB2YWx1ZSBtYXkgbG9vayBsaWtlIGFueXRoaW5nXG4gIH1cbiAgcmV0dXJuIHsgb3duOiBhcmdzLCBjb21tYW5kOiBbXSB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7O0NBVUMsR0FFRCx3RUFBd0UsR0FtQnhFLDREQUE0RCxHQUM1RCxPQUFPLE1BQU0sa0JBQWtCO0VBQzdCLFlBQVksT0FBZSxDQUFFO0lBQzNCLEtBQUssQ0FBQztJQUNOLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sU0FBUyxhQUNkLElBQWMsRUFDZCxPQUFVO0VBRVYsTUFBTSxTQUFrQyxDQUFDO0VBQ3pDLE1BQU0sY0FBd0IsRUFBRTtFQUNoQyxNQUFNLFVBQVUsSUFBSTtFQUNwQixLQUFLLE1BQU0sQ0FBQyxNQUFNLEtBQUssSUFBSSxPQUFPLE9BQU8sQ0FBQyxTQUFVO0lBQ2xELElBQUksS0FBSyxLQUFLLEVBQUUsUUFBUSxHQUFHLENBQUMsS0FBSyxLQUFLLEVBQUU7RUFDMUM7RUFDQSxNQUFNLFFBQVEsQ0FBQyxNQUFjO0lBQzNCLElBQUksQ0FBQyxPQUFPLENBQUMsS0FBSyxDQUFDLFFBQVEsRUFBRSxNQUFNLENBQUMsS0FBSyxHQUFHO1NBQ3ZDLEFBQUMsQ0FBQyxNQUFNLENBQUMsS0FBSyxLQUFLLEVBQUUsRUFBZ0IsSUFBSSxDQUFDO0VBQ2pEO0VBQ0EsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsTUFBTSxNQUFNLElBQUksQ0FBQyxFQUFFO0lBQ25CLElBQUksUUFBUSxNQUFNO01BQ2hCLFlBQVksSUFBSSxJQUFJLEtBQUssS0FBSyxDQUFDLElBQUk7TUFDbkM7SUFDRjtJQUNBLElBQUksQ0FBQyxJQUFJLFVBQVUsQ0FBQyxRQUFRLFFBQVEsS0FBSztNQUN2QyxZQUFZLElBQUksQ0FBQztNQUNqQjtJQUNGO0lBQ0EsTUFBTSxPQUFPLElBQUksQ0FBQyxJQUFJLEVBQUU7SUFDeEIsTUFBTSxPQUFPLElBQUksVUFBVSxDQUFDLFFBQ3hCLFdBQVcsS0FBSyxNQUFNLFNBQVMsU0FDL0IsYUFBYSxLQUFLLE1BQU0sU0FBUyxTQUFTO0lBQzlDLEtBQUs7RUFDUDtFQUNBLE9BQU87SUFBRSxRQUFRO0lBQTJCO0VBQVk7QUFDMUQ7QUFJQSxvRkFBb0YsR0FDcEYsU0FBUyxXQUNQLEdBQVcsRUFDWCxJQUF3QixFQUN4QixPQUFvQixFQUNwQixLQUFZO0VBRVosTUFBTSxLQUFLLElBQUksT0FBTyxDQUFDO0VBQ3ZCLE1BQU0sT0FBTyxJQUFJLEtBQUssQ0FBQyxHQUFHLEtBQUssSUFBSSxZQUFZO0VBQy9DLE1BQU0sT0FBTyxPQUFPLE1BQU0sQ0FBQyxTQUFTLFFBQVEsT0FBTyxDQUFDLEtBQUssR0FBRztFQUM1RCxJQUFJLENBQUMsTUFBTSxNQUFNLElBQUksVUFBVSxDQUFDLGlCQUFpQixFQUFFLE1BQU07RUFDekQsSUFBSSxLQUFLLElBQUksS0FBSyxXQUFXO0lBQzNCLElBQUksTUFBTSxHQUFHO01BQ1gsTUFBTSxJQUFJLFVBQVUsQ0FBQyxPQUFPLEVBQUUsTUFBTSxNQUFNLE1BQU0sZUFBZSxDQUFDO0lBQ2xFO0lBQ0EsTUFBTSxNQUFNO0lBQ1osT0FBTztFQUNUO0VBQ0EsSUFBSSxNQUFNLEdBQUc7SUFDWCxNQUFNLE1BQU0sSUFBSSxLQUFLLENBQUMsS0FBSztJQUMzQixPQUFPO0VBQ1Q7RUFDQSxNQUFNLE1BQU0sY0FBYyxLQUFLLE1BQU0sTUFBTTtFQUMzQyxPQUFPO0FBQ1Q7QUFFQSwrRUFBK0UsR0FDL0UsU0FBUyxhQUNQLEdBQVcsRUFDWCxJQUF3QixFQUN4QixPQUFvQixFQUNwQixPQUE0QixFQUM1QixLQUFZO0VBRVosSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksTUFBTSxFQUFFLElBQUs7SUFDbkMsTUFBTSxPQUFPLFFBQVEsR0FBRyxDQUFDLEdBQUcsQ0FBQyxFQUFFO0lBQy9CLElBQUksU0FBUyxXQUFXLE1BQU0sSUFBSSxVQUFVLENBQUMsZ0JBQWdCLEVBQUUsR0FBRyxDQUFDLEVBQUUsRUFBRTtJQUN2RSxNQUFNLE9BQU8sT0FBTyxDQUFDLEtBQUs7SUFDMUIsSUFBSSxLQUFLLElBQUksS0FBSyxXQUFXO01BQzNCLE1BQU0sTUFBTTtNQUNaO0lBQ0Y7SUFDQSxJQUFJLElBQUksSUFBSSxNQUFNLEdBQUcsR0FBRztNQUN0QixNQUFNLE1BQU0sSUFBSSxLQUFLLENBQUMsSUFBSSxLQUFLLHFCQUFxQjtNQUNwRCxPQUFPO0lBQ1Q7SUFDQSxNQUFNLE1BQU0sY0FBYyxDQUFDLENBQUMsRUFBRSxHQUFHLENBQUMsRUFBRSxFQUFFLEVBQUUsTUFBTSxNQUFNO0lBQ3BELE9BQU87RUFDVDtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsY0FDUCxHQUFXLEVBQ1gsSUFBWSxFQUNaLElBQWdCLEVBQ2hCLElBQXdCO0VBRXhCLElBQUksU0FBUyxXQUFXO0lBQ3RCLE1BQU0sSUFBSSxVQUFVLENBQUMsT0FBTyxFQUFFLE1BQU0sTUFBTSxNQUFNLGNBQWMsQ0FBQztFQUNqRTtFQUNBLElBQUksS0FBSyxNQUFNLEdBQUcsS0FBSyxLQUFLLFVBQVUsQ0FBQyxNQUFNO0lBQzNDLE1BQU0sSUFBSSxVQUNSLENBQUMsT0FBTyxFQUFFLElBQUksb0RBQW9ELEVBQUUsS0FBSyxPQUFPLENBQUM7RUFFckY7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxpRUFBaUUsR0FDakUsU0FBUyxNQUFNLElBQVksRUFBRSxJQUFnQjtFQUMzQyxPQUFPLEtBQUssS0FBSyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSyxDQUFDLEdBQUcsRUFBRSxNQUFNLEdBQUcsQ0FBQyxFQUFFLEVBQUUsTUFBTTtBQUM5RDtBQUVBOzs7OztDQUtDLEdBQ0QsT0FBTyxTQUFTLGVBQ2QsSUFBYyxFQUNkLFlBQXNCO0VBRXRCLE1BQU0sYUFBYSxJQUFJLElBQUk7RUFDM0IsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2pCLElBQUksTUFBTSxNQUFNO01BQ2QsT0FBTztRQUFFLEtBQUssS0FBSyxLQUFLLENBQUMsR0FBRztRQUFJLFNBQVMsS0FBSyxLQUFLLENBQUMsSUFBSTtNQUFHO0lBQzdEO0lBQ0EsSUFBSSxDQUFDLEVBQUUsVUFBVSxDQUFDLFFBQVEsTUFBTSxLQUFLO01BQ25DLE9BQU87UUFBRSxLQUFLLEtBQUssS0FBSyxDQUFDLEdBQUc7UUFBSSxTQUFTLEtBQUssS0FBSyxDQUFDO01BQUc7SUFDekQ7SUFDQSxJQUFJLFdBQVcsR0FBRyxDQUFDLElBQUksS0FBSyxtQ0FBbUM7RUFDakU7RUFDQSxPQUFPO0lBQUUsS0FBSztJQUFNLFNBQVMsRUFBRTtFQUFDO0FBQ2xDIn0=
// denoCacheMetadata=8103370609402577054,17811118530159136821