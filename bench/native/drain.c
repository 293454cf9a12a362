/*
 * The end-to-end ceiling: runs `cat FILE...` on a new pty and drains the
 * master with a tight blocking read loop that parses nothing. Prints
 * "BYTES NANOSECONDS" (from before the pty is opened until the child is
 * reaped after its output has ended).
 *
 * Built by bench/native.ts at bench time: gcc -O2 drain.c -o drain -lutil
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: drain FILE...\n");
    return 2;
  }
  struct winsize ws = {.ws_row = 24, .ws_col = 80};
  int master;
  long long start = now_ns();
  pid_t pid = forkpty(&master, NULL, NULL, &ws);
  if (pid < 0) {
    perror("forkpty");
    return 1;
  }
  if (pid == 0) {
    argv[0] = "cat";
    execvp("cat", argv);
    _exit(127);
  }
  static char buf[1 << 16];
  long long total = 0;
  for (;;) {
    ssize_t n = read(master, buf, sizeof buf);
    if (n > 0) {
      total += n;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    break; /* EIO: every process holding the slave has gone */
  }
  int status;
  waitpid(pid, &status, 0);
  long long end = now_ns();
  close(master);
  printf("%lld %lld\n", total, end - start);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
