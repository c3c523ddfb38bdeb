import LayoutCore
import StrictJSON

/// Writes `GET /profiles`: every profile with each constant, its source and its confidence.
enum ProfilesEncoder {
    static func encode(_ profiles: [MetricsProfile]) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writer.beginObject()
        writer.key("default")
        writer.string(MetricsProfile.defaultName)
        writer.key("profiles")
        writer.beginArray()
        for profile in profiles {
            writer.beginObject()
            writer.key("name")
            writer.string(profile.name)
            writer.key("constants")
            writer.beginArray()
            for constant in profile.constants {
                writer.beginObject()
                writer.key("name")
                writer.string(constant.name)
                writer.key("value")
                writer.string(constant.value)
                writer.key("source")
                writer.string(constant.source)
                writer.key("confidence")
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
