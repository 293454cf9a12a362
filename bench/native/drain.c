/*
 * The end-to-end ceiling: runs `cat FILE...` on a new pty and drains the
 * master with a tight blocking read loop that parses nothing. Prints
 * "BYTES NANOSECONDS" (from before the pty is opened until the child is
 * reaped after its output has ended).
 *
 * After them, for bench/cat_threads.ts: this process's own "RUN_NS
 * WAIT_NS SWITCHES" (/proc/self/schedstat: time run, time waited in a run
 * queue, times switched in; its forkpty and start included, about 1 ms)
 * and the CPU time of `cat` (user + system, ns).
 *
 * Built by bench/native.ts at bench time: gcc -O2 drain.c -o drain -lutil
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
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
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("wait4");
    return 1;
  }
  long long end = now_ns();
  close(master);
  long long run = 0, waited = 0, switches = 0;
  FILE *sched = fopen("/proc/self/schedstat", "r");
  if (sched) {
    if (fscanf(sched, "%lld %lld %lld", &run, &waited, &switches) != 3) {
      run = waited = switches = 0;
    }
    fclose(sched);
  }
  long long cat_ns =
      (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL +
      (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
  printf("%lld %lld %lld %lld %lld %lld\n", total, end - start, run, waited,
         switches, cat_ns);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
