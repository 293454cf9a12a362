/**
 * berth's VT engine: an xterm-compatible parser and screen model. Bytes go
 * in with `Terminal.write`; rows, cursor, modes and snapshots come out.
 *
 * @example
 * ```ts
 * import { Terminal } from "./mod.ts";
 * const t = new Terminal({ cols: 80, rows: 24 });
 * t.write(new TextEncoder().encode("\x1b[31mred\x1b[0m"));
 * t.rowRuns(0); // [["red", 3, 1]]
 * ```
 *
 * @module
 */ export { Terminal } from "./terminal.ts";
export { ENGINE_STATE_VERSION, EngineStateError } from "./engine_state.ts";
export { sgrSequence, sgrTransition } from "./sgr_encode.ts";
export { colorJson } from "./snapshot.ts";
export { charWidth } from "./width.ts";
export * from "./types.ts";
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L21vZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGJlcnRoJ3MgVlQgZW5naW5lOiBhbiB4dGVybS1jb21wYXRpYmxlIHBhcnNlciBhbmQgc2NyZWVuIG1vZGVsLiBCeXRlcyBnb1xuICogaW4gd2l0aCBgVGVybWluYWwud3JpdGVgOyByb3dzLCBjdXJzb3IsIG1vZGVzIGFuZCBzbmFwc2hvdHMgY29tZSBvdXQuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgeyBUZXJtaW5hbCB9IGZyb20gXCIuL21vZC50c1wiO1xuICogY29uc3QgdCA9IG5ldyBUZXJtaW5hbCh7IGNvbHM6IDgwLCByb3dzOiAyNCB9KTtcbiAqIHQud3JpdGUobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKFwiXFx4MWJbMzFtcmVkXFx4MWJbMG1cIikpO1xuICogdC5yb3dSdW5zKDApOyAvLyBbW1wicmVkXCIsIDMsIDFdXVxuICogYGBgXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmV4cG9ydCB7IFRlcm1pbmFsIH0gZnJvbSBcIi4vdGVybWluYWwudHNcIjtcbmV4cG9ydCB7XG4gIEVOR0lORV9TVEFURV9WRVJTSU9OLFxuICB0eXBlIEVuZ2luZVN0YXRlLFxuICBFbmdpbmVTdGF0ZUVycm9yLFxufSBmcm9tIFwiLi9lbmdpbmVfc3RhdGUudHNcIjtcbmV4cG9ydCB7IHNnclNlcXVlbmNlLCB0eXBlIFNnclN0eWxlLCBzZ3JUcmFuc2l0aW9uIH0gZnJvbSBcIi4vc2dyX2VuY29kZS50c1wiO1xuZXhwb3J0IHsgY29sb3JKc29uIH0gZnJvbSBcIi4vc25hcHNob3QudHNcIjtcbmV4cG9ydCB7IGNoYXJXaWR0aCB9IGZyb20gXCIuL3dpZHRoLnRzXCI7XG5leHBvcnQgKiBmcm9tIFwiLi90eXBlcy50c1wiO1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FFRCxTQUFTLFFBQVEsUUFBUSxnQkFBZ0I7QUFDekMsU0FDRSxvQkFBb0IsRUFFcEIsZ0JBQWdCLFFBQ1gsb0JBQW9CO0FBQzNCLFNBQVMsV0FBVyxFQUFpQixhQUFhLFFBQVEsa0JBQWtCO0FBQzVFLFNBQVMsU0FBUyxRQUFRLGdCQUFnQjtBQUMxQyxTQUFTLFNBQVMsUUFBUSxhQUFhO0FBQ3ZDLGNBQWMsYUFBYSJ9
// denoCacheMetadata=634804106261791741,8444303972147376523