/**
 * A promise raced against a timer, the timer cleared either way: for the
 * daemon's upgrade steps, the bench and the tests alike.
 *
 * @module
 */ /** `p`, or a rejection with `late()` once `ms` pass first. */ export function raceTimeout(p, ms, late) {
  let timer;
  const timeout = new Promise((_, reject)=>{
    timer = setTimeout(()=>reject(late()), ms);
  });
  return Promise.race([
    p,
    timeout
  ]).finally(()=>clearTimeout(timer));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3RpbWVvdXQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIHByb21pc2UgcmFjZWQgYWdhaW5zdCBhIHRpbWVyLCB0aGUgdGltZXIgY2xlYXJlZCBlaXRoZXIgd2F5OiBmb3IgdGhlXG4gKiBkYWVtb24ncyB1cGdyYWRlIHN0ZXBzLCB0aGUgYmVuY2ggYW5kIHRoZSB0ZXN0cyBhbGlrZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIGBwYCwgb3IgYSByZWplY3Rpb24gd2l0aCBgbGF0ZSgpYCBvbmNlIGBtc2AgcGFzcyBmaXJzdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiByYWNlVGltZW91dDxUPihcbiAgcDogUHJvbWlzZTxUPixcbiAgbXM6IG51bWJlcixcbiAgbGF0ZTogKCkgPT4gRXJyb3IsXG4pOiBQcm9taXNlPFQ+IHtcbiAgbGV0IHRpbWVyOiBSZXR1cm5UeXBlPHR5cGVvZiBzZXRUaW1lb3V0PiB8IHVuZGVmaW5lZDtcbiAgY29uc3QgdGltZW91dCA9IG5ldyBQcm9taXNlPG5ldmVyPigoXywgcmVqZWN0KSA9PiB7XG4gICAgdGltZXIgPSBzZXRUaW1lb3V0KCgpID0+IHJlamVjdChsYXRlKCkpLCBtcyk7XG4gIH0pO1xuICByZXR1cm4gUHJvbWlzZS5yYWNlKFtwLCB0aW1lb3V0XSkuZmluYWxseSgoKSA9PiBjbGVhclRpbWVvdXQodGltZXIpKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELDREQUE0RCxHQUM1RCxPQUFPLFNBQVMsWUFDZCxDQUFhLEVBQ2IsRUFBVSxFQUNWLElBQWlCO0VBRWpCLElBQUk7RUFDSixNQUFNLFVBQVUsSUFBSSxRQUFlLENBQUMsR0FBRztJQUNyQyxRQUFRLFdBQVcsSUFBTSxPQUFPLFNBQVM7RUFDM0M7RUFDQSxPQUFPLFFBQVEsSUFBSSxDQUFDO0lBQUM7SUFBRztHQUFRLEVBQUUsT0FBTyxDQUFDLElBQU0sYUFBYTtBQUMvRCJ9
// denoCacheMetadata=6110210180855317499,3034361425536687373