/// Request bodies for `POST /animation`: the seed's `/layout` request plus animation members.
enum AnimationRequests {
    /// The members of the seed's `/layout` request, without the braces.
    static let seedMembers = """
        "screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},
        "sheet":{"title":"ほげ","message":"ふが","actions":[{"title":"へい","style":"default"},
        {"title":"へい","style":"destructive"},{"title":"へい","style":"cancel"}],
        "customView":{"height":100,"subviews":[{"id":"label","frame":{"x":0,"y":0,"width":100,"height":30}}]}}
        """

    /// The seed with `extra` members (JSON text, such as `"transition":"present"`) added at the root, under `ios17`
    /// (the sheet the seed article draws) unless `extra` names a profile: the default is `ios26` since contract
    /// 2.0.0.
    static func seed(_ extra: String) -> String {
        let profile = extra.contains(#""profile""#) ? "" : #","profile":"ios17""#
        return extra.isEmpty ? "{\(seedMembers)\(profile)}" : "{\(seedMembers)\(profile),\(extra)}"
    }
}
