/*
 * `stty raw -echo; cat` that also tells when each key arrived: puts the
 * terminal in raw mode, prints READY, then writes back every byte it reads
 * at once, recording the CLOCK_MONOTONIC time each read returned. On "Q"
 * it stops, writes the times to OUT, one line of nanoseconds per key, and
 * prints STAMPED (`keyecho -q` waits for it), so the bench can split a
 * key's round trip into the way in (terminal to program) and the way out
 * (program to terminal).
 *
 * Usage: keystamp OUT
 * Built by bench/native.ts at bench time: gcc -O2 keystamp.c -o keystamp
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: keystamp OUT\n");
    return 2;
  }
  struct termios t;
  tcgetattr(0, &t);
  cfmakeraw(&t);
  tcsetattr(0, TCSANOW, &t);
  size_t cap = 4096, n = 0;
  long long *stamps = malloc(cap * sizeof *stamps);
  if (write(1, "READY", 5) != 5) return 1;
  char c;
  while (read(0, &c, 1) == 1) {
    long long at = now_ns();
    if (c == 'Q') break;
    if (write(1, &c, 1) != 1) return 1;
    if (n == cap) stamps = realloc(stamps, (cap *= 2) * sizeof *stamps);
    stamps[n++] = at;
  }
  FILE *out = fopen(argv[1], "w");
  if (!out) return 1;
  for (size_t i = 0; i < n; i++) fprintf(out, "%lld\n", stamps[i]);
  fclose(out);
  return write(1, "STAMPED", 7) == 7 ? 0 : 1;
}
