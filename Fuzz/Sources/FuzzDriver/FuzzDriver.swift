import CFuzzerDriver
import Foundation

/// The one input function of this process's libFuzzer loop. libFuzzer takes a C
/// function pointer, which can capture nothing: it reads the function from here.
nonisolated(unsafe) private var input: (([UInt8]) -> Void)?

/// Runs libFuzzer's loop over `body`, one input at a time, and exits with its
/// status: each harness's `main` is this one call.
public func fuzz(_ body: @escaping ([UInt8]) -> Void) -> Never {
    input = body
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, count in
            input?(Array(UnsafeBufferPointer(start: data, count: count)))
            return 0
        })
}
