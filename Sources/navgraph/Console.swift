import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole strings to stdout or stderr in one call, unbuffered by Swift.
///
/// Standard output that cannot be written (a full disk, a closed descriptor,
/// an I/O error) ends the process with a one-line message and exit 74
/// (EX_IOERR): a truncated output must never look like a success. A closed
/// pipe (`navgraph gen | head`) ends it quietly by SIGPIPE, as it ends `cat`,
/// even when the parent left SIGPIPE ignored or blocked.
enum Console {
    static func out(_ text: String) {
        var text = text
        text.withUTF8 { out($0) }
    }

    static func out(_ buffer: UnsafeBufferPointer<UInt8>) {
        if !FileDescriptor.writeAll(buffer, to: 1) { standardOutputFailed(errno) }
    }

    /// Bytes in pieces (a generated file), one after another.
    static func out(_ pieces: [ByteBuffer]) {
        if !FileDescriptor.writeAll(pieces, to: 1) { standardOutputFailed(errno) }
    }

    static func err(_ text: String) { FileDescriptor.writeAll(text, to: 2) }

    /// `navgraph: error: MESSAGE` on stderr, one line: the message is made
    /// terminal-safe, file names in it included (a module named with escapes
    /// must not drive the terminal).
    static func error(_ message: String) { err("navgraph: error: \(message.terminalSafe)\n") }

    /// `navgraph: note: MESSAGE` on stderr, one line: what to do about an error just printed.
    static func note(_ message: String) { err("navgraph: note: \(message.terminalSafe)\n") }

    /// Writes `navgraph: warning: message` to standard error.
    static func warning(_ message: String) { err("navgraph: warning: \(message.terminalSafe)\n") }

    private static func standardOutputFailed(_ error: Int32) -> Never {
        if error == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            var pipe = sigset_t()
            sigemptyset(&pipe)
            sigaddset(&pipe, SIGPIPE)
            pthread_sigmask(SIG_UNBLOCK, &pipe, nil)
            raise(SIGPIPE)
        }
        Console.error("cannot write standard output: \(String(cString: strerror(error == 0 ? EIO : error)))")
        ProcessExit.now(ExitStatus.ioErrorCode)
    }
}

/// Standard input, output and error, made sure to be open before anything
/// else is. A descriptor the parent closed (`>&-`) would otherwise be the
/// next file opened, and the command's output would land in it; it is held
/// by /dev/null instead, opened read-only for output so that writing it
/// still fails (and standard output reports the error).
enum StandardStreams {
    static func reserve() {
        for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let held = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY)
            if held >= 0, held != fd {
                dup2(held, fd)
                close(held)
            }
        }
    }
}
