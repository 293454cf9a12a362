/**
 * The few libc calls the daemon makes about its own process (its fd limit,
 * where its stderr goes, the pages it gives back when idle), opened on
 * first use: importing this module opens
 * nothing. The pty's calls live in `pty/_libc.ts`.
 *
 * @module
 */

const SYMBOLS = {
  getrlimit: { parameters: ["i32", "buffer"], result: "i32" },
  open: { parameters: ["buffer", "i32", "u32"], result: "i32" },
  dup2: { parameters: ["i32", "i32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  madvise: { parameters: ["usize", "usize", "i32"], result: "i32" },
} as const satisfies Deno.ForeignLibraryInterface;

let lib: Deno.DynamicLibrary<typeof SYMBOLS> | null = null;

/** libc's symbols, opened on the first call. */
export function processLibc(): Deno.DynamicLibrary<typeof SYMBOLS>["symbols"] {
  lib ??= Deno.dlopen("libc.so.6", SYMBOLS);
  return lib.symbols;
}

/** getrlimit(2) resource number of the open-files limit (Linux). */
export const RLIMIT_NOFILE = 7;

/** madvise(2): the range's pages are not needed now (Linux's value). */
export const MADV_DONTNEED = 4;

// open(2) flags (asm-generic values: x86_64 and aarch64).
export const O_WRONLY = 0o1;
export const O_CREAT = 0o100;
export const O_APPEND = 0o2000;
export const O_CLOEXEC = 0o2000000;
