/// The answer of `GET /profiles` (openapi.yaml `ProfilesResponse`): every metrics profile with its constants.
public struct ProfilesAnswer: Codable, Sendable, Equatable {
    /// The profile used when a request names none.
    public var `default`: ProfileName
    /// Every profile.
    public var profiles: [ProfileListing]
    /// Former profile names that still work, each for the profile it stands for (`nil` from an older sheetd).
    public var deprecatedAliases: [ProfileAlias]?
    /// The font set the server measures with (`nil` from an older sheetd).
    public var fonts: FontSetListing?
}

/// A deprecated profile name and the profile it stands for.
public struct ProfileAlias: Codable, Sendable, Equatable {
    /// The old name.
    public var name: ProfileName
    /// The profile it selects.
    public var profile: ProfileName
    /// Why it is deprecated.
    public var reason: String
}

/// The fonts a server measures with.
public struct FontSetListing: Codable, Sendable, Equatable {
    /// The set's name.
    public var name: String
    /// Its tracking rule.
    public var tracking: String
    /// Each face with its role.
    public var faces: [FontFaceListing]
}

/// One face of the font set.
public struct FontFaceListing: Codable, Sendable, Equatable {
    /// What it sets (primary text, display cut, CJK, fallback).
    public var role: String
    /// Its family.
    public var family: String
    /// Its file.
    public var file: String
    /// The face's index in the file.
    public var faceIndex: Int
}

/// One profile and its constants.
public struct ProfileListing: Codable, Sendable, Equatable {
    /// The profile's name.
    public var name: ProfileName
    /// The iOS versions it models (`nil` from an older sheetd).
    public var era: String?
    /// The apps it matches (sent by sheetds with the `ios26` profile).
    public var matchingApps: String?
    /// Its constants.
    public var constants: [ProfileConstantListing]
}

/// One constant with its source.
public struct ProfileConstantListing: Codable, Sendable, Equatable {
    /// The constant, e.g. `sideMargin`.
    public var name: String
    /// Its value for people.
    public var value: String
    /// Where the value comes from.
    public var source: String
    /// How it is known.
    public var confidence: Confidence
}

/// An RFC 9457 problem as sheetd sends it (openapi.yaml `Problem`).
public struct ProblemDetails: Codable, Sendable, Equatable {
    /// `urn:sheetd:problem:<slug>`: a URI, kept as sent, since a newer sheetd (or a proxy in front of it) may send a
    /// type this build does not know; ``knownType`` is the typed one.
    public var type: String
    /// The type's summary.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// What went wrong this time.
    public var detail: String
    /// The invalid fields.
    public var errors: [FieldError]?
    /// The query parameter at fault, for a GET form's `request` (an RFC 9457 extension member).
    public var parameter: String?

    /// Creates a problem.
    public init(
        type: String, title: String, status: Int, detail: String, errors: [FieldError]? = nil, parameter: String? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.parameter = parameter
    }

    /// Every pointer of `errors`, in order.
    public var pointers: [String] { (errors ?? []).map(\.pointer) }
}

/// One invalid field of a problem (openapi.yaml `ProblemError`).
public struct FieldError: Codable, Sendable, Equatable {
    /// JSON Pointer into the request, e.g. `/sheet/actions/3/style`.
    public var pointer: String
    /// What is wrong with it.
    public var detail: String
}
