#if canImport(Glibc)
    import Glibc
#endif

/// Draws a PNG in a short-lived child process, so that what librsvg, Pango, fontconfig and cairo allocate
/// for it goes when the child exits.
///
/// In the daemon's own process that memory stayed: the RSS grew from about 25 MB to 100–170 MB after a
/// few dozen previews of long bidirectional texts at @3x and never came back (issue 29), and returning
/// glibc's free heap (`malloc_trim`) gave back only a little of it, since most of it is still held by
/// the libraries' font, glyph and layout caches. The child is the daemon's own executable started with
/// `argumentName` (`sheetd --rasterize-png WIDTH HEIGHT`), which reads the SVG on standard input,
/// writes the PNG on standard output, and a failure's message on standard error (`serve(arguments:)`).
/// A PNG costs the start of that process and the loading of librsvg (milliseconds, next to the tens
/// to hundreds of milliseconds of drawing it; BENCHMARKS.md has the figures); the daemon's RSS no
/// longer depends on how many previews it drew.
package enum RasterProcess {
    /// The first argument that makes the daemon draw one PNG instead of serving.
    package static let argumentName = "--rasterize-png"

    /// The PNG of `svg`, drawn by `executable argumentName width height`.
    static func png(executable: String, svg: [UInt8], width: Int, height: Int) throws(PNGRasterizer.Failure)
        -> [UInt8]
    {
        let arguments = [executable, argumentName, String(width), String(height)]
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard openPipe(&input), openPipe(&output), openPipe(&errors) else {
            for end in [input, output, errors].joined() where end >= 0 { close(end) }
            throw failure("cannot create the pipes of the PNG process")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        var child: pid_t = 0
        let spawned = withCStrings(arguments) { argv in posix_spawn(&child, executable, &actions, nil, argv, environ) }
        close(input[0])
        close(output[1])
        close(errors[1])
        guard spawned == 0 else {
            for end in [input[1], output[0], errors[0]] { close(end) }
            throw failure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        // The child reads all of its input before it writes anything, so writing first cannot deadlock.
        let isWritten = write(svg, to: input[1])
        close(input[1])
        let png = readAll(output[0])
        let message = String(decoding: readAll(errors[0]), as: UTF8.self)
        close(output[0])
        close(errors[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exitedCleanly = (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0
        guard isWritten, exitedCleanly, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            let reason = message.isEmpty ? "the PNG process failed (wait status \(status))" : message
            throw PNGRasterizer.Failure(message: reason.trimmingNewlines)
        }
        return png
    }

    /// The child's side: draws the PNG of the SVG on standard input, `arguments` being
    /// `[argumentName, width, height]`, and returns the exit status (0 done, 1 failed, 2 bad arguments).
    package static func serve(arguments: [String]) -> Int32 {
        guard arguments.count == 3, arguments[0] == argumentName, let width = Int(arguments[1]),
            let height = Int(arguments[2])
        else {
            writeText("usage: \(argumentName) WIDTH HEIGHT < image.svg > image.png\n", to: STDERR_FILENO)
            return 2
        }
        do throws(PNGRasterizer.Failure) {
            let png = try PNGRasterizer.pngInThisProcess(fromSVG: readAll(STDIN_FILENO), width: width, height: height)
            return write(png, to: STDOUT_FILENO) ? 0 : 1
        } catch {
            writeText(error.message + "\n", to: STDERR_FILENO)
            return 1
        }
    }

    /// A pipe whose ends are closed on `exec` (the child gets its own copies through `dup2`). `pipe2` with
    /// `O_CLOEXEC` is not imported into Swift; PNGs are drawn one at a time, so nothing else spawns between.
    private static func openPipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        return ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
    }

    private static func failure(_ message: String) -> PNGRasterizer.Failure {
        PNGRasterizer.Failure(message: message)
    }

    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }

    private static func writeText(_ text: String, to descriptor: Int32) {
        _ = write(Array(text.utf8), to: descriptor)
    }
}

extension String {
    fileprivate var trimmingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
