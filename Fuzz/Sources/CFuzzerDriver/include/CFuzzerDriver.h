#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (linked by -sanitize=fuzzer): runs the fuzzing loop with `callback` as
/// the target. The harnesses call it from their own `main`, which SwiftPM's executables need.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
