/// The JSON Pointers a rule names in one sheet's part of the request: the sheet on top's (`/sheetPresentation`) or
/// the one beneath's (`/sheetPresentation/presentingSheet`). Written once per process, so that a rule that fires
/// builds no string: a layout in a compact height names two of them on every request.
struct SheetPointers: Sendable {
    /// The sheet's own pointer.
    let sheet: String
    /// `…/detents`.
    let detents: String
    /// `…/selectedDetentIdentifier`.
    let selectedDetentIdentifier: String
    /// `…/largestUndimmedDetentIdentifier`.
    let largestUndimmedDetentIdentifier: String
    /// `…/detents/0` to `…/detents/19`, one for each detent a request may have.
    private let detentElements: [String]

    private init(sheet: String) {
        self.sheet = sheet
        detents = sheet + "/detents"
        selectedDetentIdentifier = sheet + "/selectedDetentIdentifier"
        largestUndimmedDetentIdentifier = sheet + "/largestUndimmedDetentIdentifier"
        detentElements = (0..<PresentationSheetRequest.maximumDetents).map { "\(sheet)/detents/\($0)" }
    }

    /// `…/detents/index`.
    func detent(at index: Int) -> String {
        detentElements.indices.contains(index) ? detentElements[index] : "\(detents)/\(index)"
    }

    /// The sheet on top.
    static let top = SheetPointers(sheet: "/sheetPresentation")
    /// The sheet beneath it, when two are stacked.
    static let beneath = SheetPointers(sheet: "/sheetPresentation/presentingSheet")
}
