/// Request bodies for the benchmarks: the seed (examples/seed.json, compact) and sheets with N actions.
enum Requests {
    static let screen = """
        "screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}}
        """

    /// The seed's `/layout` body, under `ios17` as examples/seed.json (the workloads kept their meaning when the
    /// default profile became `ios26`).
    static let seed = """
        {"profile":"ios17",\(screen),"sheet":{"title":"ほげ","message":"ふが","actions":[{"title":"へい","style":"default"},\
        {"title":"へい","style":"destructive"},{"title":"へい","style":"cancel"}],"customView":{"height":100,\
        "marginBottom":16,"subviews":[{"id":"label","frame":{"x":0,"y":0,"width":100,"height":30}}]}}}
        """

    /// The request example of the API contract (indented, as people write it), for the JSON layer alone.
    static let contractExample = """
        {
          "screen": {
            "width": 390,
            "height": 844,
            "scale": 3,
            "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0}
          },
          "traits": {
            "idiom": "phone",
            "contentSizeCategory": "large",
            "userInterfaceStyle": "light"
          },
          "profile": "ios17",
          "sheet": {
            "title": "ほげ",
            "message": "ふが",
            "actions": [
              {"title": "へい", "style": "default"},
              {"title": "へい", "style": "destructive"},
              {"title": "へい", "style": "cancel"}
            ],
            "customView": {
              "height": 100,
              "width": 374,
              "x": 0,
              "marginBottom": 16,
              "subviews": [{"id": "label", "frame": {"x": 0, "y": 0, "width": 100, "height": 30}}]
            }
          }
        }
        """

    /// A sheet with a title, a message and `count` actions (the last one a cancel), plus `extra` root members.
    static func actions(_ count: Int, extra: String = "") -> String {
        var actions: [String] = []
        for index in 1...count {
            let style = index == count ? "cancel" : (index % 7 == 0 ? "destructive" : "default")
            actions.append("{\"title\":\"Action \(index)\",\"style\":\"\(style)\"}")
        }
        let members =
            "\"profile\":\"ios17\",\(screen),\"sheet\":{\"title\":\"Photos\",\"message\":\"Choose what to do with this photo.\","
            + "\"actions\":[\(actions.joined(separator: ","))]}"
        return extra.isEmpty ? "{\(members)}" : "{\(members),\(extra)}"
    }

    /// The seed as a `/animation` body at `fps`.
    static func seedAnimation(fps: Int, transition: String = "dismiss") -> String {
        String(seed.dropLast()) + ",\"transition\":\"\(transition)\",\"fps\":\(fps)}"
    }

    /// The `counter`th request of Benchmarks/lua/layout-varied.lua's first thread: a new title each time, 1 to 12
    /// actions from a vocabulary (the last a cancel), widths 320 to 1023, a custom view 40 to 239 pt high.
    /// - Parameter profile: the `profile` member, `ios17` unless given (the iOS 17 sheet these workloads have always
    /// measured; the default profile is `ios26` since contract 2.0.0); `nil` leaves it out.
    static func varied(_ counter: Int, profile: String? = "ios17") -> String {
        let styles = ["default", "default", "destructive", "default"]
        let words = [
            "Share", "Copy Link", "Duplicate", "Move to Album", "Add to Favorites", "Edit", "Rename", "Hide", "Print",
            "Save to Files", "Delete Photo", "Report a Problem", "Open in Maps", "Mute",
        ]
        let count = 1 + counter % 12
        var actions: [String] = []
        for index in 1...count {
            let style = index == count && count > 1 ? "cancel" : styles[index % styles.count]
            let title = style == "cancel" ? "Cancel" : words[(counter + index * 5) % words.count]
            actions.append("{\"title\":\"\(title)\",\"style\":\"\(style)\"}")
        }
        let profileMember = profile.map { "\"profile\":\"\($0)\"," } ?? ""
        return """
            {\(profileMember)"screen":{"width":\(320 + counter % 704),"height":844,"scale":3,"safeAreaInsets":{"top":47,\
            "left":0,"bottom":34,"right":0}},"sheet":{"title":"Request 1.\(counter)","message":"Choose what to do with item \
            \(counter % 50).","actions":[\(actions.joined(separator: ","))],"customView":{"height":\(40 + counter % 200)}}}
            """
    }

    /// The `counter`th varied sheet (`varied(_:)`) as a `/animation` body: keyframes at 60 fps, present on odd
    /// counters and dismiss on even ones.
    static func variedAnimation(_ counter: Int) -> String {
        String(varied(counter).dropLast())
            + ",\"transition\":\"\(counter % 2 == 1 ? "present" : "dismiss")\",\"fps\":60,\"format\":\"keyframes\"}"
    }

    /// `variedAnimation(_:)` with the sheet shown as an alert (`preferredStyle` `alert`): it scales and fades in place.
    static func variedAlertAnimation(_ counter: Int) -> String {
        variedAnimation(counter).replacing("\"sheet\":{", with: "\"sheet\":{\"preferredStyle\":\"alert\",")
    }

    /// The `counter`th presentation sheet (`sheetPresentation`): widths 320 to 1023, medium and large with a custom
    /// height of 100 to 499 pt, the selected detent, the largest undimmed one and the grabber varying, under `ios26`
    /// on odd counters and `ios17` on even ones.
    static func variedPresentationSheet(_ counter: Int) -> String {
        let detents = ["medium", "large", "peek"]
        let selected = detents[counter % 3]
        let profile = counter % 2 == 1 ? "ios26" : "ios17"
        return """
            {"profile":"\(profile)","screen":{"width":\(320 + counter % 704),"height":844,"scale":3,"safeAreaInsets":\
            {"top":47,"left":0,"bottom":34,"right":0}},"sheetPresentation":{"detents":[{"identifier":"medium"},\
            {"identifier":"large"},{"identifier":"peek","height":\(100 + counter % 400)}],"selectedDetentIdentifier":\
            "\(selected)","largestUndimmedDetentIdentifier":"medium","prefersGrabberVisible":\(counter % 4 < 2)}}
            """
    }

    /// The `counter`th detent change of a presentation sheet as a `/animation` body: medium, large and a custom
    /// detent of 100 to 499 pt, from medium to large (from the custom detent on every third counter), keyframes at
    /// 60 fps, under `ios26` on odd counters and `ios17` on even ones. Widths 320 to 769 keep the phone upright: in
    /// a compact height the medium detent is inactive (docs/detents.md) and the change would be refused.
    static func variedDetentAnimation(_ counter: Int) -> String {
        let from = counter % 3 == 0 ? "peek" : "medium"
        let profile = counter % 2 == 1 ? "ios26" : "ios17"
        return """
            {"profile":"\(profile)","screen":{"width":\(320 + counter % 450),"height":844,"scale":3,"safeAreaInsets":\
            {"top":47,"left":0,"bottom":34,"right":0}},"sheetPresentation":{"detents":[{"identifier":"medium"},\
            {"identifier":"large"},{"identifier":"peek","height":\(100 + counter % 400)}],"selectedDetentIdentifier":\
            "\(from)","largestUndimmedDetentIdentifier":"medium","prefersGrabberVisible":\(counter % 4 < 2)},\
            "transition":"detentChange","fromDetentIdentifier":"\(from)","toDetentIdentifier":"large","fps":60,\
            "format":"keyframes"}
            """
    }
}
