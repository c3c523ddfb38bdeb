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
        writer.key(literal: "default")
        writer.string(MetricsProfile.defaultName)
        writeFonts(fonts, into: &writer)
        writer.key(literal: "profiles")
        writer.beginArray()
        for profile in profiles {
            writer.beginObject()
            writer.key(literal: "name")
            writer.string(profile.name)
            writer.key(literal: "era")
            writer.string(profile.era)
            writer.key(literal: "matchingApps")
            writer.string(profile.matchingApps)
            writer.key(literal: "constants")
            writer.beginArray()
            for constant in profile.constants {
                writer.beginObject()
                writer.key(literal: "name")
                writer.string(constant.name)
                writer.key(literal: "value")
                writer.string(constant.value)
                writer.key(literal: "source")
                writer.string(constant.source)
                writer.key(literal: "confidence")
                writer.string(constant.confidence.rawValue)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key(literal: "deprecatedAliases")
        writer.beginArray()
        for alias in aliases {
            writer.beginObject()
            writer.key(literal: "name")
            writer.string(alias.name)
            writer.key(literal: "profile")
            writer.string(alias.profileName)
            writer.key(literal: "reason")
            writer.string(alias.reason)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    /// `"fonts": {"name", "tracking", "faces": [{"role", "family", "file", "faceIndex"}]}`.
    private static func writeFonts(_ fonts: MeasuringFonts, into writer: inout JSONWriter) {
        writer.key(literal: "fonts")
        writer.beginObject()
        writer.key(literal: "name")
        writer.string(fonts.name)
        writer.key(literal: "tracking")
        writer.string(fonts.tracking)
        writer.key(literal: "faces")
        writer.beginArray()
        for face in fonts.faces {
            writer.beginObject()
            writer.key(literal: "role")
            writer.string(face.role)
            writer.key(literal: "family")
            writer.string(face.family)
            writer.key(literal: "file")
            writer.string(face.file)
            writer.key(literal: "faceIndex")
            writer.number(face.faceIndex)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
