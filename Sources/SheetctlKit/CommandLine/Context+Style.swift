import Foundation
import SheetdKit

extension Context {
    /// `data` with `sheet.preferredStyle` set to `--style`, when it is given; a body that is not a JSON object with
    /// an object `sheet` is left as it is, so the server's problem names what is wrong with it.
    func styled(_ data: Data) throws(Failure) -> Data {
        guard let style = try choice("style", among: AlertControllerStyle.allCases.map(\.rawValue)) else { return data }
        guard case .object(var object) = try? JSONDecoder().decode(JSONDocument.self, from: data),
            case .object(var sheet)? = object["sheet"]
        else { return data }
        sheet["preferredStyle"] = .string(style)
        object["sheet"] = .object(sheet)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(JSONDocument.object(object))) ?? data
    }
}
