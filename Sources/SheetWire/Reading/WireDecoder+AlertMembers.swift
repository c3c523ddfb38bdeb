import LayoutCore
import StrictJSON

extension WireDecoder {
    /// The members only an alert uses: `preferredStyle`, `textFields` and `preferredAction`. Whether they fit the
    /// style (text fields on an action sheet) is validation's to say, with UIKit's reason.
    mutating func readAlertMembers(
        _ object: JSONObject, at pointer: @autoclosure () -> JSONPointer, into sheet: inout SheetDescription
    ) {
        if let style = choice(object, SheetMember.preferredStyle, at: pointer(), as: AlertControllerStyle.self) {
            sheet.preferredStyle = style
        }
        let fields = array(object, SheetMember.textFields, at: pointer()) ?? []
        for (index, element) in fields.enumerated() {
            func fieldPointer() -> JSONPointer { pointer().appending(SheetMember.textFields.rawValue).appending(index) }
            guard let field = objectElement(element, at: fieldPointer(), allowed: TextFieldMember.names) else {
                continue
            }
            sheet.textFields.append(
                AlertTextField(
                    placeholder: string(field, TextFieldMember.placeholder, at: fieldPointer()),
                    text: string(field, TextFieldMember.text, at: fieldPointer()),
                    isSecureTextEntry: bool(field, TextFieldMember.isSecureTextEntry, at: fieldPointer()) ?? false))
        }
        sheet.preferredAction = preferredAction(object, at: pointer())
    }

    /// `preferredAction`: a whole number, the index of an action (validation checks the range).
    private mutating func preferredAction(_ object: JSONObject, at pointer: @autoclosure () -> JSONPointer) -> Int? {
        guard let value = number(object, SheetMember.preferredAction, at: pointer()) else { return nil }
        // Compared as doubles first: converting a huge number to Int would trap.
        guard value.rounded() == value, value >= 0, value < 1_000_000 else {
            fail(
                pointer().appending(SheetMember.preferredAction.rawValue),
                "must be the index of an action (a whole number from 0), got \(Self.numberText(value))")
            return nil
        }
        return Int(value)
    }
}
