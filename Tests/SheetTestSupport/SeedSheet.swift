import Foundation
import LayoutCore
import SheetWire
import StrictJSON

/// The seed article's sheet on a 390×844 @3x iPhone under `ios17`: examples/seed.json, the seed request's one home.
/// The Swift tests read it here (the integration suites through IntegrationTests/sheetd_support.py), so a change to
/// the seed is made once, in that file.
package enum SeedSheet {
    /// examples/seed.json, found from this file's place in the package.
    package static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/seed.json")

    /// The file's bytes.
    package static let bytes: [UInt8] = {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("cannot read the seed request at \(url.path)")
        }
        return Array(data)
    }()

    /// The file's JSON value.
    package static let value: JSONValue = {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            fatalError("examples/seed.json is not JSON: \(error)")
        }
    }()

    /// The `sheet` member's value.
    package static var sheet: JSONValue { member("sheet") }

    /// The seed's root members as compact JSON text without the braces, for a test to add members to: `profile`
    /// names the profile, nil leaves the member out (the default profile, or one the test adds).
    package static func members(profile: String? = "ios17") -> String {
        var object = rootObject
        object.members.removeAll { $0.key == "profile" }
        if let profile {
            object.members.insert((key: "profile", value: .string(profile)), at: 0)
        }
        let text = compact(.object(object))
        return String(text.dropFirst().dropLast())
    }

    /// The `sheet` member's members as compact JSON text without the braces; without `customView` when asked.
    package static func sheetMembers(customView: Bool = true) -> String {
        guard case .object(var object) = sheet else { fatalError("the seed's sheet is not an object") }
        if !customView {
            object.members.removeAll { $0.key == "customView" }
        }
        let text = compact(.object(object))
        return String(text.dropFirst().dropLast())
    }

    /// The seed as a `LayoutRequest` (read by SheetWire's generic decoder), with the appearance, the custom view and
    /// the profile a test asks for (`nil`: the default profile).
    package static func request(
        style: UserInterfaceStyle = .light, customView: Bool = true, profile: String? = "ios17"
    ) -> LayoutRequest {
        guard var request = LayoutRequestDecoding.generic(bytes) else {
            fatalError("examples/seed.json is not a layout request")
        }
        request.traits.userInterfaceStyle = style
        request.profileName = profile
        if !customView {
            request.sheet.customView = nil
        }
        return request
    }

    /// The layout of `request(style:customView:profile:)`, with fixed text metrics.
    package static func layout(
        style: UserInterfaceStyle = .light, customView: Bool = true, profile: String? = "ios17"
    ) throws -> SheetLayout {
        try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(
            for: request(style: style, customView: customView, profile: profile))
    }

    private static var rootObject: JSONObject {
        guard case .object(let object) = value else { fatalError("examples/seed.json is not an object") }
        return object
    }

    private static func member(_ name: String) -> JSONValue {
        guard let member = rootObject[name] else { fatalError("examples/seed.json has no \(name)") }
        return member
    }

    private static func compact(_ value: JSONValue) -> String {
        var writer = JSONWriter(capacity: 1_024)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
