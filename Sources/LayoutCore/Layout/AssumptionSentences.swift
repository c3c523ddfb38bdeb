/// The `assumptions` sentences of one catalogue profile, each written once with slots for the numbers an answer
/// varies (the width, a row height); `SheetLayoutEngine`'s `…Assumption` functions hold their words.
struct AssumptionSentences: Sendable {
    /// The iOS 26 centred card (`cardAssumption`); `nil` without glass constants.
    let card: SentenceTemplate?
    /// The card whose two actions share a row.
    let cardSharedRow: SentenceTemplate?
    /// The iOS 26 anchored popover; `nil` without glass constants.
    let anchored: SentenceTemplate?
    /// The iPad popover.
    let padPopover: SentenceTemplate
    /// The alert without text fields, and with them (their inferred constants are listed only then).
    let alert: SentenceTemplate
    let alertWithFields: SentenceTemplate

    init(_ profile: MetricsProfile) {
        typealias Engine = SheetLayoutEngine
        card = profile.glass.map { glass in
            SentenceTemplate(valueCount: 2) { Engine.cardAssumption(width: $0, rowHeight: $1, profile: profile, glass: glass) }
        }
        cardSharedRow = profile.glass.map { glass in
            SentenceTemplate(valueCount: 2) {
                Engine.cardAssumption(width: $0, rowHeight: $1, profile: profile, glass: glass) + Engine.sharedRowClause
            }
        }
        anchored = profile.glass.map { glass in
            SentenceTemplate(valueCount: 1) { width, _ in Engine.anchoredAssumption(width: width, profile: profile, glass: glass) }
        }
        padPopover = SentenceTemplate(valueCount: 1) { width, _ in Engine.padPopoverAssumption(width: width, profile: profile) }
        alert = SentenceTemplate(valueCount: 1) { width, _ in
            Engine.alertAssumption(profile: profile, width: width, hasFields: false)
        }
        alertWithFields = SentenceTemplate(valueCount: 1) { width, _ in
            Engine.alertAssumption(profile: profile, width: width, hasFields: true)
        }
    }
}
