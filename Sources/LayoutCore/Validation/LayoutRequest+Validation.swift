extension LayoutRequest {
    /// Checks every field against UIKit's rules and `limits`.
    /// - Parameter checksContent: whether to refuse a sheet without title, message or action; false when some of
    ///   the request's fields did not decode, so that a field dropped for its own error is not also reported
    ///   as missing.
    /// - Throws: `LayoutValidationError` listing every invalid field with its JSON Pointer.
    public func validate(limits: LayoutLimits = .standard, checksContent: Bool = true) throws(LayoutValidationError) {
        var issues = IssueCollector()
        issues.checkScreen(screen, limits: limits)
        // Insets and the source rectangle are lengths and positions on the screen.
        let onScreen = 0...limits.screenSide.upperBound
        if let profileName {
            issues.check(
                MetricsProfile.isKnown(profileName), "/profile",
                "unknown profile \"\(profileName)\"; known: \(MetricsProfile.all.map(\.name).joined(separator: ", ")) "
                    + "(deprecated: \(MetricsProfile.deprecatedAliases.map(\.name).joined(separator: ", ")))")
        }
        if let source = sheet.sourceRect {
            issues.checkNumbers(
                (source.x, source.y, source.width, source.height), named: ("x", "y", "width", "height"),
                under: "/sheet/sourceRect", in: onScreen)
        } else if traits.idiom == .pad && sheet.preferredStyle == .actionSheet {
            // An alert needs no anchor: it is centred on iPad too.
            issues.add("/sheet/sourceRect", Self.missingSourceRectDetail)
        }

        if let title = sheet.title {
            issues.check(
                title.hasAtMostScalars(limits.maxTitleLength), "/sheet/title",
                "is longer than \(limits.maxTitleLength) characters")
        }
        if let message = sheet.message {
            issues.check(
                message.hasAtMostScalars(limits.maxMessageLength), "/sheet/message",
                "is longer than \(limits.maxMessageLength) characters")
        }
        let actions = sheet.actions
        if checksContent && actions.isEmpty && (sheet.title ?? "").isEmpty && (sheet.message ?? "").isEmpty {
            // Only empty strings, if anything: with Liquid Glass UIKit 26.1 treats them as none
            // (_shouldTreatEmptyStringsAsNil). The profile is looked up only here, off the common path.
            let emptyCountsAsNone = CatalogProfile.named(profileName ?? MetricsProfile.defaultName)?.isGlass ?? false
            if emptyCountsAsNone {
                issues.add("/sheet", Self.emptyGlassControllerDetail)
            } else if sheet.title == nil && sheet.message == nil {
                issues.add("/sheet", Self.emptyControllerDetail)
            }
        }
        issues.check(
            actions.count <= limits.maxActions, "/sheet/actions",
            "has \(actions.count) actions; at most \(limits.maxActions) are accepted")
        if actions.count <= limits.maxActions {
            validateActions(limits: limits, into: &issues)
        }
        if let customView = sheet.customView {
            validate(customView, limits: limits, into: &issues)
        }
        validateAlertMembers(limits: limits, into: &issues)
        if !issues.issues.isEmpty { throw LayoutValidationError(issues: issues.issues) }
    }

    /// Why a sheet needs a title, a message or an action, in the words of the exception UIKit raises without them.
    static let emptyControllerDetail =
        "has no title, no message and no action: UIKit refuses to present such a controller, raising \"UIAlertController must have a title, a message or an action to display\" (viewWillAppear:). Give a title, a message or at least one action (an empty string counts as a title or message for this check)."

    /// `emptyControllerDetail` under a Liquid Glass profile, where an empty string is no title or message.
    static let emptyGlassControllerDetail =
        "has no title, no message and no action: UIKit refuses to present such a controller, raising \"UIAlertController must have a title, a message or an action to display\" (viewWillAppear:). With Liquid Glass (profile ios26) an empty string counts as no title or message (UIKit 26.1 _shouldTreatEmptyStringsAsNil). Give a non-empty title or message, or at least one action."

    /// Why an iPad request needs `sheet.sourceRect`, in the words of the exception UIKit raises without one.
    static let missingSourceRectDetail =
        "is required on iPad: the modalPresentationStyle of a UIAlertController with style actionSheet is UIModalPresentationPopover, and UIKit raises NSGenericException (\"You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.\") without it. Give the source view's rectangle in screen coordinates, e.g. {\"x\": 700, \"y\": 24, \"width\": 44, \"height\": 50} for a bar button item."

    /// Each action's title, and at most one cancel action.
    private func validateActions(limits: LayoutLimits, into issues: inout IssueCollector) {
        var cancelIndex: Int?
        let actions = sheet.actions
        // By index: enumerating the actions would copy (retain and release) every title.
        for index in actions.indices {
            issues.check(
                !actions[index].title.isEmpty, "/sheet/actions/\(index)/title",
                "must not be empty: UIKit draws an empty, unlabeled button")
            issues.check(
                actions[index].title.hasAtMostScalars(limits.maxActionTitleLength), "/sheet/actions/\(index)/title",
                "is longer than \(limits.maxActionTitleLength) characters")
            if actions[index].style == .cancel {
                if let first = cancelIndex {
                    issues.add(
                        "/sheet/actions/\(index)/style",
                        "a second cancel action: UIAlertController can only have one action with style cancel (the first is /sheet/actions/\(first))"
                    )
                } else {
                    cancelIndex = index
                }
            }
        }
    }

    private func validate(_ view: CustomViewDescription, limits: LayoutLimits, into issues: inout IssueCollector) {
        let extent = limits.maxCustomViewExtent
        issues.checkNumber(view.height, "/sheet/customView/height", in: 0...extent)
        if let width = view.width { issues.checkNumber(width, "/sheet/customView/width", in: 0...extent) }
        if let x = view.x { issues.checkNumber(x, "/sheet/customView/x", in: -extent...extent) }
        if let margin = view.marginBottom {
            issues.checkNumber(margin, "/sheet/customView/marginBottom", in: -extent...extent)
        }
        let subviews = view.subviews
        issues.check(
            subviews.count <= limits.maxSubviews, "/sheet/customView/subviews",
            "has \(subviews.count) subviews; at most \(limits.maxSubviews) are accepted")
        guard subviews.count <= limits.maxSubviews else { return }
        // A few subviews are checked for duplicates by scanning the earlier ones; many through a dictionary.
        let scansForDuplicates = subviews.count <= 16
        var seen: [String: Int] = [:]
        for (index, subview) in subviews.enumerated() {
            issues.check(
                Self.isValidSubviewID(subview.id, maxLength: limits.maxSubviewIDLength),
                "/sheet/customView/subviews/\(index)/id",
                "must be 1 to \(limits.maxSubviewIDLength) letters, digits, \"-\" or \"_\"")
            let first: Int?
            if scansForDuplicates {
                first = subviews[..<index].firstIndex { $0.id == subview.id }
            } else {
                first = seen[subview.id]
                if first == nil { seen[subview.id] = index }
            }
            if let first {
                issues.add(
                    "/sheet/customView/subviews/\(index)/id", "duplicates the id of /sheet/customView/subviews/\(first)"
                )
            }
            let frame = subview.frame
            issues.checkNumber(frame.x, "/sheet/customView/subviews/\(index)/frame/x", in: -extent...extent)
            issues.checkNumber(frame.y, "/sheet/customView/subviews/\(index)/frame/y", in: -extent...extent)
            issues.checkNumber(frame.width, "/sheet/customView/subviews/\(index)/frame/width", in: 0...extent)
            issues.checkNumber(frame.height, "/sheet/customView/subviews/\(index)/frame/height", in: 0...extent)
        }
    }

    /// Whether `id` is 1 to `maxLength` letters, digits, `-` or `_` (Unicode letters and numbers included).
    static func isValidSubviewID(_ id: String, maxLength: Int) -> Bool {
        guard !id.isEmpty, id.hasAtMostScalars(maxLength) else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            // ASCII answers without the Unicode property tables: its only letters and numbers are these.
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F: return true
            case 0..<0x80: return false
            default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
        }
    }
}
