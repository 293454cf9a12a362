/**
 * Everything the sequence handlers read and change besides the grid:
 * input modes, cursor look, titles, palette, and the way out for responses
 * and events. `Terminal` owns one; the `dispatch_*.ts` files act on it.
 *
 * @module
 */ import { Palette } from "./palette.ts";
const encoder = new TextEncoder();
/** Longest title kept (characters). */ export const MAX_TITLE = 4096;
/** The engine's state outside the grid. */ export class VtState {
  screen;
  events;
  modes;
  cursorShape;
  cursorBlink;
  title;
  iconName;
  cwd;
  palette;
  /** Titles pushed by XTPUSHTITLE (`CSI 22 t`). */ titleStack;
  /** DCS payload being collected (DECRQSS), or null when ignored. */ dcs;
  constructor(screen, events){
    this.screen = screen;
    this.events = events;
    this.modes = defaultModes();
    this.cursorShape = "block";
    this.cursorBlink = true;
    this.title = "";
    this.iconName = "";
    this.cwd = "";
    this.palette = new Palette();
    this.titleStack = [];
    this.dcs = null;
  }
  /** Sends bytes back to the program (DA, DSR ...). */ respond(text) {
    this.events.response?.(encoder.encode(text));
  }
  /** Something visible other than a row changed (modes, title). */ bump() {
    this.screen.stamp++;
  }
  /** Modes back to their power-on values (RIS). */ resetModes() {
    Object.assign(this.modes, defaultModes());
    this.cursorShape = "block";
    this.cursorBlink = true;
    this.bump();
  }
}
/** Power-on modes. */ export function defaultModes() {
  return {
    cursorKeys: false,
    keypad: false,
    bracketedPaste: false,
    focusEvents: false,
    mouseTracking: "none",
    mouseEncoding: "default",
    altScreen: false,
    synchronizedOutput: false,
    insert: false,
    autowrap: true,
    origin: false,
    alternateScroll: false
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3N0YXRlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogRXZlcnl0aGluZyB0aGUgc2VxdWVuY2UgaGFuZGxlcnMgcmVhZCBhbmQgY2hhbmdlIGJlc2lkZXMgdGhlIGdyaWQ6XG4gKiBpbnB1dCBtb2RlcywgY3Vyc29yIGxvb2ssIHRpdGxlcywgcGFsZXR0ZSwgYW5kIHRoZSB3YXkgb3V0IGZvciByZXNwb25zZXNcbiAqIGFuZCBldmVudHMuIGBUZXJtaW5hbGAgb3ducyBvbmU7IHRoZSBgZGlzcGF0Y2hfKi50c2AgZmlsZXMgYWN0IG9uIGl0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBQYWxldHRlIH0gZnJvbSBcIi4vcGFsZXR0ZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBTY3JlZW4gfSBmcm9tIFwiLi9zY3JlZW4udHNcIjtcbmltcG9ydCB0eXBlIHsgQ3Vyc29yU2hhcGUsIFRlcm1pbmFsRXZlbnRzLCBUZXJtaW5hbE1vZGVzIH0gZnJvbSBcIi4vdHlwZXMudHNcIjtcblxuY29uc3QgZW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuXG4vKiogTG9uZ2VzdCB0aXRsZSBrZXB0IChjaGFyYWN0ZXJzKS4gKi9cbmV4cG9ydCBjb25zdCBNQVhfVElUTEUgPSA0MDk2O1xuXG4vKiogVGhlIGVuZ2luZSdzIHN0YXRlIG91dHNpZGUgdGhlIGdyaWQuICovXG5leHBvcnQgY2xhc3MgVnRTdGF0ZSB7XG4gIHJlYWRvbmx5IG1vZGVzOiBUZXJtaW5hbE1vZGVzID0gZGVmYXVsdE1vZGVzKCk7XG4gIGN1cnNvclNoYXBlOiBDdXJzb3JTaGFwZSA9IFwiYmxvY2tcIjtcbiAgY3Vyc29yQmxpbmsgPSB0cnVlO1xuICB0aXRsZSA9IFwiXCI7XG4gIGljb25OYW1lID0gXCJcIjtcbiAgY3dkID0gXCJcIjtcbiAgcmVhZG9ubHkgcGFsZXR0ZSA9IG5ldyBQYWxldHRlKCk7XG4gIC8qKiBUaXRsZXMgcHVzaGVkIGJ5IFhUUFVTSFRJVExFIChgQ1NJIDIyIHRgKS4gKi9cbiAgdGl0bGVTdGFjazogW3N0cmluZywgc3RyaW5nXVtdID0gW107XG4gIC8qKiBEQ1MgcGF5bG9hZCBiZWluZyBjb2xsZWN0ZWQgKERFQ1JRU1MpLCBvciBudWxsIHdoZW4gaWdub3JlZC4gKi9cbiAgZGNzOiB7IGtpbmQ6IG51bWJlcjsgZGF0YTogc3RyaW5nIH0gfCBudWxsID0gbnVsbDtcblxuICBjb25zdHJ1Y3RvcihyZWFkb25seSBzY3JlZW46IFNjcmVlbiwgcmVhZG9ubHkgZXZlbnRzOiBUZXJtaW5hbEV2ZW50cykge31cblxuICAvKiogU2VuZHMgYnl0ZXMgYmFjayB0byB0aGUgcHJvZ3JhbSAoREEsIERTUiAuLi4pLiAqL1xuICByZXNwb25kKHRleHQ6IHN0cmluZyk6IHZvaWQge1xuICAgIHRoaXMuZXZlbnRzLnJlc3BvbnNlPy4oZW5jb2Rlci5lbmNvZGUodGV4dCkpO1xuICB9XG5cbiAgLyoqIFNvbWV0aGluZyB2aXNpYmxlIG90aGVyIHRoYW4gYSByb3cgY2hhbmdlZCAobW9kZXMsIHRpdGxlKS4gKi9cbiAgYnVtcCgpOiB2b2lkIHtcbiAgICB0aGlzLnNjcmVlbi5zdGFtcCsrO1xuICB9XG5cbiAgLyoqIE1vZGVzIGJhY2sgdG8gdGhlaXIgcG93ZXItb24gdmFsdWVzIChSSVMpLiAqL1xuICByZXNldE1vZGVzKCk6IHZvaWQge1xuICAgIE9iamVjdC5hc3NpZ24odGhpcy5tb2RlcywgZGVmYXVsdE1vZGVzKCkpO1xuICAgIHRoaXMuY3Vyc29yU2hhcGUgPSBcImJsb2NrXCI7XG4gICAgdGhpcy5jdXJzb3JCbGluayA9IHRydWU7XG4gICAgdGhpcy5idW1wKCk7XG4gIH1cbn1cblxuLyoqIFBvd2VyLW9uIG1vZGVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlZmF1bHRNb2RlcygpOiBUZXJtaW5hbE1vZGVzIHtcbiAgcmV0dXJuIHtcbiAgICBjdXJzb3JLZXlzOiBmYWxzZSxcbiAgICBrZXlwYWQ6IGZhbHNlLFxuICAgIGJyYWNrZXRlZFBhc3RlOiBmYWxzZSxcbiAgICBmb2N1c0V2ZW50czogZmFsc2UsXG4gICAgbW91c2VUcmFja2luZzogXCJub25lXCIsXG4gICAgbW91c2VFbmNvZGluZzogXCJkZWZhdWx0XCIsXG4gICAgYWx0U2NyZWVuOiBmYWxzZSxcbiAgICBzeW5jaHJvbml6ZWRPdXRwdXQ6IGZhbHNlLFxuICAgIGluc2VydDogZmFsc2UsXG4gICAgYXV0b3dyYXA6IHRydWUsXG4gICAgb3JpZ2luOiBmYWxzZSxcbiAgICBhbHRlcm5hdGVTY3JvbGw6IGZhbHNlLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsT0FBTyxRQUFRLGVBQWU7QUFJdkMsTUFBTSxVQUFVLElBQUk7QUFFcEIscUNBQXFDLEdBQ3JDLE9BQU8sTUFBTSxZQUFZLEtBQUs7QUFFOUIseUNBQXlDLEdBQ3pDLE9BQU8sTUFBTTs7O0VBQ0YsTUFBc0M7RUFDL0MsWUFBbUM7RUFDbkMsWUFBbUI7RUFDbkIsTUFBVztFQUNYLFNBQWM7RUFDZCxJQUFTO0VBQ0EsUUFBd0I7RUFDakMsK0NBQStDLEdBQy9DLFdBQW9DO0VBQ3BDLGlFQUFpRSxHQUNqRSxJQUFrRDtFQUVsRCxZQUFZLEFBQVMsTUFBYyxFQUFFLEFBQVMsTUFBc0IsQ0FBRTtTQUFqRCxTQUFBO1NBQXlCLFNBQUE7U0FackMsUUFBdUI7U0FDaEMsY0FBMkI7U0FDM0IsY0FBYztTQUNkLFFBQVE7U0FDUixXQUFXO1NBQ1gsTUFBTTtTQUNHLFVBQVUsSUFBSTtTQUV2QixhQUFpQyxFQUFFO1NBRW5DLE1BQTZDO0VBRTBCO0VBRXZFLG1EQUFtRCxHQUNuRCxRQUFRLElBQVksRUFBUTtJQUMxQixJQUFJLENBQUMsTUFBTSxDQUFDLFFBQVEsR0FBRyxRQUFRLE1BQU0sQ0FBQztFQUN4QztFQUVBLCtEQUErRCxHQUMvRCxPQUFhO0lBQ1gsSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLO0VBQ25CO0VBRUEsK0NBQStDLEdBQy9DLGFBQW1CO0lBQ2pCLE9BQU8sTUFBTSxDQUFDLElBQUksQ0FBQyxLQUFLLEVBQUU7SUFDMUIsSUFBSSxDQUFDLFdBQVcsR0FBRztJQUNuQixJQUFJLENBQUMsV0FBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxJQUFJO0VBQ1g7QUFDRjtBQUVBLG9CQUFvQixHQUNwQixPQUFPLFNBQVM7RUFDZCxPQUFPO0lBQ0wsWUFBWTtJQUNaLFFBQVE7SUFDUixnQkFBZ0I7SUFDaEIsYUFBYTtJQUNiLGVBQWU7SUFDZixlQUFlO0lBQ2YsV0FBVztJQUNYLG9CQUFvQjtJQUNwQixRQUFRO0lBQ1IsVUFBVTtJQUNWLFFBQVE7SUFDUixpQkFBaUI7RUFDbkI7QUFDRiJ9
// denoCacheMetadata=1096919659640684376,12727654022137457612