extension LayoutRequest {
    /// Checks every field against UIKit's rules and `limits`.
    /// - Throws: `LayoutValidationError` listing every invalid field with its JSON Pointer.
    public func validate(limits: LayoutLimits = .standard) throws(LayoutValidationError) {
        var issues: [ValidationIssue] = []
        func check(_ condition: Bool, _ pointer: String, _ detail: @autoclosure () -> String) {
            if !condition { issues.append(ValidationIssue(pointer: pointer, detail: detail())) }
        }
        func checkNumber(_ value: Double, _ pointer: String, in range: ClosedRange<Double>) {
            check(
                value.isFinite && range.contains(value), pointer,
                "must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(value))"
            )
        }

        checkNumber(screen.width, "/screen/width", in: limits.screenSide)
        if let height = screen.height { checkNumber(height, "/screen/height", in: limits.screenSide) }
        if let scale = screen.scale { checkNumber(scale, "/screen/scale", in: limits.scale) }
        if let insets = screen.safeAreaInsets {
            let sides: [(String, Double)] = [
                ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
            ]
            for (name, value) in sides {
                checkNumber(value, "/screen/safeAreaInsets/\(name)", in: 0...limits.screenSide.upperBound)
            }
            check(
                insets.left + insets.right < screen.width, "/screen/safeAreaInsets",
                "left + right insets must be smaller than the screen width")
            if let height = screen.height {
                check(
                    insets.top + insets.bottom < height, "/screen/safeAreaInsets",
                    "top + bottom insets must be smaller than the screen height")
            }
        }
        if let profileName {
            check(
                MetricsProfile.named(profileName) != nil, "/profile",
                "unknown profile \"\(profileName)\"; known: \(MetricsProfile.all.map(\.name).joined(separator: ", "))")
        }
        if let source = sheet.sourceRect {
            checkNumber(source.x, "/sheet/sourceRect/x", in: 0...limits.screenSide.upperBound)
            checkNumber(source.y, "/sheet/sourceRect/y", in: 0...limits.screenSide.upperBound)
            checkNumber(source.width, "/sheet/sourceRect/width", in: 0...limits.screenSide.upperBound)
            checkNumber(source.height, "/sheet/sourceRect/height", in: 0...limits.screenSide.upperBound)
        } else if traits.idiom == .pad {
            issues.append(ValidationIssue(pointer: "/sheet/sourceRect", detail: Self.missingSourceRectDetail))
        }

        if let title = sheet.title {
            check(
                title.unicodeScalars.count <= limits.maxHeaderTextLength, "/sheet/title",
                "is longer than \(limits.maxHeaderTextLength) characters")
        }
        if let message = sheet.message {
            check(
                message.unicodeScalars.count <= limits.maxHeaderTextLength, "/sheet/message",
                "is longer than \(limits.maxHeaderTextLength) characters")
        }
        check(
            sheet.actions.count <= limits.maxActions, "/sheet/actions",
            "has \(sheet.actions.count) actions; at most \(limits.maxActions) are accepted")
        if sheet.actions.count <= limits.maxActions {
            var cancelIndex: Int?
            for (index, action) in sheet.actions.enumerated() {
                let pointer = "/sheet/actions/\(index)"
                check(
                    !action.title.isEmpty, "\(pointer)/title",
                    "must not be empty: UIKit draws an empty, unlabeled button")
                check(
                    action.title.unicodeScalars.count <= limits.maxActionTitleLength, "\(pointer)/title",
                    "is longer than \(limits.maxActionTitleLength) characters")
                if action.style == .cancel {
                    if let first = cancelIndex {
                        issues.append(
                            ValidationIssue(
                                pointer: "\(pointer)/style",
                                detail:
                                    "a second cancel action: UIAlertController can only have one action with style cancel (the first is /sheet/actions/\(first))"
                            ))
                    } else {
                        cancelIndex = index
                    }
                }
            }
        }
        if let customView = sheet.customView {
            validate(customView, limits: limits, into: &issues)
        }
        if !issues.isEmpty { throw LayoutValidationError(issues: issues) }
    }

    /// Why an iPad request needs `sheet.sourceRect`, in the words of the exception UIKit raises without one.
    static let missingSourceRectDetail =
        "is required on iPad: the modalPresentationStyle of a UIAlertController with style actionSheet is UIModalPresentationPopover, and UIKit raises NSGenericException (\"You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.\") without it. Give the source view's rectangle in screen coordinates, e.g. {\"x\": 700, \"y\": 24, \"width\": 44, \"height\": 50} for a bar button item."

    private func validate(_ view: CustomViewDescription, limits: LayoutLimits, into issues: inout [ValidationIssue]) {
        let extent = limits.maxCustomViewExtent
        func check(_ condition: Bool, _ pointer: String, _ detail: String) {
            if !condition { issues.append(ValidationIssue(pointer: pointer, detail: detail)) }
        }
        func checkNumber(_ value: Double, _ pointer: String, in range: ClosedRange<Double>) {
            check(
                value.isFinite && range.contains(value), pointer,
                "must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(value))"
            )
        }
        checkNumber(view.height, "/sheet/customView/height", in: 0...extent)
        if let width = view.width { checkNumber(width, "/sheet/customView/width", in: 0...extent) }
        if let x = view.x { checkNumber(x, "/sheet/customView/x", in: -extent...extent) }
        if let margin = view.marginBottom {
            checkNumber(margin, "/sheet/customView/marginBottom", in: -extent...extent)
        }
        check(
            view.subviews.count <= limits.maxSubviews, "/sheet/customView/subviews",
            "has \(view.subviews.count) subviews; at most \(limits.maxSubviews) are accepted")
        guard view.subviews.count <= limits.maxSubviews else { return }
        var seen: [String: Int] = [:]
        for (index, subview) in view.subviews.enumerated() {
            let pointer = "/sheet/customView/subviews/\(index)"
            let validID =
                !subview.id.isEmpty && subview.id.unicodeScalars.count <= limits.maxSubviewIDLength
                && subview.id.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_"
                }
            check(
                validID, "\(pointer)/id",
                "must be 1 to \(limits.maxSubviewIDLength) letters, digits, \"-\" or \"_\"")
            if let first = seen[subview.id] {
                check(false, "\(pointer)/id", "duplicates the id of /sheet/customView/subviews/\(first)")
            } else {
                seen[subview.id] = index
            }
            checkNumber(subview.frame.x, "\(pointer)/frame/x", in: -extent...extent)
            checkNumber(subview.frame.y, "\(pointer)/frame/y", in: -extent...extent)
            checkNumber(subview.frame.width, "\(pointer)/frame/width", in: 0...extent)
            checkNumber(subview.frame.height, "\(pointer)/frame/height", in: 0...extent)
        }
    }
}
