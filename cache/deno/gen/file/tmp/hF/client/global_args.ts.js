/**
 * The global options in front of a command (`berth -L work ls`), split off
 * as they are written, checked by nobody yet: `cli.ts` checks and applies
 * them, and `main.ts` needs only the command's name behind them, to pick
 * its bundle (`client/bundle/fresh.ts`) before anything else is loaded.
 *
 * @module
 */ /** Options of the form `--opt=VALUE`, and the field each sets. */ const JOINED = [
  [
    "--socket=",
    "socket"
  ],
  [
    "--host=",
    "host"
  ],
  [
    "--ssh=",
    "ssh"
  ],
  [
    "--remote=",
    "remote"
  ]
];
/** Options followed by their value, and the field each sets. */ const SPACED = {
  "-L": "name",
  "-S": "socket",
  "--socket": "socket",
  "-f": "config",
  "-H": "host",
  "--host": "host",
  "--ssh": "ssh",
  "--remote": "remote"
};
/**
 * The global options at the front of `argv` and what follows them;
 * `missing` names an option whose value is missing (the last word).
 */ export function splitGlobal(argv) {
  const options = {};
  let i = 0;
  for(; i < argv.length; i++){
    const a = argv[i];
    const key = Object.hasOwn(SPACED, a) ? SPACED[a] : undefined;
    if (key !== undefined) {
      if (i + 1 >= argv.length) return {
        options,
        rest: [],
        missing: a
      };
      options[key] = argv[++i];
      continue;
    }
    if (a.startsWith("-L") && a.length > 2) {
      options.name = a.slice(2);
      continue;
    }
    const joined = JOINED.find(([prefix])=>a.startsWith(prefix));
    if (!joined) break;
    options[joined[1]] = a.slice(joined[0].length);
  }
  return {
    options,
    rest: argv.slice(i)
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9nbG9iYWxfYXJncy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBnbG9iYWwgb3B0aW9ucyBpbiBmcm9udCBvZiBhIGNvbW1hbmQgKGBiZXJ0aCAtTCB3b3JrIGxzYCksIHNwbGl0IG9mZlxuICogYXMgdGhleSBhcmUgd3JpdHRlbiwgY2hlY2tlZCBieSBub2JvZHkgeWV0OiBgY2xpLnRzYCBjaGVja3MgYW5kIGFwcGxpZXNcbiAqIHRoZW0sIGFuZCBgbWFpbi50c2AgbmVlZHMgb25seSB0aGUgY29tbWFuZCdzIG5hbWUgYmVoaW5kIHRoZW0sIHRvIHBpY2tcbiAqIGl0cyBidW5kbGUgKGBjbGllbnQvYnVuZGxlL2ZyZXNoLnRzYCkgYmVmb3JlIGFueXRoaW5nIGVsc2UgaXMgbG9hZGVkLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5leHBvcnQgaW50ZXJmYWNlIEdsb2JhbEFyZ3Mge1xuICBzb2NrZXQ/OiBzdHJpbmc7XG4gIG5hbWU/OiBzdHJpbmc7XG4gIGhvc3Q/OiBzdHJpbmc7XG4gIHNzaD86IHN0cmluZztcbiAgcmVtb3RlPzogc3RyaW5nO1xuICAvKiogYC1mIEZJTEVgOiB0aGUgY29uZmlnIGZpbGUgYSBkYWVtb24gc3RhcnRlZCBub3cgcmVhZHMuICovXG4gIGNvbmZpZz86IHN0cmluZztcbn1cblxuLyoqIE9wdGlvbnMgb2YgdGhlIGZvcm0gYC0tb3B0PVZBTFVFYCwgYW5kIHRoZSBmaWVsZCBlYWNoIHNldHMuICovXG5jb25zdCBKT0lORUQ6IFtwcmVmaXg6IHN0cmluZywga2V5OiBrZXlvZiBHbG9iYWxBcmdzXVtdID0gW1xuICBbXCItLXNvY2tldD1cIiwgXCJzb2NrZXRcIl0sXG4gIFtcIi0taG9zdD1cIiwgXCJob3N0XCJdLFxuICBbXCItLXNzaD1cIiwgXCJzc2hcIl0sXG4gIFtcIi0tcmVtb3RlPVwiLCBcInJlbW90ZVwiXSxcbl07XG5cbi8qKiBPcHRpb25zIGZvbGxvd2VkIGJ5IHRoZWlyIHZhbHVlLCBhbmQgdGhlIGZpZWxkIGVhY2ggc2V0cy4gKi9cbmNvbnN0IFNQQUNFRDogUmVjb3JkPHN0cmluZywga2V5b2YgR2xvYmFsQXJncz4gPSB7XG4gIFwiLUxcIjogXCJuYW1lXCIsXG4gIFwiLVNcIjogXCJzb2NrZXRcIixcbiAgXCItLXNvY2tldFwiOiBcInNvY2tldFwiLFxuICBcIi1mXCI6IFwiY29uZmlnXCIsXG4gIFwiLUhcIjogXCJob3N0XCIsXG4gIFwiLS1ob3N0XCI6IFwiaG9zdFwiLFxuICBcIi0tc3NoXCI6IFwic3NoXCIsXG4gIFwiLS1yZW1vdGVcIjogXCJyZW1vdGVcIixcbn07XG5cbi8qKlxuICogVGhlIGdsb2JhbCBvcHRpb25zIGF0IHRoZSBmcm9udCBvZiBgYXJndmAgYW5kIHdoYXQgZm9sbG93cyB0aGVtO1xuICogYG1pc3NpbmdgIG5hbWVzIGFuIG9wdGlvbiB3aG9zZSB2YWx1ZSBpcyBtaXNzaW5nICh0aGUgbGFzdCB3b3JkKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwbGl0R2xvYmFsKFxuICBhcmd2OiBzdHJpbmdbXSxcbik6IHsgb3B0aW9uczogR2xvYmFsQXJnczsgcmVzdDogc3RyaW5nW107IG1pc3Npbmc/OiBzdHJpbmcgfSB7XG4gIGNvbnN0IG9wdGlvbnM6IEdsb2JhbEFyZ3MgPSB7fTtcbiAgbGV0IGkgPSAwO1xuICBmb3IgKDsgaSA8IGFyZ3YubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBhID0gYXJndltpXTtcbiAgICBjb25zdCBrZXkgPSBPYmplY3QuaGFzT3duKFNQQUNFRCwgYSkgPyBTUEFDRURbYV0gOiB1bmRlZmluZWQ7XG4gICAgaWYgKGtleSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICBpZiAoaSArIDEgPj0gYXJndi5sZW5ndGgpIHJldHVybiB7IG9wdGlvbnMsIHJlc3Q6IFtdLCBtaXNzaW5nOiBhIH07XG4gICAgICBvcHRpb25zW2tleV0gPSBhcmd2WysraV07XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgaWYgKGEuc3RhcnRzV2l0aChcIi1MXCIpICYmIGEubGVuZ3RoID4gMikge1xuICAgICAgb3B0aW9ucy5uYW1lID0gYS5zbGljZSgyKTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBjb25zdCBqb2luZWQgPSBKT0lORUQuZmluZCgoW3ByZWZpeF0pID0+IGEuc3RhcnRzV2l0aChwcmVmaXgpKTtcbiAgICBpZiAoIWpvaW5lZCkgYnJlYWs7XG4gICAgb3B0aW9uc1tqb2luZWRbMV1dID0gYS5zbGljZShqb2luZWRbMF0ubGVuZ3RoKTtcbiAgfVxuICByZXR1cm4geyBvcHRpb25zLCByZXN0OiBhcmd2LnNsaWNlKGkpIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQVlELGdFQUFnRSxHQUNoRSxNQUFNLFNBQW9EO0VBQ3hEO0lBQUM7SUFBYTtHQUFTO0VBQ3ZCO0lBQUM7SUFBVztHQUFPO0VBQ25CO0lBQUM7SUFBVTtHQUFNO0VBQ2pCO0lBQUM7SUFBYTtHQUFTO0NBQ3hCO0FBRUQsOERBQThELEdBQzlELE1BQU0sU0FBMkM7RUFDL0MsTUFBTTtFQUNOLE1BQU07RUFDTixZQUFZO0VBQ1osTUFBTTtFQUNOLE1BQU07RUFDTixVQUFVO0VBQ1YsU0FBUztFQUNULFlBQVk7QUFDZDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxZQUNkLElBQWM7RUFFZCxNQUFNLFVBQXNCLENBQUM7RUFDN0IsSUFBSSxJQUFJO0VBQ1IsTUFBTyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDM0IsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2pCLE1BQU0sTUFBTSxPQUFPLE1BQU0sQ0FBQyxRQUFRLEtBQUssTUFBTSxDQUFDLEVBQUUsR0FBRztJQUNuRCxJQUFJLFFBQVEsV0FBVztNQUNyQixJQUFJLElBQUksS0FBSyxLQUFLLE1BQU0sRUFBRSxPQUFPO1FBQUU7UUFBUyxNQUFNLEVBQUU7UUFBRSxTQUFTO01BQUU7TUFDakUsT0FBTyxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsRUFBRSxFQUFFO01BQ3hCO0lBQ0Y7SUFDQSxJQUFJLEVBQUUsVUFBVSxDQUFDLFNBQVMsRUFBRSxNQUFNLEdBQUcsR0FBRztNQUN0QyxRQUFRLElBQUksR0FBRyxFQUFFLEtBQUssQ0FBQztNQUN2QjtJQUNGO0lBQ0EsTUFBTSxTQUFTLE9BQU8sSUFBSSxDQUFDLENBQUMsQ0FBQyxPQUFPLEdBQUssRUFBRSxVQUFVLENBQUM7SUFDdEQsSUFBSSxDQUFDLFFBQVE7SUFDYixPQUFPLENBQUMsTUFBTSxDQUFDLEVBQUUsQ0FBQyxHQUFHLEVBQUUsS0FBSyxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUMsTUFBTTtFQUMvQztFQUNBLE9BQU87SUFBRTtJQUFTLE1BQU0sS0FBSyxLQUFLLENBQUM7RUFBRztBQUN4QyJ9
// denoCacheMetadata=1296371160865123730,8821242151445392958