/*
 * The user's terminal for the key-echo bench, in C: no garbage collector,
 * timers or thread hand-off between a key's write and its echo's read, so
 * what it times is the program's round trip (see key_echo.ts; the Deno
 * terminal, `user_pty.ts`, times the same through a reader Worker).
 *
 * Runs PROGRAM in a new 80x24 pty (its environment is this one's), waits
 * for READY on the screen, types 20 warm-up keys and then KEYS timed ones
 * (a..z in turn, 2-6 ms apart, varied as `typeKeys` does). Each key: the
 * output already there is read first (it cannot be the echo), the clock is
 * read right before the write, and poll+read go on until the key's byte is
 * printed as text, not inside an escape sequence (`printsByte`'s rule, here
 * kept across reads); the clock is read right after the read that held it.
 * A key with no echo in 10 s is skipped (3 allowed, as `typeKeys`).
 *
 * Prints "WRITTEN_NS LATENCY_NS" per timed key (CLOCK_MONOTONIC, the clock
 * keystamp.c stamps with, so the bench can split a trip into way in and way
 * out). Then kills PROGRAM, first, with -q, typing "Q" (keystamp's end) and
 * waiting for keystamp's STAMPED.
 *
 * Usage: keyecho [-q] KEYS PROGRAM [ARG...]
 * Built by bench/native.ts at bench time: gcc -O2 keyecho.c -o keyecho -lutil
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define WARM_KEYS 20
#define LOST_KEYS_ALLOWED 3
#define ECHO_TIMEOUT_MS 10000
#define READY_TIMEOUT_MS 30000

static int master = -1;
static pid_t child = -1;

static long long now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void fail(const char *what) {
  fprintf(stderr, "keyecho: %s\n", what);
  if (child > 0) kill(child, SIGKILL);
  exit(1);
}

/* Where the output is: text, or inside an escape sequence. */
enum { GROUND, ESC, ESC_INTERMEDIATE, CSI, STRING, STRING_ESC };
static int state = GROUND;

/* Feeds one byte of output; true when it is `key` printed as text. */
static int prints(unsigned char b, int key) {
  switch (state) {
  case GROUND:
    if (b == 0x1b) state = ESC;
    else return b == key;
    return 0;
  case ESC: /* CSI; OSC, DCS, APC; ESC ( B and friends; ESC 7, ESC M ... */
    state = b == '[' ? CSI
            : b == ']' || b == 'P' || b == '_' ? STRING
            : b >= 0x20 && b <= 0x2f ? ESC_INTERMEDIATE
            : GROUND;
    return 0;
  case ESC_INTERMEDIATE: /* one final byte */
    state = GROUND;
    return 0;
  case CSI: /* parameters and intermediates up to a final 0x40-0x7e */
    if (b >= 0x40 && b <= 0x7e) state = GROUND;
    return 0;
  case STRING: /* up to BEL or ST */
    if (b == 0x07) state = GROUND;
    else if (b == 0x1b) state = STRING_ESC;
    return 0;
  default: /* STRING_ESC */
    state = b == '\\' ? GROUND : b == 0x1b ? STRING_ESC : STRING;
    return 0;
  }
}

/*
 * Reads what comes within `timeout_ms` (0: only what is there); returns
 * 1 once `key` is printed (its stamp in *at), 0 on timeout, -1 at the end
 * of the output. `key` -1 matches nothing.
 */
static int read_for(int key, int timeout_ms, long long *at) {
  static unsigned char buf[65536];
  long long deadline = now_ns() + (long long)timeout_ms * 1000000LL;
  for (;;) {
    long long left = (deadline - now_ns()) / 1000000LL;
    struct pollfd p = {.fd = master, .events = POLLIN};
    int r = poll(&p, 1, left < 0 ? 0 : (int)left);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    ssize_t n = read(master, buf, sizeof buf);
    long long t = now_ns();
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1; /* EIO: the program and its pty are gone */
    int found = 0;
    for (ssize_t i = 0; i < n; i++) found |= prints(buf[i], key);
    if (found) {
      *at = t;
      return 1;
    }
  }
}

/* Waits until the program has printed `word`; fails with `why` if not. */
static void await_word(const char *word, const char *why) {
  size_t len = strlen(word), matched = 0;
  unsigned char c;
  long long deadline = now_ns() + READY_TIMEOUT_MS * 1000000LL;
  while (matched < len) {
    long long left = (deadline - now_ns()) / 1000000LL;
    struct pollfd p = {.fd = master, .events = POLLIN};
    if (left <= 0 || poll(&p, 1, (int)left) <= 0) fail(why);
    if (read(master, &c, 1) != 1) {
      char ended[64];
      snprintf(ended, sizeof ended, "the program ended before %s", word);
      fail(ended);
    }
    matched = c == word[matched] ? matched + 1 : c == word[0] ? 1 : 0;
  }
}

/* Types `count` keys; prints their samples when `timed`. */
static void type_keys(int count, int timed) {
  static int lost = 0;
  long long at;
  for (int i = 0; i < count; i++) {
    unsigned char key = (unsigned char)('a' + i % 26);
    if (read_for(-1, 0, &at) < 0) fail("the program ended");
    long long start = now_ns();
    if (write(master, &key, 1) != 1) fail("the pty did not take a key");
    int r = read_for(key, ECHO_TIMEOUT_MS, &at);
    if (r < 0) fail("the program ended");
    if (r == 0) {
      if (++lost > LOST_KEYS_ALLOWED) fail("no echo of 4 keys within 10 s");
      fprintf(stderr, "keyecho: a key's echo did not come in 10 s; skipped\n");
    } else if (timed) {
      printf("%lld %lld\n", start, at - start);
    }
    struct timespec gap = {0, (2 + (i * 7) % 5) * 1000000L};
    nanosleep(&gap, NULL);
  }
}

int main(int argc, char **argv) {
  int quit = argc > 1 && strcmp(argv[1], "-q") == 0;
  if (argc < 3 + quit) {
    fprintf(stderr, "usage: keyecho [-q] KEYS PROGRAM [ARG...]\n");
    return 2;
  }
  int keys = atoi(argv[1 + quit]);
  struct winsize ws = {.ws_row = 24, .ws_col = 80};
  child = forkpty(&master, NULL, NULL, &ws);
  if (child < 0) fail("forkpty failed");
  if (child == 0) {
    execvp(argv[2 + quit], argv + 2 + quit);
    _exit(127);
  }
  await_word("READY", "no READY within 30 s; does the program start?");
  type_keys(WARM_KEYS, 0);
  type_keys(keys, 1);
  fflush(stdout);
  if (quit) {
    if (write(master, "Q", 1) != 1) fail("the pty did not take Q");
    await_word("STAMPED", "no STAMPED within 30 s of Q; is it keystamp?");
  }
  kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  return 0;
}
