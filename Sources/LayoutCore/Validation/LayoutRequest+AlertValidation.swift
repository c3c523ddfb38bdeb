extension LayoutRequest {
    /// UIKit's own reason for refusing a text field on an action sheet (the assertion in
    /// `-[UIAlertController addTextFieldWithConfigurationHandler:]`, docs/alert.md).
    static let textFieldsOnActionSheetDetail =
        "text fields are only for alerts: UIKit raises NSInternalInconsistencyException (\"Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert\"). Set sheet.preferredStyle to \"alert\" or remove the text fields."

    /// The members that only an alert has: text fields (refused on an action sheet, as UIKit refuses them) with
    /// bounded texts, and a preferred action that is one of the actions.
    func validateAlertMembers(limits: LayoutLimits, into issues: inout IssueCollector) {
        let fields = sheet.textFields
        if !fields.isEmpty && sheet.preferredStyle != .alert {
            issues.add("/sheet/textFields", Self.textFieldsOnActionSheetDetail)
        }
        issues.check(
            fields.count <= limits.maxTextFields, "/sheet/textFields",
            "has \(fields.count) text fields; at most \(limits.maxTextFields) are accepted")
        for index in fields.indices.prefix(limits.maxTextFields) {
            for (name, value) in [("placeholder", fields[index].placeholder), ("text", fields[index].text)] {
                guard let value else { continue }
                issues.check(
                    value.hasAtMostScalars(limits.maxActionTitleLength), "/sheet/textFields/\(index)/\(name)",
                    "is longer than \(limits.maxActionTitleLength) characters")
            }
        }
        if let preferred = sheet.preferredAction {
            issues.check(
                sheet.actions.indices.contains(preferred), "/sheet/preferredAction",
                "must be the index of one of the \(sheet.actions.count) actions (UIKit: the preferred action must be in the alert controller's actions), got \(preferred)"
            )
        }
    }
}
