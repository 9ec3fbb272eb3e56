import CFuzzerDriver
import Foundation
import NavGraphFuzz

/// libFuzzer's loop over the whole `check` pipeline, one input at a time.
exit(LLVMFuzzerRunDriver(&CommandLine.argc, &CommandLine.unsafeArgv) { data, count in
    CheckPipelineFuzz.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
})
