import LayoutCore
import StrictJSON

/// Writes `GET /profiles`: every profile with its era and each constant, its source and its confidence, then the
/// deprecated names that still work.
package enum ProfilesEncoder {
    /// The body of `GET /profiles` for `profiles` and `aliases`.
    package static func encode(
        _ profiles: [MetricsProfile], aliases: [ProfileAlias] = MetricsProfile.deprecatedAliases
    ) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writer.beginObject()
        writer.key(literal: "default")
        writer.string(MetricsProfile.defaultName)
        writer.key(literal: "profiles")
        writer.beginArray()
        for profile in profiles {
            writer.beginObject()
            writer.key(literal: "name")
            writer.string(profile.name)
            writer.key(literal: "era")
            writer.string(profile.era)
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
}
