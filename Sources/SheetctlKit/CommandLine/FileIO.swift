import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading and writing whole files with the system's reason when it fails.
///
/// Reads with `read(2)` until end of file, so that anything readable works: a regular file, a pipe, a FIFO,
/// `/dev/stdin` or a process substitution (`sheetctl layout <(cat seed.json)` passes `/dev/fd/63`, a pipe, which
/// `FileManager.contents(atPath:)` cannot read), and a failure names its `errno` text ("No such file or directory").
enum FileIO {
    /// Why a file could not be read or written: the `strerror` text of the failing call.
    struct Failure: Error {
        let reason: String
    }

    /// The whole content of `path` (or of standard input for `-`).
    static func read(_ path: String) throws(Failure) -> Data {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw lastFailure() }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw lastFailure()  // EISDIR for a folder, EIO, …
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Writes `data` to `path`, created or truncated (mode 0644 before the umask); to standard output for `-`.
    static func write(_ data: Data, to path: String) throws(Failure) {
        let descriptor =
            path == "-" ? STDOUT_FILENO : open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else { throw lastFailure() }
        var closeFailure: Failure?
        defer {
            if descriptor != STDOUT_FILENO, close(descriptor) != 0 { closeFailure = lastFailure() }
        }
        try write(data, descriptor: descriptor)
        if let closeFailure { throw closeFailure }
    }

    /// Writes all of `data` to an open descriptor.
    static func write(_ data: Data, descriptor: Int32) throws(Failure) {
        var failure: Failure?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastFailure()  // ENOSPC, EPIPE, …
                    return
                }
                offset += count
            }
        }
        if let failure { throw failure }
    }

    /// Whether the descriptor is a terminal, where binary output (PNG) would only garble the screen.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    private static func lastFailure() -> Failure {
        Failure(reason: String(cString: strerror(errno)))
    }
}
