import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `textFields`: objects with an optional `placeholder`, `text` and `isSecureTextEntry` (anything else declines).
    static func textFields(_ scanner: inout JSONScanner) -> [AlertTextField]? {
        guard var array = scanner.beginArray() else { return nil }
        var fields: [AlertTextField] = []
        while scanner.hasNextElement(in: &array) {
            var field = AlertTextField()
            let seen = members(of: &scanner, as: TextFieldMember.self) { member, scanner in
                switch member {
                case .placeholder: return read(scanner.readString(), into: &field.placeholder)
                case .text: return read(scanner.readString(), into: &field.text)
                case .isSecureTextEntry:
                    // Anything but a boolean (null too) declines, for the wire decoder to read or describe.
                    guard let secure = scanner.readBool() else { return false }
                    field.isSecureTextEntry = secure
                    return true
                }
            }
            guard seen != nil else { return nil }
            fields.append(field)
        }
        return array.isClosed ? fields : nil
    }

    /// `preferredAction`: a whole number from 0; anything else declines, for the wire decoder to describe.
    static func preferredAction(_ scanner: inout JSONScanner) -> Int? {
        guard let value = number(&scanner), value.rounded() == value, value >= 0, value < 1_000_000 else { return nil }
        return Int(value)
    }
}
