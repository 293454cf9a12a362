/**
 * C0 and C1 control characters and DEL: what text from a session (a title,
 * a cell, a buffer's sample, a shell job's output) must not carry to a
 * terminal, where ESC or BEL would start or end a sequence and U+009C is ST
 * in terminals that take C1 controls in UTF-8.
 *
 * @module
 */ /** Whether a string holds a control character (no `g`: no `lastIndex`). */ // deno-lint-ignore no-control-regex
export const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// deno-lint-ignore no-control-regex
const CONTROLS = /[\x00-\x1f\x7f-\x9f]/g;
/** `text` with each control character replaced by `by` (default: removed). */ export function stripControls(text, by = "") {
  return text.replace(CONTROLS, by);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2NvbnRyb2xzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQzAgYW5kIEMxIGNvbnRyb2wgY2hhcmFjdGVycyBhbmQgREVMOiB3aGF0IHRleHQgZnJvbSBhIHNlc3Npb24gKGEgdGl0bGUsXG4gKiBhIGNlbGwsIGEgYnVmZmVyJ3Mgc2FtcGxlLCBhIHNoZWxsIGpvYidzIG91dHB1dCkgbXVzdCBub3QgY2FycnkgdG8gYVxuICogdGVybWluYWwsIHdoZXJlIEVTQyBvciBCRUwgd291bGQgc3RhcnQgb3IgZW5kIGEgc2VxdWVuY2UgYW5kIFUrMDA5QyBpcyBTVFxuICogaW4gdGVybWluYWxzIHRoYXQgdGFrZSBDMSBjb250cm9scyBpbiBVVEYtOC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIFdoZXRoZXIgYSBzdHJpbmcgaG9sZHMgYSBjb250cm9sIGNoYXJhY3RlciAobm8gYGdgOiBubyBgbGFzdEluZGV4YCkuICovXG4vLyBkZW5vLWxpbnQtaWdub3JlIG5vLWNvbnRyb2wtcmVnZXhcbmV4cG9ydCBjb25zdCBDT05UUk9MID0gL1tcXHgwMC1cXHgxZlxceDdmLVxceDlmXS87XG5cbi8vIGRlbm8tbGludC1pZ25vcmUgbm8tY29udHJvbC1yZWdleFxuY29uc3QgQ09OVFJPTFMgPSAvW1xceDAwLVxceDFmXFx4N2YtXFx4OWZdL2c7XG5cbi8qKiBgdGV4dGAgd2l0aCBlYWNoIGNvbnRyb2wgY2hhcmFjdGVyIHJlcGxhY2VkIGJ5IGBieWAgKGRlZmF1bHQ6IHJlbW92ZWQpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0cmlwQ29udHJvbHModGV4dDogc3RyaW5nLCBieSA9IFwiXCIpOiBzdHJpbmcge1xuICByZXR1cm4gdGV4dC5yZXBsYWNlKENPTlRST0xTLCBieSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELHlFQUF5RSxHQUN6RSxvQ0FBb0M7QUFDcEMsT0FBTyxNQUFNLFVBQVUsdUJBQXVCO0FBRTlDLG9DQUFvQztBQUNwQyxNQUFNLFdBQVc7QUFFakIsNEVBQTRFLEdBQzVFLE9BQU8sU0FBUyxjQUFjLElBQVksRUFBRSxLQUFLLEVBQUU7RUFDakQsT0FBTyxLQUFLLE9BQU8sQ0FBQyxVQUFVO0FBQ2hDIn0=
// denoCacheMetadata=5383826681626404438,4418642365612253706