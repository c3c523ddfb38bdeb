extension PresentationSheetRequest {
    /// The most detents a sheet may have.
    public static let maximumDetents = 20

    /// Checks every field against UIKit's rules and `limits`.
    /// - Throws: `LayoutValidationError` listing every invalid field with its JSON Pointer, and UIKit's reason where
    ///   it has one.
    public func validate(limits: LayoutLimits = .standard) throws(LayoutValidationError) {
        var issues = IssueCollector()
        issues.checkScreen(screen, limits: limits)
        if let profileName {
            if let profile = MetricsProfile.named(profileName) {
                issues.check(
                    profile.sheetPresentation != nil, "/profile",
                    "profile \"\(profileName)\" has no presentation sheets: UISheetPresentationController and its detents came with iOS 15 (page sheets with iOS 13); use ios17 or ios26"
                )
            } else {
                issues.add(
                    "/profile",
                    "unknown profile \"\(profileName)\"; known: \(MetricsProfile.all.map(\.name).joined(separator: ", "))"
                )
            }
        }
        Self.check(sheet, under: "/sheetPresentation", limits: limits, into: &issues)
        if let presentingSheet {
            Self.check(presentingSheet, under: "/sheetPresentation/presentingSheet", limits: limits, into: &issues)
            issues.check(
                presentingSheet.drag == nil, "/sheetPresentation/presentingSheet/drag",
                "only the sheet on top can be dragged")
        }
        if !issues.issues.isEmpty { throw LayoutValidationError(issues: issues.issues) }
    }

    private static func check(
        _ sheet: PresentationSheetDescription, under base: String, limits: LayoutLimits,
        into issues: inout IssueCollector
    ) {
        let side = limits.screenSide.upperBound
        if sheet.detents.isEmpty {
            issues.add(
                "\(base)/detents",
                "must list at least one detent (UIKit asserts that at least one detent is active)")
        }
        issues.check(
            sheet.detents.count <= maximumDetents, "\(base)/detents", "has more than \(maximumDetents) detents")
        var seen: [String] = []
        for (index, detent) in sheet.detents.enumerated() {
            let pointer = "\(base)/detents/\(index)"
            issues.check(!detent.identifier.isEmpty, "\(pointer)/identifier", "must not be empty")
            issues.check(
                detent.identifier.hasAtMostScalars(limits.maxSubviewIDLength), "\(pointer)/identifier",
                "is longer than \(limits.maxSubviewIDLength) characters")
            if seen.contains(detent.identifier) {
                issues.add(
                    "\(pointer)/identifier",
                    "repeats the identifier \"\(detent.identifier)\": each detent needs its own (UIKit finds detents by identifier)"
                )
            }
            seen.append(detent.identifier)
            switch detent.kind {
            case .height(let height):
                if !(height.isFinite && height > 0 && height <= side) {
                    issues.add(
                        "\(pointer)/height",
                        "must be a number greater than 0 and at most \(format(side)), got \(format(height))")
                }
            case .fraction(let fraction):
                if !(fraction.isFinite && fraction > 0 && fraction <= 1) {
                    issues.add(
                        "\(pointer)/fraction", "must be a number greater than 0 and at most 1, got \(format(fraction))")
                }
            case .large, .medium:
                break
            }
        }
        for (name, identifier) in [
            ("selectedDetentIdentifier", sheet.selectedDetentIdentifier),
            ("largestUndimmedDetentIdentifier", sheet.largestUndimmedDetentIdentifier),
        ] {
            if let identifier, !sheet.detents.contains(where: { $0.identifier == identifier }) {
                issues.add(
                    "\(base)/\(name)",
                    "names no detent: \"\(identifier)\" is not among \(seen.map { "\"\($0)\"" }.joined(separator: ", "))"
                )
            }
        }
        if let radius = sheet.preferredCornerRadius {
            issues.checkNumber(radius, "\(base)/preferredCornerRadius", in: 0...side / 2)
        }
        if let size = sheet.preferredContentSize {
            issues.checkNumber(size.width, "\(base)/preferredContentSize/width", in: 0...side)
            issues.checkNumber(size.height, "\(base)/preferredContentSize/height", in: 0...side)
        }
        if let drag = sheet.drag {
            issues.checkNumber(drag.offset, "\(base)/drag/offset", in: -side...(2 * side))
            if let velocity = drag.velocity {
                issues.checkNumber(velocity, "\(base)/drag/velocity", in: -100_000...100_000)
            }
        }
    }
}
