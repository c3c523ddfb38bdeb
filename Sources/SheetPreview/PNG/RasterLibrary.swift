#if canImport(Glibc)
    import Glibc
#endif

/// librsvg and cairo (with GLib beneath them), loaded the first time a PNG preview is asked for.
///
/// Linked at build time they would be mapped into every start of the daemon, with dozens of shared
/// libraries (Pango, GIO, GnuTLS, X11, …) that only `Accept: image/png` uses, and loading them is a
/// large part of the start-up time that issue 7's first-answer target bounds (figures in
/// BENCHMARKS.md). Here `dlopen` maps librsvg, and with it cairo and GLib, on the first PNG, and
/// `dlsym` finds each of the twelve functions the rasterizer calls.
///
/// The function types restate the C declarations of librsvg 2.48+, cairo 1.x and GLib 2.x, which
/// are stable ABI: pointers for their opaque objects, `Int32` for `int`, `gboolean` and the enums
/// `cairo_format_t` and `cairo_status_t`, `UInt` for `gsize`.
package struct RasterLibrary: @unchecked Sendable {
    /// `rsvg_handle_new_from_data(const guint8 *, gsize, GError **) -> RsvgHandle *`.
    typealias NewHandle =
        @convention(c) (UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) ->
        UnsafeMutableRawPointer?
    /// A function of one pointer that returns nothing: `g_object_unref`, `g_error_free`,
    /// `cairo_surface_destroy`, `cairo_surface_flush`, `cairo_destroy`.
    typealias Release = @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// `cairo_image_surface_create(cairo_format_t, int width, int height) -> cairo_surface_t *`.
    typealias CreateImageSurface = @convention(c) (Int32, Int32, Int32) -> UnsafeMutableRawPointer?
    /// `cairo_surface_status(cairo_surface_t *) -> cairo_status_t`.
    typealias SurfaceStatus = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    /// `cairo_create(cairo_surface_t *) -> cairo_t *`.
    typealias CreateContext = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    /// `rsvg_handle_render_document(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **) -> gboolean`.
    typealias RenderDocument =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?,
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> Int32
    /// `cairo_write_func_t`: `(void *closure, const unsigned char *data, unsigned int length) -> cairo_status_t`.
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    /// `cairo_surface_write_to_png_stream(cairo_surface_t *, cairo_write_func_t, void *) -> cairo_status_t`.
    typealias WritePNGStream =
        @convention(c) (UnsafeMutableRawPointer?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32
    /// `cairo_status_to_string(cairo_status_t) -> const char *`.
    typealias StatusText = @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// `CAIRO_FORMAT_ARGB32`.
    static let formatARGB32: Int32 = 0
    /// `CAIRO_STATUS_SUCCESS`.
    static let statusSuccess: Int32 = 0
    /// `CAIRO_STATUS_WRITE_ERROR`.
    static let statusWriteError: Int32 = 11

    let newHandle: NewHandle
    let objectUnref: Release
    let errorFree: Release
    let createImageSurface: CreateImageSurface
    let surfaceDestroy: Release
    let surfaceStatus: SurfaceStatus
    let surfaceFlush: Release
    let createContext: CreateContext
    let destroyContext: Release
    let renderDocument: RenderDocument
    let writePNGStream: WritePNGStream
    let statusText: StatusText

    /// The daemon's librsvg, loaded on first use (Swift initialises a static once, thread-safely).
    static let shared = load(soname: "librsvg-2.so.2")

    /// The library named `soname` (librsvg's, or one that exports the same functions), or why it cannot
    /// be used.
    static func load(soname: String) -> Result<RasterLibrary, PNGRasterizer.Failure> {
        guard let library = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(PNGRasterizer.Failure(message: "cannot load \(soname): \(lastLoaderError())"))
        }
        // dlsym searches the library and then what it depends on, so cairo's and GLib's functions are found
        // through librsvg's handle. The library stays loaded for the life of the process.
        func function<Function>(_ name: String, _: Function.Type) throws(PNGRasterizer.Failure) -> Function {
            guard let address = dlsym(library, name) else {
                throw PNGRasterizer.Failure(message: "\(soname) has no \(name): \(lastLoaderError())")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        do throws(PNGRasterizer.Failure) {
            return .success(
                RasterLibrary(
                    newHandle: try function("rsvg_handle_new_from_data", NewHandle.self),
                    objectUnref: try function("g_object_unref", Release.self),
                    errorFree: try function("g_error_free", Release.self),
                    createImageSurface: try function("cairo_image_surface_create", CreateImageSurface.self),
                    surfaceDestroy: try function("cairo_surface_destroy", Release.self),
                    surfaceStatus: try function("cairo_surface_status", SurfaceStatus.self),
                    surfaceFlush: try function("cairo_surface_flush", Release.self),
                    createContext: try function("cairo_create", CreateContext.self),
                    destroyContext: try function("cairo_destroy", Release.self),
                    renderDocument: try function("rsvg_handle_render_document", RenderDocument.self),
                    writePNGStream: try function("cairo_surface_write_to_png_stream", WritePNGStream.self),
                    statusText: try function("cairo_status_to_string", StatusText.self)))
        } catch {
            return .failure(error)
        }
    }

    /// The message of a `GError`, which it then frees.
    ///
    /// `struct _GError { GQuark domain; gint code; gchar *message; }`: two 32-bit fields, then the
    /// pointer at the next pointer-aligned offset.
    func message(freeing error: UnsafeMutableRawPointer) -> String? {
        defer { errorFree(error) }
        let offset =
            (MemoryLayout<UInt32>.size + MemoryLayout<Int32>.size + MemoryLayout<UnsafeRawPointer>.alignment - 1)
            / MemoryLayout<UnsafeRawPointer>.alignment * MemoryLayout<UnsafeRawPointer>.alignment
        return error.load(fromByteOffset: offset, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
    }

    /// cairo's text for `status`.
    func text(of status: Int32) -> String {
        statusText(status).map { String(cString: $0) } ?? "cairo status \(status)"
    }

    private static func lastLoaderError() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
