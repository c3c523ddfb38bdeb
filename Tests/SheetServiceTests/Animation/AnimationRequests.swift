import SheetTestSupport

/// Request bodies for `POST /animation`: the seed's `/layout` request plus animation members.
enum AnimationRequests {
    /// The members of the seed's `/layout` request (examples/seed.json) without its profile, without the braces.
    static let seedMembers = SeedSheet.members(profile: nil)

    /// The seed with `extra` members (JSON text, such as `"transition":"present"`) added at the root, under `ios17`
    /// (the sheet the seed article draws) unless `extra` names a profile: the default is `ios26` since contract
    /// 2.0.0.
    static func seed(_ extra: String) -> String {
        let profile = extra.contains(#""profile""#) ? "" : #","profile":"ios17""#
        return extra.isEmpty ? "{\(seedMembers)\(profile)}" : "{\(seedMembers)\(profile),\(extra)}"
    }
}
