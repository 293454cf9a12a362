/**
 * Files only their owner may read or write, written whole or not at all:
 * the web tokens and cookie key, the upgrade's state, the commands'
 * bundles and manifests.
 *
 * @module
 */ /**
 * Writes `data` to `path` readable by its owner only (0600): a temporary
 * file created 0600 beside it, then renamed over it, so that a reader never
 * sees half a file and no other user ever could read it.
 */ export function writePrivateFile(path, data) {
  const tmp = `${path}.${Deno.pid}.tmp`;
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  Deno.writeFileSync(tmp, bytes, {
    mode: 0o600,
    create: true
  });
  Deno.chmodSync(tmp, 0o600); // The umask cannot have widened it, but make sure.
  Deno.renameSync(tmp, path);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3ByaXZhdGVfZmlsZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEZpbGVzIG9ubHkgdGhlaXIgb3duZXIgbWF5IHJlYWQgb3Igd3JpdGUsIHdyaXR0ZW4gd2hvbGUgb3Igbm90IGF0IGFsbDpcbiAqIHRoZSB3ZWIgdG9rZW5zIGFuZCBjb29raWUga2V5LCB0aGUgdXBncmFkZSdzIHN0YXRlLCB0aGUgY29tbWFuZHMnXG4gKiBidW5kbGVzIGFuZCBtYW5pZmVzdHMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKlxuICogV3JpdGVzIGBkYXRhYCB0byBgcGF0aGAgcmVhZGFibGUgYnkgaXRzIG93bmVyIG9ubHkgKDA2MDApOiBhIHRlbXBvcmFyeVxuICogZmlsZSBjcmVhdGVkIDA2MDAgYmVzaWRlIGl0LCB0aGVuIHJlbmFtZWQgb3ZlciBpdCwgc28gdGhhdCBhIHJlYWRlciBuZXZlclxuICogc2VlcyBoYWxmIGEgZmlsZSBhbmQgbm8gb3RoZXIgdXNlciBldmVyIGNvdWxkIHJlYWQgaXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3cml0ZVByaXZhdGVGaWxlKFxuICBwYXRoOiBzdHJpbmcsXG4gIGRhdGE6IHN0cmluZyB8IFVpbnQ4QXJyYXksXG4pOiB2b2lkIHtcbiAgY29uc3QgdG1wID0gYCR7cGF0aH0uJHtEZW5vLnBpZH0udG1wYDtcbiAgY29uc3QgYnl0ZXMgPSB0eXBlb2YgZGF0YSA9PT0gXCJzdHJpbmdcIlxuICAgID8gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGRhdGEpXG4gICAgOiBkYXRhO1xuICBEZW5vLndyaXRlRmlsZVN5bmModG1wLCBieXRlcywgeyBtb2RlOiAwbzYwMCwgY3JlYXRlOiB0cnVlIH0pO1xuICBEZW5vLmNobW9kU3luYyh0bXAsIDBvNjAwKTsgLy8gVGhlIHVtYXNrIGNhbm5vdCBoYXZlIHdpZGVuZWQgaXQsIGJ1dCBtYWtlIHN1cmUuXG4gIERlbm8ucmVuYW1lU3luYyh0bXAsIHBhdGgpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVEOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsaUJBQ2QsSUFBWSxFQUNaLElBQXlCO0VBRXpCLE1BQU0sTUFBTSxHQUFHLEtBQUssQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQztFQUNyQyxNQUFNLFFBQVEsT0FBTyxTQUFTLFdBQzFCLElBQUksY0FBYyxNQUFNLENBQUMsUUFDekI7RUFDSixLQUFLLGFBQWEsQ0FBQyxLQUFLLE9BQU87SUFBRSxNQUFNO0lBQU8sUUFBUTtFQUFLO0VBQzNELEtBQUssU0FBUyxDQUFDLEtBQUssUUFBUSxtREFBbUQ7RUFDL0UsS0FBSyxVQUFVLENBQUMsS0FBSztBQUN2QiJ9
// denoCacheMetadata=6842152366145808118,13803184872335781854