import CRSVG
import Locking

/// Turns the preview's SVG into a PNG with Debian's librsvg (parsing, text through Pango and fontconfig) and
/// cairo (pixels, PNG encoding): the only code that knows either library.
///
/// Renders one image at a time: a large screen at its scale needs tens of megabytes of pixels, and one lock keeps
/// concurrent previews from multiplying that. librsvg and cairo are thread-safe for separate handles and surfaces,
/// so the lock is about memory, not correctness.
///
/// ```swift
/// let png = try PNGRasterizer.png(fromSVG: Array(svg.utf8), width: 1170, height: 2532)
/// ```
enum PNGRasterizer {
    /// The longest side of a PNG, in pixels: the preview lowers its scale to stay within it.
    static let maximumSide = 4096

    /// Why an SVG could not be rasterised.
    struct Failure: Error, Sendable {
        /// librsvg's or cairo's message.
        var message: String
    }

    private static let lock = LockedValue(())

    /// The PNG of `svg` drawn into `width` × `height` pixels (the SVG's viewport is scaled to fill them).
    ///
    /// - Parameters:
    ///   - svg: An SVG document in UTF-8.
    ///   - width: Pixels across, 1 … `maximumSide`.
    ///   - height: Pixels down, 1 … `maximumSide`.
    /// - Returns: The PNG file's bytes.
    /// - Throws: `Failure` when librsvg cannot parse or draw the document, or cairo cannot encode it.
    static func png(fromSVG svg: [UInt8], width: Int, height: Int) throws(Failure) -> [UInt8] {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw Failure(message: "a PNG of \(width) × \(height) px is outside 1…\(maximumSide) px a side")
        }
        return try lock.withLock { _ throws(Failure) in try render(svg, width: width, height: height) }
    }

    private static func render(_ svg: [UInt8], width: Int, height: Int) throws(Failure) -> [UInt8] {
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else { throw Failure(message: consume(&error) ?? "librsvg could not read the SVG") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw Failure(message: "cairo could not create a \(width) × \(height) px image")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw Failure(message: "cairo could not create a \(width) × \(height) px image")
        }
        defer { cairo_destroy(context) }

        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw Failure(message: consume(&error) ?? "librsvg could not draw the SVG")
        }
        cairo_surface_flush(surface)

        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(message: "cairo could not write the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    /// The message of a GError, which is freed.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String? {
        guard let pointer = error else { return nil }
        defer {
            g_error_free(pointer)
            error = nil
        }
        return pointer.pointee.message.map { String(cString: $0) }
    }

    /// Collects the PNG's bytes from cairo's write callback.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}
