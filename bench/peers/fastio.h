// The fast-IO template of competitive C++, shared by the peers in this folder: stdin read
// with fread in 64 KiB blocks, unsigned integers parsed by hand (anything that is not a digit
// separates numbers; no checks), answers gathered in a 64 KiB buffer written with fwrite.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace io {
static char in[1 << 16];
static size_t in_len = 0, in_at = 0;

inline int byte() {
  if (in_at == in_len) {
    in_len = fread(in, 1, sizeof in, stdin);
    in_at = 0;
    if (in_len == 0) return EOF;
  }
  return (unsigned char)in[in_at++];
}

// The next unsigned integer (wrapping past 2^64 - 1, as a judge's input never does);
// false at the end of input.
inline bool read(uint64_t &value) {
  int c = byte();
  while (c != EOF && (c < '0' || c > '9')) c = byte();
  if (c == EOF) return false;
  value = 0;
  for (; c >= '0' && c <= '9'; c = byte()) value = value * 10 + (uint64_t)(c - '0');
  return true;
}

static char out[1 << 16];
static size_t out_len = 0;

inline void flush() {
  fwrite(out, 1, out_len, stdout);
  out_len = 0;
}

inline void write(const char *text, size_t length) {
  if (out_len + length > sizeof out) flush();
  memcpy(out + out_len, text, length);
  out_len += length;
}

template <size_t N> inline void write(const char (&text)[N]) { write(text, N - 1); }
}  // namespace io
