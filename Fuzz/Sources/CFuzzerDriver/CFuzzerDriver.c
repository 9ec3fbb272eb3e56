// Only the header matters: LLVMFuzzerRunDriver is defined by libFuzzer.
#include "CFuzzerDriver.h"
