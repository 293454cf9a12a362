/*
 * The flood of "flood while attached": prints READY, waits for one byte of
 * input, then writes TOTAL bytes cycled from FILE, with a marker line
 * "@@NNNNNNNN@@" after every INTERVAL bytes. The CLOCK_MONOTONIC time at
 * which each marker's write returned (the kernel holds it) goes to TIMES,
 * one line of nanoseconds per marker, so the bench can tell how long each
 * piece of output took to reach the user's screen.
 *
 * Usage: flood FILE TOTAL INTERVAL TIMES
 * Built by bench/native.ts at bench time: gcc -O2 flood.c -o flood
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

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: flood FILE TOTAL INTERVAL TIMES\n");
    return 2;
  }
  FILE *in = fopen(argv[1], "rb");
  if (!in) return 1;
  fseek(in, 0, SEEK_END);
  long size = ftell(in);
  fseek(in, 0, SEEK_SET);
  char *data = malloc((size_t)size);
  if (fread(data, 1, (size_t)size, in) != (size_t)size) return 1;
  fclose(in);
  long long total = atoll(argv[2]);
  long interval = atol(argv[3]);
  long long markers = total / interval + 1;
  long long *stamps = malloc((size_t)markers * sizeof *stamps);

  /* One keypress starts the flood: no canonical mode, no echo. */
  struct termios t, saved;
  tcgetattr(0, &saved);
  t = saved;
  t.c_lflag &= ~(ICANON | ECHO);
  tcsetattr(0, TCSANOW, &t);
  write_all("READY", 5);
  char go;
  if (read(0, &go, 1) != 1) return 1;

  long long sent = 0, seq = 0;
  long pos = 0;
  char marker[32];
  while (sent < total) {
    long n = interval;
    if (n > total - sent) n = (long)(total - sent);
    while (n > 0) { /* cycle through the file */
      long k = n < size - pos ? n : size - pos;
      if (write_all(data + pos, (size_t)k)) return 1;
      pos = (pos + k) % size;
      n -= k;
      sent += k;
    }
    int m = sprintf(marker, "\r\n@@%08lld@@\r\n", seq);
    if (write_all(marker, (size_t)m)) return 1;
    stamps[seq++] = now_ns();
  }
  tcsetattr(0, TCSANOW, &saved);
  FILE *out = fopen(argv[4], "w");
  if (!out) return 1;
  for (long long i = 0; i < seq; i++) fprintf(out, "%lld\n", stamps[i]);
  fclose(out);
  return 0;
}
