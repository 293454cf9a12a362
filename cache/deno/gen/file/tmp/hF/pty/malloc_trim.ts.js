/**
 * Gives the C heap's free memory back to the system (glibc's
 * `malloc_trim`, every arena). V8's compiler threads and Deno's native
 * parts allocate with malloc; what they free stays resident in glibc's
 * arenas until trimmed. A spare parse worker's warm-up left 7 MB so
 * (bench/README.md, "Issue 15, thirteenth round").
 *
 * @module
 */ import { libc } from "./_libc.ts";
/** Trims every malloc arena; returns whether any memory went back. */ export function trimMalloc() {
  if (Deno.build.os !== "linux") return false;
  return libc().malloc_trim(0n) === 1;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9tYWxsb2NfdHJpbS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEdpdmVzIHRoZSBDIGhlYXAncyBmcmVlIG1lbW9yeSBiYWNrIHRvIHRoZSBzeXN0ZW0gKGdsaWJjJ3NcbiAqIGBtYWxsb2NfdHJpbWAsIGV2ZXJ5IGFyZW5hKS4gVjgncyBjb21waWxlciB0aHJlYWRzIGFuZCBEZW5vJ3MgbmF0aXZlXG4gKiBwYXJ0cyBhbGxvY2F0ZSB3aXRoIG1hbGxvYzsgd2hhdCB0aGV5IGZyZWUgc3RheXMgcmVzaWRlbnQgaW4gZ2xpYmMnc1xuICogYXJlbmFzIHVudGlsIHRyaW1tZWQuIEEgc3BhcmUgcGFyc2Ugd29ya2VyJ3Mgd2FybS11cCBsZWZ0IDcgTUIgc29cbiAqIChiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsIHRoaXJ0ZWVudGggcm91bmRcIikuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGxpYmMgfSBmcm9tIFwiLi9fbGliYy50c1wiO1xuXG4vKiogVHJpbXMgZXZlcnkgbWFsbG9jIGFyZW5hOyByZXR1cm5zIHdoZXRoZXIgYW55IG1lbW9yeSB3ZW50IGJhY2suICovXG5leHBvcnQgZnVuY3Rpb24gdHJpbU1hbGxvYygpOiBib29sZWFuIHtcbiAgaWYgKERlbm8uYnVpbGQub3MgIT09IFwibGludXhcIikgcmV0dXJuIGZhbHNlO1xuICByZXR1cm4gbGliYygpLm1hbGxvY190cmltKDBuKSA9PT0gMTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Q0FRQyxHQUVELFNBQVMsSUFBSSxRQUFRLGFBQWE7QUFFbEMsb0VBQW9FLEdBQ3BFLE9BQU8sU0FBUztFQUNkLElBQUksS0FBSyxLQUFLLENBQUMsRUFBRSxLQUFLLFNBQVMsT0FBTztFQUN0QyxPQUFPLE9BQU8sV0FBVyxDQUFDLEVBQUUsTUFBTTtBQUNwQyJ9
// denoCacheMetadata=6579097560384167363,8585231822199777051