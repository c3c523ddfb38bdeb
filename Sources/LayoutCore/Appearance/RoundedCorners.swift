/// Which corners of an element take its `cornerRadius` (`CALayer.maskedCorners`): UIKit 26.1 rounds a stacked
/// group of an alert's text fields as one shape, the first field's top corners and the last's bottom corners
/// (`textFieldContainingViewWithTextField:position:`; docs/alert.md). Left and right are rounded alike, so the
/// value is the same in both layout directions.
public enum RoundedCorners: String, Sendable, CaseIterable {
    /// Every corner: a field on its own.
    case all
    /// The two top corners: the first of several fields.
    case top
    /// The two bottom corners: the last of several fields.
    case bottom
    /// None: a field between two others.
    case none

    /// The corners UIKit rounds for the field at `index` of `count` stacked fields.
    static func ofField(at index: Int, of count: Int) -> RoundedCorners {
        switch (index == 0, index == count - 1) {
        case (true, true): .all
        case (true, false): .top
        case (false, true): .bottom
        case (false, false): .none
        }
    }
}
