/// The answer of `GET /profiles` (openapi.yaml `ProfilesResponse`): every metrics profile with its constants.
public struct ProfilesAnswer: Codable, Sendable, Equatable {
    /// The profile used when a request names none.
    public var `default`: ProfileName
    /// The fonts the server measures text with.
    public var fonts: FontSet
    /// Every profile.
    public var profiles: [ProfileListing]
    /// Former profile names that still work, answered with a `profileDeprecated` warning.
    public var deprecatedAliases: [DeprecatedProfileAlias]
}

/// The fonts a sheetd measures text with (openapi.yaml `FontSet`).
public struct FontSet: Codable, Sendable, Equatable {
    /// `default` for the built-in stand-ins, else the name of the daemon's font configuration.
    public var name: String
    /// The primary family's tracking rule: `sf` or `none`.
    public var tracking: String
    /// Every role's face, primary cuts first, then the CJK face and the fallbacks in cascade order.
    public var faces: [FontFace]
}

/// One face of a font set.
public struct FontFace: Codable, Sendable, Equatable {
    /// The role, as the configuration key that names it (`/primary/text/regular`, …).
    public var role: String
    /// The family the face's name table gives.
    public var family: String
    /// The font file's name, without its folder.
    public var file: String
    /// The face's index in its file.
    public var faceIndex: Int
}

/// A deprecated profile name and the profile it stands for.
public struct DeprecatedProfileAlias: Codable, Sendable, Equatable {
    /// The deprecated name, e.g. `ios12`.
    public var name: ProfileName
    /// The profile it stands for, e.g. `ios10`.
    public var profile: ProfileName
    /// Why the name was given up.
    public var reason: String
}

/// One profile and its constants.
public struct ProfileListing: Codable, Sendable, Equatable {
    /// The profile's name.
    public var name: ProfileName
    /// The releases the profile stands for, and what is unknown about those around it.
    public var era: String
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
    /// `urn:sheetd:problem:<slug>`.
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
