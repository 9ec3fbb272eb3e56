import CFuzzerDriver
import Foundation
import NavGraphFuzz

/// libFuzzer's loop over the read of a file in pieces against its read whole, one input at a time.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(
    LLVMFuzzerRunDriver(&argc, &argv) { data, count in
        PiecesFuzz.run(Array(UnsafeBufferPointer(start: data, count: count)))
        return 0
    })
