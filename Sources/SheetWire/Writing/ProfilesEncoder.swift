import LayoutCore
import StrictJSON

/// Writes `GET /profiles`: every profile with the apps it matches, and each constant with its source and its
/// confidence.
package enum ProfilesEncoder {
    package static func encode(_ profiles: [MetricsProfile]) -> [UInt8] {
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
        writer.endObject()
        return writer.bytes
    }
}
