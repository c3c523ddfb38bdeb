/// The fonts a measurer sets text in, so that answers can say which faces measured them (`GET /profiles`
/// lists them; each text element names its families).
public struct MeasuringFonts: Sendable, Equatable {
    /// One face of the set.
    public struct Face: Sendable, Equatable {
        /// The face's place in the set, as the key of a font configuration that names it, e.g.
        /// `/primary/text/regular`, `/cjk/semibold` or `/fallbacks/0/regular`.
        public var role: String
        /// The family the face's name table gives (typographic family, else family), e.g. `Inter Display`.
        public var family: String
        /// The file's name without its folder, e.g. `InterDisplay-Regular.otf`: enough to tell sets apart
        /// without publishing the server's paths.
        public var file: String
        /// The face's index in its file (a `.ttc` holds several).
        public var faceIndex: Int

        /// Creates a face description.
        public init(role: String, family: String, file: String, faceIndex: Int) {
            self.role = role
            self.family = family
            self.file = file
            self.faceIndex = faceIndex
        }
    }

    /// The set's name: `default` for the built-in Inter + Noto stand-ins, else the font configuration's name.
    public var name: String
    /// The primary family's tracking rule: `sf` (SF Pro's size-specific tracking) or `none`.
    public var tracking: String
    /// Every face, primary cuts first, then the CJK faces and the fallbacks in cascade order.
    public var faces: [Face]

    /// Creates a font set description.
    public init(name: String, tracking: String, faces: [Face]) {
        self.name = name
        self.tracking = tracking
        self.faces = faces
    }
}
