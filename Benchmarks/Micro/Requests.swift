/// Request bodies for the benchmarks: the seed (examples/seed.json, compact) and sheets with N actions.
enum Requests {
    static let screen = """
        "screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}}
        """

    /// The seed's `/layout` body.
    static let seed = """
        {\(screen),"sheet":{"title":"ほげ","message":"ふが","actions":[{"title":"へい","style":"default"},\
        {"title":"へい","style":"destructive"},{"title":"へい","style":"cancel"}],"customView":{"height":100,\
        "marginBottom":16,"subviews":[{"id":"label","frame":{"x":0,"y":0,"width":100,"height":30}}]}}}
        """

    /// A sheet with a title, a message and `count` actions (the last one a cancel), plus `extra` root members.
    static func actions(_ count: Int, extra: String = "") -> String {
        var actions: [String] = []
        for index in 1...count {
            let style = index == count ? "cancel" : (index % 7 == 0 ? "destructive" : "default")
            actions.append("{\"title\":\"Action \(index)\",\"style\":\"\(style)\"}")
        }
        let members =
            "\(screen),\"sheet\":{\"title\":\"Photos\",\"message\":\"Choose what to do with this photo.\","
            + "\"actions\":[\(actions.joined(separator: ","))]}"
        return extra.isEmpty ? "{\(members)}" : "{\(members),\(extra)}"
    }

    /// The seed as a `/animation` body at `fps`.
    static func seedAnimation(fps: Int, transition: String = "dismiss") -> String {
        String(seed.dropLast()) + ",\"transition\":\"\(transition)\",\"fps\":\(fps)}"
    }
}
