/**
 * The packed cell: two `Uint32` words per cell in a row's `Uint32Array`
 * (as xterm.js `BufferLine` packs its cells). An all-zero cell is an empty
 * cell in the default style.
 *
 * Word 0 (content):
 *
 * | bits   | meaning                                                  |
 * | ------ | -------------------------------------------------------- |
 * | 0..20  | code point; 0 for an empty cell or the right half of a wide one |
 * | 21     | `CELL_GRAPHEME`: combining code points follow (row side arrays) |
 * | 22     | `CELL_WIDE`: left half of a two-cell character            |
 * | 23     | `CELL_SPACER`: right half of a two-cell character         |
 * | 24     | `CELL_PROTECTED`: DECSCA, kept by DECSED/DECSEL           |
 * | 25     | `CELL_LONG`: with `CELL_GRAPHEME`, the whole cluster is a string |
 *
 * Word 1 (style): an interned style id (`styles.ts`), 0 is the default.
 *
 * Read a cell `x` of `cells` as `cells[x * 2]` and `cells[x * 2 + 1]`.
 *
 * @module
 */ /** Words per cell. */ export const CELL_WORDS = 2;
/** Code point bits of word 0. */ export const CP_MASK = 0x1fffff;
/**
 * Word 0 flag: the cell holds a grapheme cluster: its extra code points
 * are in `Row.marks` (up to `MARK_SLOTS`), or, with `CELL_LONG`, the whole
 * cluster is a string in `Row.long`.
 */ export const CELL_GRAPHEME = 1 << 21;
/** Word 0 flag: left half of a wide character. */ export const CELL_WIDE = 1 << 22;
/** Word 0 flag: right half of a wide character (no code point). */ export const CELL_SPACER = 1 << 23;
/** Word 0 flag: protected from selective erase (DECSCA). */ export const CELL_PROTECTED = 1 << 24;
/** Word 0 flag: the cluster is too long for `Row.marks`; see `Row.long`. */ export const CELL_LONG = 1 << 25;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L2NlbGwudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgcGFja2VkIGNlbGw6IHR3byBgVWludDMyYCB3b3JkcyBwZXIgY2VsbCBpbiBhIHJvdydzIGBVaW50MzJBcnJheWBcbiAqIChhcyB4dGVybS5qcyBgQnVmZmVyTGluZWAgcGFja3MgaXRzIGNlbGxzKS4gQW4gYWxsLXplcm8gY2VsbCBpcyBhbiBlbXB0eVxuICogY2VsbCBpbiB0aGUgZGVmYXVsdCBzdHlsZS5cbiAqXG4gKiBXb3JkIDAgKGNvbnRlbnQpOlxuICpcbiAqIHwgYml0cyAgIHwgbWVhbmluZyAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCAtLS0tLS0gfCAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLSB8XG4gKiB8IDAuLjIwICB8IGNvZGUgcG9pbnQ7IDAgZm9yIGFuIGVtcHR5IGNlbGwgb3IgdGhlIHJpZ2h0IGhhbGYgb2YgYSB3aWRlIG9uZSB8XG4gKiB8IDIxICAgICB8IGBDRUxMX0dSQVBIRU1FYDogY29tYmluaW5nIGNvZGUgcG9pbnRzIGZvbGxvdyAocm93IHNpZGUgYXJyYXlzKSB8XG4gKiB8IDIyICAgICB8IGBDRUxMX1dJREVgOiBsZWZ0IGhhbGYgb2YgYSB0d28tY2VsbCBjaGFyYWN0ZXIgICAgICAgICAgICB8XG4gKiB8IDIzICAgICB8IGBDRUxMX1NQQUNFUmA6IHJpZ2h0IGhhbGYgb2YgYSB0d28tY2VsbCBjaGFyYWN0ZXIgICAgICAgICB8XG4gKiB8IDI0ICAgICB8IGBDRUxMX1BST1RFQ1RFRGA6IERFQ1NDQSwga2VwdCBieSBERUNTRUQvREVDU0VMICAgICAgICAgICB8XG4gKiB8IDI1ICAgICB8IGBDRUxMX0xPTkdgOiB3aXRoIGBDRUxMX0dSQVBIRU1FYCwgdGhlIHdob2xlIGNsdXN0ZXIgaXMgYSBzdHJpbmcgfFxuICpcbiAqIFdvcmQgMSAoc3R5bGUpOiBhbiBpbnRlcm5lZCBzdHlsZSBpZCAoYHN0eWxlcy50c2ApLCAwIGlzIHRoZSBkZWZhdWx0LlxuICpcbiAqIFJlYWQgYSBjZWxsIGB4YCBvZiBgY2VsbHNgIGFzIGBjZWxsc1t4ICogMl1gIGFuZCBgY2VsbHNbeCAqIDIgKyAxXWAuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBXb3JkcyBwZXIgY2VsbC4gKi9cbmV4cG9ydCBjb25zdCBDRUxMX1dPUkRTID0gMjtcbi8qKiBDb2RlIHBvaW50IGJpdHMgb2Ygd29yZCAwLiAqL1xuZXhwb3J0IGNvbnN0IENQX01BU0sgPSAweDFmZmZmZjtcbi8qKlxuICogV29yZCAwIGZsYWc6IHRoZSBjZWxsIGhvbGRzIGEgZ3JhcGhlbWUgY2x1c3RlcjogaXRzIGV4dHJhIGNvZGUgcG9pbnRzXG4gKiBhcmUgaW4gYFJvdy5tYXJrc2AgKHVwIHRvIGBNQVJLX1NMT1RTYCksIG9yLCB3aXRoIGBDRUxMX0xPTkdgLCB0aGUgd2hvbGVcbiAqIGNsdXN0ZXIgaXMgYSBzdHJpbmcgaW4gYFJvdy5sb25nYC5cbiAqL1xuZXhwb3J0IGNvbnN0IENFTExfR1JBUEhFTUUgPSAxIDw8IDIxO1xuLyoqIFdvcmQgMCBmbGFnOiBsZWZ0IGhhbGYgb2YgYSB3aWRlIGNoYXJhY3Rlci4gKi9cbmV4cG9ydCBjb25zdCBDRUxMX1dJREUgPSAxIDw8IDIyO1xuLyoqIFdvcmQgMCBmbGFnOiByaWdodCBoYWxmIG9mIGEgd2lkZSBjaGFyYWN0ZXIgKG5vIGNvZGUgcG9pbnQpLiAqL1xuZXhwb3J0IGNvbnN0IENFTExfU1BBQ0VSID0gMSA8PCAyMztcbi8qKiBXb3JkIDAgZmxhZzogcHJvdGVjdGVkIGZyb20gc2VsZWN0aXZlIGVyYXNlIChERUNTQ0EpLiAqL1xuZXhwb3J0IGNvbnN0IENFTExfUFJPVEVDVEVEID0gMSA8PCAyNDtcbi8qKiBXb3JkIDAgZmxhZzogdGhlIGNsdXN0ZXIgaXMgdG9vIGxvbmcgZm9yIGBSb3cubWFya3NgOyBzZWUgYFJvdy5sb25nYC4gKi9cbmV4cG9ydCBjb25zdCBDRUxMX0xPTkcgPSAxIDw8IDI1O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FxQkMsR0FFRCxvQkFBb0IsR0FDcEIsT0FBTyxNQUFNLGFBQWEsRUFBRTtBQUM1QiwrQkFBK0IsR0FDL0IsT0FBTyxNQUFNLFVBQVUsU0FBUztBQUNoQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLGdCQUFnQixLQUFLLEdBQUc7QUFDckMsZ0RBQWdELEdBQ2hELE9BQU8sTUFBTSxZQUFZLEtBQUssR0FBRztBQUNqQyxpRUFBaUUsR0FDakUsT0FBTyxNQUFNLGNBQWMsS0FBSyxHQUFHO0FBQ25DLDBEQUEwRCxHQUMxRCxPQUFPLE1BQU0saUJBQWlCLEtBQUssR0FBRztBQUN0QywwRUFBMEUsR0FDMUUsT0FBTyxNQUFNLFlBQVksS0FBSyxHQUFHIn0=
// denoCacheMetadata=16995953891973868444,13786024914289355605