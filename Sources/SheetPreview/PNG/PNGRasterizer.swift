import Locking

/// Turns the preview's SVG into a PNG with Debian's librsvg (parsing, text through Pango and fontconfig) and
/// cairo (pixels, PNG encoding), loaded on the first PNG (`RasterLibrary`): with it, the only code that knows
/// either library.
///
/// Renders one image at a time: a large screen at its scale needs tens of megabytes of pixels, and one lock keeps
/// concurrent previews from multiplying that. librsvg and cairo are thread-safe for separate handles and surfaces,
/// so the lock is about memory, not correctness. The daemon draws each image in a child process
/// (`drawInChildProcesses`, `RasterProcess`), so that the libraries' memory goes with it; elsewhere (tests, a
/// client's local answers) the freed heap goes back to the system after each image (`HeapTrim`).
///
/// ```swift
/// let png = try PNGRasterizer.png(fromSVG: Array(svg.utf8), width: 1170, height: 2532)
/// ```
package enum PNGRasterizer {
    /// The longest side of a PNG, in pixels: the preview lowers its scale to stay within it.
    static let maximumSide = 4096

    /// Why an SVG could not be rasterised.
    package struct Failure: Error, Sendable {
        /// librsvg's or cairo's message.
        package var message: String
    }

    /// Held while a PNG is drawn; holds the executable of `RasterProcess` once `drawInChildProcesses` set it.
    private static let lock = LockedValue<String?>(nil)

    /// From now on each PNG is drawn by a child process running `executable` (the daemon's own, which must
    /// answer `RasterProcess.argumentName`), so that the memory the libraries take for it goes when it exits.
    package static func drawInChildProcesses(executable: String) {
        lock.withLock { $0 = executable }
    }

    /// The PNG of `svg` drawn into `width` × `height` pixels (the SVG's viewport is scaled to fill them).
    ///
    /// - Parameters:
    ///   - svg: An SVG document in UTF-8.
    ///   - width: Pixels across, 1 … `maximumSide`.
    ///   - height: Pixels down, 1 … `maximumSide`.
    /// - Returns: The PNG file's bytes.
    /// - Throws: `Failure` when librsvg cannot be loaded, cannot parse or draw the document, or cairo cannot
    ///   encode it.
    static func png(fromSVG svg: [UInt8], width: Int, height: Int) throws(Failure) -> [UInt8] {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw Failure(message: "a PNG of \(width) × \(height) px is outside 1…\(maximumSide) px a side")
        }
        return try lock.withLock { executable throws(Failure) in
            if let executable {
                return try RasterProcess.png(executable: executable, svg: svg, width: width, height: height)
            }
            // Whether drawn or failed, what librsvg and cairo freed goes back to the system (`HeapTrim`).
            defer { HeapTrim.releaseFreeHeap() }
            return try render(svg, width: width, height: height)
        }
    }

    /// The PNG drawn in this process, for `RasterProcess`'s child (which draws one and exits).
    static func pngInThisProcess(fromSVG svg: [UInt8], width: Int, height: Int) throws(Failure) -> [UInt8] {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw Failure(message: "a PNG of \(width) × \(height) px is outside 1…\(maximumSide) px a side")
        }
        return try render(svg, width: width, height: height)
    }

    private static func render(_ svg: [UInt8], width: Int, height: Int) throws(Failure) -> [UInt8] {
        let library = try RasterLibrary.shared.get()
        var error: UnsafeMutableRawPointer?
        let handle = svg.withUnsafeBufferPointer { buffer in
            library.newHandle(buffer.baseAddress, UInt(buffer.count), &error)
        }
        guard let handle else {
            throw Failure(message: error.flatMap(library.message(freeing:)) ?? "librsvg could not read the SVG")
        }
        defer { library.objectUnref(handle) }

        guard let surface = library.createImageSurface(RasterLibrary.formatARGB32, Int32(width), Int32(height)) else {
            throw Failure(message: "cairo could not create a \(width) × \(height) px image")
        }
        defer { library.surfaceDestroy(surface) }
        guard library.surfaceStatus(surface) == RasterLibrary.statusSuccess,
            let context = library.createContext(surface)
        else {
            throw Failure(message: "cairo could not create a \(width) × \(height) px image")
        }
        defer { library.destroyContext(context) }

        // RsvgRectangle: x, y, width, height, four doubles in a row.
        let viewport: [Double] = [0, 0, Double(width), Double(height)]
        let isDrawn = viewport.withUnsafeBytes { rectangle in
            library.renderDocument(handle, context, rectangle.baseAddress, &error) != 0
        }
        guard isDrawn else {
            throw Failure(message: error.flatMap(library.message(freeing:)) ?? "librsvg could not draw the SVG")
        }
        library.surfaceFlush(surface)

        let sink = ByteSink()
        let status = library.writePNGStream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return RasterLibrary.statusWriteError }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return RasterLibrary.statusSuccess
            }, Unmanaged.passUnretained(sink).toOpaque())
        withExtendedLifetime(sink) {}
        guard status == RasterLibrary.statusSuccess else {
            throw Failure(message: "cairo could not write the PNG: \(library.text(of: status))")
        }
        return sink.bytes
    }

    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}
