import LayoutCore

// The layout's enumerations as the JSON strings the encoder writes for them, quotes included, fixed when the
// program is built: copying one costs a fraction of forming the raw value's `String` and escaping it, which
// an element did up to eight times. `QuotedRawValueTests` checks every case against `rawValue`.

extension ElementRole {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .customView: #""customView""#
        case .customSubview: #""customSubview""#
        case .mainGroup: #""mainGroup""#
        case .header: #""header""#
        case .title: #""title""#
        case .message: #""message""#
        case .action: #""action""#
        case .separator: #""separator""#
        case .cancelGroup: #""cancelGroup""#
        case .cancel: #""cancel""#
        case .dimming: #""dimming""#
        }
    }
}

extension ActionStyle {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .default: #""default""#
        case .destructive: #""destructive""#
        case .cancel: #""cancel""#
        }
    }
}

extension FontWeight {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .regular: #""regular""#
        case .semibold: #""semibold""#
        }
    }
}

extension FontFamily {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .system: #""system""#
        }
    }
}

extension TextAlignment {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .center: #""center""#
        case .leading: #""leading""#
        case .trailing: #""trailing""#
        }
    }
}

extension BlurMaterial {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .systemMaterial: #""systemMaterial""#
        case .prominent: #""prominent""#
        case .extraLight: #""extraLight""#
        }
    }
}

extension CornerCurve {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .circular: #""circular""#
        case .continuous: #""continuous""#
        }
    }
}

extension Presentation {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .sheet: #""sheet""#
        case .popover: #""popover""#
        }
    }
}

extension LayoutDirection {
    /// `rawValue` as a JSON string, quotes included.
    var quotedRawValue: StaticString {
        switch self {
        case .ltr: #""ltr""#
        case .rtl: #""rtl""#
        }
    }
}
