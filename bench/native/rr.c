/*
 * Request/response frames, like `fps -fire`: writes a full coloured frame,
 * then CSI 6n (cursor position report), waits for the terminal's reply, and
 * repeats for SECONDS after a short warm-up. Writes "FRAMES NANOSECONDS" to
 * OUT. Run inside a multiplexer session: the multiplexer's parser has to
 * take the whole frame before it can answer.
 *
 * Usage: rr COLS ROWS SECONDS OUT
 * Built by bench/native.ts at bench time: gcc -O2 rr.c -o rr
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int write_all(const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(1, p, n);
    if (w < 0) return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

/* Builds frame number `f`: every cell written, colours change every 8. */
static size_t build_frame(char *out, int cols, int rows, int f) {
  size_t n = 0;
  for (int y = 0; y < rows; y++) {
    n += sprintf(out + n, "\x1b[%d;1H", y + 1);
    for (int x = 0; x < cols; x++) {
      if (x % 8 == 0) {
        n += sprintf(out + n, "\x1b[38;5;%d;48;5;%dm", (f + x / 8 + y) % 256,
                     (f * 7 + x / 8 + y * 3) % 256);
      }
      out[n++] = (char)('A' + (f + x + y) % 26);
    }
  }
  n += sprintf(out + n, "\x1b[0m\x1b[6n");
  return n;
}

/* Reads until the end of a cursor position report (ESC [ r ; c R). */
static int await_reply(void) {
  char c;
  for (;;) {
    ssize_t r = read(0, &c, 1);
    if (r <= 0) return -1;
    if (c == 'R') return 0;
  }
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: rr COLS ROWS SECONDS OUT\n");
    return 2;
  }
  int cols = atoi(argv[1]), rows = atoi(argv[2]);
  double seconds = atof(argv[3]);
  struct termios t;
  tcgetattr(0, &t);
  cfmakeraw(&t); /* the reply carries no newline */
  tcsetattr(0, TCSANOW, &t);
  char *frame = malloc((size_t)cols * rows * 4 + (size_t)rows * 64 + 64);
  write_all("\x1b[H\x1b[2J", 7);
  for (int f = 0; f < 20; f++) { /* warm-up */
    size_t n = build_frame(frame, cols, rows, f);
    if (write_all(frame, n) || await_reply()) return 1;
  }
  long long start = now_ns(), limit = (long long)(seconds * 1e9), end;
  long long frames = 0;
  do {
    size_t n = build_frame(frame, cols, rows, (int)frames);
    if (write_all(frame, n) || await_reply()) return 1;
    frames++;
    end = now_ns();
  } while (end - start < limit);
  FILE *out = fopen(argv[4], "w");
  if (!out) return 1;
  fprintf(out, "%lld %lld\n", frames, end - start);
  fclose(out);
  return 0;
}
