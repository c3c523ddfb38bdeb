import LayoutCore
import StrictJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FontConfiguration {
    /// The largest configuration file read: a configuration is a few hundred bytes.
    static let maximumFileBytes = 1 << 20
    /// The most fallbacks: a cascade's faces are numbered in a byte, and a family lookup in a 64-bit mask.
    static let maximumFallbacks = 32

    /// Reads a font configuration file: every role a font file, relative paths taken from the file's folder.
    ///
    /// ```json
    /// {
    ///   "name": "SF Pro + Hiragino Sans",
    ///   "primary": {
    ///     "text": { "regular": "SF-Pro-Text-Regular.otf", "semibold": "SF-Pro-Text-Semibold.otf" },
    ///     "display": { "regular": "SF-Pro-Display-Regular.otf", "semibold": "SF-Pro-Display-Semibold.otf" },
    ///     "tracking": "sf"
    ///   },
    ///   "cjk": { "regular": { "path": "HiraginoSans.ttc", "faceIndex": 3 }, "semibold": "HiraginoSans-W6.ttc" },
    ///   "fallbacks": [{ "regular": "NotoSans-Regular.ttf", "semibold": "NotoSans-Bold.ttf" }]
    /// }
    /// ```
    ///
    /// `name` is optional (the file's name by default) and `fallbacks` may be empty; every other member is
    /// required and no other member is allowed. Whether each file holds a font is checked when a
    /// ``HarfBuzzTextMeasurer`` loads it.
    ///
    /// - Parameter path: the configuration file.
    /// - Throws: ``TextShapingError/invalidFontConfiguration(file:key:problem:)`` naming the first wrong
    ///   member (a JSON pointer) and what is wrong with it.
    public static func read(fromFile path: String) throws(TextShapingError) -> FontConfiguration {
        let reader = ConfigurationReader(file: path)
        let bytes = try reader.contents()
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw reader.invalid("", "is not valid JSON: \(error)")
        }
        let object = try reader.object(root, at: "", allowed: ["name", "primary", "cjk", "fallbacks"])
        let primary = try reader.object(
            try reader.member("primary", of: object, at: ""), at: "/primary", allowed: ["text", "display", "tracking"])
        let trackingName = try reader.string(
            try reader.member("tracking", of: primary, at: "/primary"), at: "/primary/tracking")
        guard let tracking = Tracking(rawValue: trackingName) else {
            throw reader.invalid(
                "/primary/tracking",
                "is \"\(trackingName)\"; expected one of "
                    + Tracking.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        var fallbacks: [WeightedFaces] = []
        if let list = object["fallbacks"] {
            guard let items = list.arrayValue, items.count <= FontConfiguration.maximumFallbacks else {
                throw reader.invalid("/fallbacks", "must be an array of at most \(FontConfiguration.maximumFallbacks)")
            }
            for index in items.indices {
                fallbacks.append(try reader.weightedFaces(items[index], at: "/fallbacks/\(index)"))
            }
        }
        var name = Self.fileName(of: path)
        if let value = object["name"] {
            name = try reader.string(value, at: "/name")
        }
        return FontConfiguration(
            name: name, file: path, packages: [],
            primaryText: try reader.weightedFaces(
                try reader.member("text", of: primary, at: "/primary"), at: "/primary/text"),
            primaryDisplay: try reader.weightedFaces(
                try reader.member("display", of: primary, at: "/primary"), at: "/primary/display"),
            cjk: try reader.weightedFaces(try reader.member("cjk", of: object, at: ""), at: "/cjk"),
            fallbacks: fallbacks, tracking: tracking)
    }

    /// `path` without its folder.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Reads the members of one configuration file, each error naming the file and the member.
private struct ConfigurationReader {
    let file: String
    /// The folder relative paths are taken from, with its trailing slash (empty: the working directory).
    let folder: String

    init(file: String) {
        self.file = file
        if let slash = file.lastIndex(of: "/") {
            folder = String(file[...slash])
        } else {
            folder = ""
        }
    }

    func invalid(_ key: String, _ problem: String) -> TextShapingError {
        .invalidFontConfiguration(file: file, key: key, problem: problem)
    }

    /// The file's bytes.
    func contents() throws(TextShapingError) -> [UInt8] {
        guard let stream = fopen(file, "rb") else {
            throw invalid("", "cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > FontConfiguration.maximumFileBytes {
                throw invalid("", "is larger than \(FontConfiguration.maximumFileBytes) bytes")
            }
            if count < chunk.count { break }
        }
        if ferror(stream) != 0 { throw invalid("", "cannot be read: \(String(cString: strerror(errno)))") }
        return bytes
    }

    /// `value` as an object whose members are all in `allowed`.
    func object(_ value: JSONValue, at key: String, allowed: Set<String>) throws(TextShapingError) -> JSONObject {
        guard let object = value.objectValue else { throw invalid(key, "must be an object") }
        if let unknown = object.keys.first(where: { !allowed.contains($0) }) {
            throw invalid(
                "\(key)/\(unknown)",
                "is not a member of a font configuration here; expected " + allowed.sorted().joined(separator: ", "))
        }
        return object
    }

    /// The required member `name` of `object` (at `key`).
    func member(_ name: String, of object: JSONObject, at key: String) throws(TextShapingError) -> JSONValue {
        guard let value = object[name] else { throw invalid("\(key)/\(name)", "is missing") }
        return value
    }

    /// `value` as a non-empty string.
    func string(_ value: JSONValue, at key: String) throws(TextShapingError) -> String {
        guard let text = value.stringValue, !text.isEmpty else { throw invalid(key, "must be a non-empty string") }
        return text
    }

    /// `{"regular": …, "semibold": …}`.
    func weightedFaces(_ value: JSONValue, at key: String) throws(TextShapingError) -> FontConfiguration.WeightedFaces {
        let object = try object(value, at: key, allowed: ["regular", "semibold"])
        return FontConfiguration.WeightedFaces(
            regular: try face(try member("regular", of: object, at: key), at: key + "/regular"),
            semibold: try face(try member("semibold", of: object, at: key), at: key + "/semibold"))
    }

    /// A path, or `{"path": …, "faceIndex": N}`, of a readable file.
    func face(_ value: JSONValue, at key: String) throws(TextShapingError) -> FontConfiguration.FaceFile {
        var name: String
        var faceIndex = 0
        if value.stringValue != nil {
            name = try string(value, at: key)
        } else {
            let object = try object(value, at: key, allowed: ["path", "faceIndex"])
            name = try string(try member("path", of: object, at: key), at: key + "/path")
            if let index = object["faceIndex"] {
                guard let number = index.numberValue, number >= 0, number < 65536, number == number.rounded() else {
                    throw invalid(key + "/faceIndex", "must be an integer from 0 to 65535")
                }
                faceIndex = Int(number)
            }
        }
        let path = name.hasPrefix("/") ? name : folder + name
        guard access(path, R_OK) == 0 else {
            throw invalid(key, "names \(path), which \(access(path, F_OK) == 0 ? "cannot be read" : "does not exist")")
        }
        return FontConfiguration.FaceFile(path: path, faceIndex: faceIndex, key: key)
    }
}
