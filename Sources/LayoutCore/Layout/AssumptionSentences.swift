/// The `assumptions` sentences of one catalogue profile, each written once with slots for the numbers an answer
/// varies (the width, a row height); `SheetLayoutEngine`'s `…Assumption` functions hold their words.
struct AssumptionSentences: Sendable {
    /// The iOS 26 centred card (`cardAssumption`), indexed as `card(sharedRow:measuredHeader:)` reads them: alone or
    /// with its two actions in one row, with the measured header or UIKit 26.1's; empty without glass constants.
    private let cards: [SentenceTemplate]
    /// The iOS 26 anchored popover on an iPhone and on an iPad; `nil` without glass constants.
    let anchored: SentenceTemplate?
    let anchoredOnPad: SentenceTemplate?
    /// The iPad popover.
    let padPopover: SentenceTemplate
    /// The alert without text fields, and with them (their inferred constants are listed only then).
    let alert: SentenceTemplate
    let alertWithFields: SentenceTemplate

    init(_ profile: MetricsProfile) {
        typealias Engine = SheetLayoutEngine
        cards =
            profile.glass.map { glass in
                [false, true].flatMap { sharedRow in
                    [false, true].map { measuredHeader in
                        SentenceTemplate(valueCount: 2) {
                            Engine.cardAssumption(
                                width: $0, rowHeight: $1, measuredHeader: measuredHeader, profile: profile,
                                glass: glass)
                                + (sharedRow ? Engine.sharedRowClause : "")
                        }
                    }
                }
            } ?? []
        anchored = profile.glass.map { glass in
            SentenceTemplate(valueCount: 1) { width, _ in
                Engine.anchoredAssumption(width: width, profile: profile, glass: glass, onPad: false)
            }
        }
        anchoredOnPad = profile.glass.map { glass in
            SentenceTemplate(valueCount: 1) { width, _ in
                Engine.anchoredAssumption(width: width, profile: profile, glass: glass, onPad: true)
            }
        }
        padPopover = SentenceTemplate(valueCount: 1) { width, _ in
            Engine.padPopoverAssumption(width: width, profile: profile)
        }
        alert = SentenceTemplate(valueCount: 1) { width, _ in
            Engine.alertAssumption(profile: profile, width: width, hasFields: false)
        }
        alertWithFields = SentenceTemplate(valueCount: 1) { width, _ in
            Engine.alertAssumption(profile: profile, width: width, hasFields: true)
        }
    }

    /// The card's sentence; only for a profile with glass constants.
    func card(sharedRow: Bool, measuredHeader: Bool) -> SentenceTemplate {
        cards[(sharedRow ? 2 : 0) + (measuredHeader ? 1 : 0)]
    }
}
