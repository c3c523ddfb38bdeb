extension PresentationSheetRequest {
    /// The most detents a sheet may have.
    public static let maximumDetents = 20

    /// The smallest screen sheetd lays a presentation sheet out on: the floor of openapi.yaml's `Screen` (68 pt
    /// wide, 100 pt tall), which the alert controller's layout needs and which every request shares, so that a
    /// request the contract allows is one the service answers. UIKit has no such floor; no iPhone or iPad window
    /// comes near it.
    public static let minimumScreenWidth = 68.0
    /// See `minimumScreenWidth`.
    public static let minimumScreenHeight = 100.0

    /// Checks every field against UIKit's rules and `limits`.
    /// - Throws: `LayoutValidationError` listing every invalid field with its JSON Pointer, and UIKit's reason where
    ///   it has one.
    public func validate(limits: LayoutLimits = .standard) throws(LayoutValidationError) {
        var issues = IssueCollector()
        issues.checkScreen(screen, limits: limits)
        if screen.width.isFinite, screen.width >= 1 {
            issues.check(
                screen.width >= Self.minimumScreenWidth, "/screen/width",
                "must be at least \(format(Self.minimumScreenWidth)) pt: sheetd's smallest screen (openapi.yaml Screen)"
            )
        }
        if let height = screen.height, height.isFinite, height >= 1 {
            issues.check(
                height >= Self.minimumScreenHeight, "/screen/height",
                "must be at least \(format(Self.minimumScreenHeight)) pt: sheetd's smallest screen (openapi.yaml Screen)"
            )
        }
        if let profileName {
            if let profile = CatalogProfile.named(profileName) {
                issues.check(
                    profile.hasPresentationSheets, "/profile",
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
        _ sheet: PresentationSheetDescription, under base: StaticString, limits: LayoutLimits,
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
        let detents = sheet.detents
        for index in detents.indices {
            let detent = detents[index]
            // Pointers are written only for an issue: a valid request builds none.
            issues.check(!detent.identifier.isEmpty, "\(base)/detents/\(index)/identifier", "must not be empty")
            issues.check(
                detent.identifier.hasAtMostScalars(limits.maxSubviewIDLength), "\(base)/detents/\(index)/identifier",
                "is longer than \(limits.maxSubviewIDLength) characters")
            issues.check(
                !detents[..<index].contains { $0.identifier == detent.identifier },
                "\(base)/detents/\(index)/identifier",
                "repeats the identifier \"\(detent.identifier)\": each detent needs its own (UIKit finds detents by identifier)"
            )
            switch detent.kind {
            case .height(let height):
                if !(height.isFinite && height > 0 && height <= side) {
                    issues.add(
                        "\(base)/detents/\(index)/height",
                        "must be a number greater than 0 and at most \(format(side)), got \(format(height))")
                }
            case .fraction(let fraction):
                if !(fraction.isFinite && fraction > 0 && fraction <= 1) {
                    issues.add(
                        "\(base)/detents/\(index)/fraction",
                        "must be a number greater than 0 and at most 1, got \(format(fraction))")
                }
            case .large, .medium:
                break
            }
        }
        if let identifier = sheet.selectedDetentIdentifier {
            checkNamesADetent(identifier, of: detents, "\(base)/selectedDetentIdentifier", into: &issues)
        }
        if let identifier = sheet.largestUndimmedDetentIdentifier {
            checkNamesADetent(identifier, of: detents, "\(base)/largestUndimmedDetentIdentifier", into: &issues)
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

    /// Records an issue at `pointer` unless `identifier` is one of `detents`' identifiers.
    private static func checkNamesADetent(
        _ identifier: String, of detents: [Detent], _ pointer: @autoclosure () -> String,
        into issues: inout IssueCollector
    ) {
        guard !detents.contains(where: { $0.identifier == identifier }) else { return }
        // Each identifier once, in the request's order, even where the request repeats one (a separate issue); an
        // empty one (its own issue) is not named.
        var listed: [String] = []
        for detent in detents where !detent.identifier.isEmpty && !listed.contains(detent.identifier) {
            listed.append(detent.identifier)
        }
        issues.add(pointer(), Self.namesNoDetent(identifier, among: listed))
    }

    /// What is wrong with an identifier that names none of the detents `listed`, in the words of every such issue
    /// (the validation's, and the reader's for a refused detent change).
    package static func namesNoDetent(_ identifier: String, among listed: [String]) -> String {
        "names no detent: \"\(identifier)\" is not among \(listed.map { "\"\($0)\"" }.joined(separator: ", "))"
    }
}
