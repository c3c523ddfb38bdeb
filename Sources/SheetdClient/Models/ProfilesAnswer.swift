/// The answer of `GET /profiles` (openapi.yaml `ProfilesResponse`): every metrics profile with its constants.
public struct ProfilesAnswer: Codable, Sendable, Equatable {
    /// The profile used when a request names none.
    public var `default`: ProfileName
    /// Every profile.
    public var profiles: [ProfileListing]
}

/// One profile and its constants.
public struct ProfileListing: Codable, Sendable, Equatable {
    /// The profile's name.
    public var name: ProfileName
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
