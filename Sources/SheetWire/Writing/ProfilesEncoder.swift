import LayoutCore
import StrictJSON

/// Writes `GET /profiles`: every profile with its era, the apps it matches and each constant, its source and its confidence, the fonts
/// that measure text, then the deprecated names that still work.
package enum ProfilesEncoder {
    /// The body of `GET /profiles`.
    /// - Parameters:
    ///   - profiles: the profiles, in the order listed.
    ///   - fonts: the measurer's font set, written as the `fonts` member.
    ///   - aliases: the deprecated profile names that still work.
    package static func encode(
        _ profiles: [MetricsProfile], fonts: MeasuringFonts,
        aliases: [ProfileAlias] = MetricsProfile.deprecatedAliases
    ) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writer.beginObject()
        writer.member("default", MetricsProfile.defaultName)
        writeFonts(fonts, into: &writer)
        writer.key(literal: "profiles")
        writer.beginArray()
        for profile in profiles {
            writer.beginObject()
            writer.member("name", profile.name)
            writer.member("era", profile.era)
            writer.member("matchingApps", profile.matchingApps)
            writer.key(literal: "constants")
            writer.beginArray()
            for constant in profile.constants {
                writer.beginObject()
                writer.member("name", constant.name)
                // A plain number is a JSON number; rules, colours and tables are their text.
                if let number = constant.number {
                    writer.key(literal: "value")
                    writer.number(number)
                } else {
                    writer.member("value", constant.value)
                }
                writer.member("source", constant.source)
                writer.member("confidence", constant.confidence.rawValue)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key(literal: "deprecatedAliases")
        writer.beginArray()
        for alias in aliases {
            writer.stringObject(["name": alias.name, "profile": alias.profileName, "reason": alias.reason])
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// `"fonts": {"name", "tracking", "faces": [{"role", "family", "file", "faceIndex"}]}`.
    private static func writeFonts(_ fonts: MeasuringFonts, into writer: inout JSONWriter) {
        writer.key(literal: "fonts")
        writer.beginObject()
        writer.member("name", fonts.name)
        writer.member("tracking", fonts.tracking)
        writer.key(literal: "faces")
        writer.beginArray()
        for face in fonts.faces {
            writer.beginObject()
            writer.member("role", face.role)
            writer.member("family", face.family)
            writer.member("file", face.file)
            writer.key(literal: "faceIndex")
            writer.number(face.faceIndex)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
